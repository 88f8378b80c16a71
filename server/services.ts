import { resolve } from 'node:path';
import type { Env } from './env';
import type { Logger } from './lib/logger';
import { type FxChainEntry, HistoricalFx } from './history/historical-fx';
import { type HistoryChainEntry, HistoricalPrices } from './history/historical-prices';
import { IndexNowService } from './indexnow/indexnow-service';
import { VisitQueue } from './indexnow/visit-queue';
import { PairCharts } from './charts/pair-charts';
import { createCoinGeckoChartSource } from './charts/coingecko-chart';
import { CoinImageStore } from './images/coin-image-store';
import { join } from 'node:path';
import { Sitemap } from './pages/sitemap';
import { createCoinGeckoSource } from './rates/providers/coingecko';
import { createBinanceHistorySource } from './history/providers/binance';
import { createCoinbaseHistorySource } from './history/providers/coinbase';
import { createCoinGeckoHistorySource } from './history/providers/coingecko-history';
import { createCoinGeckoFxSource } from './history/providers/coingecko-fx';
import { createDefiLlamaHistorySource } from './history/providers/defillama';
import { createFrankfurterFxSource } from './history/providers/frankfurter';
import type { HistorySource } from './history/providers/types';
import { loadSnapshotBook } from './rates/providers/snapshot-prices';
import { UpstreamError } from './upstream/types';
import { CurrencyCatalog } from './rates/currency-catalog';
import { createLiveSource, createVenueBudgets } from './rates/live-sources';
import { MarketListings } from './rates/market-listings';
import { createQuotes } from './quotes/create-quotes';
import type { QuoteService } from './quotes/quote-service';
import { RatesService } from './rates/rates-service';
import { type BudgetDecision, PLAN_LIMITS, UpstreamBudget } from './rates/upstream-budget';
import { UpstreamHealth } from './rates/upstream-health';
import { FleetBudget } from './rates/fleet-budget';
import { SharedState } from './shared-state/redis-client';
import { sharedChartSeries } from './charts/shared-chart-series';
import { sharedFxSource, sharedHistorySource } from './history/shared-history';
import { SharedRefresh } from './shared-state/shared-refresh';
import { type CatalogSnapshot, decodePriceBook, encodePriceBook, type RatesStore } from './store/rates-store';
import { openSqliteStore } from './store/sqlite-store';
import { type AlertStore, sqliteAlertStore } from './alerts/alert-store';
import { guardedAlertStore, refusingAlertStore } from './alerts/alert-availability';
import { adoptLegacySettings, keepSetting, loadKeys, watchPersistence } from './alerts/alert-keys';
import { openStateStore, type StateStore } from './store/state-store';
import { createPushSender, type PushSender } from './alerts/push-sender';
import { redisAlertStore } from './alerts/redis-alert-store';
import type { VapidKeys } from './alerts/vapid-keys';
import type { PriceBook } from './upstream/types';
import { countCalls, UpstreamCallLog } from './monitoring/upstream-calls';

export type Services = {
  catalog: CurrencyCatalog;
  rates: RatesService;
  history: HistoricalPrices;
  /** Exchange rates on past days (ECB via Frankfurter, then CoinGecko). */
  historicalFx: HistoricalFx;
  indexnow: IndexNowService;
  /** Visitors' page loads waiting to be sent to IndexNow in one batch. */
  visits: VisitQueue;
  /** The pages worth indexing, from the live catalog: /sitemap.xml, IndexNow, visitors' reports. */
  sitemap: Sitemap;
  /** Coin logos, fetched once from the CoinGecko CDN and served from this site. */
  coinImages: CoinImageStore;
  store: RatesStore;
  /** Keys and alerts: the durable state, apart from the rebuildable rates cache (decision 021). */
  state: StateStore;
  /** This instance's budget, or with REDIS_URL the fleet's (counted in Redis). */
  budget: UpstreamBudget | FleetBudget;
  /** The fleet's shared state (REDIS_URL); null (or absent) when the instance runs alone. */
  shared?: SharedState | null;
  /** What each exchange's order book gives for a visitor's amount; null without live venues. */
  quotes: QuoteService | null;
  /** Pair price charts; null without an upstream (RATES_PROVIDER=snapshot). */
  charts: PairCharts | null;
  /** Calls to each upstream source and their outcomes, for /metrics. */
  upstreamCalls: UpstreamCallLog;
  /** Price alerts (decision 020): their store, the push sender and the site's VAPID key pair. */
  alerts: AlertServices;
};

