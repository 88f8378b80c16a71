import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { AppOptions } from '../app';
import { parseEnv } from '../env';
import type { Services } from '../services';
import { createSite } from '../site';
import { type FakeCoinGecko, startFakeCoinGecko } from './fake-coingecko';
import { LIVE_VENUES_UNREACHABLE, OTHER_UPSTREAMS_UNREACHABLE } from './unreachable-upstreams';

export type TestServer = {
  baseUrl: string;
  dataDir: string;
  fake: FakeCoinGecko;
  /** The app's services (the alert store, the rates…), for tests that drive them directly. */
  services: Services;
  get: (path: string) => Promise<{ status: number; body: any; headers: Headers }>;
  close: () => Promise<void>;
};

export type TestServerOptions = {
  env?: Record<string, string>;
  /** Reuse a fake upstream (e.g. across a restart); by default a new one is started. */
  fake?: FakeCoinGecko;
  /** Reuse a data directory (e.g. across a restart); by default a new temporary one. */
  dataDir?: string;
  /** Extra app options, e.g. readiness hooks or trustProxy. */
  app?: Partial<AppOptions>;
};

/** The real site (createSite, background tasks started) on 127.0.0.1 (ephemeral port) against a fake CoinGecko, for API tests. */
export async function startTestServer(env: Record<string, string> = {}, options: Omit<TestServerOptions, 'env'> = {}): Promise<TestServer> {
  const fake = options.fake ?? (await startFakeCoinGecko());
  const ownsData = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'rates-test-'));
  const parsed = parseEnv({
    COINGECKO_BASE_URL: fake.url,
    LOG_LEVEL: 'silent',
    UPSTREAM_TIMEOUT_MS: '2000',
    DATA_DIR: dataDir,
    UPSTREAM_CALLS_PER_MINUTE: '1000',
    // Never the public APIs: tests that need history point these at fakes.
    ...LIVE_VENUES_UNREACHABLE,
    ...OTHER_UPSTREAMS_UNREACHABLE,
    ...env,
  });
  // Without per-IP limits unless the test gives some; prices fetched on first request, not warmed up
  // at start, so tests count upstream calls from zero.
  const site = await createSite(parsed, { app: { limits: undefined, ...options.app } });
  site.start({ warmUp: false });
  const { services } = site;
  const server: Server = await new Promise((resolve) => {
    const s = site.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    dataDir,
    fake,
    services,
    async get(path) {
      const res = await fetch(`${baseUrl}${path}`);
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: res.status, body, headers: res.headers };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await site.close();
      if (!options.fake) await fake.close();
      if (ownsData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
