import { z } from 'zod';
import { getJson } from '../../upstream/http';
import { UpstreamError } from '../../upstream/types';
import { isKrakenRateLimit, throwOnKrakenErrors } from '../../rates/providers/venues/kraken';
import type { BookLevel } from '../book-walk';
import { type DepthOptions, type DepthSource, type MarketBook, MarketNotListedError } from '../depth-source';

/**
 * Kraken's public order books (decision 024). GET /0/public/Depth?pair={altname}&count={1..500}
 * answers `{ error: [], result: { [pairName]: { asks: [["price", "volume", timestamp], …],
 * bids: […] } } }`: one entry, keyed by Kraken's own name for the pair (XXBTZUSD for the altname
 * XBTUSD, SOLUSD for SOLUSD), bids best (highest) first and asks best (lowest) first, each level
 * with the time (Unix seconds) it last changed. The book's asOf is its newest level; a book with
 * no level at all has only the arrival time. Levels are passed through as sent, a crossed book
 * included: judging it is the quote service's part.
 *
 * The taker fee comes from GET /0/public/AssetPairs?pair={altname}: `fees` is the taker schedule
 * as [[30-day volume, percent], …] (`fees_maker` the maker one), volumes in `fee_volume_currency`.
 *
 * Failures follow the ticker client (kraken.ts): Kraken answers its own errors with HTTP 200 and
 * `<E|W>category:message` entries in `error`. "EQuery:Unknown asset pair" is the venue not having
 * the market → MarketNotListedError; its rate-limit entries → 'rate-limited'; any other E entry
 * → 'http' with no status; HTTP 429 → 'rate-limited', other non-2xx → 'http', an unreadable or
 * unexpected body → 'malformed'.
 */

export const KRAKEN_DEPTH_PATH = '/0/public/Depth';
export const KRAKEN_ASSET_PAIRS_PATH = '/0/public/AssetPairs';
/** Kraken's bound on `count`, levels a side. */
export const KRAKEN_MAX_DEPTH = 500;
/** Quotes Kraken's books use, in Kraken's spelling (bitcoin is XBT). */
export const KRAKEN_DEPTH_QUOTES: readonly string[] = ['USD', 'EUR', 'USDT', 'XBT', 'GBP', 'CAD', 'JPY', 'CHF', 'AUD'];

const UNKNOWN_PAIR = 'EQuery:Unknown asset pair';

/** Kraken's figures: prices and volumes as decimal strings, times as numbers (read either way). */
const Figure = z.union([z.string(), z.number()]);
const LevelSchema = z.tuple([Figure, Figure, Figure]).rest(z.unknown());
const BookSchema = z.object({ asks: z.array(LevelSchema), bids: z.array(LevelSchema) });
const DepthResponseSchema = z.object({ error: z.array(z.string()), result: z.record(z.string(), BookSchema).optional() });

const FeeTierSchema = z.tuple([Figure, Figure]).rest(z.unknown());
const PairInfoSchema = z.looseObject({ fees: z.array(FeeTierSchema).optional(), fee_volume_currency: z.string().optional() });
const AssetPairsResponseSchema = z.object({ error: z.array(z.string()), result: z.record(z.string(), PairInfoSchema).optional() });

export type KrakenTakerFee = { rate: number; tier: string };

/** Kraken's spelling of an asset code: it has no BTC, only XBT. */
function krakenCode(code: string): string {
  const upper = code.toUpperCase();
  return upper === 'BTC' ? 'XBT' : upper;
}

/**
 * Kraken's altname for a base (venue spelling, venueAsset()) and a quote: ("XBT", "USD") →
 * "XBTUSD", ("ETH", "BTC") → "ETHXBT". Depth and AssetPairs take it as well as the X/Z name.
 */
export function krakenDepthMarket(baseCode: string, quoteCode: string): string | null {
  const base = krakenCode(baseCode);
  const quote = krakenCode(quoteCode);
  if (!KRAKEN_DEPTH_QUOTES.includes(quote) || base === quote) return null;
  // The name goes into a query string: nothing but letters and digits.
  if (!/^[A-Z0-9]+$/.test(base)) return null;
  return `${base}${quote}`;
}

/** Kraken's errors as the ticker client reads them, with its "unknown pair" as not listed (unless it is also limiting). */
function throwOnDepthErrors(entries: readonly string[], path: string, market: string): void {
  if (entries.includes(UNKNOWN_PAIR) && !isKrakenRateLimit(entries)) throw new MarketNotListedError('kraken', market);
  throwOnKrakenErrors(entries, path);
}

