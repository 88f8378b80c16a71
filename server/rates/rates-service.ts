import type { Currency } from '@shared/schemas/currency';
import type { RateSource as RateOrigin, StaleReason } from '@shared/schemas/convert';
import { RefreshingValue } from '../cache/refreshing-value';
import { AppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';
import { SNAPSHOT_LABEL } from './providers/snapshot-prices';
import { type PriceBook, type RateSource, UpstreamError } from '../upstream/types';
import { type PairConsensus, pairConsensus } from './pair-consensus';
import type { SharedRefresh } from '../shared-state/shared-refresh';
import type { RatesStore } from '../store/rates-store';
import { type CurrencyCatalog, persist, toInitial } from './currency-catalog';
import type { UpstreamHealth } from './upstream-health';

/** The product spec's refresh cooldown: a cache bypass at most once every 10 seconds, here per server. */
const BYPASS_INTERVAL_MS = 10_000;
/** Pairs kept per book (a few hundred are asked for in a window; more start the list over). */
const MAX_KEPT_QUOTES = 4096;

export type Quote = {
  rate: number;
  asOf: Date;
  source: RateOrigin;
  stale: boolean;
  staleReason: StaleReason | null;
  provider: string;
  /** The pair's move over the 24 hours to `asOf` as a fraction (0.025 = +2.5 %), when known. */
  change24h: number | null;
  /** Who said what for each leg (decision 015); null for the snapshot and single-source books. */
  consensus: PairConsensus | null;
};

export type DataStatus = {
  source: RateOrigin;
  /** When the upstream (or the snapshot) produced the prices. */
  asOf: Date;
  /** `starting`: no upstream answer yet and no failure; `failing`: the last call failed. */
  upstream: 'ok' | 'failing' | 'starting' | 'not-configured';
  lastFailure: string | null;
};

export type RatesServiceOptions = {
  source: RateSource | null;
  snapshot: PriceBook;
  catalog: CurrencyCatalog;
  store: RatesStore | null;
  /** The last real upstream outcome, for the reason rates are not live. */
  health?: UpstreamHealth;
  freshMs: number;
  waitMs: number;
  logger: Logger;
  now?: () => number;
  /** The fleet's shared book (REDIS_URL): one upstream call per window for every instance. */
  shared?: SharedRefresh<PriceBook> | null;
};

/**
 * Current rates for any pair. One batched upstream call per freshness window serves every pair
 * (each rate is a ratio of USD prices); while the upstream fails, the last upstream prices are
 * served marked stale, and without them the bundled snapshot.
 */
export class RatesService {
  private readonly book: RefreshingValue<PriceBook> | null;
  private readonly now: () => number;
  private lastBypassAt = Number.NEGATIVE_INFINITY;
  /**
   * The current book's quotes by pair: the book serves a whole freshness window, so a pair's
   * quote (its consensus detail included) is built once per window and stale reason, and the
   * same object is returned until then (callers do not modify quotes).
   */
  private kept: { book: PriceBook | null; quotes: Map<string, Quote> } = { book: null, quotes: new Map() };

  constructor(private readonly options: RatesServiceOptions) {
    this.now = options.now ?? Date.now;
    const { source, catalog, store, logger } = options;
    this.book = source
      ? new RefreshingValue({
          load: async ({ force }) => {
            const fetch = async () => {
              const [coins, fiats] = await Promise.all([catalog.cryptos(), catalog.fiats()]);
              return source.fetchPriceBook(
                coins.map((c) => c.id),
                fiats.map((c) => c.id),
              );
            };
            // A visitor's bypass takes any book the fleet fetched within the bypass interval.
            return options.shared ? options.shared.load(fetch, force ? BYPASS_INTERVAL_MS : options.freshMs) : fetch();
          },
          freshMs: options.freshMs,
          waitMs: options.waitMs,
          now: this.now,
          // After a restart, the last upstream prices are served (as cached) until a refresh works.
          initial: store ? toInitial(store.loadPriceBook()) : null,
          onLoad: (book, at) => {
            persist(logger, () => store?.savePriceBook(book, at));
            for (const listener of this.refreshListeners) listener();
          },
          onError: (error, retryInMs) => logger.warn({ err: (error as Error).message, retryInMs }, 'price refresh failed'),
        })
      : null;
  }

  private readonly refreshListeners: (() => void)[] = [];

  /** Called after each new price book (a consensus refresh): the price alerts check then. */
  onRefresh(listener: () => void): void {
    this.refreshListeners.push(listener);
  }

  /** Starts the first upstream fetch without waiting for it (called at boot). */
  warmUp(): void {
    void this.book?.refresh();
  }

  /** Quotes answered from the fresh price book (hits) or that needed a refresh (misses), for /metrics. */
  readonly cacheStats = { hits: 0, misses: 0 };

  /**
   * What quotes rest on now, for /readyz and /metrics: where prices come from and when the
   * upstream produced them, and how the upstream's last call went. Makes no upstream call.
   */
  dataStatus(): DataStatus {
    const upstream = this.book?.value;
    const { source, asOf } = upstream
      ? { source: this.book!.isCurrent() ? ('live' as const) : ('cached' as const), asOf: upstream.asOf }
      : { source: 'snapshot' as const, asOf: this.options.snapshot.asOf };
    if (!this.book) return { source, asOf, upstream: 'not-configured', lastFailure: null };
    const error = this.book.error;
    const lastFailure = this.options.health?.failure ?? (error === null ? null : error instanceof UpstreamError ? error.kind : 'error');
    return { source, asOf, upstream: lastFailure ? 'failing' : upstream ? 'ok' : 'starting', lastFailure };
  }

  async quote(from: Currency, to: Currency, options: { bypassCache?: boolean } = {}): Promise<Quote> {
    return this.quoteNow(from, to, options);
  }

  /**
   * quote() without a promise while the book is fresh (the hot path: a cache hit is answered
   * synchronously); a promise when a refresh has to be asked for first.
   */
  quoteNow(from: Currency, to: Currency, { bypassCache = false }: { bypassCache?: boolean } = {}): Quote | Promise<Quote> {
    if (this.book) {
      const force = bypassCache && this.now() - this.lastBypassAt >= BYPASS_INTERVAL_MS;
      if (force) this.lastBypassAt = this.now();
      const hit = !force && this.book.isFresh();
      this.cacheStats[hit ? 'hits' : 'misses'] += 1;
      if (!hit) return this.book.refresh({ force }).then(() => this.priced(from, to));
    }
    return this.priced(from, to);
  }

  /** The quote from the book as it is now (or the snapshot); 503 when neither prices the pair. */
  private priced(from: Currency, to: Currency): Quote {
    const upstream = this.book?.value;
    if (upstream) {
      // A coin no source priced this window keeps its last consensus, served as cached.
      const fresh = this.book!.isCurrent() && !upstream.carried?.has(from.id) && !upstream.carried?.has(to.id);
      const staleReason = fresh ? null : this.staleReason();
      if (this.kept.book !== upstream) this.kept = { book: upstream, quotes: new Map() };
      const key = `${from.id} ${to.id}`;
      const kept = this.kept.quotes.get(key);
      if (kept && kept.staleReason === staleReason) return kept;
      const live = ratio(upstream, from, to);
      if (live) {
        const consensus = pairConsensus(upstream, from, to);
        const quote: Quote = {
          rate: live.rate,
          asOf: live.asOf,
          source: fresh ? 'live' : 'cached',
          stale: !fresh,
          staleReason,
          provider: consensus?.provider || this.options.source!.name,
          change24h: live.change24h,
          consensus,
        };
        if (this.kept.quotes.size >= MAX_KEPT_QUOTES) this.kept.quotes.clear();
        this.kept.quotes.set(key, quote);
        return quote;
      }
    }

    const fallback = ratio(this.options.snapshot, from, to);
    if (fallback) {
      return {
        rate: fallback.rate,
        asOf: fallback.asOf,
        source: 'snapshot',
        stale: true,
        staleReason: this.staleReason(),
        provider: SNAPSHOT_LABEL,
        change24h: fallback.change24h,
        consensus: null,
      };
    }
    const missing = usdValue(upstream ?? this.options.snapshot, from) === undefined ? from : to;
    throw new AppError(503, `No price for ${missing.name} (${missing.symbol}) is available right now. Please try again in a minute.`);
  }

  /**
   * Why rates are not live: the upstream's own last answer decides (429 → rate limited, any
   * other failure → unavailable); with a healthy upstream, only our budget can hold us back.
   */
  private staleReason(): StaleReason {
    if (!this.book) return 'not-configured';
    const upstream = this.options.health?.failure ?? null;
    if (upstream) return upstream === 'rate-limited' ? 'rate-limited' : 'upstream-unavailable';
    const error = this.book.error;
    const limited = error instanceof UpstreamError && (error.kind === 'rate-limited' || error.kind === 'budget');
    return limited ? 'rate-limited' : 'upstream-unavailable';
  }
}

type UsdValue = { usd: number; asOf: Date; change24h: number | undefined };

function usdValue(book: PriceBook, currency: Currency): UsdValue | undefined {
  if (currency.type === 'fiat') {
    const perUsd = book.fiatPerUsd.get(currency.id);
    return perUsd && perUsd > 0 ? { usd: 1 / perUsd, asOf: book.asOf, change24h: book.fiatUsdChange24h?.get(currency.id) } : undefined;
  }
  const usd = book.usdPerCoin.get(currency.id);
  if (usd === undefined) return undefined;
  return { usd, asOf: book.coinUpdatedAt.get(currency.id) ?? book.asOf, change24h: book.usdChange24h?.get(currency.id) };
}

/**
 * Units of `to` per one unit of `from`, the older of the two prices' times, and the pair's
 * 24-hour change (both legs' USD moves combined), when the book has both.
 */
function ratio(book: PriceBook, from: Currency, to: Currency): { rate: number; asOf: Date; change24h: number | null } | undefined {
  if (from.id === to.id) return { rate: 1, asOf: book.asOf, change24h: 0 };
  const a = usdValue(book, from);
  const b = usdValue(book, to);
  if (!a || !b || b.usd === 0) return undefined;
  const change24h = a.change24h !== undefined && b.change24h !== undefined ? a.change24h / b.change24h - 1 : null;
  return { rate: a.usd / b.usd, asOf: a.asOf < b.asOf ? a.asOf : b.asOf, change24h };
}
