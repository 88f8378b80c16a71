import { ConverterCard, FixedAmountSummary } from '@/features/converter';
import { FixedAmountContent } from '@/features/content';
import { useReportPageWhenRateLoads } from '@/hooks/use-report-page';
import { usePageQuote } from '@/hooks/use-page-quote';
import { useRouteMeta } from '@/hooks/use-route-meta';

export type FixedAmountPageProps = { fromTicker: string; toTicker: string; amountText: string };

/** The product spec's fixed-amount page: the value, a converter preset to the amount, the article, a related link. */
export function FixedAmountPageBody({ fromTicker, toTicker, amountText }: FixedAmountPageProps) {
  const amount = Number(amountText);
  const [quote, setQuote] = usePageQuote();
  useRouteMeta(quote ?? {});
  useReportPageWhenRateLoads(quote && !('unknownPair' in quote) ? quote : undefined);
  return (
    <div className="flex flex-col gap-8 px-4 py-8 sm:py-12">
      <FixedAmountSummary fromTicker={fromTicker} toTicker={toTicker} amount={amount} />
      <div className="mx-auto w-full max-w-content">
        <ConverterCard fromTicker={fromTicker} toTicker={toTicker} initialAmount={amount} titleAs="h2" onQuote={setQuote} />
      </div>
      <FixedAmountContent fromTicker={fromTicker} amount={amount} />
    </div>
  );
}
