import { DEFAULT_TITLE, pairTitle } from '@shared/seo/page-title';
import { ConverterCard } from '@/features/converter';
import { HomeContent, PairContent } from '@/features/content';
import { useDocumentTitle } from '@/hooks/use-document-title';

type ConverterPageProps = { fromTicker?: string; toTicker?: string };

/** Home and pair pages: the converter for the URL's pair, then the pair's guide or the home article. */
export function ConverterPage({ fromTicker, toTicker }: ConverterPageProps) {
  useDocumentTitle(fromTicker && toTicker ? pairTitle(fromTicker, toTicker) : DEFAULT_TITLE);
  return (
    <div className="flex flex-col gap-8 px-4 py-8 sm:py-12">
      <div className="mx-auto w-full max-w-content">
        <ConverterCard fromTicker={fromTicker} toTicker={toTicker} />
      </div>
      {fromTicker && toTicker ? <PairContent fromTicker={fromTicker} toTicker={toTicker} /> : <HomeContent />}
    </div>
  );
}