/** The one entry of a `result` asked for one pair; anything else is not what was asked. */
function singleEntry<T>(result: Record<string, T> | undefined, path: string): [string, T] {
  const entries = Object.entries(result ?? {});
  if (entries.length !== 1) {
    throw new UpstreamError('malformed', `Kraken sent ${entries.length} results for one pair on ${path}`);
  }
  return entries[0]!;
}

function toLevels(levels: readonly z.infer<typeof LevelSchema>[]): BookLevel[] {
  return levels.map(([price, size]) => ({ price: Number(price), size: Number(size) }));
}

/** The newest level's time, or `fallback` when no level carries a usable one. */
function newestLevelTime(book: z.infer<typeof BookSchema>, fallback: Date): Date {
  let newest = Number.NEGATIVE_INFINITY;
  for (const level of [...book.bids, ...book.asks]) {
    const seconds = Number(level[2]);
    if (Number.isFinite(seconds) && seconds > 0 && seconds > newest) newest = seconds;
  }
  return Number.isFinite(newest) ? new Date(Math.round(newest * 1000)) : fallback;
}

/** Kraken's `count` for a wanted depth: a whole number in 1..500. */
export function krakenDepthCount(depth: number): number {
  if (!Number.isFinite(depth)) return KRAKEN_MAX_DEPTH;
  return Math.min(KRAKEN_MAX_DEPTH, Math.max(1, Math.floor(depth)));
}

/** Kraken's fee-volume asset as a currency code: "ZUSD" → "USD". */
function volumeCurrency(asset: string | undefined): string {
  if (!asset) return 'USD';
  return asset.length === 4 && (asset.startsWith('Z') || asset.startsWith('X')) ? asset.slice(1) : asset;
}

export function createKrakenDepth(options: DepthOptions): DepthSource & { takerFee(market: string): Promise<KrakenTakerFee | null> } {
  const base = options.baseUrl.replace(/\/+$/, '');
  const http = { timeoutMs: options.timeoutMs, label: 'Kraken' };

  return {
    id: 'kraken',
    marketFor: krakenDepthMarket,

    async fetchBook(market: string, depth: number): Promise<MarketBook> {
      const query = new URLSearchParams({ pair: market, count: String(krakenDepthCount(depth)) });
      const body = await getJson(`${base}${KRAKEN_DEPTH_PATH}?${query}`, DepthResponseSchema, http);
      const receivedAt = new Date();
      throwOnDepthErrors(body.error, KRAKEN_DEPTH_PATH, market);
      const [name, book] = singleEntry(body.result, KRAKEN_DEPTH_PATH);
      return {
        venue: 'kraken',
        market: name,
        bids: toLevels(book.bids),
        asks: toLevels(book.asks),
        asOf: newestLevelTime(book, receivedAt),
        receivedAt,
      };
    },

    /**
     * The lowest tier of the pair's taker schedule (what a visitor without trading volume pays),
     * as a fraction: 0.4 % → 0.004. Null when Kraken sends no schedule or cannot be read: the
     * caller then uses the fee table.
     */
    async takerFee(market: string): Promise<KrakenTakerFee | null> {
      try {
        const query = new URLSearchParams({ pair: market });
        const body = await getJson(`${base}${KRAKEN_ASSET_PAIRS_PATH}?${query}`, AssetPairsResponseSchema, http);
        throwOnDepthErrors(body.error, KRAKEN_ASSET_PAIRS_PATH, market);
        const [, info] = singleEntry(body.result, KRAKEN_ASSET_PAIRS_PATH);
        const tiers = (info.fees ?? [])
          .map(([volume, percent]) => ({ volume: Number(volume), percent: Number(percent) }))
          .filter((t) => Number.isFinite(t.volume) && t.volume >= 0 && Number.isFinite(t.percent) && t.percent >= 0 && t.percent < 100);
        if (tiers.length === 0) return null;
        const lowest = tiers.reduce((a, b) => (b.volume < a.volume ? b : a));
        return {
          rate: lowest.percent / 100,
          tier: `Kraken Pro, lowest tier (from ${lowest.volume} ${volumeCurrency(info.fee_volume_currency)} of 30-day volume)`,
        };
      } catch {
        return null;
      }
    },
  };
}
