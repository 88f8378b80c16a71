import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { reportPageForIndexing } from '@/lib/page-indexing';

/**
 * Reports the current page for indexing each time a rate arrives (the product spec, decision 006: the client sends a
 * page once per visit). Keyed on the rate, not the URL, so a page is reported only once its own
 * rate has loaded.
 */
export function useReportPageWhenRateLoads(rate: object | undefined): void {
  const [location] = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;
  useEffect(() => {
    if (rate) void reportPageForIndexing(locationRef.current);
  }, [rate]);
}
