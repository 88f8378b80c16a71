import { deferredModule } from '@/components/deferred-part';
import { ArticleBlock } from '@/features/content';
import { useInfoRouteMeta } from '@/hooks/use-info-route-meta';

/**
 * The server renders the calculator with its default figures; its code (the form, the charts,
 * the exports) loads at the visitor's first sign of use, holding a tap given before then
 * (components/deferred-part.tsx, decision 007 addendum).
 */
const calculator = deferredModule('calculator', () => import('@/features/calculator'));
const Calculator = calculator.part((m) => m.Calculator);

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
