import { formatAmount, formatInverseRate, formatRate, formatResult, inverseRate, plainResult } from '@shared/format';
import type { ConvertResponse } from '@shared/schemas/convert';
import type { Currency } from '@shared/schemas/currency';
import type { ReactNode } from 'react';
import { ReadableNumber } from '@/components/readable-number';
import { Skeleton } from '@/components/ui/skeleton';
import { useHydrated } from '@/hooks/use-hydrated';
import { describeAsOf } from '../utils/format-time';
import { satsText } from '../utils/sats';
import { CopyResultButton } from './copy-result-button';
import { DayChangeLine } from './day-change-line';
import { OfflineNotice } from './offline-notice';
import { RateError } from './rate-error';
import { StaleNotice } from './stale-notice';

type ResultPanelProps = {
  from: Currency;
  to: Currency;
  amount: number;
  quote: ConvertResponse | undefined;
  error: Error | null;
  onRetry: () => void;
  /** The refresh button, placed in the footer. */
  refresh: ReactNode;
};

/** Spec §2 result panel: skeleton while loading, the error panel on failure, else the result. */
export function ResultPanel({ from, to, amount, quote, error, onRetry, refresh }: ResultPanelProps) {
  const hydrated = useHydrated();
  if (!quote && error) return <RateError message={error.message} onRetry={onRetry} />;
  return (
    <section aria-label="Conversion result" className="flex flex-col gap-4 rounded-md bg-muted/60 p-4 sm:p-5" aria-busy={!quote}>
      {quote ? (
        <div className="flex flex-col gap-1" aria-live="polite">
          <p className="text-sm text-muted-foreground tabular-nums">
            <ReadableNumber text={formatAmount(amount)} /> {from.symbol}
            {from.id === 'bitcoin' && ` (${satsText(amount)})`} =
          </p>
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 break-all text-3xl font-semibold tracking-tight tabular-nums sm:text-4xl" data-testid="conversion-result">
              <ReadableNumber text={formatResult(amount * quote.rate)} /> <span className="text-xl font-medium text-muted-foreground sm:text-2xl">{to.symbol}</span>
            </p>
            <CopyResultButton text={plainResult(amount * quote.rate)} />
          </div>
          {to.id === 'bitcoin' && (
            <p className="text-sm text-muted-foreground tabular-nums" data-testid="result-sats">
              {satsText(amount * quote.rate)}
            </p>
          )}
          <DayChangeLine from={from} to={to} amount={amount} quote={quote} />
          <div className="mt-2 flex flex-col gap-0.5 text-sm text-muted-foreground tabular-nums">
            <p data-testid="exchange-rate">
              1 {from.symbol} = <ReadableNumber text={formatRate(quote.rate)} /> {to.symbol}
            </p>
            <p data-testid="inverse-rate">
              1 {to.symbol} = <ReadableNumber text={formatInverseRate(inverseRate(quote.rate))} /> {from.symbol}
            </p>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-2" role="status" aria-label="Loading rate">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-10 w-64 max-w-full" />
          <Skeleton className="mt-2 h-4 w-48" />
          <Skeleton className="h-4 w-52" />
        </div>
      )}
      {quote && <StaleNotice quote={quote} />}
      {quote && <OfflineNotice asOf={quote.asOf} />}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-3">
        <p className="text-xs text-muted-foreground">
          Rates update every 1 minute. Last refreshed: {quote ? describeAsOf(quote, hydrated ? undefined : 'UTC') : '…'}
          {quote && quote.source !== 'snapshot' && quote.provider === 'CoinGecko' && (
            <>
              {' · '}
              <a href="https://www.coingecko.com/" target="_blank" rel="noopener noreferrer" className="underline underline-offset-2 hover:text-foreground">
                Data provided by CoinGecko
              </a>
            </>
          )}
        </p>
        {refresh}
      </div>
    </section>
  );
}
