import { Trans, useLingui } from '@lingui/react/macro';
import type { HistoricalFxResponse } from '@shared/schemas/historical-fx-response';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale } from '@/hooks/use-locale';
import { fxSeries, historicalFxQuery } from '@/lib/fx-queries';
import { historicalRangeQuery } from '@/lib/price-queries';
import { USD } from '../utils/money';
import { formatPrice } from '../utils/result-text';

const W = 640;
const H = 220;
const PAD = { top: 16, right: 16, bottom: 28, left: 16 };

// One request, as the price range above: a longer period is refused for both alike.
const fxRates = (answer: HistoricalFxResponse) => fxSeries([answer]).rates;

type PriceChartProps = { coinId: string; symbol: string; from: string; to: string; base?: string };

/** The price between the two dates (daily, inline SVG, in the base currency), with the buy and sell points marked. */
export function PriceChart({ coinId, symbol, from, to, base = USD }: PriceChartProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data, isError } = useQuery({ ...historicalRangeQuery(coinId, from, to), enabled: from < to });
  const inUsd = base === USD;
  const fx = useQuery({ ...historicalFxQuery(base, from, to), enabled: from < to && !inUsd, select: fxRates });
  if (from >= to) return null;
  if (isError || fx.isError) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>The price chart for this period is not available right now.</Trans>
      </p>
    );
  }
  if (!data || (!inUsd && !fx.data)) return <Skeleton className="h-56 w-full" />;
  const rates = fx.data;
  const points = data.points.flatMap((p) => {
    if (!rates) return [p];
    const rate = rates.get(p.date);
    return rate ? [{ date: p.date, price: p.price * rate.perUsd }] : [];
  });
  if (points.length < 2) return null;

  const prices = points.map((p) => p.price);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const x = (i: number) => PAD.left + (i / (points.length - 1)) * (W - PAD.left - PAD.right);
  const y = (p: number) => PAD.top + (max === min ? 0.5 : 1 - (p - min) / (max - min)) * (H - PAD.top - PAD.bottom);
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.price).toFixed(1)}`).join(' ');
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const price = (v: number) => formatPrice(locale, v, base);
  const firstDate = first.date;
  const lastDate = last.date;
  const firstPrice = price(first.price);
  const lastPrice = price(last.price);
  const low = price(min);
  const high = price(max);
  const label = t`${symbol} price from ${firstDate} (${firstPrice}) to ${lastDate} (${lastPrice}); low ${low}, high ${high}.`;

  return (
    <figure className="flex flex-col gap-2">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="h-auto w-full text-primary">
        <line x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} className="stroke-border" />
        <polyline points={line} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
        <circle cx={x(0)} cy={y(first.price)} r={5} className="fill-card stroke-current" strokeWidth={2.5} data-testid="chart-buy-point" />
        <circle cx={x(points.length - 1)} cy={y(last.price)} r={5} className="fill-current" data-testid="chart-sell-point" />
        <text x={PAD.left} y={H - 8} className="fill-muted-foreground text-[11px]">
          <Trans>Buy · {firstDate}</Trans>
        </text>
        <text x={W - PAD.right} y={H - 8} textAnchor="end" className="fill-muted-foreground text-[11px]">
          <Trans>Sell · {lastDate}</Trans>
        </text>
      </svg>
      <figcaption className="text-xs text-muted-foreground">{label}</figcaption>
    </figure>
  );
}
