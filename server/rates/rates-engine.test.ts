import { readdirSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeCoinGecko, type FakeCoinGecko } from '../testing/fake-coingecko';
import { startTestServer } from '../testing/test-server';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

async function server(env: Record<string, string> = {}, options: { fake?: FakeCoinGecko; dataDir?: string } = {}) {
  const s = await startTestServer(env, options);
  cleanups.push(() => s.close());
  return s;
}

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'engine-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('one upstream call serves every visitor', () => {
  it('answers 1,000 concurrent requests over 200 pairs with one upstream price call', async () => {
    const s = await server();
    await s.get('/api/currencies/crypto'); // the catalog loads first, as on a warm server
    const before = { ...s.fake.counts };
    const coins = [
      'bitcoin',
      'ethereum',
      'solana',
      'ripple',
      'cardano',
      'dogecoin',
      'tron',
      'litecoin',
      'polkadot',
      'chainlink',
      'uniswap',
      'stellar',
      'monero',
      'aave',
      'near',
      'aptos',
      'sui',
      'pepe',
      'shiba-inu',
      'avalanche-2',
    ];
    const fiats = ['usd', 'eur', 'jpy', 'gbp', 'aud', 'cad', 'chf', 'cny', 'inr', 'krw'];
    const pairs = coins.flatMap((c) => fiats.map((f) => `/api/convert?from=${c}&to=${f}&type=crypto-to-fiat`));
    expect(new Set(pairs).size).toBe(200);
    const answers = await Promise.all(Array.from({ length: 1000 }, (_, i) => s.get(pairs[i % 200]!)));
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.every((a) => a.body.source === 'live')).toBe(true);
    const calls = Object.entries(s.fake.counts).reduce((n, [path, count]) => n + count - (before[path] ?? 0), 0);
    expect(calls).toBe(1);
  }, 30_000); // 1,000 requests at once: slow on a busy 2-core machine, never wrong
});

describe('upstream budget', () => {
  it('serves last-known prices, marked stale, instead of exceeding the per-minute budget', async () => {
    // Catalog (2 calls) + prices (1 call) use the whole budget of 3.
    const s = await server({ UPSTREAM_CALLS_PER_MINUTE: '3', RATES_FRESH_SECONDS: '1', UPSTREAM_WAIT_MS: '200' });
    expect((await s.get('/api/convert?from=bitcoin&to=usd')).body.source).toBe('live');
    await new Promise((r) => setTimeout(r, 1_300));
    const { status, body } = await s.get('/api/convert?from=bitcoin&to=usd');
    expect(status).toBe(200);
    expect(body).toMatchObject({ rate: 100_000, source: 'cached', stale: true, staleReason: 'rate-limited' });
    expect(s.fake.counts['/api/v3/simple/price']).toBe(1);
  });

  it('honours the upstream Retry-After: no new call while it lasts', async () => {
    const s = await server({ RATES_FRESH_SECONDS: '1', UPSTREAM_WAIT_MS: '200' });
    await s.get('/api/convert?from=bitcoin&to=usd');
    s.fake.setMode('rate-limited'); // answers 429 with retry-after: 30
    await new Promise((r) => setTimeout(r, 1_300));
    const first = await s.get('/api/convert?from=bitcoin&to=usd');
    expect(first.body).toMatchObject({ source: 'cached', staleReason: 'rate-limited' });
    const calls = s.fake.counts['/api/v3/simple/price'];
    for (let i = 0; i < 5; i++) await s.get('/api/convert?from=ethereum&to=usd&bypass_cache=true');
    expect(s.fake.counts['/api/v3/simple/price']).toBe(calls);
  });
});

describe('persistence', () => {
  it('after a restart during an outage, serves the last real prices and coin list, not the snapshot', async () => {
    const fake = await startFakeCoinGecko();
    cleanups.push(() => fake.close());
    const dataDir = tempDir();
    const env = { RATES_FRESH_SECONDS: '1', UPSTREAM_WAIT_MS: '200' };
    const first = await startTestServer(env, { fake, dataDir });
    expect((await first.get('/api/convert?from=fakecoin&to=eur')).body).toMatchObject({ rate: 9, source: 'live' });
    await first.close();

    fake.setMode('down');
    await new Promise((r) => setTimeout(r, 1_300)); // the stored prices are now older than the window
    const second = await server(env, { fake, dataDir });
    const { body } = await second.get('/api/convert?from=bitcoin&to=usd');
    expect(body).toMatchObject({ rate: 100_000, source: 'cached', stale: true, staleReason: 'upstream-unavailable' });
    const coins = (await second.get('/api/currencies/crypto')).body as { id: string }[];
    expect(coins.some((c) => c.id === 'fakecoin')).toBe(true);
  });

  it('rebuilds a corrupt store instead of failing, and keeps the damaged file aside', async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'rates.sqlite'), 'this is not a database'.repeat(100));
    const s = await server({}, { dataDir });
    const { status, body } = await s.get('/api/convert?from=bitcoin&to=usd');
    expect(status).toBe(200);
    expect(body.source).toBe('live');
    expect(readdirSync(dataDir).some((f) => f.startsWith('rates.sqlite.corrupt-'))).toBe(true);
  });

  it('creates its data directory on first start', async () => {
    const dataDir = join(tempDir(), 'nested', 'data');
    const s = await server({}, { dataDir });
    expect((await s.get('/api/convert?from=bitcoin&to=usd')).status).toBe(200);
    expect(readdirSync(dataDir)).toContain('rates.sqlite');
  });
});

describe('currency catalog', () => {
  it('lists every fiat the upstream quotes, named, the spec seven first, and no cryptos or metals', async () => {
    const s = await server();
    const fiats = (await s.get('/api/currencies/fiat')).body as { id: string; name: string; symbol: string }[];
    expect(fiats.slice(0, 7).map((f) => f.id)).toEqual(['usd', 'eur', 'jpy', 'gbp', 'aud', 'cad', 'chf']);
    expect(fiats.find((f) => f.id === 'try')).toMatchObject({ symbol: 'TRY', name: 'Turkish Lira' });
    expect(fiats.map((f) => f.id)).not.toEqual(expect.arrayContaining(['btc']));
    for (const code of ['btc', 'eth', 'xau', 'xag', 'sats', 'bits', 'xdr']) expect(fiats.some((f) => f.id === code)).toBe(false);
    const rest = fiats.slice(7).map((f) => f.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('why rates are not live', () => {
  it('says "unavailable", not "rate limited", when the upstream is unreachable and the budget then holds retries back', async () => {
    // Port 9 refuses connections; a budget of 2 calls is spent on the failing catalog calls.
    const s = await server({ COINGECKO_BASE_URL: 'http://127.0.0.1:9/api/v3', UPSTREAM_CALLS_PER_MINUTE: '2' });
    for (let i = 0; i < 3; i++) {
      const { body } = await s.get('/api/convert?from=ethereum&to=usd');
      expect(body).toMatchObject({ source: 'snapshot', staleReason: 'upstream-unavailable' });
    }
  });
});
