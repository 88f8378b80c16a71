import { resolve } from 'node:path';
import type { Env } from './env';
import { AppError } from './lib/app-error';
import type { Logger } from './lib/logger';
import { type FxChainEntry, HistoricalFx } from './history/historical-fx';
import { type HistoryChainEntry, HistoricalPrices } from './history/historical-prices';
import { IndexNowService } from './indexnow/indexnow-service';
import { VisitQueue } from './indexnow/visit-queue';
import { PairCharts } from './charts/pair-charts';
import { createCoinGeckoChartSource } from './providers/coingecko-chart';
import { CoinImageStore } from './images/coin-image-store';
import { join } from 'node:path';
import { sitemapEntries } from './seo/sitemap';
import { todayUtc } from '@shared/dates';
import { createCoinGeckoSource } from './providers/coingecko';
import { createBinanceHistorySource } from './providers/history/binance';
import { createCoinbaseHistorySource } from './providers/history/coinbase';
import { createCoinGeckoHistorySource } from './providers/history/coingecko-history';
import { createCoinGeckoFxSource } from './providers/history/coingecko-fx';
import { createDefiLlamaHistorySource } from './providers/history/defillama';
import { createFrankfurterFxSource } from './providers/history/frankfurter';
import type { HistorySource } from './providers/history/types';
import { loadSnapshotBook } from './providers/snapshot-prices';
import { UpstreamError } from './providers/types';
import { CurrencyCatalog } from './rates/currency-catalog';
import { RatesService } from './rates/rates-service';
import { PLAN_LIMITS, UpstreamBudget } from './rates/upstream-budget';
import { UpstreamHealth } from './rates/upstream-health';
import type { RatesStore } from './store/rates-store';
import { openSqliteStore } from './store/sqlite-store';

export type Services = {
  catalog: CurrencyCatalog;
  rates: RatesService;
  history: HistoricalPrices;
  /** Exchange rates on past days (ECB via Frankfurter, then CoinGecko). */
  historicalFx: HistoricalFx;
  indexnow: IndexNowService;
  /** Visitors' page loads waiting to be sent to IndexNow in one batch. */
  visits: VisitQueue;
  /** Coin logos, fetched once from the CoinGecko CDN and served from this site. */
  coinImages: CoinImageStore;
  store: RatesStore;
  budget: UpstreamBudget;
  /** Pair price charts; null without an upstream (RATES_PROVIDER=snapshot). */
  charts: PairCharts | null;
};

/** Builds the rate engine from the environment: CoinGecko when configured, the snapshot always. */
export function createServices(env: Env, logger: Logger): Services {
  const store = openSqliteStore(resolve(env.DATA_DIR), logger);
  const plan = PLAN_LIMITS[env.COINGECKO_PLAN];
  const budget = new UpstreamBudget(
    {
      perMinute: env.UPSTREAM_CALLS_PER_MINUTE ?? plan.perMinute,
      perMonth: env.UPSTREAM_CALLS_PER_MONTH ?? plan.perMonth,
    },
    store,
  );
  /** Refuses an upstream call the budget has no room for, as the upstream's own 429 would. */
  const spendBudget = (priority: 'essential' | 'spare' = 'essential') => {
    const decision = budget.take(priority);
    if (!decision.ok) {
      throw new UpstreamError('budget', `upstream call budget reached (${decision.reason})`, {
        retryAfterMs: decision.retryAfterMs,
      });
    }
  };
  const health = new UpstreamHealth();
  const source =
    env.RATES_PROVIDER === 'coingecko'
      ? createCoinGeckoSource({
          baseUrl: env.COINGECKO_BASE_URL,
          apiKey: env.COINGECKO_API_KEY,
          plan: env.COINGECKO_PLAN,
          timeoutMs: env.UPSTREAM_TIMEOUT_MS,
          beforeCall: spendBudget,
          onOutcome: (error) => health.record(error),
        })
      : null;
  const catalog = new CurrencyCatalog({ source, store, size: env.CATALOG_SIZE, waitMs: env.UPSTREAM_WAIT_MS, logger });
  const rates = new RatesService({
    source,
    snapshot: loadSnapshotBook(),
    catalog,
    store,
    health,
    freshMs: env.RATES_FRESH_SECONDS * 1000,
    waitMs: env.UPSTREAM_WAIT_MS,
    logger,
  });
  // A visitor waits about one upstream timeout at most, however many sources hang.
  const history = new HistoricalPrices({ chain: historyChain(env, () => spendBudget('spare')), store, logger, waitMs: env.UPSTREAM_TIMEOUT_MS });
  const historicalFx = new HistoricalFx({ chain: fxChain(env, () => spendBudget('spare')), store, logger, waitMs: env.UPSTREAM_TIMEOUT_MS });
  const indexnow = new IndexNowService({
    endpoint: env.INDEXNOW_ENDPOINT,
    siteUrl: env.SITE_URL,
    key: env.INDEXNOW_KEY,
    store,
    logger,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
  });
  const sitemapPaths = new Set(sitemapEntries(todayUtc()).map((entry) => entry.path));
  const visits = new VisitQueue({ indexnow, acceptedPaths: () => sitemapPaths, logger });
  const coinImages = new CoinImageStore({
    dir: join(env.DATA_DIR, 'coin-images'),
    catalog,
    logger,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    cdnOrigin: env.COIN_IMAGE_CDN_URL,
  });
  // Charts are extras: their calls are 'spare', so they never take the live rates' budget.
  const charts =
    env.RATES_PROVIDER === 'coingecko'
      ? new PairCharts({
          source: createCoinGeckoChartSource({
            baseUrl: env.COINGECKO_BASE_URL,
            apiKey: env.COINGECKO_API_KEY,
            plan: env.COINGECKO_PLAN,
            timeoutMs: env.UPSTREAM_TIMEOUT_MS,
            beforeCall: () => spendBudget('spare'),
          }),
          maxDays: env.COINGECKO_PLAN === 'pro' ? 'max' : Math.max(1, env.COINGECKO_HISTORY_DAYS),
        })
      : null;
  return { catalog, rates, history, historicalFx, indexnow, visits, coinImages, store, budget, charts };
}

