import { DEFAULT_FIAT_LIST } from '@shared/currencies/default-lists';
import { KNOWN_FIATS } from '@shared/currencies/fiat-currencies';
import { KNOWN_COINS } from '@shared/currencies/known-coins';
import type { Currency } from '@shared/schemas/currency';
import { RefreshingValue } from '../cache/refreshing-value';
import type { Logger } from '../lib/logger';
import type { RateSource } from '../upstream/types';
import type { SharedRefresh } from '../shared-state/shared-refresh';
import type { CatalogSnapshot, RatesStore } from '../store/rates-store';

const CATALOG_FRESH_MS = 60 * 60 * 1000; // the product spec keeps currency lists for 1 hour

export type CurrencyCatalogOptions = {
  source: RateSource | null;
  store: RatesStore | null;
  size: number;
  waitMs: number;
  logger: Logger;
  now?: () => number;
  /** The fleet's shared lists (REDIS_URL): one instance fetches them each hour for all. */
  shared?: SharedRefresh<CatalogSnapshot> | null;
};

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency', fallback: 'none' });
const knownFiatNames = new Map(KNOWN_FIATS.map((c) => [c.id, c.name]));

/** Fiat Currency objects for upstream codes: the product spec's seven first, then by name. */
export function fiatCurrencies(codes: readonly string[]): Currency[] {
  const defaults = new Set(DEFAULT_FIAT_LIST.map((c) => c.id));
  const others: Currency[] = [];
  for (const code of new Set(codes)) {
    if (defaults.has(code)) continue;
    const name = knownFiatNames.get(code) ?? currencyNames.of(code.toUpperCase());
    if (name) others.push({ id: code, symbol: code.toUpperCase(), name, image: '', type: 'fiat' });
  }
  others.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return [...DEFAULT_FIAT_LIST, ...others];
}

/**
 * The currencies the site converts: the upstream's top coins by market cap and every fiat it
 * quotes (hourly, kept in the store across restarts), plus every coin the site has a guide or
 * default for. Without an upstream: the known tables.
 */
export class CurrencyCatalog {
  private readonly snapshot: RefreshingValue<CatalogSnapshot> | null;
  private merged: { from: CatalogSnapshot | null; cryptos: Currency[]; fiats: Currency[]; byId: Map<string, Currency> } | null = null;

  constructor(options: CurrencyCatalogOptions) {
    const { source, store, logger } = options;
    this.snapshot = source
      ? new RefreshingValue<CatalogSnapshot>({
          load: async () => {
            const fetch = async () => {
              const [cryptos, fiatCodes] = await Promise.all([source.fetchTopCoins(options.size), source.fetchFiatCodes()]);
              return { cryptos, fiats: fiatCurrencies(fiatCodes) };
            };
            return options.shared ? options.shared.load(fetch, CATALOG_FRESH_MS) : fetch();
          },
          freshMs: CATALOG_FRESH_MS,
          waitMs: options.waitMs,
          ...(options.now ? { now: options.now } : {}),
          initial: store ? toInitial(store.loadCatalog()) : null,
          onLoad: (value, at) => persist(logger, () => store?.saveCatalog(value, at)),
          onError: (error, retryInMs) => logger.warn({ err: (error as Error).message, retryInMs }, 'currency list refresh failed'),
        })
      : null;
  }

  async cryptos(): Promise<Currency[]> {
    await this.ensureFresh();
    return this.current().cryptos;
  }

  async fiats(): Promise<Currency[]> {
    await this.ensureFresh();
    return this.current().fiats;
  }

  /** Looks up a currency id among cryptos and fiats. */
  async find(id: string): Promise<Currency | undefined> {
    await this.ensureFresh();
    return this.current().byId.get(id);
  }

  /** find() without the wait: the lists as they are now (call after ensureFresh). */
  findCurrent(id: string): Currency | undefined {
    return this.current().byId.get(id);
  }

  /** The hot path: no promise at all while the list is fresh; else the refresh to wait for. */
  ensureFresh(): Promise<void> | undefined {
    return this.snapshot && !this.snapshot.isFresh() ? this.snapshot.refresh() : undefined;
  }

  private current() {
    const snap = this.snapshot?.value ?? null;
    if (this.merged && this.merged.from === snap) return this.merged;
    const cryptos = [...(snap?.cryptos ?? [])];
    const seen = new Set(cryptos.map((c) => c.id));
    for (const coin of KNOWN_COINS) if (!seen.has(coin.id)) cryptos.push(coin);
    const fiats = snap && snap.fiats.length >= DEFAULT_FIAT_LIST.length ? snap.fiats : [...KNOWN_FIATS];
    const byId = new Map<string, Currency>([...cryptos, ...fiats].map((c) => [c.id, c]));
    this.merged = { from: snap, cryptos, fiats, byId };
    return this.merged;
  }
}

export function toInitial<T>(stored: { value: T; fetchedAt: number } | null) {
  return stored ? { value: stored.value, loadedAt: stored.fetchedAt } : null;
}

/** Persisting is best effort: a full disk must not take the site down. */
export function persist(logger: Logger, write: () => void): void {
  try {
    write();
  } catch (error) {
    logger.error({ err: (error as Error).message }, 'could not persist to the rates store');
  }
}
