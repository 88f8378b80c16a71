import type { ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  FAKE_HISTORY_COIN_IDS,
  type FakeHistoryUpstreams,
  hasSharedDailyCsv,
  startFakeHistoryUpstreams,
} from './testing/fake-history-upstreams';
import { type FakeCoinGecko, type FakeMode, startFakeCoinGecko } from './testing/fake-coingecko';
import { type Fault, startFaultProxy } from './testing/fault-proxy';
import { createRng, mapBounded } from './testing/hostile-http';
import { startPageTestServer } from './testing/page-test-server';
import { spawnChildServer } from './testing/spawn-child-server';
import { startTestServer } from './testing/test-server';
import { renderApp } from '../client/src/entry-server';
import { LIVE_VENUES_UNREACHABLE } from './testing/unreachable-upstreams';

/**
 * Faults: the upstream down, slow, rate limiting or sending garbage for many
 * refresh windows; the SQLite file deleted or corrupted; the server killed mid-write. Visitors
 * keep getting answers (marked stale where needed) and nothing persisted is lost. "Minutes" are
 * simulated with short knobs: rates are fresh for 1 s, a visitor waits at most 200–300 ms.
 */

const _ROOT = fileURLToPath(new URL('..', import.meta.url));
const UNREACHABLE = 'http://127.0.0.1:9';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Everything to close after each test, newest first. */
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function timedGet(base: string, path: string): Promise<{ status: number; body: any; text: string; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${base}${path}`);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a page
  }
  return { status: res.status, body, text, ms: performance.now() - started };
}

/** The first rate may be the snapshot on a busy machine (a visitor waits only 200 ms): ask until live. */
async function untilLive(base: string, path = '/api/convert?from=bitcoin&to=usd'): Promise<any> {
  const deadline = performance.now() + 10_000;
  let body: any;
  do {
    body = (await timedGet(base, path)).body;
    if (body?.source === 'live') return body;
    await sleep(100);
  } while (performance.now() < deadline);
  return body;
}

function integrityCheck(dataDir: string): string {
  // On a copy: opening the live file would replay and remove its WAL before the server does.
  const copy = mkdtempSync(join(tmpdir(), 'integrity-'));
  try {
    for (const suffix of ['', '-wal', '-shm']) {
      const file = join(dataDir, `rates.sqlite${suffix}`);
      if (existsSync(file)) cpSync(file, join(copy, `rates.sqlite${suffix}`));
    }
    const db = new Database(join(copy, 'rates.sqlite'));
    try {
      return String(db.pragma('integrity_check', { simple: true }));
    } finally {
      db.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

// ---- (a) the upstream fails for many refresh windows --------------------------------------------

type Outage = {
  name: string;
  /** How the failure is switched on: a mode of the fake, or a fault of the proxy in front of it. */
  fake?: FakeMode;
  proxy?: Fault;
  reason: 'upstream-unavailable' | 'rate-limited';
  /** The fake's own 429 asks for 30 s: the server must not call again, so no recovery within the test. */
  honoursLongRetryAfter?: boolean;
};

const OUTAGES: Outage[] = [
  { name: 'down (503)', fake: 'down', reason: 'upstream-unavailable' },
  { name: 'internal error (500)', fake: 'error', reason: 'upstream-unavailable' },
  { name: 'truncated JSON', fake: 'malformed', reason: 'upstream-unavailable' },
  { name: 'an HTML challenge page', fake: 'html', reason: 'upstream-unavailable' },
  { name: 'random bytes', proxy: { kind: 'garbage' }, reason: 'upstream-unavailable' },
  { name: 'connection resets', proxy: { kind: 'reset' }, reason: 'upstream-unavailable' },
  { name: 'a body that stops half way', proxy: { kind: 'stall-body' }, reason: 'upstream-unavailable' },
  { name: '429 with Retry-After: 2', proxy: { kind: 'status', status: 429, headers: { 'retry-after': '2' } }, reason: 'rate-limited' },
  { name: '429 with Retry-After: 30 (the fake’s)', fake: 'rate-limited', reason: 'rate-limited', honoursLongRetryAfter: true },
];

const OUTAGE_MS = 5_000;

async function runOutage(outage: Outage): Promise<string[]> {
  const problems: string[] = [];
  const fake = await startFakeCoinGecko();
  const proxy = await startFaultProxy(new URL(fake.url).origin);
  const server = await startTestServer(
    { COINGECKO_BASE_URL: `${proxy.origin}/api/v3`, RATES_FRESH_SECONDS: '1', UPSTREAM_WAIT_MS: '200', UPSTREAM_TIMEOUT_MS: '600' },
    { fake },
  );
  cleanups.push(async () => {
    await server.close();
    await proxy.close();
    await fake.close();
  });
  const ask = () => timedGet(server.baseUrl, '/api/convert?from=bitcoin&to=usd');
  const first = await untilLive(server.baseUrl);
  if (first.source !== 'live') problems.push(`not live before the outage: ${JSON.stringify(first)}`);

  if (outage.fake) fake.setMode(outage.fake);
  if (outage.proxy) proxy.setFault(outage.proxy);
  const callsBefore = proxy.count();
  const started = performance.now();
  let answers = 0;
  while (performance.now() - started < OUTAGE_MS) {
    const res = await ask();
    answers++;
    const elapsed = performance.now() - started;
    if (res.status !== 200) problems.push(`${Math.round(elapsed)} ms in: status ${res.status}`);
    else if (res.body.rate !== 100_000)
      problems.push(`${Math.round(elapsed)} ms in: rate ${res.body.rate} (${res.body.source}), not the last live one`);
    // Until the first failed refresh, the just-expired book is still served as live (decision 002).
    else if (elapsed > 1_800 && !(res.body.source === 'cached' && res.body.stale === true && res.body.staleReason === outage.reason)) {
      problems.push(`${Math.round(elapsed)} ms in: ${JSON.stringify(res.body)}`);
    }
    // Cached answers need no upstream at all; the margin is for a busy machine.
    if (res.ms > 1_500) problems.push(`${Math.round(elapsed)} ms in: answer took ${Math.round(res.ms)} ms`);
    await sleep(100);
  }
  const outageCalls = proxy.count() - callsBefore;
  // Backing off (1 s, 2 s, 4 s… or Retry-After) keeps the upstream from being hammered.
  if (outageCalls > 4) problems.push(`${outageCalls} upstream calls in ${OUTAGE_MS} ms of outage (${answers} visitor requests)`);
  if (outage.honoursLongRetryAfter && outageCalls !== 1)
    problems.push(`${outageCalls} calls while asked to wait 30 s (expected exactly 1)`);

  fake.setMode('ok');
  proxy.setFault({ kind: 'pass' });
  if (outage.honoursLongRetryAfter) {
    // Back to ok, but the upstream asked for 30 s: still cached, still no call.
    await sleep(1_500);
    const res = await ask();
    if (res.body.source !== 'cached' || proxy.count() - callsBefore !== 1)
      problems.push(`called again inside Retry-After: ${JSON.stringify(res.body)}`);
    return problems;
  }
  const recoverBy = performance.now() + 8_000;
  let last = await ask();
  while (last.body.source !== 'live' && performance.now() < recoverBy) {
    await sleep(200);
    last = await ask();
  }
  if (last.body.source !== 'live' || last.body.stale !== false) problems.push(`did not recover: ${JSON.stringify(last.body)}`);
  return problems;
}

describe('the upstream fails for many refresh windows', () => {
  it('keeps answering 200 with the last live rate, marked cached with the reason, and recovers', async () => {
    const results = await Promise.all(OUTAGES.map(async (outage) => [outage.name, await runOutage(outage)] as const));
    expect(Object.fromEntries(results.filter(([, problems]) => problems.length > 0))).toEqual({});
  }, 40_000);

  it('answers within the wait bound while the upstream takes 30 s, API and pages alike', async () => {
    const fake = await startFakeCoinGecko();
    cleanups.push(() => fake.close());
    // The upstream call gives up after 5 s: an answer that waited for it would take that long.
    const env = { COINGECKO_BASE_URL: fake.url, RATES_FRESH_SECONDS: '1', UPSTREAM_WAIT_MS: '300', UPSTREAM_TIMEOUT_MS: '5000' };
    const site = await startPageTestServer(env, { renderApp });
    cleanups.push(() => site.close());
    expect((await untilLive(site.baseUrl)).source).toBe('live');

    fake.setMode('slow', 30_000);
    const started = performance.now();
    const slow: string[] = [];
    let lastApi: any;
    let pages = 0;
    while (performance.now() - started < 4_000) {
      const api = await timedGet(site.baseUrl, '/api/convert?from=bitcoin&to=eur');
      lastApi = api.body;
      if (api.status !== 200 || api.ms > 300 + 1_200) slow.push(`api ${api.status} in ${Math.round(api.ms)} ms`);
      if (pages++ % 4 === 0) {
        // A query string: rendered now, not served from the stored pages.
        const page = await timedGet(site.baseUrl, `/btc-to-usd?v=${pages}`);
        if (page.status !== 200 || page.ms > 300 + 2_000) slow.push(`page ${page.status} in ${Math.round(page.ms)} ms`);
        if (!page.text.includes('90,000.00') && !page.text.includes('100,000.00')) slow.push('page without the last live rate');
      }
      await sleep(100);
    }
    expect(slow).toEqual([]);
    expect(lastApi).toMatchObject({ rate: 90_000, source: 'cached', stale: true, staleReason: 'upstream-unavailable' });

    // A cold start while the upstream hangs: no stored prices or coin list; the snapshot, soon.
    const cold = await startTestServer(env, { fake });
    cleanups.push(() => cold.close());
    const answer = await timedGet(cold.baseUrl, '/api/convert?from=ethereum&to=usd');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ source: 'snapshot', stale: true });
    // The coin list and the price book each wait at most UPSTREAM_WAIT_MS.
    expect(answer.ms).toBeLessThan(2 * 300 + 1_200);
  }, 30_000);
});

describe('the historical sources hang', () => {
  async function start() {
    const history = await startFakeHistoryUpstreams();
    const proxy = await startFaultProxy(`http://127.0.0.1:${history.port}`);
    const server = await startTestServer({
      ...LIVE_VENUES_UNREACHABLE,
      COINBASE_BASE_URL: `${proxy.origin}/coinbase`,
      DEFILLAMA_BASE_URL: `${proxy.origin}/defillama`,
      BINANCE_BASE_URL: `${proxy.origin}/binance`,
      HISTORY_SOURCES: 'coinbase,defillama,binance',
      UPSTREAM_TIMEOUT_MS: '1000',
      UPSTREAM_WAIT_MS: '300',
    });
    cleanups.push(async () => {
      await server.close();
      await proxy.close();
      await history.close();
    });
    return { server, proxy, history };
  }

  it('serves stored prices at once and answers 503 for the rest, while every source takes 30 s', async () => {
    const { server, proxy, history } = await start();
    const stored = await timedGet(server.baseUrl, '/api/historical-price?currency=bitcoin&date=2020-03-15');
    expect(stored.status).toBe(200);
    proxy.setFault({ kind: 'delay', ms: 30_000 });
    const again = await timedGet(server.baseUrl, '/api/historical-price?currency=bitcoin&date=2020-03-15');
    expect(again).toMatchObject({ status: 200, body: { price: history.priceAt('BTC', '2020-03-15') } });
    expect(again.ms).toBeLessThan(300);
    const missing = await timedGet(server.baseUrl, '/api/historical-price?currency=ethereum&date=2020-03-16');
    expect(missing.status).toBe(503);
    expect(missing.body.error).toContain('unavailable right now');
    // The visitor waits about one UPSTREAM_TIMEOUT_MS at most, however many sources hang.
    expect(missing.ms).toBeLessThan(1_000 + 500);
  }, 20_000);

  /**
   * A visitor waits about one upstream timeout at most (HistoricalPrices' waitMs), the lookup
   * finishing and storing in the background; a source that just failed rests (30 s, doubling),
   * so the next visitor is not made to wait out its timeout again.
   */
  it('answers a missing price within about one upstream timeout while every source hangs', async () => {
    const { server, proxy } = await start();
    proxy.setFault({ kind: 'delay', ms: 30_000 });
    const missing = await timedGet(server.baseUrl, '/api/historical-price?currency=ethereum&date=2020-03-16');
    expect(missing.status).toBe(503);
    expect(missing.ms).toBeLessThan(1_000 + 500);
    const next = await timedGet(server.baseUrl, '/api/historical-price?currency=ethereum&date=2020-03-17');
    expect(next.ms).toBeLessThan(1_000 + 500);
  }, 20_000);
});

