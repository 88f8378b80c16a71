import { Trans, useLingui } from '@lingui/react/macro';
import { Copy } from 'lucide-react';
import { ExportActions } from '@/components/export-actions';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import { toast } from '@/hooks/use-toast';
import { fxNoteForDates } from '../utils/fx-note';
import { formatMoney } from '../utils/money';
import type { CalculationResult } from '../utils/run-calculation';
import { formatFee, formatPercent, formatPrice, resultText } from '../utils/result-text';
import { PriceChart } from './price-chart';
import { ProfitBadge } from './profit-badge';

/** The product spec's result: values, profit badge (green ≥ 0, red below), percent, prices with dates. */
export function CalculationResultView({ result, coinId }: { result: CalculationResult; coinId: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const formatUsd = (value: number) => formatMoney(locale, value, result.base); // USD keeps the product spec's format
  const price = (value: number) => formatPrice(locale, value, result.base);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(resultText(i18n, locale, result));
      toast({ title: t`Result copied`, description: t`The result is on your clipboard as plain text.` });
    } catch {
      toast({
        variant: 'destructive',
        title: t`Could not copy`,
        description: t`Your browser did not allow copying; select the text instead.`,
      });
    }
  };
  const { initialDate, finalDate, currency } = result;
  const fee = formatFee(locale, result.feePercent);
  const row = 'flex items-baseline justify-between gap-4 border-b py-2 last:border-0';
  return (
    <section aria-label={t`Calculation result`} className="flex flex-col gap-4 rounded-md bg-muted/60 p-4 sm:p-5" aria-live="polite">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">
          {result.coinName} ({result.coinSymbol})
        </h3>
        <ProfitBadge testId="profit-badge" profitLoss={result.profitLoss} percentageChange={result.percentageChange} base={result.base} />
      </div>
      <dl className="text-sm tabular-nums">
        <div className={row}>
          <dt className="text-muted-foreground">
            <Trans>Initial value</Trans>
          </dt>
          <dd data-testid="initial-value">{formatUsd(result.initialValue)}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">
            <Trans>Final value</Trans>
          </dt>
          <dd data-testid="final-value" className="text-base font-semibold">
            {formatUsd(result.finalValue)}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">
            <Trans>Profit / loss</Trans>
          </dt>
          <dd data-testid="profit-loss">{formatUsd(result.profitLoss)}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">
            <Trans>Percentage change</Trans>
          </dt>
          <dd data-testid="percentage-change">{formatPercent(locale, result.percentageChange)}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">
            <Trans>Price on {initialDate}</Trans>
          </dt>
          <dd data-testid="initial-price">{price(result.initialPrice)}</dd>
        </div>
        <div className={row}>
          <dt className="text-muted-foreground">
            {result.finalIsCurrent ? <Trans>Current price ({finalDate})</Trans> : <Trans>Price on {finalDate}</Trans>}
          </dt>
          <dd data-testid="final-price">{price(result.finalPrice)}</dd>
        </div>
        {result.feePercent > 0 && (
          <div className={row}>
            <dt className="text-muted-foreground">
              <Trans>Fees ({fee}% on buy and sell)</Trans>
            </dt>
            <dd data-testid="fees">{formatUsd(result.fees)}</dd>
          </div>
        )}
      </dl>
      <PriceChart coinId={coinId} symbol={result.coinSymbol} from={result.initialDate} to={result.finalDate} base={result.base} />
      <p className="text-xs text-muted-foreground">
        {/* Whole sentences for each case: USD or another base, with or without today's live price. */}
        {currency === 'USD' ? (
          result.finalIsCurrent ? (
            <Trans>
              Prices are the USD price at 00:00 UTC on each date, and the latest live price for today. Taxes and slippage are not included.
            </Trans>
          ) : (
            <Trans>Prices are the USD price at 00:00 UTC on each date. Taxes and slippage are not included.</Trans>
          )
        ) : result.finalIsCurrent ? (
          <Trans>
            Prices are the price in {currency} at 00:00 UTC on each date, and the latest live price for today. Taxes and slippage are not
            included.
          </Trans>
        ) : (
          <Trans>Prices are the price in {currency} at 00:00 UTC on each date. Taxes and slippage are not included.</Trans>
        )}
      </p>
      {result.fx && (
        <p data-testid="fx-note" className="text-xs text-muted-foreground">
          {fxNoteForDates(i18n, locale, currency, result.fx)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden="true" /> <Trans>Copy result</Trans>
        </Button>
        <ExportActions
          build={async (i18n) => (await import('../utils/calculation-export')).profitExport(i18n, result, result.whatIf)}
          csvLabel={<Trans>Download CSV: every figure with its date and source</Trans>}
        />
      </div>
    </section>
  );
}
