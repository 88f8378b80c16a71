import { StartupError } from './lib/startup-error';
import { z } from 'zod';

/**
 * A secret or key, compared byte for byte: a space or line break pasted around it (a quoted
 * .env line, a trailing newline) would make it match nothing, so it stops the start instead.
 */
const secret = () => z.string().regex(/^\S+$/, { error: 'must not contain spaces or line breaks' });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `coingecko` (default) asks the upstream; `snapshot` serves only the bundled prices. */
  RATES_PROVIDER: z.enum(['coingecko', 'snapshot']).default('coingecko'),
  COINGECKO_BASE_URL: z.url().default('https://api.coingecko.com/api/v3'),
  COINGECKO_API_KEY: secret().optional(),
  /** The CoinGecko plan: sets the key header and the default call budget. Default: demo with a key, else keyless. */
  COINGECKO_PLAN: z.enum(['keyless', 'demo', 'pro']).optional(),
  /** Upstream call budget; defaults to the plan's published limits. */
  UPSTREAM_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).optional(),
  UPSTREAM_CALLS_PER_MONTH: z.coerce.number().int().min(1).optional(),
  /** How far back CoinGecko answers historical prices on this plan (free and demo: 365 days). */
  COINGECKO_HISTORY_DAYS: z.coerce.number().int().min(0).max(100_000).default(365),
  /** Historical price sources, tried in this order (see docs/decisions/004-historical-prices.md). */
  HISTORY_SOURCES: z
    .string()
    .default('coingecko,coinbase,defillama,binance')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['coingecko', 'coinbase', 'defillama', 'binance']))),
  COINBASE_BASE_URL: z.url().default('https://api.exchange.coinbase.com'),
  DEFILLAMA_BASE_URL: z.url().default('https://coins.llama.fi'),
  BINANCE_BASE_URL: z.url().default('https://data-api.binance.vision'),
  /**
   * Live price sources, in the order shown (docs/decisions/015): any of coinbase,
   * kraken, bitstamp, binance, okx, coingecko. CoinGecko also supplies the coin list either way.
   */
  LIVE_SOURCES: z
    .string()
    .default('coinbase,kraken,bitstamp,binance,okx,coingecko')
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.enum(['coinbase', 'kraken', 'bitstamp', 'binance', 'okx', 'coingecko']))),
  /** The live venues' APIs (the historical Coinbase and Binance clients have their own URLs above). */
  COINBASE_LIVE_BASE_URL: z.url().default('https://api.exchange.coinbase.com'),
  BINANCE_LIVE_BASE_URL: z.url().default('https://data-api.binance.vision'),
  KRAKEN_BASE_URL: z.url().default('https://api.kraken.com'),
  BITSTAMP_BASE_URL: z.url().default('https://www.bitstamp.net'),
  OKX_BASE_URL: z.url().default('https://www.okx.com'),
  /** Coinbase's exchange-rate table for live fiat rates (COINBASE_BASE_URL is its Exchange API). */
  COINBASE_API_BASE_URL: z.url().default('https://api.coinbase.com'),
  /** Each live source's timeout: a slow venue is skipped for the window, never waited for long. */
  LIVE_SOURCE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  /**
   * A price older than this is left out while fresher ones exist; default two freshness windows
   * (aggregators such as CoinGecko stamp their prices some seconds to a minute behind).
   */
  LIVE_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  /** A source further than this from the median is left out (named, with the reason). */
  CONSENSUS_MAX_DEVIATION_PERCENT: z.coerce.number().min(0.01).max(50).default(2),
  /** USDT-quoted venues count only while USDT is within this distance of 1 USD. */
  USDT_BAND_PERCENT: z.coerce.number().min(0.01).max(50).default(0.5),
  /** A live FX rate further than this from the ECB's reference rate is left out. */
  FX_ECB_BOUND_PERCENT: z.coerce.number().min(0.01).max(50).default(2),
  /** Historical exchange rates (the ECB's, keyless); see docs/decisions/009-historical-fx.md. */
  FRANKFURTER_BASE_URL: z.url().default('https://api.frankfurter.dev'),
  /** The site's public origin, for canonical links, og:url, the sitemap and IndexNow. */
  SITE_URL: z.url().default('http://localhost:5000'),
  /** IndexNow key (8–128 of a-z, A-Z, 0-9, -); generated once and stored when unset. */
  INDEXNOW_KEY: secret()
    .regex(/^[a-zA-Z0-9-]{8,128}$/, { error: 'must be 8 to 128 letters, digits or dashes' })
    .optional(),
  INDEXNOW_ENDPOINT: z.url().default('https://api.indexnow.org/indexnow'),
  /** Fiats whose every-coin pair pages the sitemap lists (one file each); codes the catalog lacks are skipped. */
  SITEMAP_FIATS: z
    .string()
    .default('usd,eur,gbp,jpy,inr,cad,aud,brl,krw,try')
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().regex(/^[a-z]{3}$/, { error: 'must be three-letter currency codes, comma-separated' }))),
  /**
   * Price alerts (decision 020): the VAPID key pair push services know this site by (base64url, as
   * web-push writes them). Unset: one is generated once and kept in the data directory. A fleet
   * (REDIS_URL) must set both, so every instance signs with the same key.
   */
  VAPID_PUBLIC_KEY: secret().optional(),
  VAPID_PRIVATE_KEY: secret().optional(),
  /** A mailto: or https: address push services can reach the operator at; default mailto:alerts@ the site's host. */
  VAPID_SUBJECT: z.string().optional(),
  /** Push services accepted beyond the browsers' own (host:port, comma-separated): for tests and self-hosted services. */
  PUSH_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** How often every alert is checked against the live prices (also after each refresh). */
  ALERT_CHECK_SECONDS: z.coerce.number().int().min(5).max(3_600).default(60),
  /** New alerts per address per minute. */
  ALERTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000).default(10),
  /** Where coin logos are fetched from (path kept); default: the CoinGecko CDN each logo names. */
  COIN_IMAGE_CDN_URL: z.url().optional(),
  /** How often visitors' page loads are sent to IndexNow, as one batch. */
  INDEXNOW_VISIT_FLUSH_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** When set, the operator endpoints require it (header x-operator-token). */
  OPERATOR_TOKEN: secret().min(8, { error: 'must be at least 8 characters' }).optional(),
  /** When set, GET /metrics needs `Authorization: Bearer <token>`; unset, it answers loopback clients only. */
  METRICS_TOKEN: secret().min(16, { error: 'must be at least 16 characters' }).optional(),
  /** How often the pre-rendered pair, coin and fixed-amount pages are rendered again; 0 = never. */
  STATIC_PAGES_REFRESH_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  /**
   * Express `trust proxy`: `false` (default: the client is the TCP peer), `true`, a hop count,
   * or addresses/subnets (e.g. `loopback`). Needed behind a proxy for per-IP limits and HSTS.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | number | string => (v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v)),
  /** Per-IP limits per minute: API reads (GET /api/*) and page views; 429 JSON beyond them. */
  API_READS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  PAGE_VIEWS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** New social cards drawn for one address per minute (cards already drawn never count). */
  CARDS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Where the SQLite file and the static pages live (created on first start). */
  DATA_DIR: z.string().min(1).default('./data'),
  /** How long a fetched price counts as live (the product spec: 1 minute). */
  RATES_FRESH_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How many coins the crypto list holds when the upstream supplies it. */
  CATALOG_SIZE: z.coerce.number().int().min(10).max(250).default(250),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** How long a visitor's request waits for an upstream refresh before older data is served. */
  UPSTREAM_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(2500),
  /**
   * Shared state for a fleet of instances (docs/decisions/012-shared-state-redis.md): prices,
   * lists, the call budget, the per-IP limits and the static pages' records live in this Redis.
   * Unset: each instance keeps them itself (memory + SQLite).
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, { error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  /** Prefix of every Redis key, so several sites (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('cc:'),
});
export type Env = Omit<z.infer<typeof EnvSchema>, 'COINGECKO_PLAN'> & { COINGECKO_PLAN: 'keyless' | 'demo' | 'pro' };

/** Parses the environment once, at boot; an invalid value stops the server with a clear message. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const blankAsUnset = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = EnvSchema.safeParse(blankAsUnset);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new StartupError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  // Every instance of a fleet must sign with one key pair, or each orphans the others' subscriptions.
  if (env.REDIS_URL && !(env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)) {
    throw new StartupError(
      'REDIS_URL is set but VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not: a fleet must share one VAPID key pair (generate one with `npx web-push generate-vapid-keys`).',
    );
  }
  return { ...env, COINGECKO_PLAN: env.COINGECKO_PLAN ?? (env.COINGECKO_API_KEY ? 'demo' : 'keyless') };
}
