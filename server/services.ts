import type { Env } from './env';
import type { Logger } from './lib/logger';
import { createCoinGeckoSource } from './providers/coingecko';
import { loadSnapshotBook } from './providers/snapshot-prices';
import { CurrencyCatalog } from './rates/currency-catalog';
import { RatesService } from './rates/rates-service';

export type Services = { catalog: CurrencyCatalog; rates: RatesService };

/** Builds the rate engine from the environment: CoinGecko when configured, the snapshot always. */
export function createServices(env: Env, logger: Logger): Services {
  const source =
    env.RATES_PROVIDER === 'coingecko'
      ? createCoinGeckoSource({
          baseUrl: env.COINGECKO_BASE_URL,
          apiKey: env.COINGECKO_API_KEY,
          plan: env.COINGECKO_PLAN,
          timeoutMs: env.UPSTREAM_TIMEOUT_MS,
        })
      : null;
  const catalog = new CurrencyCatalog({ source, size: env.CATALOG_SIZE, waitMs: env.UPSTREAM_WAIT_MS, logger });
  const rates = new RatesService({
    source,
    snapshot: loadSnapshotBook(),
    catalog,
    freshMs: env.RATES_FRESH_SECONDS * 1000,
    waitMs: env.UPSTREAM_WAIT_MS,
    logger,
  });
  return { catalog, rates };
}
