import { type ConsensusDetail, type PriceBook, type RateSource, UpstreamError } from '../upstream/types';
import type { LiveFxSource, VenueSource, VenueTickers } from './providers/venues/types';
import { venueAsset } from './providers/venues/venue-markets';
import { exclusionText } from '@shared/exclusion-text';
import type { Exclusion } from '@shared/schemas/exclusion';
import { type ConsensusRule, consensusOf, exclude, type SourceVote, type VoteInput } from './consensus';

/**
 * The live price book from every configured source at once (docs/decisions/015):
 * the exchanges' tickers, CoinGecko as one more vote (and the only one for coins no venue lists),
 * Coinbase's exchange-rate table and CoinGecko's fiat prices for fiat, the ECB's reference rate
 * as a bound. One batched call per source per window; a source that fails is skipped for that
 * window. Behind the RateSource seam, so the rates service, the fleet's shared refresh and the
 * stores see one PriceBook, which also says who said what.
 */
export type ConsensusSourceOptions = {
  /** CoinGecko: the catalog and 24-hour changes; null when not configured. */
  coingecko: RateSource | null;
  /** Whether CoinGecko's prices are a vote too (LIVE_SOURCES lists it). */
  coingeckoVotes: boolean;
  venues: readonly VenueSource[];
  fx: LiveFxSource | null;
  /** The ECB's latest reference rates (units per USD), already cached by the caller. */
  ecb: ((codes: readonly string[]) => Promise<ReadonlyMap<string, number>>) | null;
  maxDeviation: number;
  /** Largest distance of USDT from 1 USD for USDT-quoted venues to count (0.005 = 0.5 %). */
  usdtBand: number;
  /** Largest distance of a live FX rate from the ECB's (0.02 = 2 %). */
  fxBound: number;
  /** A price older than this is left out while fresher ones exist. */
  maxAgeMs: number;
  now?: () => number;
};

const COINGECKO = 'CoinGecko';
const ECB = 'ECB (Frankfurter)';

export function createConsensusSource(options: ConsensusSourceOptions): RateSource {
  const now = options.now ?? Date.now;
  let previous: PriceBook | null = null;

  return {
    name: 'Consensus',
    fetchTopCoins: async (limit) => requireCoinGecko(options).fetchTopCoins(limit),
    fetchFiatCodes: async () => requireCoinGecko(options).fetchFiatCodes(),

    async fetchPriceBook(coinIds, fiatIds) {
      const [gecko, fx, ecb, ...venues] = await Promise.allSettled([
        options.coingecko && options.coingeckoVotes ? options.coingecko.fetchPriceBook(coinIds, fiatIds) : Promise.resolve(null),
        options.fx ? options.fx.fetchRates(fiatIds) : Promise.reject(new UpstreamError('network', 'no live FX source')),
        options.ecb ? options.ecb(fiatIds) : Promise.resolve(new Map<string, number>()),
        ...options.venues.map((v) => v.fetchTickers(coinIds)),
      ]);
      const book = combine({
        coinIds,
        fiatIds,
        gecko: gecko.status === 'fulfilled' ? gecko.value : failureExclusion(gecko.reason),
        fx: fx.status === 'fulfilled' ? fx.value.perUsd : failureExclusion(fx.reason),
        fxName: options.fx?.name ?? 'Coinbase',
        ecb: ecb.status === 'fulfilled' ? ecb.value : new Map(),
        venues: options.venues.map((v, i) => {
          const result = venues[i]!;
          return { source: v, answer: result.status === 'fulfilled' ? result.value : failureExclusion(result.reason) };
        }),
        previous,
        rule: { nowMs: now(), maxAgeMs: options.maxAgeMs, maxDeviation: options.maxDeviation },
        usdtBand: options.usdtBand,
        fxBound: options.fxBound,
      });
      if (!book) {
        // Nothing usable from anyone: the rates service keeps the last book (stale), then the
        // snapshot. CoinGecko's failure kind decides how the site words it (rate limited or not).
        const why = [
          ...(gecko.status === 'rejected' ? [`CoinGecko: ${exclusionText(failureExclusion(gecko.reason))}`] : []),
          ...options.venues
            .map((v, i) =>
              venues[i]!.status === 'rejected'
                ? `${v.name}: ${exclusionText(failureExclusion((venues[i] as PromiseRejectedResult).reason))}`
                : null,
            )
            .filter(Boolean),
        ].join('; ');
        const kind = gecko.status === 'rejected' && gecko.reason instanceof UpstreamError ? gecko.reason.kind : 'network';
        const retryAfterMs = gecko.status === 'rejected' && gecko.reason instanceof UpstreamError ? gecko.reason.retryAfterMs : undefined;
        throw new UpstreamError(
          kind,
          `no live source gave a usable price (${why || 'no prices'})`,
          retryAfterMs === undefined ? {} : { retryAfterMs },
        );
      }
      previous = book;
      return book;
    },
  };
}

