import { deferredModule } from '@/components/deferred-part';
import { useLoadWhenRateIsDue, withRenderedParts } from '@/features/converter/first-load';
import type { ConverterPageProps } from './converter-page-body';

/**
 * Home and pair pages. The server renders the whole page; the browser keeps that HTML and loads
 * the converter's code at the visitor's first sign of use or when the rate is due for its
 * refresh, holding a tap given before then (components/deferred-part.tsx, decision 007 addendum).
 */
const converter = deferredModule(
  'converter',
  withRenderedParts(() => import('./converter-page-body')),
);
const Body = converter.part((m) => m.ConverterPageBody, { className: 'contents' });

export function ConverterPage(props: ConverterPageProps) {
  useLoadWhenRateIsDue(converter.preload);
  return <Body {...props} />;
}