describe('visitors and the upstream call budget', () => {
  /**
   * KNOWN ISSUE, not fixed here (server/services.ts wires CoinGecko's history calls to the same
   * UpstreamBudget as the price refresh, with no share kept for prices): on the keyless plan
   * (5 calls a minute) two calculator lookups of recent dates use up the minute, and every
   * visitor's rate turns stale, "rate-limited", for up to a minute. Anyone can keep the rates
   * stale by asking for recent dates that are not stored yet (empty days are asked again each
   * time). Wanted: price refreshes keep their share of the budget (history takes only spare
   * calls, or falls through to the keyless sources when the budget is tight). Make this `it` then.
   */
  it('historical lookups cannot starve the live price refresh', async () => {
    const fake = await startFakeCoinGecko();
    cleanups.push(() => fake.close());
    const server = await startTestServer({ UPSTREAM_CALLS_PER_MINUTE: '5', RATES_FRESH_SECONDS: '1', UPSTREAM_WAIT_MS: '300' }, { fake });
    cleanups.push(() => server.close());
    expect((await untilLive(server.baseUrl)).source).toBe('live');
    for (let days = 1; days <= 4; days++) {
      const date = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
      await server.get(`/api/historical-price?currency=bitcoin&date=${date}`);
    }
    await sleep(1_300);
    const { body } = await server.get('/api/convert?from=bitcoin&to=usd');
    expect(body).toMatchObject({ source: 'live', stale: false });
  }, 20_000);
});

