import { Trans, useLingui } from '@lingui/react/macro';
import type { ConvertResponse } from '@shared/schemas/convert';
import type { Currency } from '@shared/schemas/currency';
import type { ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { describeAsOf } from '../utils/format-time';
import { ConversionFigures, ConversionFiguresSkeleton } from './conversion-figures';
import { DayChangeLine } from './day-change-line';
import { LazyExchangeQuoteLine } from './lazy-exchange-quote';
import { OfflineNotice } from './offline-notice';
import { RateError } from './rate-error';
import { SourcesLine } from './sources-line';
import { LazyStaleNotice } from './lazy-on-demand';

type ResultPanelProps = {
  from: Currency;
  to: Currency;
  amount: number;
  quote: ConvertResponse | undefined;
  error: Error | null;
  onRetry: () => void;
  /** The refresh button, placed in the footer. */
  refresh: ReactNode;
  /** Whether the line comparing what each exchange would give shows under the sources (decision 024). */
  compare?: boolean;
};

/** The product spec's result panel: skeleton while loading, the error panel on failure, else the result. */
export function ResultPanel({ from, to, amount, quote, error, onRetry, refresh, compare = true }: ResultPanelProps) {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  if (!quote && error) return <RateError error={error} onRetry={onRetry} />;
  const when = quote ? describeAsOf(i18n, quote, hydrated ? undefined : 'UTC') : '…';
  return (
    <section aria-label={t`Conversion result`} className="flex flex-col gap-4 rounded-md bg-muted/60 p-4 sm:p-5" aria-busy={!quote}>
      {quote ? (
        <ConversionFigures from={from} to={to} amount={amount} rate={quote.rate}>
          <DayChangeLine from={from} to={to} amount={amount} quote={quote} />
        </ConversionFigures>
      ) : (
        <ConversionFiguresSkeleton label={t`Loading rate`} />
      )}
      {quote && <SourcesLine from={from} to={to} quote={quote} />}
      {quote && compare && <LazyExchangeQuoteLine from={from} to={to} amount={amount} />}
      {quote && <LazyStaleNotice quote={quote} />}
      {quote && <OfflineNotice asOf={quote.asOf} />}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-3">
        <p className="text-xs text-muted-foreground">
          <Trans>Rates update every 1 minute. Last refreshed: {when}</Trans>
          {quote && quote.source !== 'snapshot' && quote.provider.split(', ').includes('CoinGecko') && (
            <>
              {' · '}
              <a
                href="https://www.coingecko.com/"
                target="_blank"
                rel="noopener noreferrer"
                className="underline underline-offset-2 hover:text-foreground"
              >
                <Trans>Data provided by CoinGecko</Trans>
              </a>
            </>
          )}
        </p>
        {refresh}
      </div>
    </section>
  );
}
