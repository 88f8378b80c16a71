import { readWidgetOptions } from '@shared/widget';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { deferredModule } from '@/components/deferred-part';
import { useLoadWhenRateIsDue, withRenderedParts } from '@/features/converter/first-load';
import { useWidgetFrame, useWidgetTheme } from '@/features/converter/widget-host';

/**
 * The converter's code loads as on the converter pages (converter-page.tsx): at the visitor's
 * first sign of use, when the rate is due, or when the host sends new options.
 */
const converter = deferredModule(
  'converter',
  withRenderedParts(() => import('@/features/converter/embedded')),
);
const EmbeddedConverter = converter.part((m) => m.EmbeddedConverter);

/** /widget/converter: the converter alone, made to be framed by other sites (decision 019). */
export function WidgetFramePage() {
  const search = useSearch();
  // Read once: later changes come from the host's messages, not the address.
  const [initial] = useState(() => {
    const params = new URLSearchParams(search);
    return readWidgetOptions((name) => params.get(name));
  });
  // The host is told the frame is ready and its height at once, and its theme applies at once.
  const options = useWidgetFrame(initial);
  useWidgetTheme(options.theme);
  useLoadWhenRateIsDue(converter.preload);
  return <EmbeddedConverter options={options} />;
}