// ---- (c) the SQLite file is deleted while running -----------------------------------------------

describe('the data folder goes away', () => {
  it('keeps answering when the SQLite file, then the whole data folder, is deleted; a restart recreates the store', async () => {
    const fake = await startFakeCoinGecko();
    const history = await startFakeHistoryUpstreams();
    cleanups.push(
      () => fake.close(),
      () => history.close(),
    );
    const dataDir = tempDir('faults-deleted-');
    const env = {
      COINGECKO_BASE_URL: fake.url,
      ...LIVE_VENUES_UNREACHABLE,
      COINBASE_BASE_URL: history.urls.coinbase,
      DEFILLAMA_BASE_URL: history.urls.defillama,
      BINANCE_BASE_URL: history.urls.binance,
      HISTORY_SOURCES: 'coinbase,defillama,binance',
      RATES_FRESH_SECONDS: '1',
      UPSTREAM_WAIT_MS: '200',
    };
    let site = await startPageTestServer(env, { dataDir });
    cleanups.push(() => site.close());
    const get = (path: string) => timedGet(site.baseUrl, path);
    expect((await untilLive(site.baseUrl)).source).toBe('live');
    expect((await get('/api/historical-price?currency=bitcoin&date=2020-03-15')).status).toBe(200);
    await site.staticPages.regenerateAll();

    for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, `rates.sqlite${suffix}`), { force: true });
    await sleep(1_300); // a refresh window passes: the next price book is written to the deleted file
    expect((await get('/api/convert?from=bitcoin&to=usd')).body).toMatchObject({ rate: 100_000 });
    expect((await get('/api/historical-price?currency=ethereum&date=2020-03-15')).status).toBe(200);
    expect((await get('/api/historical-price?currency=bitcoin&date=2020-03-15')).status).toBe(200);

    rmSync(dataDir, { recursive: true, force: true });
    await sleep(1_300);
    expect((await get('/api/convert?from=bitcoin&to=eur')).status).toBe(200);
    // A day not asked before (known to the fake with or without the shared CSV).
    expect((await get('/api/historical-price?currency=bitcoin&date=2020-03-16')).status).toBe(200);
    const page = await get('/btc-to-usd');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>');
    // Regenerating the static pages recreates their folder.
    await site.staticPages.regenerateAll();
    expect(existsSync(join(dataDir, 'static-pages', 'btc-to-usd.html'))).toBe(true);

    await site.close();
    cleanups.pop();
    site = await startPageTestServer(env, { dataDir });
    cleanups.push(() => site.close());
    expect(existsSync(join(dataDir, 'rates.sqlite'))).toBe(true);
    expect(await untilLive(site.baseUrl)).toMatchObject({ rate: 100_000, source: 'live' });
    expect((await get('/api/historical-price?currency=bitcoin&date=2020-03-15')).body.price).toBe(history.priceAt('BTC', '2020-03-15'));
    expect((await get('/btc-to-usd')).status).toBe(200);
    expect(integrityCheck(dataDir)).toBe('ok');
  }, 30_000);
});

