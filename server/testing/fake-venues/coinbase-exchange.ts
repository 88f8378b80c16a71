import { decimalString, type FakeVenueContext, type FakeVenueProtocol, json } from './fake-venue-state';

/**
 * Coinbase Exchange's GET /products/stats as the real one answers it: one object keyed by
 * product id, each `{ stats_24hour: { open, high, low, last, volume }, stats_30day: { volume } }`
 * in decimal strings, with no time and no bid/ask. Besides a `${code}-USD` book for every coin
 * the venue lists it carries what a client must not be fooled by: the USDT-USD book (the venue's
 * USDT/USD rate), a BTC-USDC alias of the BTC-USD book, a BTC-EUR book, a delisted product whose
 * last is "0", and a product with no trade yet whose figures are null.
 */

export const COINBASE_STATS_PATH = '/products/stats';

type Stats24h = { open: string | null; high: string | null; low: string | null; last: string | null; volume: string };
type ProductStats = { stats_24hour: Stats24h; stats_30day: { volume: string } };

/** A book trading at `last`: open 2 % below, range ±3 %, volume in base units worth ~$50 M. */
function product(last: number): ProductStats {
  const volume = last > 0 ? 50_000_000 / last : 0;
  return {
    stats_24hour: {
      open: decimalString(last * 0.98),
      high: decimalString(last * 1.03),
      low: decimalString(last * 0.97),
      last: decimalString(last),
      volume: decimalString(Number(volume.toFixed(8))),
    },
    stats_30day: { volume: decimalString(Number((volume * 30).toFixed(8))) },
  };
}

export function coinbaseStats(context: FakeVenueContext): Record<string, ProductStats> {
  const stats: Record<string, ProductStats> = {};
  for (const { coinId, code } of context.listings) stats[`${code}-USD`] = product(context.usdPrice(coinId));
  // The venue's USDT/USD book, whether or not tether is among the listings.
  stats['USDT-USD'] = product(context.usdPrice('tether'));
  // USDC books are aliases of the USD books: the same price under another id.
  stats['BTC-USDC'] = product(context.usdPrice('bitcoin'));
  stats['BTC-EUR'] = product(context.usdPrice('bitcoin') * (context.fiatPerUsd.eur ?? Number.NaN));
  // Delisted: the product is still in the table, its last trade "0".
  stats['RGT-USD'] = { stats_24hour: { open: '0', high: '0', low: '0', last: '0', volume: '0' }, stats_30day: { volume: '0' } };
  // Listed but not traded yet [shape not verified against the real venue]: nothing to quote.
  stats['NEWT-USD'] = { stats_24hour: { open: null, high: null, low: null, last: null, volume: '0' }, stats_30day: { volume: '0' } };
  return stats;
}

export const coinbaseExchangeProtocol: FakeVenueProtocol = {
  venue: 'coinbase',
  paths: [COINBASE_STATS_PATH],
  answer: (_url, context) => json(200, coinbaseStats(context)),
  // Coinbase Exchange's public limit answer: 429 with a message, no Retry-After.
  rateLimited: () => json(429, { message: 'Public rate limit exceeded' }),
};
