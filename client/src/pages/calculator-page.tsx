import { Calculator } from '@/features/calculator';
import { ArticleBlock } from '@/features/content';
import { useInfoRouteMeta } from '@/hooks/use-info-route-meta';

/** The product spec: the calculator, then the how-to guide, the explanation, four tips and links. */
export function CalculatorPage({ ticker }: { ticker?: string | undefined }) {
  useInfoRouteMeta();
  return (
    <div className="flex flex-col gap-8 px-4 py-8 sm:py-12">
      <div className="mx-auto w-full max-w-content">
        <Calculator ticker={ticker} />
      </div>
      <ArticleBlock name="calculatorGuide" />
    </div>
  );
}
