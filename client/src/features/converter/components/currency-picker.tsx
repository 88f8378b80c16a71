import { useLingui } from '@lingui/react/macro';
import { currencyName } from '@shared/currencies/currency-name';
import type { Currency } from '@shared/schemas/currency';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { CurrencyIcon } from '@/components/currency-icon';
import { LazyPopover } from '@/components/ui/lazy-popover';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale } from '@/hooks/use-locale';
import { loadOnce } from '@/lib/load-once';
import { cn } from '@/lib/utils';
import type { CurrencyListProps } from './currency-list';
import { PICKER_LABELS, type PickerSide, SIDE_TEXTS } from './picker-texts';
import { useLoadOnce } from '@/hooks/use-load-once';

export { PICKER_LABELS };

// The open list (search, keyboard, rows) is code a visitor needs only once a picker opens: it
// loads with the popover, on the first hover, focus or click of a picker.
const listModule = loadOnce(() => import('./currency-list'));

type CurrencyPickerProps = {
  side: PickerSide;
  value: Currency;
  options: readonly Currency[];
  onSelect: (currency: Currency) => void;
};

/**
 * The product spec's picker: a button opening a searchable list (currency-list.tsx). Escape
 * closes; the search text resets each time it opens or closes.
 */
export function CurrencyPicker({ side, value, options, onSelect }: CurrencyPickerProps) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const texts = SIDE_TEXTS[side];
  const nameOf = (currency: Currency) => currencyName(locale, currency);
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const toggle = (next: boolean) => setOpen(next);
  const choose = (currency: Currency) => {
    setOpen(false);
    if (currency.id !== value.id) onSelect(currency);
  };

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-muted-foreground">
        {i18n._(PICKER_LABELS[side])}
      </span>
      <LazyPopover
        open={open}
        onOpenChange={toggle}
        prepare={listModule.load}
        triggerProps={{
          'aria-labelledby': `${labelId} ${labelId}-value`,
          className:
            'flex h-12 w-full min-w-0 items-center gap-2 rounded-md border border-input bg-card px-3 text-left hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
        }}
        trigger={
          <>
            <CurrencyIcon currency={value} />
            <span id={`${labelId}-value`} className="flex min-w-0 flex-1 items-baseline gap-2">
              <span className="font-semibold">{value.symbol}</span>
              <span className="truncate text-sm text-muted-foreground">{nameOf(value)}</span>
            </span>
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
            />
          </>
        }
        contentProps={{ 'aria-label': i18n._(texts.choose), onOpenAutoFocus: (e) => e.preventDefault() }}
      >
        <LazyCurrencyList side={side} value={value} options={options} onChoose={choose} />
      </LazyPopover>
    </div>
  );
}

/** The list once its code is here (it always is after the first open, which waits for it). */
function LazyCurrencyList(props: CurrencyListProps) {
  const loaded = useLoadOnce(listModule);
  return loaded ? <loaded.CurrencyList {...props} /> : <Skeleton className="m-2 h-48" />;
}

/** The picker's place while the currency lists load: its label and a block of its height. */
export function PickerSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-muted-foreground">{label}</span>
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
