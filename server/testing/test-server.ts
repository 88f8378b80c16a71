import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';
import { parseEnv } from '../env';
import { createLogger } from '../lib/logger';
import { createServices } from '../services';
import { type FakeCoinGecko, startFakeCoinGecko } from './fake-coingecko';

export type TestServer = {
  baseUrl: string;
  fake: FakeCoinGecko;
  get: (path: string) => Promise<{ status: number; body: any; headers: Headers }>;
  close: () => Promise<void>;
};

/** The real app on 127.0.0.1 (ephemeral port) against a fake CoinGecko, for API tests. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const fake = await startFakeCoinGecko();
  const parsed = parseEnv({ COINGECKO_BASE_URL: fake.url, LOG_LEVEL: 'silent', UPSTREAM_TIMEOUT_MS: '2000', ...env });
  const logger = createLogger(parsed.LOG_LEVEL);
  const app = createApp({ ...createServices(parsed, logger), logger });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    fake,
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
      await fake.close();
    },
  };
}