// ---- (d) the SQLite file is corrupt at start ----------------------------------------------------

describe('a corrupt SQLite file at start', () => {
  /** A data folder with a stored price book and one historical price, as a running site leaves it. */
  async function populatedDataDir(history: FakeHistoryUpstreams, fake: FakeCoinGecko): Promise<string> {
    const dataDir = tempDir('faults-corrupt-');
    const s = await startTestServer(
      { ...LIVE_VENUES_UNREACHABLE, COINBASE_BASE_URL: history.urls.coinbase, HISTORY_SOURCES: 'coinbase' },
      { fake, dataDir },
    );
    expect((await untilLive(s.baseUrl)).source).toBe('live');
    expect((await s.get('/api/historical-price?currency=bitcoin&date=2020-03-15')).status).toBe(200);
    await s.close();
    return dataDir;
  }

  const CORRUPTIONS: [string, (file: string) => void, { movedAside: boolean }][] = [
    ['garbage over the whole file', (file) => writeFileSync(file, createRng(7).bytes(statSync(file).size)), { movedAside: true }],
    [
      'garbage over every page after the first',
      (file) => {
        const bytes = readFileSync(file);
        createRng(8)
          .bytes(bytes.length - 4096)
          .copy(bytes, 4096);
        writeFileSync(file, bytes);
      },
      { movedAside: true },
    ],
    ['the file cut in half', (file) => truncateSync(file, Math.floor(statSync(file).size / 2)), { movedAside: true }],
    [
      'a directory where the file should be',
      (file) => {
        rmSync(file);
        mkdirSync(file);
      },
      { movedAside: true },
    ],
    // SQLite ignores a WAL whose header and checksums do not match: the data file is intact.
    ['garbage in the WAL file only', (file) => writeFileSync(`${file}-wal`, createRng(9).bytes(8192)), { movedAside: false }],
  ];

  it.each(CORRUPTIONS)(
    'starts and serves with %s',
    async (_name, corrupt, { movedAside }) => {
      const fake = await startFakeCoinGecko();
      const history = await startFakeHistoryUpstreams();
      cleanups.push(
        () => fake.close(),
        () => history.close(),
      );
      const dataDir = await populatedDataDir(history, fake);
      corrupt(join(dataDir, 'rates.sqlite'));

      // Every upstream unreachable: what is served comes from the store or the snapshot.
      const s = await startTestServer(
        { COINGECKO_BASE_URL: `${UNREACHABLE}/api/v3`, HISTORY_SOURCES: 'coinbase', UPSTREAM_WAIT_MS: '200' },
        { fake, dataDir },
      );
      cleanups.push(() => s.close());
      const aside = readdirSync(dataDir).filter((f) => /^rates\.sqlite\.corrupt-\d+$/.test(f));
      const convert = await s.get('/api/convert?from=bitcoin&to=usd');
      expect(convert.status).toBe(200);
      const stored = await s.get('/api/historical-price?currency=bitcoin&date=2020-03-15');
      if (movedAside) {
        expect(aside).toHaveLength(1);
        expect(convert.body).toMatchObject({ source: 'snapshot', stale: true });
        expect(stored.status).toBe(503); // the store starts empty and no source answers
      } else {
        expect(aside).toEqual([]);
        // The stored book (not the snapshot's 104,600): live while younger than the window, then cached.
        expect(convert.body.rate).toBe(100_000);
        expect(['live', 'cached']).toContain(convert.body.source);
        expect(stored.body).toMatchObject({ price: history.priceAt('BTC', '2020-03-15'), source: 'coinbase' });
      }
      expect(integrityCheck(dataDir)).toBe('ok');
    },
    20_000,
  );
});