/** The historical sources in the configured order; none when the site runs on the snapshot only. */
function historyChain(env: Env, spendBudget: () => void): HistoryChainEntry[] {
  if (env.RATES_PROVIDER !== 'coingecko') return [];
  const timeoutMs = env.UPSTREAM_TIMEOUT_MS;
  const make: Record<Env['HISTORY_SOURCES'][number], () => HistoryChainEntry> = {
    coingecko: () => {
      const source = createCoinGeckoHistorySource({
        baseUrl: env.COINGECKO_BASE_URL,
        apiKey: env.COINGECKO_API_KEY,
        plan: env.COINGECKO_PLAN === 'pro' ? 'pro' : 'demo',
        timeoutMs,
      });
      // CoinGecko's history calls spend the same budget as its price calls.
      const budgeted: HistorySource = {
        name: source.name,
        fetchDaily: (coin, from, to) => {
          spendBudget();
          return source.fetchDaily(coin, from, to);
        },
      };
      return { source: budgeted, windowDays: env.COINGECKO_HISTORY_DAYS };
    },
    coinbase: () => ({ source: createCoinbaseHistorySource({ baseUrl: env.COINBASE_BASE_URL, timeoutMs }) }),
    defillama: () => ({ source: createDefiLlamaHistorySource({ baseUrl: env.DEFILLAMA_BASE_URL, timeoutMs }) }),
    binance: () => ({ source: createBinanceHistorySource({ baseUrl: env.BINANCE_BASE_URL, timeoutMs }) }),
  };
  return env.HISTORY_SOURCES.map((name) => make[name]());
}

/** Exchange-rate sources: the ECB's reference rates first, CoinGecko for what the ECB lacks. */
function fxChain(env: Env, spendBudget: () => void): FxChainEntry[] {
  if (env.RATES_PROVIDER !== 'coingecko') return [];
  const timeoutMs = env.UPSTREAM_TIMEOUT_MS;
  return [
    { source: createFrankfurterFxSource({ baseUrl: env.FRANKFURTER_BASE_URL, timeoutMs }) },
    {
      source: createCoinGeckoFxSource({
        baseUrl: env.COINGECKO_BASE_URL,
        apiKey: env.COINGECKO_API_KEY,
        plan: env.COINGECKO_PLAN === 'pro' ? 'pro' : 'demo',
        timeoutMs,
        beforeCall: spendBudget,
      }),
      windowDays: env.COINGECKO_HISTORY_DAYS,
    },
  ];
}