function requireCoinGecko(options: ConsensusSourceOptions): RateSource {
  if (!options.coingecko) throw new UpstreamError('network', 'the coin list comes from CoinGecko, which is not configured');
  return options.coingecko;
}

/** Why a source that failed this window is left out (named in the disclosure). */
export function failureExclusion(error: unknown): Exclusion {
  if (!(error instanceof UpstreamError)) return { kind: 'no-answer' };
  switch (error.kind) {
    case 'rate-limited':
    case 'budget':
      return { kind: 'rate-limited' };
    case 'timeout':
      return { kind: 'timeout' };
    case 'malformed':
      return { kind: 'malformed' };
    case 'http':
      return { kind: 'http', status: error.status ?? null };
    default:
      return { kind: 'unreachable' };
  }
}

/** A source's answer that is the reason it gave none (an answer is a book, a table or tickers). */
function isFailure<T extends object>(answer: T | Exclusion | null): answer is Exclusion {
  return answer !== null && !(answer instanceof Map) && 'kind' in answer;
}

type CombineInput = {
  coinIds: readonly string[];
  fiatIds: readonly string[];
  /** CoinGecko's book, why it gave none, or null when it is not a vote. */
  gecko: PriceBook | Exclusion | null;
  fx: ReadonlyMap<string, number> | Exclusion;
  fxName: string;
  ecb: ReadonlyMap<string, number>;
  venues: { source: VenueSource; answer: VenueTickers | Exclusion }[];
  previous: PriceBook | null;
  rule: ConsensusRule;
  usdtBand: number;
  fxBound: number;
};

/** The book of one window from the sources' answers; null when no coin got a price. */
export function combine(input: CombineInput): PriceBook | null {
  const { rule, gecko } = input;
  const asOf = new Date(rule.nowMs);
  const usdt = usdtRate(input);
  const usdPerCoin = new Map<string, number>();
  const coinUpdatedAt = new Map<string, Date>();
  const coinConsensus = new Map<string, ConsensusDetail>();
  const carried = new Set<string>();
  // Each answer's tickers by coin, once, instead of a search per coin and venue.
  const tickersOf = input.venues.map(({ answer }) => (isFailure(answer) ? null : new Map(answer.tickers.map((t) => [t.coinId, t]))));

  for (const coinId of input.coinIds) {
    const votes: VoteInput[] = [];
    for (const [i, { source, answer }] of input.venues.entries()) {
      if (!venueAsset(coinId, source.id)) continue;
      if (isFailure(answer)) {
        votes.push({ name: source.name, failure: answer });
        continue;
      }
      const ticker = tickersOf[i]!.get(coinId);
      if (!ticker) continue; // the venue does not list it: not asked
      if (ticker.quote === 'USD') votes.push({ name: source.name, price: ticker.price, asOf: ticker.asOf });
      else if (usdt.usable) votes.push({ name: source.name, price: ticker.price * usdt.rate, asOf: ticker.asOf });
      else votes.push({ name: source.name, failure: usdt.reason });
    }
    if (isFailure(gecko)) votes.push({ name: COINGECKO, failure: gecko });
    else if (gecko) {
      const price = gecko.usdPerCoin.get(coinId);
      if (price !== undefined) votes.push({ name: COINGECKO, price, asOf: gecko.coinUpdatedAt.get(coinId) ?? gecko.asOf });
    }
    if (votes.length === 0) continue;
    const result = consensusOf(votes, rule);
    if (result.price !== null && result.asOf) {
      usdPerCoin.set(coinId, result.price);
      coinUpdatedAt.set(coinId, result.asOf);
      coinConsensus.set(coinId, detail(result.sources, result.used, result.asked, result.spread));
    } else if (input.previous?.usdPerCoin.has(coinId)) {
      // No source answered for it this window: the last consensus, marked as carried (stale).
      usdPerCoin.set(coinId, input.previous.usdPerCoin.get(coinId)!);
      coinUpdatedAt.set(coinId, input.previous.coinUpdatedAt.get(coinId) ?? input.previous.asOf);
      coinConsensus.set(coinId, detail(result.sources, 0, result.asked, 0));
      carried.add(coinId);
    }
  }
  if (usdPerCoin.size === carried.size) return null;

  const fiat = fiatRates(input);
  const geckoBook = gecko && !isFailure(gecko) ? gecko : input.previous;
  return {
    usdPerCoin,
    fiatPerUsd: fiat.perUsd,
    coinUpdatedAt,
    asOf,
    // 24-hour changes are CoinGecko's; while it is down, the last ones it gave.
    usdChange24h: geckoBook?.usdChange24h ?? new Map(),
    fiatUsdChange24h: geckoBook?.fiatUsdChange24h ?? new Map(),
    coinConsensus,
    fiatConsensus: fiat.consensus,
    carried,
  };
}