// ---- (e) the server is killed mid-write ---------------------------------------------------------

type Child = { process: ChildProcess; baseUrl: string };
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

async function startChild(env: Record<string, string>): Promise<Child> {
  const { child, port } = await spawnChildServer(env);
  children.add(child);
  return { process: child, baseUrl: `http://127.0.0.1:${port}` };
}

function stopChild(child: Child, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.process.exitCode !== null || child.process.signalCode !== null) return resolve();
    child.process.once('exit', () => resolve());
    child.process.kill(signal);
  });
}

/** Every stored page is whole: the template's end and its render time are there. */
function staticPageProblems(dir: string): { broken: string[]; temp: string[]; pages: number } {
  const broken: string[] = [];
  const temp: string[] = [];
  let pages = 0;
  const walk = (folder: string) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) {
        pages++;
        const html = readFileSync(path, 'utf8');
        if (!html.trimEnd().endsWith('</html>') || !html.includes('og:updated_time')) broken.push(path);
      } else temp.push(path);
    }
  };
  walk(dir);
  return { broken, temp, pages };
}

type Asked = { path: string; body: unknown };

describe('the server is killed mid-write', () => {
  it('loses no answered historical price, keeps the price book, and leaves no half-written page', async () => {
    const fake = await startFakeCoinGecko();
    const history = await startFakeHistoryUpstreams();
    cleanups.push(
      () => fake.close(),
      () => history.close(),
    );
    const dataDir = tempDir('faults-killed-');
    const live = {
      DATA_DIR: dataDir,
      COINGECKO_BASE_URL: fake.url,
      ...LIVE_VENUES_UNREACHABLE,
      COINBASE_BASE_URL: history.urls.coinbase,
      DEFILLAMA_BASE_URL: history.urls.defillama,
      BINANCE_BASE_URL: history.urls.binance,
      HISTORY_SOURCES: 'coinbase,defillama,binance',
      INDEXNOW_ENDPOINT: `${UNREACHABLE}/indexnow`,
      UPSTREAM_CALLS_PER_MINUTE: '100000',
      CHILD_STATIC_PAGES_LOOP_MS: '20',
      CHILD_CLIENT_DIR: tempDir('faults-client-'),
    };

    // Questions with an answer in the fake: single days and short ranges, coins from both
    // Coinbase (BTC, ETH, LTC) and DefiLlama (the rest), in a seeded order.
    const rng = createRng(2026);
    const coins = Object.entries(FAKE_HISTORY_COIN_IDS).filter(([id]) => id !== 'tether');
    const questions: string[] = [];
    // With the shared CSV every third day of 2019–2021 has prices; without it (a clean clone)
    // only the fake's built-in days do, so every day is tried.
    const csv = hasSharedDailyCsv();
    const [firstDay, lastDay, step] = csv ? ['2019-01-01', '2021-12-31', 3] : ['2015-07-01', '2022-01-05', 1];
    for (let day = Date.parse(firstDay); day < Date.parse(lastDay); day += 86_400_000 * step) {
      const date = new Date(day).toISOString().slice(0, 10);
      for (const [id, symbol] of coins) {
        if (history.priceAt(symbol, date) === undefined) continue;
        questions.push(
          rng.chance(0.85)
            ? `/api/historical-price?currency=${id}&date=${date}`
            : `/api/historical-range?currency=${id}&from=${date}&to=${new Date(day + 86_400_000 * rng.int(5, 40)).toISOString().slice(0, 10)}`,
        );
      }
    }
    for (let i = questions.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [questions[i], questions[j]] = [questions[j]!, questions[i]!];
    }
    expect(questions.length).toBeGreaterThan(0);

    const answered: Asked[] = [];
    const tempFiles = new Set<string>();
    let next = 0;
    for (let round = 0; round < 3; round++) {
      const child = await startChild(live);
      expect((await untilLive(child.baseUrl)).source).toBe('live');
      // The child writes static pages in a loop; let the first land, so every kill can hit one.
      for (let waited = 0; staticPageProblems(join(dataDir, 'static-pages')).pages === 0 && waited < 10_000; waited += 50) await sleep(50);
      // Kill after a few dozen answers, while eight more questions are in flight (fewer when
      // the fake has only its built-in prices, without the shared CSV).
      const killAt = answered.length + Math.max(1, Math.min(rng.int(30, 90), Math.floor((questions.length - next) / (2 * (3 - round)))));
      let killed: Promise<void> | null = null;
      await mapBounded(Array.from({ length: 8 }), 8, async () => {
        while (!killed && next < questions.length) {
          const path = questions[next++]!;
          let res: Response;
          try {
            res = await fetch(`${child.baseUrl}${path}`);
            if (res.status !== 200) continue;
            const body: unknown = await res.json();
            answered.push({ path, body });
          } catch {
            break; // the server is gone mid-request: that question was never answered
          }
          if (answered.length >= killAt && !killed) killed = stopChild(child, 'SIGKILL');
        }
      });
      await (killed ?? stopChild(child, 'SIGKILL'));
      expect(integrityCheck(dataDir)).toBe('ok');
      const pages = staticPageProblems(join(dataDir, 'static-pages'));
      expect(pages.broken).toEqual([]);
      expect(pages.pages).toBeGreaterThan(0);
      for (const file of pages.temp) tempFiles.add(file);
    }
    expect(answered.length).toBeGreaterThanOrEqual(Math.min(90, Math.floor(questions.length / 4)));

    // Restart with every upstream unreachable: only the store can answer now.
    // The key is durable state, kept apart from the rates cache.
    const settings = new Database(join(dataDir, 'state.sqlite'), { readonly: true });
    const key = (settings.prepare("SELECT value FROM setting WHERE key = 'indexnow-key'").get() as { value: string } | undefined)?.value;
    settings.close();
    const offline = await startChild({
      ...live,
      COINGECKO_BASE_URL: `${UNREACHABLE}/api/v3`,
      ...LIVE_VENUES_UNREACHABLE,
      COINBASE_BASE_URL: UNREACHABLE,
      DEFILLAMA_BASE_URL: UNREACHABLE,
      BINANCE_BASE_URL: UNREACHABLE,
      CHILD_STATIC_PAGES_LOOP_MS: '0',
    });
    const lost: string[] = [];
    await mapBounded(answered, 8, async ({ path, body }) => {
      const again = await timedGet(offline.baseUrl, path);
      if (again.status !== 200 || JSON.stringify(again.body) !== JSON.stringify(body))
        lost.push(`${path}: ${again.status} ${again.text.slice(0, 120)}`);
    });
    expect(lost).toEqual([]);
    // The stored price book, not the snapshot's 104,600 (live while younger than the 60 s window).
    const book = (await timedGet(offline.baseUrl, '/api/convert?from=bitcoin&to=usd')).body;
    expect(book.rate).toBe(100_000);
    expect(['live', 'cached']).toContain(book.source);
    expect(key).toBeTruthy();
    const keyFile = await timedGet(offline.baseUrl, `/${key}.txt`);
    expect(keyFile).toMatchObject({ status: 200, text: key });
    const page = await timedGet(offline.baseUrl, '/btc-to-usd');
    expect(page.status).toBe(200);
    expect(page.text).toContain('og:updated_time');
    await stopChild(offline, 'SIGTERM');
    expect(integrityCheck(dataDir)).toBe('ok');
    // Temp files a kill leaves behind are never served (only *.html is read), but they stay.
    if (tempFiles.size > 0) console.log(`static pages: ${tempFiles.size} leftover temp file(s) after kills, e.g. ${[...tempFiles][0]}`);
  }, 60_000);
});
