import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { fxNoteForDates } from '../utils/fx-note';
import { formatMoney } from '../utils/money';
import type { CalculationResult } from '../utils/run-calculation';
import { formatPercent, formatPrice, resultText } from '../utils/result-text';
import { PriceChart } from './price-chart';
import { ProfitBadge } from './profit-badge';

/** Spec §3 result: values, profit badge (green ≥ 0, red below), percent, prices with dates. */
export function CalculationResultView({ result, coinId }: { result: CalculationResult; coinId: string }) {
  const formatUsd = (value: number) => formatMoney(value, result.base); // USD keeps the spec's format
  const price = (value: number) => formatPrice(value, result.base);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(resultText(result));
      toast({ title: 'Result copied', description: 'The result is on your clipboard as plain text.' });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy', description: 'Your browser did not allow copying; select the text instead.' });
    }
  };
  const row = 'flex items-baseline justify-between gap-4 border-b py-2 last:border-0';
  return (
    <section aria-label="Calculation result" className="flex flex-col gap-4 rounded-md bg-muted/60 p-4 sm:p-5" aria-live="polite">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">
          {result.coinName} ({result.coinSymbol})
        </h3>
        <ProfitBadge testId="profit-badge" profitLoss={result.profitLoss} percentageChange={result.percentageChange} base={result.base} />
      </div>
      <dl className="text-sm tabular-nums">
        <div className={row}>
          <dt className="text-muted-foreground">Initial value</dt>
          <dd data-testid="initial-value">{formatUsd(result.initialValue)}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">Final value</dt>
          <dd data-testid="final-value" className="text-base font-semibold">
            {formatUsd(result.finalValue)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">Profit / loss</dt>
          <dd data-testid="profit-loss">{formatUsd(result.profitLoss)}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">Percentage change</dt>
          <dd data-testid="percentage-change">{formatPercent(result.percentageChange)}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">Price on {result.initialDate}</dt>
          <dd data-testid="initial-price">{price(result.initialPrice)}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">
            {result.finalIsCurrent ? `Current price (${result.finalDate})` : `Price on ${result.finalDate}`}
          </dt>
          <dd data-testid="final-price">{price(result.finalPrice)}</dd>
        </div>
        {result.feePercent > 0 && (
          <div className={row}>
            <dt className="text-muted-foreground">Fees ({result.feePercent}% on buy and sell)</dt>
            <dd data-testid="fees">{formatUsd(result.fees)}</dd>
          </div>
        )}
      </dl>
      <PriceChart coinId={coinId} symbol={result.coinSymbol} from={result.initialDate} to={result.finalDate} base={result.base} />
      <p className="text-xs text-muted-foreground">
        Prices are the {result.currency === 'USD' ? 'USD price' : `price in ${result.currency}`} at 00:00 UTC on each date{result.finalIsCurrent ? ', and the latest live price for today' : ''}. Taxes and
        slippage are not included.
      </p>
      {result.fx && (
        <p data-testid="fx-note" className="text-xs text-muted-foreground">
          {fxNoteForDates(result.currency, result.fx.sources, result.fx.rates, result.finalIsCurrent)}
        </p>
      )}
      <Button variant="outline" size="sm" onClick={copy} className="self-start">
        <Copy aria-hidden="true" /> Copy result
      </Button>
    </section>
  );
}
