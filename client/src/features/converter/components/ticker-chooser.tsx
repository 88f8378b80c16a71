import { Trans, useLingui } from '@lingui/react/macro';
import { currencyName } from '@shared/currencies/currency-name';
import { routeTicker } from '@shared/currencies/resolve-currency';
import type { Locale } from '@shared/i18n/locales';
import { buildPairPath } from '@shared/routes';
import type { Currency } from '@shared/schemas/currency';
import { Fragment, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { useLocale, useLocalizedHref } from '@/hooks/use-locale';
import { formatMarketCap, standingParts } from '../utils/coin-standing';
import { orListParts } from '../utils/or-list';
import type { Selection } from '../utils/selection';

/**
 * Decision 011: on a pair page whose ticker is the symbol of several coins (/ton-to-usd), says which
 * coin is shown and links to the others, keeping the other side of the pair. Rendered on the
 * server too: it needs only the lists, which every converter page loads before rendering.
 */
export function TickerChooser({ selection }: { selection: Selection }) {
  const { from, to, alternatives } = selection;
  return (
    <>
      {alternatives.from.length > 0 && (
        <TickerNote shown={from} others={alternatives.from} pathFor={(c) => buildPairPath(routeTicker(c), routeTicker(to))} />
      )}
      {alternatives.to.length > 0 && (
        <TickerNote shown={to} others={alternatives.to} pathFor={(c) => buildPairPath(routeTicker(from), routeTicker(c))} />
      )}
    </>
  );
}

type TickerNoteProps = { shown: Currency; others: readonly Currency[]; pathFor: (currency: Currency) => string };

function TickerNote({ shown, others, pathFor }: TickerNoteProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const href = useLocalizedHref();
  const [, navigate] = useLocation();
  // A plain link that navigates in place: the page element stays, so the typed amount survives.
  // wouter's navigate adds the locale's prefix itself; the href is the full page load's address.
  const follow = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
  };
  const symbol = shown.symbol;
  const name = currencyName(locale, shown);
  const rank = shown.rank;
  const cap = shown.marketCap !== undefined ? formatMarketCap(locale, shown.marketCap) : undefined;
  // "(#18, $26.2B market cap)", or nothing when the catalog knows neither.
  const figures =
    rank !== undefined && cap !== undefined
      ? t`(#${rank}, ${cap} market cap)`
      : rank !== undefined
        ? t`(#${rank})`
        : cap !== undefined
          ? t`(${cap} market cap)`
          : '';
  const standing = figures && ` ${figures}`;
  const choices = (
    <>
      {orListParts(locale, others.length).map((part, index) => {
        if (typeof part === 'string') return <Fragment key={`and-${index}`}>{part}</Fragment>;
        const other = others[part]!;
        return (
          <span key={other.id}>
            <a
              href={href(pathFor(other))}
              onClick={follow(pathFor(other))}
              className="font-medium text-primary underline underline-offset-2"
            >
              {currencyName(locale, other)}
            </a>
            <span className="tabular-nums">{standingNote(locale, other)}</span>
          </span>
        );
      })}
    </>
  );
  return (
    <p role="status" className="rounded-md border bg-muted p-3 text-sm" data-ticker-note="">
      <Trans>
        {symbol} is the ticker of several coins. Showing {name}
        <span className="tabular-nums">{standing}</span>. Did you mean: {choices}?
      </Trans>
    </p>
  );
}

/** " (#21, $45.6M)", or nothing when the catalog knows neither: figures only, no words. */
function standingNote(locale: Locale, currency: Currency): string {
  const parts = standingParts(locale, currency);
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`;
}
