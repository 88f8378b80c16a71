import { z } from 'zod';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `coingecko` (default) asks the upstream; `snapshot` serves only the bundled prices. */
  RATES_PROVIDER: z.enum(['coingecko', 'snapshot']).default('coingecko'),
  COINGECKO_BASE_URL: z.url().default('https://api.coingecko.com/api/v3'),
  COINGECKO_API_KEY: z.string().min(1).optional(),
  /** Which header carries the key: the demo plan's or the pro plan's. */
  COINGECKO_PLAN: z.enum(['demo', 'pro']).default('demo'),
  /** How long a fetched price counts as live (spec §9: 1 minute). */
  RATES_FRESH_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How many coins the crypto list holds when the upstream supplies it. */
  CATALOG_SIZE: z.coerce.number().int().min(10).max(250).default(250),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** How long a visitor's request waits for an upstream refresh before older data is served. */
  UPSTREAM_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(2500),
});
export type Env = z.infer<typeof EnvSchema>;

/** Parses the environment once, at boot; an invalid value stops the server with a clear message. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const blankAsUnset = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = EnvSchema.safeParse(blankAsUnset);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
