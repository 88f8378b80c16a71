import { z } from 'zod';
import { getJson } from '../../../upstream/http';
import { UpstreamError } from '../../../upstream/types';
import type { VenueOptions, VenueSource, VenueTicker, VenueTickers } from './types';
import { venueAsset } from './venue-markets';

/**
 * Coinbase Exchange, a live source (decision 015): one keyless GET /products/stats answers every product at once,
 * an object keyed by product id ("BTC-USD") whose `stats_24hour` carries open, high, low, last
 * and volume as decimal strings. It has no bid/ask and no time, so a price's asOf is when the
 * answer arrived. Only the USD books are read: the USDC books are aliases of them (one price
 * counted twice), and EUR/GBP books would need FX. USDT-USD gives the venue's USDT/USD rate.
 */

export const COINBASE_STATS_PATH = '/products/stats';
export const COINBASE_USDT_MARKET = 'USDT-USD';

/** Coinbase rejects requests without a User-Agent. */
const USER_AGENT = 'crypto-converter/0.1 (+live prices)';

/** The whole answer must be an object keyed by product id; each product is judged on its own. */
const StatsSchema = z.record(z.string(), z.unknown());

const ProductSchema = z.object({
  stats_24hour: z.object({ last: z.union([z.string(), z.number()]) }),
});

/** A decimal as Coinbase writes it ("97000.01", "0"); anything else is not a price. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * The last price of one product, or undefined when the product is absent or its `last` is
 * missing or not a number. Zero and negative values are kept: the consensus refuses them.
 */
export function productLast(stats: Readonly<Record<string, unknown>>, productId: string): number | undefined {
  if (!Object.hasOwn(stats, productId)) return undefined;
  const parsed = ProductSchema.safeParse(stats[productId]);
  if (!parsed.success) return undefined;
  const last = parsed.data.stats_24hour.last;
  if (typeof last === 'number') return Number.isFinite(last) ? last : undefined;
  const text = last.trim();
  if (!DECIMAL.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** True when at least one entry looks like a Coinbase product (`stats_24hour` is an object). */
function looksLikeStats(stats: Readonly<Record<string, unknown>>): boolean {
  return Object.values(stats).some((row) => {
    const day = typeof row === 'object' && row !== null ? (row as { stats_24hour?: unknown }).stats_24hour : undefined;
    return typeof day === 'object' && day !== null && !Array.isArray(day);
  });
}

export function createCoinbaseExchangeVenue(options: VenueOptions): VenueSource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const http = { timeoutMs: options.timeoutMs, label: 'Coinbase', headers: { 'user-agent': USER_AGENT } };

  return {
    id: 'coinbase',
    name: 'Coinbase',
    async fetchTickers(coinIds: readonly string[]): Promise<VenueTickers> {
      const stats = await getJson(`${base}${COINBASE_STATS_PATH}`, StatsSchema, http);
      const receivedAt = new Date();
      // An error object ({"message": …}) or an empty table is not a stats answer.
      if (!looksLikeStats(stats)) {
        throw new UpstreamError('malformed', `Coinbase sent no product stats for ${COINBASE_STATS_PATH}`);
      }

      const tickers: VenueTicker[] = [];
      for (const coinId of new Set(coinIds)) {
        const code = venueAsset(coinId, 'coinbase');
        if (!code) continue; // not mapped, or Coinbase's market is not to be used (USDC)
        const market = `${code}-USD`;
        const price = productLast(stats, market);
        if (price === undefined) continue; // not listed, or an unusable `last`
        tickers.push({ coinId, market, quote: 'USD', price, asOf: receivedAt });
      }

      const result: VenueTickers = { venue: 'coinbase', receivedAt, tickers, markets: Object.keys(stats) };
      const usdt = productLast(stats, COINBASE_USDT_MARKET);
      if (usdt !== undefined) result.usdtUsd = { price: usdt, asOf: receivedAt, market: COINBASE_USDT_MARKET };
      return result;
    },
  };
}
