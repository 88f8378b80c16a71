import { useState } from 'react';
import { ConverterCard, PairChartSection, type QuoteInfo } from '@/features/converter';
import { HomeContent, PairContent } from '@/features/content';
import { useReportPageWhenRateLoads } from '@/hooks/use-report-page';
import { useRouteMeta } from '@/hooks/use-route-meta';

type ConverterPageProps = { fromTicker?: string; toTicker?: string };

/** Home and pair pages: the converter for the URL's pair, then the pair's guide or the home article. */
export function ConverterPage({ fromTicker, toTicker }: ConverterPageProps) {
  const [quote, setQuote] = useState<QuoteInfo>();
  useRouteMeta(quote ?? {});
  useReportPageWhenRateLoads(quote);
  return (
    <div className="flex flex-col gap-8 px-4 py-8 sm:py-12">
      <div className="mx-auto w-full max-w-content">
        <ConverterCard fromTicker={fromTicker} toTicker={toTicker} onQuote={setQuote} />
      </div>
      {fromTicker && toTicker && (
        <div className="mx-auto w-full max-w-content">
          <PairChartSection fromTicker={fromTicker} toTicker={toTicker} />
        </div>
      )}
      {fromTicker && toTicker ? <PairContent fromTicker={fromTicker} toTicker={toTicker} /> : <HomeContent />}
    </div>
  );
}
