import { type ChartRange, MAX_CHART_POINTS } from '@shared/schemas/chart-response';
import type { Currency } from '@shared/schemas/currency';
import type { ChartDays, ChartSeries, ChartSource } from './coingecko-chart';
import { ChartSeriesCache, type SeriesAnswer, type SharedSeriesStore } from './series-cache';
import { alignedRatio, downsample, inverted } from './series-math';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long a fetched series is reused: about how often its last points change meaningfully. */
const TTL_MS: Record<ChartRange, number> = {
  '24h': 5 * MINUTE_MS,
  '7d': 15 * MINUTE_MS,
  '30d': HOUR_MS,
  '1y': 6 * HOUR_MS,
  max: 6 * HOUR_MS,
};

/** The upstream's point spacing for a `days` value (its documented auto-granularity). */
export function stepOf(days: ChartDays): number {
  if (days === 'max' || days > 90) return DAY_MS;
  return days <= 1 ? 5 * MINUTE_MS : HOUR_MS;
}

/** The upstream has no price history for a coin of the pair (or none that lines up). */
export class NoChartDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoChartDataError';
  }
}

export type PairChart = {
  points: ChartSeries;
  /** When the upstream produced the latest point. */
  asOf: Date;
  /** True when a refresh failed and an expired series was served instead. */
  stale: boolean;
  source: string;
};

export type PairChartsOptions = {
  source: ChartSource;
  /**
   * What "max" asks for: "max" where the plan has the full history (paid), else the plan's
   * window in days (Demo and keyless answer only the last 365 days).
   */
  maxDays: ChartDays;
  /** The fleet's copy of fetched series (REDIS_URL), so one instance's fetch serves them all. */
  shared?: SharedSeriesStore | null;
  now?: () => number;
};

/**
 * Price charts of any pair with a coin in it: a coin in a fiat is the upstream's own series, a
 * fiat in a coin its inverse, and a coin in a coin the ratio of their USD series, point by
 * nearest point. Series are cached per coin, quote and range, so pairs share them.
 */
export class PairCharts {
  private readonly cache: ChartSeriesCache;

  constructor(private readonly options: PairChartsOptions) {
    this.cache = new ChartSeriesCache(options.source, options.now, options.shared ?? null);
  }

  /** `from` and `to` must differ and at least one must be a coin (the route checks). */
  async chart(from: Currency, to: Currency, range: ChartRange): Promise<PairChart> {
    const days: ChartDays = range === 'max' ? this.options.maxDays : RANGE_DAYS[range];
    const ttlMs = TTL_MS[range];
    const get = (coin: Currency, vs: string) => this.cache.get({ coinId: coin.id, vs, days, ttlMs }).then((answer) => need(answer, coin));

    let answers: SeriesAnswer[];
    let points: ChartSeries;
    if (from.type === 'crypto' && to.type === 'crypto') {
      answers = await Promise.all([get(from, 'usd'), get(to, 'usd')]);
      points = alignedRatio(answers[0]!.series!, answers[1]!.series!, stepOf(days));
    } else if (from.type === 'crypto') {
      answers = [await get(from, to.id)];
      points = answers[0]!.series!;
    } else {
      answers = [await get(to, from.id)];
      points = inverted(answers[0]!.series!);
    }
    const last = points.at(-1);
    if (!last) throw new NoChartDataError(`There is no price history for ${from.symbol} in ${to.symbol} yet.`);
    return {
      points: downsample(points, MAX_CHART_POINTS),
      asOf: new Date(last[0]),
      stale: answers.some((answer) => answer.stale),
      source: this.options.source.name,
    };
  }
}

const RANGE_DAYS: Record<Exclude<ChartRange, 'max'>, number> = { '24h': 1, '7d': 7, '30d': 30, '1y': 365 };

function need(answer: SeriesAnswer, coin: Currency): SeriesAnswer {
  if (!answer.series) throw new NoChartDataError(`There is no price history for ${coin.name} (${coin.symbol}).`);
  return answer;
}