export type AlertServices = {
  store: AlertStore;
  sender: PushSender;
  vapid: VapidKeys;
  allowedPushHosts: readonly string[];
  createsPerMinute: number;
  /** Why alerts are refused right now (no durable keys, a Redis that does not persist or is away); null when they work. */
  offReason: () => string | null;
};

/** Builds the rate engine from the environment: CoinGecko when configured, the snapshot always. */
export function createServices(env: Env, logger: Logger): Services {
  // The durable state first: a damaged or unreadable file stops the site before anything starts.
  const state = openStateStore(resolve(env.DATA_DIR), logger);
  const store = openSqliteStore(resolve(env.DATA_DIR), logger);
  adoptLegacySettings(store, state, logger);
  const plan = PLAN_LIMITS[env.COINGECKO_PLAN];
  const shared = env.REDIS_URL ? new SharedState(env.REDIS_URL, env.REDIS_KEY_PREFIX, logger) : null;
  const localBudget = new UpstreamBudget(
    {
      perMinute: env.UPSTREAM_CALLS_PER_MINUTE ?? plan.perMinute,
      perMonth: env.UPSTREAM_CALLS_PER_MONTH ?? plan.perMonth,
    },
    store,
  );
  const budget = shared ? new FleetBudget(localBudget, shared) : localBudget;
  /** Refuses an upstream call the budget has no room for, as the upstream's own 429 would. */
  const refuse = (decision: BudgetDecision) => {
    if (!decision.ok) {
      throw new UpstreamError('budget', `upstream call budget reached (${decision.reason})`, {
        retryAfterMs: decision.retryAfterMs,
      });
    }
  };
  // Synchronous for a lone instance; a fleet's budget answers from Redis (decision 012).
  const spendBudget = (priority: 'essential' | 'spare' = 'essential'): void | Promise<void> => {
    const decision = budget.take(priority);
    return decision instanceof Promise ? decision.then(refuse) : refuse(decision);
  };
  // The lock holder may take a catalog wait and the chunked price calls before it publishes.
  const lockMs = 2 * env.UPSTREAM_TIMEOUT_MS + env.UPSTREAM_WAIT_MS;
  const sharedCatalog = shared
    ? new SharedRefresh<CatalogSnapshot>({
        state: shared,
        name: 'catalog',
        encode: (value) => JSON.stringify(value),
        decode: (text) => JSON.parse(text) as CatalogSnapshot,
        lockMs,
      })
    : null;
  const sharedBook = shared
    ? new SharedRefresh<PriceBook>({ state: shared, name: 'price-book', encode: encodePriceBook, decode: decodePriceBook, lockMs })
    : null;
  const health = new UpstreamHealth();
  const upstreamCalls = new UpstreamCallLog();
  const source =
    env.RATES_PROVIDER === 'coingecko'
      ? countCalls(
          createCoinGeckoSource({
            baseUrl: env.COINGECKO_BASE_URL,
            apiKey: env.COINGECKO_API_KEY,
            plan: env.COINGECKO_PLAN,
            timeoutMs: env.UPSTREAM_TIMEOUT_MS,
            beforeCall: spendBudget,
            onOutcome: (error) => health.record(error),
          }),
          'coingecko',
          ['fetchPriceBook', 'fetchTopCoins', 'fetchFiatCodes'],
          upstreamCalls,
        )
      : null;
  const catalog = new CurrencyCatalog({
    source,
    store,
    size: env.CATALOG_SIZE,
    waitMs: env.UPSTREAM_WAIT_MS,
    logger,
    shared: sharedCatalog,
  });
  // Live prices: the exchanges and CoinGecko together (decision 015); CoinGecko still lists the coins.
  const venueBudgets = createVenueBudgets(shared);
  // Each venue's ticker answer tells which markets it lists; the exchange quotes ask no others.
  const listings = new MarketListings();
  const live = source ? createLiveSource(env, { coingecko: source, upstreamCalls, budgets: venueBudgets, listings }) : null;
  const rates = new RatesService({
    source: live,
    snapshot: loadSnapshotBook(),
    catalog,
    store,
    health,
    freshMs: env.RATES_FRESH_SECONDS * 1000,
    waitMs: env.UPSTREAM_WAIT_MS,
    logger,
    shared: sharedBook,
  });
  // A visitor waits about one upstream timeout at most, however many sources hang.
  const historySources = historyChain(env, () => spendBudget('spare')).map((entry) => ({
    ...entry,
    source: countCalls(entry.source, `history:${entry.source.name}`, ['fetchDaily'], upstreamCalls),
  }));
  // Source names are fixed constants ("ECB via Frankfurter" → fx:ecb-via-frankfurter): few labels.
  const fxSources = fxChain(env, () => spendBudget('spare')).map((entry) => ({
    ...entry,
    source: countCalls(entry.source, `fx:${entry.source.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, ['fetchRates'], upstreamCalls),
  }));
  // With REDIS_URL, what one instance fetched from a source the others read from Redis.
  const historyChainShared = shared
    ? historySources.map((entry) => ({ ...entry, source: sharedHistorySource(entry.source, shared) }))
    : historySources;
  const fxChainShared = shared ? fxSources.map((entry) => ({ ...entry, source: sharedFxSource(entry.source, shared) })) : fxSources;
  const history = new HistoricalPrices({ chain: historyChainShared, store, logger, waitMs: env.UPSTREAM_TIMEOUT_MS });
  const historicalFx = new HistoricalFx({ chain: fxChainShared, store, logger, waitMs: env.UPSTREAM_TIMEOUT_MS });
  const indexnow = new IndexNowService({
    endpoint: env.INDEXNOW_ENDPOINT,
    siteUrl: env.SITE_URL,
    key: env.INDEXNOW_KEY,
    // Submissions are cache; the key is state (a new key would orphan the one search engines verified).
    store: {
      lastSubmitted: (urls) => store.lastSubmitted(urls),
      markSubmitted: (urls, at) => store.markSubmitted(urls, at),
      loadSetting: (key) => state.loadSetting(key),
      saveSetting: (key, value) => keepSetting(state, key, value, logger),
    },
    logger,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
  });
  const sitemap = new Sitemap({ catalog, rates, fiatCodes: env.SITEMAP_FIATS });
  const visits = new VisitQueue({ indexnow, accepts: (path) => sitemap.has(path), logger });
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
          source: countCalls(
            createCoinGeckoChartSource({
              baseUrl: env.COINGECKO_BASE_URL,
              apiKey: env.COINGECKO_API_KEY,
              plan: env.COINGECKO_PLAN,
              timeoutMs: env.UPSTREAM_TIMEOUT_MS,
              beforeCall: () => spendBudget('spare'),
            }),
            'chart:coingecko',
            ['fetchSeries'],
            upstreamCalls,
          ),
          maxDays: env.COINGECKO_PLAN === 'pro' ? 'max' : Math.max(1, env.COINGECKO_HISTORY_DAYS),
          shared: shared ? sharedChartSeries(shared) : null,
        })
      : null;
  const { vapid, alertsOff } = loadKeys(env, state, logger);
  const persistence = shared ? watchPersistence(shared, logger) : null;
  const offReason = () => alertsOff ?? persistence?.() ?? null;
  const backend = shared ? 'redis' : 'sqlite';
  const alertStore = shared ? redisAlertStore(shared) : sqliteAlertStoreOf(state);
  const alerts: AlertServices = {
    store: guardedAlertStore(alertStore, { backend, offReason, logger }),
    sender: createPushSender({ vapid, timeoutMs: env.UPSTREAM_TIMEOUT_MS }),
    vapid,
    allowedPushHosts: env.PUSH_ALLOWED_HOSTS,
    createsPerMinute: env.ALERTS_PER_MINUTE,
    offReason,
  };
  const quotes = source ? createQuotes(env, { rates, budgets: venueBudgets, upstreamCalls, shared, listings }) : null;
  return {
    catalog,
    rates,
    history,
    historicalFx,
    indexnow,
    visits,
    sitemap,
    coinImages,
    store,
    state,
    budget,
    charts,
    quotes,
    upstreamCalls,
    shared,
    alerts,
  };
}

/** The SQLite alert store over the state file as it is now (it is reopened once a refusing disk takes writes). */
function sqliteAlertStoreOf(state: StateStore): () => AlertStore {
  let current: { db: StateStore['db']; store: AlertStore } | null = null;
  return () => {
    if (current?.db !== state.db) current = { db: state.db, store: state.db ? sqliteAlertStore(state.db) : refusingAlertStore() };
    return current.store;
  };
}

/** The historical sources in the configured order; none when the site runs on the snapshot only. */
function historyChain(env: Env, spendBudget: () => void | Promise<void>): HistoryChainEntry[] {
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
          const spent = spendBudget();
          return spent ? spent.then(() => source.fetchDaily(coin, from, to)) : source.fetchDaily(coin, from, to);
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
function fxChain(env: Env, spendBudget: () => void | Promise<void>): FxChainEntry[] {
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
