import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  PUBLIC_HOST,
  FAKE_HISTORY_PORT,
  FAKE_INDEXNOW_PORT,
  FAKE_PORT,
  FAKE_VENUES_PORT,
  FAKE_VENUES_URL,
  LIVE_PORT,
  OFFLINE_PORT,
} from './e2e/support/stack';
import { LIVE_VENUES_UNREACHABLE, liveVenuesAt } from './server/testing/unreachable-upstreams';

// Browser tests run the production build against a fake CoinGecko on 127.0.0.1, and a second
// server whose upstream is unreachable (as with no network at all).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const serverEnv = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  INDEXNOW_ENDPOINT: 'http://127.0.0.1:9/indexnow',
  // Coin logos: never the real CDN; unreachable here, so pages show monograms.
  COIN_IMAGE_CDN_URL: 'http://127.0.0.1:9',
};
const history = `http://127.0.0.1:${FAKE_HISTORY_PORT}`;
// Port 9 on loopback refuses connections: an upstream that cannot be reached.
const unreachable = 'http://127.0.0.1:9';
// Each server keeps its SQLite store in a fresh temporary folder.
const dataDir = (name: string) => mkdtempSync(join(tmpdir(), `e2e-${name}-`));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // The amount field follows the browser's locale; specs that test another locale say so.
    locale: 'en-US',
    baseURL: `http://127.0.0.1:${LIVE_PORT}`,
    // The site's offline service worker would answer requests before page.route() sees them;
    // only e2e/offline-pwa.spec.ts allows it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${PUBLIC_HOST} 127.0.0.1`],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'npx tsx server/testing/fake-coingecko-cli.ts',
      env: { FAKE_COINGECKO_PORT: String(FAKE_PORT) },
      url: `http://127.0.0.1:${FAKE_PORT}/api/v3/ping`,
      reuseExistingServer: false,
    },
    {
      command: 'npx tsx server/testing/fake-indexnow-cli.ts',
      env: { FAKE_INDEXNOW_PORT: String(FAKE_INDEXNOW_PORT) },
      port: FAKE_INDEXNOW_PORT,
      reuseExistingServer: false,
    },
    {
      command: 'npx tsx server/testing/fake-venues-cli.ts',
      env: { FAKE_VENUES_PORT: String(FAKE_VENUES_PORT) },
      url: `${FAKE_VENUES_URL}/__counts`,
      reuseExistingServer: false,
    },
    {
      command: 'npx tsx server/testing/fake-history-cli.ts',
      env: { FAKE_HISTORY_PORT: String(FAKE_HISTORY_PORT) },
      url: `${history}/defillama/prices/historical/1584230400/coingecko:bitcoin`,
      reuseExistingServer: false,
    },
    {
      command: 'node dist/server/index.js',
      env: {
        ...serverEnv,
        PORT: String(LIVE_PORT),
        DATA_DIR: dataDir('live'),
        COINGECKO_BASE_URL: `http://127.0.0.1:${FAKE_PORT}/api/v3`,
        UPSTREAM_CALLS_PER_MINUTE: '1000',
        // Live prices: the fake venues (their prices agree with the fake CoinGecko's) and CoinGecko.
        ...liveVenuesAt(FAKE_VENUES_URL),
        COINBASE_BASE_URL: `${history}/coinbase`,
        DEFILLAMA_BASE_URL: `${history}/defillama`,
        BINANCE_BASE_URL: `${history}/binance`,
        FRANKFURTER_BASE_URL: `${history}/frankfurter`,
        INDEXNOW_ENDPOINT: `http://127.0.0.1:${FAKE_INDEXNOW_PORT}/indexnow`,
        INDEXNOW_VISIT_FLUSH_SECONDS: '1',
        SITE_URL: 'http://converter.test',
      },
      url: `http://127.0.0.1:${LIVE_PORT}/api/currencies/fiat`,
      reuseExistingServer: false,
    },
    {
      command: 'node dist/server/index.js',
      // Every upstream unreachable, as with no network at all.
      env: {
        ...serverEnv,
        PORT: String(OFFLINE_PORT),
        DATA_DIR: dataDir('offline'),
        COINGECKO_BASE_URL: `${unreachable}/api/v3`,
        ...LIVE_VENUES_UNREACHABLE,
        COINBASE_BASE_URL: unreachable,
        DEFILLAMA_BASE_URL: unreachable,
        BINANCE_BASE_URL: unreachable,
        FRANKFURTER_BASE_URL: unreachable,
      },
      url: `http://127.0.0.1:${OFFLINE_PORT}/api/currencies/fiat`,
      reuseExistingServer: false,
    },
  ],
});
