import type { Env } from '../env';
import type { UpstreamCallLog } from '../monitoring/upstream-calls';
import { spendVenueBudget, type VenueBudgets } from '../rates/live-sources';
import type { VenueId } from '../rates/providers/venues/types';
import type { MarketListings } from '../rates/market-listings';
import type { RatesService } from '../rates/rates-service';
import type { SharedState } from '../shared-state/redis-client';
import { BookCache } from './book-cache';
import type { DepthOptions, DepthSource } from './depth-source';
import { QuoteService } from './quote-service';
import { createBinanceDepth } from './venues/binance-depth';
import { createBitstampDepth } from './venues/bitstamp-depth';
import { createCoinbaseDepth } from './venues/coinbase-depth';
import { createKrakenDepth } from './venues/kraken-depth';
import { createOkxDepth } from './venues/okx-depth';

/**
 * The quote service over the venues in LIVE_SOURCES, at the same addresses, timeout and budgets
 * as their tickers (decision 024); Kraken's fee is read from its AssetPairs schedule.
 */
export function createQuotes(
  env: Env,
  deps: {
    rates: RatesService;
    budgets: VenueBudgets;
    upstreamCalls: UpstreamCallLog;
    shared: SharedState | null;
    listings?: MarketListings;
  },
): QuoteService {
  const options = (baseUrl: string): DepthOptions => ({ baseUrl, timeoutMs: env.LIVE_SOURCE_TIMEOUT_MS });
  const kraken = createKrakenDepth(options(env.KRAKEN_BASE_URL));
  const all: Record<VenueId, () => DepthSource> = {
    coinbase: () => createCoinbaseDepth(options(env.COINBASE_LIVE_BASE_URL)),
    kraken: () => kraken,
    bitstamp: () => createBitstampDepth(options(env.BITSTAMP_BASE_URL)),
    binance: () => createBinanceDepth(options(env.BINANCE_LIVE_BASE_URL)),
    okx: () => createOkxDepth(options(env.OKX_BASE_URL)),
  };
  const sources = env.LIVE_SOURCES.filter((id): id is VenueId => id !== 'coingecko').map((id) => all[id]());
  const books = new BookCache({ sources, budgets: deps.budgets, upstreamCalls: deps.upstreamCalls, shared: deps.shared });
  return new QuoteService({
    books,
    rates: deps.rates,
    listings: deps.listings,
    // Kraken publishes its schedule per pair; its calls spend the same budget as its books.
    readFee: async (venue, market) => {
      if (venue !== 'kraken') return null;
      await spendVenueBudget(deps.budgets.kraken, 'kraken fee schedule', 'spare');
      return kraken.takerFee(market);
    },
  });
}
