import { Trans, useLingui } from '@lingui/react/macro';
import { type ChartRange, DEFAULT_CHART_RANGE } from '@shared/schemas/chart-response';
import type { Currency } from '@shared/schemas/currency';
import { formatRate } from '@shared/format';
import { useQuery } from '@tanstack/react-query';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale } from '@/hooks/use-locale';
import { errorText } from '@/lib/error-text';
import { cn } from '@/lib/utils';
import { chartQuery } from '../../api/chart-query';
import { CHART_BODY_CLASS, CHART_HEADER_CLASS, PLOT_HEIGHT } from './chart-layout';
import { changeDirection, changeOver, formatChange, rangeWords } from './chart-math';
import { PricePlot } from './price-plot';
import { PriceTable } from './price-table';
import { RangePicker } from './range-picker';

export type PairChartProps = { from: Currency; to: Currency };

/** The chart body (lazily loaded): range, latest price and change, the plot, and its table. */
export function PairChart({ from, to }: PairChartProps) {
  const [range, setRange] = useState<ChartRange>(DEFAULT_CHART_RANGE);
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const query = useQuery(chartQuery({ from: from.id, to: to.id, range }));
  // A previous answer stands in while another range loads, but never another pair's.
  const data = query.data && query.data.from === from.id && query.data.to === to.id ? query.data : undefined;
  const source = data?.source ?? 'CoinGecko';
  const busy = query.isFetching && (query.isPlaceholderData || !data);
  const error = !data && query.isError ? query.error : null;
  const { i18n } = useLingui();
  const locale = useLocale();
  const words = data ? rangeWords(i18n, locale, range, data.points) : '';

  return (
    <div className="flex flex-col gap-3">
      <div className={cn('flex flex-col gap-3', CHART_BODY_CLASS)} aria-busy={busy}>
        <div className={cn('flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between', CHART_HEADER_CLASS)}>
          <div className="flex h-9 items-center">{data && <Summary points={data.points} range={data.range} toSymbol={to.symbol} />}</div>
          <RangePicker value={range} onChange={setRange} />
        </div>
        <div className={cn('transition-opacity', busy && data && 'opacity-60')}>
          {data && data.points.length >= 2 ? (
            <PricePlot points={data.points} range={data.range} fromSymbol={from.symbol} toSymbol={to.symbol} />
          ) : error ? (
            <ChartError message={errorText(i18n, error)} onRetry={() => void query.refetch()} />
          ) : data ? (
            <Message>
              <Trans>There are not enough prices {words} to draw a chart.</Trans>
            </Message>
          ) : (
            <Skeleton style={{ height: PLOT_HEIGHT + 32 }} className="w-full" />
          )}
        </div>
        <div className="flex h-9 items-center justify-between gap-3">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={showTable}
            aria-controls={tableId}
            disabled={!data}
            onClick={() => setShowTable((v) => !v)}
          >
            {showTable ? <Trans>Hide data table</Trans> : <Trans>Show data table</Trans>}
          </Button>
          <p className="text-xs text-muted-foreground">
            <Trans>Data: {source}</Trans>
          </p>
        </div>
      </div>
      {showTable && data && (
        <PriceTable id={tableId} points={data.points} range={data.range} fromSymbol={from.symbol} toSymbol={to.symbol} />
      )}
    </div>
  );
}

/** The latest price and the change over the range, signed and coloured (sign and arrow, not colour alone). */
function Summary({ points, range, toSymbol }: { points: readonly (readonly [number, number])[]; range: ChartRange; toSymbol: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const latest = points.at(-1)?.[1];
  const change = changeOver(points);
  if (latest === undefined) return null;
  const direction = change === null ? 'flat' : changeDirection(change);
  const Arrow = direction === 'up' ? ArrowUpRight : direction === 'down' ? ArrowDownRight : ArrowRight;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 tabular-nums">
      <span className="text-lg font-semibold">
        {formatRate(locale, latest)} {toSymbol}
      </span>
      {change !== null && (
        <span
          data-testid="chart-change"
          className={cn(
            'inline-flex items-center gap-0.5 text-sm font-medium',
            direction === 'up' && 'text-emerald-700 dark:text-emerald-400',
            direction === 'down' && 'text-red-700 dark:text-red-400',
            direction === 'flat' && 'text-muted-foreground',
          )}
        >
          <Arrow aria-hidden="true" className="size-4 self-center" />
          {formatChange(locale, change)}
          <span className="font-normal text-muted-foreground">&nbsp;{rangeWords(i18n, locale, range, points)}</span>
        </span>
      )}
    </p>
  );
}

function ChartError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Message>
      <span role="alert">{message}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </Message>
  );
}

function Message({ children }: { children: ReactNode }) {
  return (
    <div
      style={{ height: PLOT_HEIGHT + 32 }}
      className="flex flex-col items-center justify-center gap-3 rounded-md bg-muted/50 p-4 text-center text-sm text-muted-foreground"
    >
      {children}
    </div>
  );
}