function detail(sources: SourceVote[], used: number, asked: number, spread: number): ConsensusDetail {
  return { sources, used, asked, spread };
}

type UsdtRate = { usable: true; rate: number } | { usable: false; reason: Exclusion };

/**
 * USDT's price in USD from the USD venues' own USDT/USD books (and CoinGecko's Tether price):
 * USDT-quoted venues count only while it stays within the band around 1.
 */
function usdtRate(input: CombineInput): UsdtRate {
  const votes: VoteInput[] = [];
  for (const { source, answer } of input.venues) {
    if (!isFailure(answer) && answer.usdtUsd) votes.push({ name: source.name, price: answer.usdtUsd.price, asOf: answer.usdtUsd.asOf });
  }
  if (input.gecko && !isFailure(input.gecko)) {
    const tether = input.gecko.usdPerCoin.get('tether');
    if (tether !== undefined)
      votes.push({ name: COINGECKO, price: tether, asOf: input.gecko.coinUpdatedAt.get('tether') ?? input.gecko.asOf });
  }
  const result = consensusOf(votes, input.rule);
  if (result.price === null) {
    return { usable: false, reason: { kind: 'no-usdt' } };
  }
  const distance = result.price - 1;
  if (Math.abs(distance) > input.usdtBand) {
    return { usable: false, reason: { kind: 'usdt-depeg', usdtUsd: result.price, limit: input.usdtBand } };
  }
  return { usable: true, rate: result.price };
}

/**
 * Fiat per USD: Coinbase's live table and CoinGecko's (derived) rates, each checked against the
 * ECB's reference rate where the ECB quotes the currency; with every live rate out of bounds,
 * the ECB's own rate is used.
 */
function fiatRates(input: CombineInput): { perUsd: Map<string, number>; consensus: Map<string, ConsensusDetail> } {
  const perUsd = new Map<string, number>([['usd', 1]]);
  const consensus = new Map<string, ConsensusDetail>();
  const gecko = isFailure(input.gecko) ? null : input.gecko;
  for (const code of input.fiatIds) {
    if (code === 'usd') continue;
    const live: VoteInput[] = [];
    if (isFailure(input.fx)) live.push({ name: input.fxName, failure: input.fx });
    else if (input.fx.has(code)) live.push({ name: input.fxName, price: input.fx.get(code)!, asOf: new Date(input.rule.nowMs) });
    if (isFailure(input.gecko)) live.push({ name: COINGECKO, failure: input.gecko });
    else if (gecko?.fiatPerUsd.has(code)) live.push({ name: COINGECKO, price: gecko.fiatPerUsd.get(code)!, asOf: gecko.asOf });

    const ecb = input.ecb.get(code);
    const outOfBounds: SourceVote[] = [];
    const inBounds = live.filter((vote) => {
      if (ecb === undefined || 'failure' in vote || vote.price <= 0) return true;
      const distance = vote.price / ecb - 1;
      if (Math.abs(distance) <= input.fxBound) return true;
      const left: SourceVote = { name: vote.name, price: vote.price, asOf: vote.asOf, used: false };
      exclude(left, { kind: 'reference', deviation: distance });
      outOfBounds.push(left);
      return false;
    });
    let result = consensusOf(inBounds, input.rule);
    if (result.price === null && ecb !== undefined) {
      result = consensusOf([...inBounds, { name: ECB, price: ecb, asOf: new Date(input.rule.nowMs) }], input.rule);
    }
    if (result.price === null) {
      // No live rate at all: the last one, when there is one.
      const last = input.previous?.fiatPerUsd.get(code);
      if (last !== undefined) perUsd.set(code, last);
      continue;
    }
    perUsd.set(code, result.price);
    consensus.set(code, detail([...result.sources, ...outOfBounds], result.used, result.asked + outOfBounds.length, result.spread));
  }
  return { perUsd, consensus };
}
