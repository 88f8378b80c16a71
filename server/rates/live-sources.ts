import type { Env } from '../env';
import type { MarketListings } from './market-listings';
import type { UpstreamCallLog } from '../monitoring/upstream-calls';
import { countCalls } from '../monitoring/upstream-calls';
import { type RateSource, UpstreamError } from '../upstream/types';
import { createBinanceVenue } from './providers/venues/binance';
import { createBitstampVenue } from './providers/venues/bitstamp';
import { createCoinbaseExchangeVenue } from './providers/venues/coinbase-exchange';
import { createCoinbaseFxSource } from './providers/venues/coinbase-fx';
import { createEcbLatest } from './providers/venues/ecb-latest';
import { createKrakenVenue } from './providers/venues/kraken';
import { createOkxVenue } from './providers/venues/okx';
import type { LiveFxSource, VenueId, VenueOptions, VenueSource } from './providers/venues/types';
import { FleetBudget } from './fleet-budget';
import type { SharedState } from '../shared-state/redis-client';
import { createConsensusSource } from './consensus-source';
import { type BudgetDecision, UpstreamBudget } from './upstream-budget';

/**
 * Calls a minute each live source may take, at a quarter to half of its public limit
 * (live-sources.md, portfolio-and-quotes.md): the tickers need one refresh a window plus
 * visitors' refreshes (7 a minute at the most); the rest, half of it at the most as 'spare', goes
 * to order books for exchange quotes (decision 024), which every converter page asks for.
 * Coinbase allows 10 requests a second, Bitstamp 400, Binance 6,000 weight a minute, OKX 20 books
 * a second; Kraken about one call a second (unverified), so it keeps half of that.
 */
export const LIVE_SOURCE_CALLS_PER_MINUTE: Readonly<Record<VenueId | 'coinbase-fx', number>> = {
  coinbase: 240,
  kraken: 30,
  bitstamp: 240,
  binance: 240,
  okx: 240,
  'coinbase-fx': 30,
};

const VENUES: Record<VenueId, (env: Env, options: VenueOptions) => VenueSource> = {
  coinbase: (env, o) => createCoinbaseExchangeVenue({ ...o, baseUrl: env.COINBASE_LIVE_BASE_URL }),
  kraken: (env, o) => createKrakenVenue({ ...o, baseUrl: env.KRAKEN_BASE_URL }),
  bitstamp: (env, o) => createBitstampVenue({ ...o, baseUrl: env.BITSTAMP_BASE_URL }),
  binance: (env, o) => createBinanceVenue({ ...o, baseUrl: env.BINANCE_LIVE_BASE_URL }),
  okx: (env, o) => createOkxVenue({ ...o, baseUrl: env.OKX_BASE_URL }),
};

/** Venue budgets count calls only: no monthly quota, so nothing is stored. */
const NO_MONTHLY_STORE = { callsInMonth: () => 0, addCall: () => undefined };

export type VenueBudget = { take(priority?: 'essential' | 'spare'): BudgetDecision | Promise<BudgetDecision> };
export type VenueBudgets = Readonly<Record<VenueId | 'coinbase-fx', VenueBudget>>;

function sourceBudget(id: string, perMinute: number, shared: SharedState | null): VenueBudget {
  const local = new UpstreamBudget({ perMinute, perMonth: null }, NO_MONTHLY_STORE);
  return shared ? new FleetBudget(local, shared, Date.now, `budget:live:${id}`) : local;
}

/**
 * One budget a venue for everything asked of it: the consensus's tickers and the quotes' order
 * books spend the same calls (shared by the fleet with REDIS_URL).
 */
export function createVenueBudgets(shared: SharedState | null): VenueBudgets {
  const ids = Object.keys(LIVE_SOURCE_CALLS_PER_MINUTE) as (VenueId | 'coinbase-fx')[];
  return Object.fromEntries(ids.map((id) => [id, sourceBudget(id, LIVE_SOURCE_CALLS_PER_MINUTE[id], shared)])) as Record<
    VenueId | 'coinbase-fx',
    VenueBudget
  >;
}

/** Refuses the call when the budget is spent, as the venue's own 429 would. */
export async function spendVenueBudget(budget: VenueBudget, label: string, priority: 'essential' | 'spare' = 'essential'): Promise<void> {
  const decision = await budget.take(priority);
  if (!decision.ok)
    throw new UpstreamError('budget', `${label}: call budget reached (${decision.reason})`, { retryAfterMs: decision.retryAfterMs });
}

/**
 * The live rate source of LIVE_SOURCES: a consensus of the venues and CoinGecko (which also
 * gives the coin list). Each venue has its own timeout and per-minute budget (shared by the
 * fleet with REDIS_URL) and its calls counted in /metrics as `live:{venue}`.
 */
export function createLiveSource(
  env: Env,
  {
    coingecko,
    upstreamCalls,
    budgets,
    listings,
  }: {
    coingecko: RateSource;
    upstreamCalls: UpstreamCallLog;
    budgets: VenueBudgets;
    /** Where each venue's ticker answer leaves the markets it lists, for the exchange quotes. */
    listings?: MarketListings;
  },
): RateSource {
  const options = { baseUrl: '', timeoutMs: env.LIVE_SOURCE_TIMEOUT_MS };
  /** One budget a source, spent before each call, and every call counted as live:{id}. */
  const guarded = <A extends unknown[], R>(id: VenueId | 'coinbase-fx', label: string, call: (...args: A) => Promise<R>) => {
    const budget = budgets[id];
    return countCalls(
      {
        call: async (...args: A) => {
          await spendVenueBudget(budget, label);
          return call(...args);
        },
      },
      `live:${id}`,
      ['call'],
      upstreamCalls,
    ).call;
  };
  const venues = env.LIVE_SOURCES.filter((id): id is VenueId => id !== 'coingecko').map((id): VenueSource => {
    const venue = VENUES[id](env, options);
    const fetchTickers = guarded(id, venue.name, (coinIds: readonly string[]) => venue.fetchTickers(coinIds));
    return {
      id: venue.id,
      name: venue.name,
      fetchTickers: async (coinIds: readonly string[]) => {
        const answer = await fetchTickers(coinIds);
        if (answer.markets) listings?.record(id, answer.markets);
        return answer;
      },
    };
  });
  const fxVenue = createCoinbaseFxSource({ ...options, baseUrl: env.COINBASE_API_BASE_URL });
  const fx: LiveFxSource = {
    name: fxVenue.name,
    fetchRates: guarded('coinbase-fx', 'Coinbase exchange rates', (codes: readonly string[]) => fxVenue.fetchRates(codes)),
  };
  return createConsensusSource({
    // Without "coingecko" in LIVE_SOURCES it still lists the coins, but casts no vote.
    coingecko,
    coingeckoVotes: env.LIVE_SOURCES.includes('coingecko'),
    venues,
    fx,
    ecb: createEcbLatest({ baseUrl: env.FRANKFURTER_BASE_URL, timeoutMs: env.LIVE_SOURCE_TIMEOUT_MS }),
    maxDeviation: env.CONSENSUS_MAX_DEVIATION_PERCENT / 100,
    usdtBand: env.USDT_BAND_PERCENT / 100,
    fxBound: env.FX_ECB_BOUND_PERCENT / 100,
    maxAgeMs: (env.LIVE_MAX_AGE_SECONDS ?? 2 * env.RATES_FRESH_SECONDS) * 1000,
  });
}
