import { readWidgetOptions } from '@shared/widget';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { EmbeddedConverter } from '@/features/converter/embedded';

/** /widget/converter: the converter alone, made to be framed by other sites (decision 019). */
export function WidgetFramePage() {
  const search = useSearch();
  // Read once: later changes come from the host's messages, not the address.
  const [initial] = useState(() => {
    const params = new URLSearchParams(search);
    return readWidgetOptions((name) => params.get(name));
  });
  return <EmbeddedConverter initial={initial} />;
}
