import { z } from 'zod';
import { getJsonOrNull } from '../upstream/http';

/** `days` of CoinGecko's /market_chart: a whole number of days back from now, or "max". */
export type ChartDays = number | 'max';

/** [unix ms, price], oldest first. */
export type ChartSeries = [number, number][];

/** A source of recent price series (CoinGecko's /coins/{id}/market_chart). */
export interface ChartSource {
  readonly name: string;
  /** The coin's price in `vs` over the last `days`; null when the upstream does not know the coin. */
  fetchSeries(coinId: string, vs: string, days: ChartDays): Promise<ChartSeries | null>;
}

export type CoinGeckoChartOptions = {
  baseUrl: string;
  apiKey?: string | undefined;
  plan: 'keyless' | 'demo' | 'pro';
  timeoutMs: number;
  /** Called before every request; throws (an UpstreamError) to refuse it, e.g. when over budget. */
  beforeCall?: () => void | Promise<void>;
};

// Market caps and volumes come too; only prices are read. Null prices appear for gaps.
const MarketChartSchema = z.object({
  prices: z.array(z.tuple([z.number(), z.number().nullable()], z.unknown())),
});

/** CoinGecko answers 404 {"error":"coin not found"} for an id it does not know. */
function unknownCoin(status: number, body: unknown): boolean {
  return status === 404 && typeof body === 'object' && body !== null && /not found/i.test(String((body as { error?: unknown }).error));
}

/**
 * CoinGecko's market chart. Its granularity follows `days` (documented): 1 day → 5-minutely,
 * 2–90 days → hourly, above 90 → daily at 00:00 UTC; the last point is the current price.
 */
export function createCoinGeckoChartSource(options: CoinGeckoChartOptions): ChartSource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = {};
  if (options.apiKey) headers[options.plan === 'pro' ? 'x-cg-pro-api-key' : 'x-cg-demo-api-key'] = options.apiKey;

  return {
    name: 'CoinGecko',
    async fetchSeries(coinId, vs, days) {
      const params = new URLSearchParams({ vs_currency: vs, days: String(days) });
      await options.beforeCall?.();
      const body = await getJsonOrNull(`${base}/coins/${encodeURIComponent(coinId)}/market_chart?${params}`, MarketChartSchema, {
        timeoutMs: options.timeoutMs,
        headers,
        label: 'CoinGecko',
        noData: unknownCoin,
      });
      if (!body) return null;
      const series: ChartSeries = [];
      for (const [ms, price] of body.prices) {
        if (Number.isFinite(ms) && typeof price === 'number' && Number.isFinite(price) && price > 0) series.push([ms, price]);
      }
      return series.sort((a, b) => a[0] - b[0]);
    },
  };
}
