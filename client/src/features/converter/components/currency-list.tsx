import { Trans, useLingui } from '@lingui/react/macro';
import { currencyName } from '@shared/currencies/currency-name';
import { sharedSymbols } from '@shared/currencies/ticker-collisions';
import type { Currency } from '@shared/schemas/currency';
import { Check, Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { CurrencyIcon } from '@/components/currency-icon';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/utils';
import { formatMarketCap, standingParts } from '../utils/coin-standing';
import { filterCurrencies } from '../utils/selection';
import { type PickerSide, SIDE_TEXTS } from './picker-texts';

export type CurrencyListProps = {
  side: PickerSide;
  value: Currency;
  options: readonly Currency[];
  onChoose: (currency: Currency) => void;
};

/**
 * The open picker: a search field over a list (max ~16rem, scrolls), loaded with the popover the
 * first time a picker opens. Keyboard: arrows, Home/End, Page keys, Enter picks (Escape is the
 * popover's). It mounts on each open, so the search starts empty and the chosen currency active.
 */
export function CurrencyList({ side, value, options, onChoose }: CurrencyListProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const texts = SIDE_TEXTS[side];
  // Fiat currencies by the page's language's names (de "US-Dollar"); the search finds them by
  // those names and by the list's own.
  const nameOf = (currency: Currency) => currencyName(locale, currency);
  const [search, setSearch] = useState('');
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      options.findIndex((c) => c.id === value.id),
    ),
  );
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  const filtered = useMemo(() => filterCurrencies(options, search, (c) => currencyName(locale, c)), [options, search, locale]);
  // Coins sharing a symbol show their rank and market cap, so they can be told apart.
  const shared = useMemo(() => sharedSymbols(options), [options]);

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = (currency: Currency | undefined) => {
    if (currency) onChoose(currency);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = filtered.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => Math.min(last, active + 1),
      ArrowUp: () => Math.max(0, active - 1),
      Home: () => 0,
      End: () => last,
      PageDown: () => Math.min(last, active + 8),
      PageUp: () => Math.max(0, active - 8),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setActive(Math.max(0, move()));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(filtered[active]);
    }
  };

  const activeId = filtered[active] ? `${listId}-${filtered[active].id}` : undefined;

  return (
    <>
      <div className="flex items-center gap-2 rounded-t-md border-b px-3 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:-outline-offset-2 has-[input:focus-visible]:outline-ring">
        <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <input
          autoFocus
          role="combobox"
          aria-label={i18n._(texts.search)}
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-autocomplete="list"
          placeholder={t`Search by name or symbol`}
          className="h-11 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul ref={listRef} id={listId} role="listbox" aria-label={i18n._(texts.list)} className="max-h-64 overflow-y-auto p-1">
        {filtered.length === 0 && (
          <li className="px-3 py-6 text-center text-sm text-muted-foreground">
            <Trans>No currencies found</Trans>
          </li>
        )}
        {filtered.map((currency, index) => {
          const selected = currency.id === value.id;
          return (
            <li
              key={currency.id}
              id={`${listId}-${currency.id}`}
              data-index={index}
              role="option"
              aria-selected={selected}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm',
                index === active && 'bg-accent text-accent-foreground',
              )}
              onPointerMove={() => setActive(index)}
              onPointerDown={(e) => e.preventDefault()}
              onClick={() => choose(currency)}
            >
              <CurrencyIcon currency={currency} className="size-6" />
              <span className="font-medium">{currency.symbol}</span>
              <span className="min-w-0 flex-1 truncate text-muted-foreground">{nameOf(currency)}</span>
              {shared.has(currency.symbol.toLowerCase()) && <Standing currency={currency} />}
              {selected && <Check aria-hidden="true" className="size-4 text-primary" />}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** "#18 · $26.2B", read as "rank 18, market cap $26.2B". */
function Standing({ currency }: { currency: Currency }) {
  const { t } = useLingui();
  const locale = useLocale();
  const parts = standingParts(locale, currency);
  if (parts.length === 0) return null;
  const rank = currency.rank;
  const cap = currency.marketCap !== undefined ? formatMarketCap(locale, currency.marketCap) : undefined;
  const spoken =
    rank !== undefined && cap !== undefined
      ? t`rank ${rank}, market cap ${cap}`
      : rank !== undefined
        ? t`rank ${rank}`
        : t`market cap ${cap}`;
  return (
    <span className="shrink-0 text-xs tabular-nums text-muted-foreground">
      <span aria-hidden="true">{parts.join(' · ')}</span>
      <span className="sr-only">{spoken}</span>
    </span>
  );
}
