import { Trans, useLingui } from '@lingui/react/macro';
import { formatLongDate, formatRate, inverseRate } from '@shared/format';
import type { Currency } from '@shared/schemas/currency';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { ExportActions } from '@/components/export-actions';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import { errorText } from '@/lib/error-text';
import { type DateLeg, rateOnDateQuery } from '../../api/rate-on-date-query';
import { ConversionFigures, ConversionFiguresSkeleton } from '../conversion-figures';

export type HistoricalResultProps = { from: Currency; to: Currency; amount: number; date: string; onBackToToday: () => void };

/** The conversion at a past day's prices (decision 009), naming the day and every source used. */
export function HistoricalResult({ from, to, amount, date, onBackToToday }: HistoricalResultProps) {
  const rate = useQuery(rateOnDateQuery({ from: from.id, to: to.id, date }));
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const day = formatLongDate(locale, date, 'UTC');
  const back = (
    <Button variant="outline" size="sm" onClick={onBackToToday}>
      <History aria-hidden="true" />
      <Trans>Back to today’s rate</Trans>
    </Button>
  );

  if (rate.error) {
    return (
      <section
        aria-label={t`Conversion on ${day}`}
        className="flex flex-col items-start gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4"
      >
        <div role="alert" className="flex flex-col gap-1">
          <p className="text-sm font-medium">
            <Trans>We could not convert at the prices of {day}.</Trans>
          </p>
          <p className="text-sm text-muted-foreground">{errorText(i18n, rate.error)}</p>
        </div>
        {back}
      </section>
    );
  }
  const quote = rate.data;
  return (
    <section aria-label={t`Conversion on ${day}`} aria-busy={!quote} className="flex flex-col gap-4 rounded-md bg-muted/60 p-4 sm:p-5">
      {quote ? (
        // ConversionFigures puts `when` between the amount and "=" ("2 ETH on November 10, 2021 =").
        <ConversionFigures from={from} to={to} amount={amount} rate={quote.rate} day={day} />
      ) : (
        <ConversionFiguresSkeleton label={t`Loading the rate for that day`} />
      )}
      <div className="flex flex-wrap items-end justify-between gap-3 border-t pt-3">
        <div className="flex flex-col gap-0.5 text-xs text-muted-foreground" data-testid="date-sources">
          <p>
            <Trans>Prices of {day}: one price per day, at 00:00 UTC.</Trans>
          </p>
          {quote?.legs.map((leg) => (
            <LegSource key={leg.currency} leg={leg} currency={leg.currency === from.id ? from : to} date={date} />
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          {quote && (
            <ExportActions
              build={async (i18n) => (await import('../../utils/historical-export')).historicalExport(i18n, { from, to, amount, quote })}
              csvLabel={<Trans>Download CSV</Trans>}
            />
          )}
          {back}
        </div>
      </div>
    </section>
  );
}

function LegSource({ leg, currency, date }: { leg: DateLeg; currency: Currency; date: string }) {
  const locale = useLocale();
  if (currency.id === 'usd') return null;
  const { symbol } = currency;
  const { source } = leg;
  if (currency.type === 'fiat') {
    const rate = formatRate(locale, inverseRate(leg.usdPrice));
    const published = leg.rateDate && leg.rateDate !== date ? formatLongDate(locale, leg.rateDate, 'UTC') : null;
    return (
      <p>
        {published ? (
          <Trans>
            {symbol}: 1 USD = {rate} {symbol}, from {source} (the latest published on or before that day: {published}).
          </Trans>
        ) : (
          <Trans>
            {symbol}: 1 USD = {rate} {symbol}, from {source}.
          </Trans>
        )}
      </p>
    );
  }
  const price = formatRate(locale, leg.usdPrice);
  // The dollar sign is the translation's to place ("{price} $" in German).
  return (
    <p>
      <Trans>
        {symbol}: ${price} per coin, from {source}.
      </Trans>
    </p>
  );
}
