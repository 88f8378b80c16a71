import { pairTitle, DEFAULT_TITLE } from '@shared/seo/page-title';
import { ConverterCard } from '@/features/converter';
import { useDocumentTitle } from '@/hooks/use-document-title';

type ConverterPageProps = { fromTicker?: string; toTicker?: string; amount?: number };

/** Home, pair and fixed-amount pages: the converter for the URL's pair (guides come with issue 4). */
export function ConverterPage({ fromTicker, toTicker, amount }: ConverterPageProps) {
  useDocumentTitle(fromTicker && toTicker ? pairTitle(fromTicker, toTicker) : DEFAULT_TITLE);
  return (
    <div className="mx-auto w-full max-w-content px-4 py-8 sm:py-12">
      <ConverterCard fromTicker={fromTicker} toTicker={toTicker} initialAmount={amount} />
    </div>
  );
}
