import { Trans, useLingui } from '@lingui/react/macro';
import { formatAmount, formatInverseRate, formatRate, formatResult, INVERSE_RATE_DIGITS, inverseRate, plainResult } from '@shared/format';
import type { Currency } from '@shared/schemas/currency';
import type { ReactNode } from 'react';
import { ReadableNumber } from '@/components/readable-number';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale } from '@/hooks/use-locale';
import { satsText } from '../utils/sats';
import { CopyResultButton } from './copy-result-button';

type ConversionFiguresProps = {
  from: Currency;
  to: Currency;
  amount: number;
  rate: number;
  /** A past day the conversion is at, as the page writes dates: "0.5 BTC on November 10, 2021 =". */
  day?: string;
  /** Lines between the result and the rates (the 24-hour change). */
  children?: ReactNode;
};

/** The numbers of a conversion: amount, result (copyable, in sats for BTC), rate and inverse rate. */
export function ConversionFigures({ from, to, amount, rate, day, children }: ConversionFiguresProps) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const value = amount * rate;
  const resultText = formatResult(locale, value);
  const amountShown = <ReadableNumber text={formatAmount(locale, amount)} />;
  const symbol = from.symbol;
  const sats = from.id === 'bitcoin' ? ` (${satsText(i18n, amount)})` : '';
  return (
    <div className="flex flex-col gap-1" aria-live="polite">
      <p className="text-sm text-muted-foreground tabular-nums">
        {day ? (
          <Trans>
            {amountShown} {symbol}
            {sats} on {day} =
          </Trans>
        ) : (
          <>
            {amountShown} {symbol}
            {sats} =
          </>
        )}
      </p>
      <div className="flex items-start justify-between gap-2">
        <p
          className={`min-w-0 wrap-anywhere font-semibold tracking-tight tabular-nums ${resultSize(`${resultText} ${to.symbol}`)}`}
          data-testid="conversion-result"
        >
          <ReadableNumber text={resultText} />{' '}
          <span className="whitespace-nowrap text-xl font-medium text-muted-foreground sm:text-2xl">{to.symbol}</span>
        </p>
        <CopyResultButton text={plainResult(locale, value)} />
      </div>
      {to.id === 'bitcoin' && (
        <p className="text-sm text-muted-foreground tabular-nums" data-testid="result-sats">
          {satsText(i18n, value)}
        </p>
      )}
      {children}
      <div className="mt-2 flex flex-col gap-0.5 text-sm text-muted-foreground tabular-nums">
        <p data-testid="exchange-rate">
          1 {from.symbol} = <ReadableNumber text={formatRate(locale, rate)} /> {to.symbol}
        </p>
        <p data-testid="inverse-rate">
          1 {to.symbol} = <ReadableNumber text={formatInverseRate(locale, inverseRate(rate))} fixedDecimals={INVERSE_RATE_DIGITS} />{' '}
          {from.symbol}
        </p>
      </div>
    </div>
  );
}

/**
 * Long results (8 decimals of a large amount: "8,167.04682692 EUR") step down a size, so a phone
 * shows number and symbol on one line; longer still, the number wraps, never the symbol.
 */
function resultSize(text: string): string {
  if (text.length <= 12) return 'text-3xl sm:text-4xl';
  if (text.length <= 16) return 'text-2xl sm:text-4xl';
  return 'text-xl sm:text-3xl';
}

/** The same block's shape while its rate loads; `label` (already translated) names it for screen readers. */
export function ConversionFiguresSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-2" role="status" aria-label={label}>
      <Skeleton className="h-5 w-24" />
      <Skeleton className="h-10 w-64 max-w-full" />
      <Skeleton className="mt-2 h-4 w-48" />
      <Skeleton className="h-4 w-52" />
    </div>
  );
}
