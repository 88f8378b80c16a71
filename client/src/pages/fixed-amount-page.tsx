import { deferredModule } from '@/components/deferred-part';
import { useLoadWhenRateIsDue, withRenderedParts } from '@/features/converter/first-load';
import type { FixedAmountPageProps } from './fixed-amount-page-body';

/** The fixed-amount page, its code loaded as the converter page's is (converter-page.tsx). */
const fixedAmount = deferredModule(
  'converter',
  withRenderedParts(() => import('./fixed-amount-page-body')),
);
const Body = fixedAmount.part((m) => m.FixedAmountPageBody);

export function FixedAmountPage(props: FixedAmountPageProps) {
  useLoadWhenRateIsDue(fixedAmount.preload);
  return <Body {...props} />;
}
