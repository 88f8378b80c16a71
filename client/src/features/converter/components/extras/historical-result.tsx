import { formatLongDate, formatRate, inverseRate } from '@shared/format';
import type { Currency } from '@shared/schemas/currency';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { type DateLeg, rateOnDateQuery } from '../../api/rate-on-date-query';
import { ConversionFigures, ConversionFiguresSkeleton } from '../conversion-figures';

export type HistoricalResultProps = { from: Currency; to: Currency; amount: number; date: string; onBackToToday: () => void };

/** Issue 8: the conversion at a past day's prices, naming the day and every source used. */
export function HistoricalResult({ from, to, amount, date, onBackToToday }: HistoricalResultProps) {
  const rate = useQuery(rateOnDateQuery({ from: from.id, to: to.id, date }));
  const day = formatLongDate('en', date, 'UTC');
  const back = (
    <Button variant="outline" size="sm" onClick={onBackToToday}>
      <History aria-hidden="true" />
      Back to today’s rate
    </Button>
  );

  if (rate.error) {
    return (
      <section aria-label={`Conversion on ${day}`} className="flex flex-col items-start gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4">
        <div role="alert" className="flex flex-col gap-1">
          <p className="text-sm font-medium">We could not convert at the prices of {day}.</p>
          <p className="text-sm text-muted-foreground">{rate.error.message}</p>
        </div>
        {back}
      </section>
    );
  }
  const quote = rate.data;
  return (
    <section aria-label={`Conversion on ${day}`} aria-busy={!quote} className="flex flex-col gap-4 rounded-md bg-muted/60 p-4 sm:p-5">
      {quote ? (
        <ConversionFigures from={from} to={to} amount={amount} rate={quote.rate} when={` on ${day}`} />
      ) : (
        <ConversionFiguresSkeleton label="Loading the rate for that day" />
      )}
      <div className="flex flex-wrap items-end justify-between gap-3 border-t pt-3">
        <div className="flex flex-col gap-0.5 text-xs text-muted-foreground" data-testid="date-sources">
          <p>Prices of {day}: one price per day, at 00:00 UTC.</p>
          {quote?.legs.map((leg) => <LegSource key={leg.currency} leg={leg} currency={leg.currency === from.id ? from : to} date={date} />)}
        </div>
        {back}
      </div>
    </section>
  );
}

function LegSource({ leg, currency, date }: { leg: DateLeg; currency: Currency; date: string }) {
  if (currency.id === 'usd') return null;
  if (currency.type === 'fiat') {
    const published = leg.rateDate && leg.rateDate !== date ? ` (the latest published on or before that day: ${formatLongDate('en', leg.rateDate, 'UTC')})` : '';
    return (
      <p>
        {currency.symbol}: 1 USD = {formatRate('en', inverseRate(leg.usdPrice))} {currency.symbol}, from {leg.source}
        {published}.
      </p>
    );
  }
  return (
    <p>
      {currency.symbol}: ${formatRate('en', leg.usdPrice)} per coin, from {leg.source}.
    </p>
  );
}
