import { Trans, useLingui } from '@lingui/react/macro';
import type { Currency } from '@shared/schemas/currency';
import { type ComponentType, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrencyLists } from '@/lib/currencies-query';
import { loadOnce } from '@/lib/load-once';
import { resolveSelection } from '../../utils/selection';
import { CHART_BODY_CLASS } from './chart-layout';
import type { PairChartProps } from './pair-chart';

// The chart (SVG, range picker, table, its query and schema) is its own chunk, fetched only when
// the section comes near the viewport: never part of a pair page's first load.
const chartModule = loadOnce(() => import('./pair-chart').then((module) => module.PairChart));

/** Starts loading before the section is in view, so the chart is usually there when it is. */
const NEAR_VIEWPORT = '300px 0px';

type PairChartSectionProps = { fromTicker: string; toTicker: string };

/**
 * "{FROM} to {TO} price chart" under a pair page's converter. The heading and a
 * placeholder of the chart's exact height are rendered on the server; the chart itself loads
 * in the browser once the section scrolls near (decision 007). Pairs without a coin, or with a ticker the page
 * could not find, have no chart.
 */
export function PairChartSection({ fromTicker, toTicker }: PairChartSectionProps) {
  const lists = useCurrencyLists();
  const selection = useMemo(() => (lists ? resolveSelection(fromTicker, toTicker, lists) : undefined), [lists, fromTicker, toTicker]);
  if (!selection || !chartable(selection.from, selection.to) || selection.unresolved.length > 0) return null;
  return <ChartSection from={selection.from} to={selection.to} />;
}

function chartable(from: Currency, to: Currency): boolean {
  return from.id !== to.id && (from.type === 'crypto' || to.type === 'crypto');
}

function ChartSection({ from, to }: { from: Currency; to: Currency }) {
  const headingId = useId();
  const { t } = useLingui();
  const ref = useRef<HTMLElement>(null);
  const [Chart, setChart] = useState<ComponentType<PairChartProps> | undefined>(() => chartModule.current());

  useEffect(() => {
    if (Chart) return;
    const element = ref.current;
    let cancelled = false;
    const load = () => void chartModule.load().then((component) => !cancelled && setChart(() => component));
    if (!element || typeof IntersectionObserver === 'undefined') {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [Chart]);

  return (
    <section ref={ref} aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border bg-card p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        <Trans>
          {from.symbol} to {to.symbol} price chart
        </Trans>
      </h2>
      {Chart ? (
        <Chart from={from} to={to} />
      ) : (
        <div className={CHART_BODY_CLASS} role="status" aria-label={t`Loading the price chart`}>
          <Skeleton className="size-full" />
        </div>
      )}
    </section>
  );
}
