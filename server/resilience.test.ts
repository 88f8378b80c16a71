import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type FakeCoinGecko, startFakeCoinGecko } from './testing/fake-coingecko';
import { type FakePushService, type FakeSubscription, startFakePushService } from './testing/fake-push-service';
import { ensureRedisServer, type RedisProcess, startRedisServer } from './testing/redis-server';
import { runSiteUntilExit, type SiteProcess, startSiteProcess } from './testing/site-process';
import { freePort } from './testing/system-tools';
import { mountTmpfs, type Tmpfs, tmpfsUnavailable } from './testing/tmpfs';
import { LIVE_VENUES_UNREACHABLE, OTHER_UPSTREAMS_UNREACHABLE } from './testing/unreachable-upstreams';

/**
 * Faults under the site as production builds it (createSite, in child processes), judged by
 * what a visitor sees: Redis stopped, frozen or absent at start while visitors keep coming; a
 * data folder that is read-only or full at start, or fills up while the site runs; a damaged
 * rates cache or durable state at start; a fleet configured without keys or persistence.
 * Throughout: the process never ends (nor logs an unhandled rejection), pages and conversions
 * answer 200, the alert routes answer 2xx or a documented 503 (JSON `error` in plain words with
 * Retry-After), never a 500, and nothing waits longer than a request timeout.
 * Scenarios run concurrently, each with its own Redis, port, data folder and tmpfs.
 */

/** A request unanswered by then counts as a hang. */
const REQUEST_TIMEOUT_MS = 5_000;
const ALERT_CHECK_SECONDS = 5;
/** How long Redis is away (stopped, frozen, not yet started) while visitors keep coming. */
const OUTAGE_MS = 30_000;
/** How soon the alert routes must answer 2xx again once Redis is back. */
const RECOVERY_MS = 15_000;
/** Pause between rounds of the load (each round: a page, a conversion, a list and a create at once). */
const LOAD_PAUSE_MS = 150;
/** Never fires: the fake's bitcoin is at 100,000 USD. */
const RULE = { from: 'bitcoin', to: 'usd', direction: 'above', threshold: 10_000_000, repeat: 'daily' } as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const redisAvailable = ensureRedisServer();
if (!redisAvailable.ok) console.warn(`Redis resilience tests skipped: ${redisAvailable.reason}`);
const noTmpfs = tmpfsUnavailable();
if (noTmpfs) console.warn(`DATA_DIR fault tests skipped: ${noTmpfs}`);

let fake: FakeCoinGecko;
let push: FakePushService;

beforeAll(async () => {
  fake = await startFakeCoinGecko();
  push = await startFakePushService();
});

afterAll(async () => {
  await fake?.close();
  await push?.close();
});

/** Everything that points outside stays on 127.0.0.1; inherited keys and Redis are cleared (blank = unset). */
function siteEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    COINGECKO_BASE_URL: fake.url,
    ...LIVE_VENUES_UNREACHABLE,
    ...OTHER_UPSTREAMS_UNREACHABLE,
    PUSH_ALLOWED_HOSTS: new URL(push.origin).host,
    ALERTS_PER_MINUTE: '1000',
    ALERT_CHECK_SECONDS: String(ALERT_CHECK_SECONDS),
    // Each request of the load comes "from" its own address (X-Forwarded-For), so the per-address
    // limits on alerts never answer 429 and every answer says what the fault did.
    TRUST_PROXY: 'loopback',
    VAPID_PUBLIC_KEY: '',
    VAPID_PRIVATE_KEY: '',
    REDIS_URL: '',
    INDEXNOW_KEY: '',
    LOG_LEVEL: 'error',
    ...extra,
  };
}

/** Closers run newest first, even when the test failed. */
function cleanups() {
  const list: (() => unknown)[] = [];
  return {
    add: (fn: () => unknown) => void list.push(fn),
    run: async () => {
      for (const fn of list.splice(0).reverse()) {
        try {
          await fn();
        } catch (error) {
          console.warn('cleanup failed:', error);
        }
      }
    },
  };
}

function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

// ---- requests ---------------------------------------------------------------------------------

type Kind = 'page' | 'convert' | 'list' | 'create' | 'vapid' | 'readyz' | 'key-file';
type Answer = { kind: Kind; status: number; body: any; text: string; retryAfter: string | null; ms: number; at: number; error?: string };

let address = 0;
function nextAddress(): string {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

/** One request with a timeout: status 0 and `error` when it did not answer in time. */
async function call(base: string, kind: Kind, path: string, body?: unknown): Promise<Answer> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-forwarded-for': nextAddress(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // a page or a key file
    }
    return {
      kind,
      status: res.status,
      body: parsed,
      text,
      retryAfter: res.headers.get('retry-after'),
      ms: Math.round(performance.now() - started),
      at: Date.now(),
    };
  } catch (error) {
    return {
      kind,
      status: 0,
      body: null,
      text: '',
      retryAfter: null,
      ms: Math.round(performance.now() - started),
      at: Date.now(),
      error: String(error),
    };
  }
}

const page = (site: SiteProcess) => call(site.base, 'page', '/btc-to-usd');
const convert = (site: SiteProcess) => call(site.base, 'convert', '/api/convert?from=bitcoin&to=usd');
const list = (site: SiteProcess, owner: FakeSubscription) =>
  call(site.base, 'list', '/api/alerts/list', { endpoint: owner.endpoint, auth: owner.keys.auth });
const create = (site: SiteProcess, subscription: FakeSubscription = push.createSubscription()) =>
  call(site.base, 'create', '/api/alerts', { subscription, rule: RULE });
const vapidKey = (site: SiteProcess) => call(site.base, 'vapid', '/api/alerts/vapid-public-key');
const readyz = (site: SiteProcess) => call(site.base, 'readyz', '/readyz');

const ALERT_KINDS: ReadonlySet<Kind> = new Set(['list', 'create', 'vapid']);

/** A 503 as documented for the alert routes: JSON with an `error` in plain words, and Retry-After. */
function isDocumented503(answer: Answer): boolean {
  return (
    answer.status === 503 &&
    typeof answer.body?.error === 'string' &&
    answer.body.error.trim().length > 10 &&
    // Plain words, not an internal error's text.
    !/SQLITE|ENOSPC|EROFS|ECONN|Stream isn't|timed out|Error:|\bat \S+\.ts/i.test(answer.body.error) &&
    answer.retryAfter !== null &&
    /^\d+$/.test(answer.retryAfter)
  );
}

/** What a visitor should never see: pages and conversions not 200, alert routes neither 2xx nor a documented 503, a hang. */
function unexpected(answers: Answer[]): string[] {
  return answers.flatMap((a) => {
    if (a.status === 0) return [`${a.kind}: no answer within ${REQUEST_TIMEOUT_MS} ms (${a.error})`];
    if (a.kind === 'page' || a.kind === 'convert') return a.status === 200 ? [] : [`${a.kind}: ${a.status} ${a.text.slice(0, 300)}`];
    if (a.status >= 200 && a.status < 300) return [];
    if (ALERT_KINDS.has(a.kind) && isDocumented503(a)) return [];
    return [`${a.kind}: ${a.status} retry-after=${a.retryAfter} ${a.text.slice(0, 300)}`];
  });
}

/** Rounds of four concurrent requests (a page, a conversion, the owner's list, a new alert) until `done`. */
async function underLoad(site: SiteProcess, owner: FakeSubscription, done: (round: Answer[]) => boolean): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (;;) {
    const round = await Promise.all([page(site), convert(site), list(site, owner), create(site)]);
    answers.push(...round);
    if (done(round)) return answers;
    await sleep(LOAD_PAUSE_MS);
  }
}

/** Asks until `accept` (or the deadline): for the short start-up moments before Redis or a probe has answered. */
async function until(ask: () => Promise<Answer>, accept: (a: Answer) => boolean, ms = 10_000): Promise<Answer> {
  const deadline = Date.now() + ms;
  let answer = await ask();
  while (!accept(answer) && Date.now() < deadline) {
    await sleep(200);
    answer = await ask();
  }
  return answer;
}

/** The owner's alerts: created (retried through the site's first moments), their ids returned. */
async function createOwnerAlerts(site: SiteProcess, owner: FakeSubscription, count = 3): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const answer = await until(
      () => create(site, owner),
      (a) => a.status === 201,
    );
    if (answer.status !== 201) throw new Error(`the owner's alert was not created: ${answer.status} ${answer.text}`);
    ids.push(answer.body.alert.id);
  }
  return ids;
}

const idsOf = (answer: Answer): string[] => (answer.body?.alerts ?? []).map((alert: { id: string }) => alert.id).sort();

/** Log lines that mean a defect: a promise rejection nothing handled (process-guard kept the process alive). */
const unhandled = (site: SiteProcess) =>
  site
    .logs()
    .filter((line) => /unhandled|uncaught/i.test(line.msg))
    .map((line) => line.msg);

function storedSetting(dataDir: string, key: string): string | null {
  const db = new Database(join(dataDir, 'state.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare<[string], { value: string }>('SELECT value FROM setting WHERE key = ?').get(key)?.value ?? null;
  } finally {
    db.close();
  }
}

// ---- A. Redis goes away while visitors keep coming --------------------------------------------

type RedisFault = 'stopped' | 'frozen' | 'absent at start';

describe.skipIf(!redisAvailable.ok).concurrent('Redis goes away under load (REDIS_URL, alerts in Redis with AOF)', () => {
  const vapid = webpush.generateVAPIDKeys();

  async function scenario(fault: RedisFault) {
    const bag = cleanups();
    try {
      const port = await freePort();
      const redisDir = tempDir('resilience-redis-');
      bag.add(() => rmSync(redisDir, { recursive: true, force: true }));
      const url = `redis://127.0.0.1:${port}`;
      const env = (dataDir: string) =>
        siteEnv(dataDir, {
          REDIS_URL: url,
          REDIS_KEY_PREFIX: 'resilience:',
          VAPID_PUBLIC_KEY: vapid.publicKey,
          VAPID_PRIVATE_KEY: vapid.privateKey,
        });
      const dataDir = tempDir('resilience-redis-site-');
      bag.add(() => rmSync(dataDir, { recursive: true, force: true }));
      const owner = push.createSubscription();
      let redis: RedisProcess | null = null;
      bag.add(() => redis?.stop());
      const ownerIds: string[] = [];

      if (fault === 'absent at start') {
        // An earlier run left the owner's alerts in Redis's AOF; this run starts while Redis is down.
        redis = await startRedisServer({ persist: true, dir: redisDir, port });
        const seedDir = tempDir('resilience-redis-seed-');
        bag.add(() => rmSync(seedDir, { recursive: true, force: true }));
        const seed = await startSiteProcess(env(seedDir));
        bag.add(() => seed.stop(2_000));
        ownerIds.push(...(await createOwnerAlerts(seed, owner)));
        await seed.stop();
        await redis.stop();
      } else {
        redis = await startRedisServer({ persist: true, dir: redisDir, port });
      }

      const site = await startSiteProcess(env(dataDir));
      bag.add(() => site.stop(2_000));
      if (fault !== 'absent at start') ownerIds.push(...(await createOwnerAlerts(site, owner)));
      // The checker has the owner's alerts to go through every ALERT_CHECK_SECONDS.

      const faultAt = Date.now();
      if (fault === 'stopped') await redis.stop();
      if (fault === 'frozen') redis.freeze();
      bag.add(() => redis?.thaw());
      const during = await underLoad(site, owner, () => Date.now() - faultAt >= OUTAGE_MS);
      const exitDuring = site.exit();

      if (fault === 'frozen') redis.thaw();
      else if (fault === 'stopped') await redis.restart();
      else redis = await startRedisServer({ persist: true, dir: redisDir, port });
      const restoredAt = Date.now();
      let recoveredAt: number | null = null;
      const after = await underLoad(site, owner, (round) => {
        const alertsOk = round.filter((a) => ALERT_KINDS.has(a.kind)).every((a) => a.status >= 200 && a.status < 300);
        if (alertsOk && recoveredAt === null) recoveredAt = Date.now();
        if (!alertsOk) recoveredAt = null;
        // Recovered and stayed so for 3 s, or out of time.
        return (recoveredAt !== null && Date.now() - recoveredAt >= 3_000) || Date.now() - restoredAt > RECOVERY_MS + 5_000;
      });
      const ownerList = await list(site, owner);
      // One more check interval with Redis back: the checker's passes go through again.
      await sleep(ALERT_CHECK_SECONDS * 1000 + 500);
      const lastPage = await page(site);
      return { site, during, after, exitDuring, restoredAt, recoveredAt: recoveredAt as number | null, ownerIds, ownerList, lastPage, bag };
    } catch (error) {
      await bag.run();
      throw error;
    }
  }

  it.for<RedisFault>(['stopped', 'frozen', 'absent at start'])(
    'Redis %s for 30 s: pages and conversions 200 throughout, alerts 2xx or a documented 503, back within 15 s with the owner’s alerts',
    { timeout: 120_000 },
    async (fault, { expect }) => {
      const result = await scenario(fault);
      try {
        const { site, during, after, exitDuring, restoredAt, recoveredAt, ownerIds, ownerList, lastPage } = result;
        // Never a 500, never a hang, pages and conversions 200 all along.
        expect(unexpected([...during, ...after])).toEqual([]);
        expect(during.filter((a) => a.kind === 'page').length).toBeGreaterThan(20);
        // The fault reached the visitors: alerts were refused (in plain words) while Redis was away.
        expect(during.filter((a) => a.kind === 'create' && isDocumented503(a)).length).toBeGreaterThan(0);
        // Back within RECOVERY_MS, and 2xx from then on.
        expect(recoveredAt, 'alert routes never answered 2xx again').not.toBeNull();
        expect(recoveredAt! - restoredAt).toBeLessThanOrEqual(RECOVERY_MS);
        expect(unexpected(after.filter((a) => a.at >= recoveredAt!)).length).toBe(0);
        expect(after.filter((a) => a.at >= recoveredAt! && ALERT_KINDS.has(a.kind) && a.status === 503)).toEqual([]);
        // The owner's alerts survived the fault.
        expect(ownerList.status).toBe(200);
        expect(idsOf(ownerList)).toEqual([...ownerIds].sort());
        // The process never ended, and nothing it ran failed unhandled.
        expect(exitDuring).toBeNull();
        expect(site.exit()).toBeNull();
        expect(lastPage.status).toBe(200);
        expect(unhandled(site)).toEqual([]);
        // A failing check is logged once for the outage, not at every pass.
        expect(site.logs().filter((line) => line.level >= 50 && /alert check/i.test(line.msg)).length).toBeLessThanOrEqual(1);
      } finally {
        await result.bag.run();
      }
    },
  );
});

// ---- B. The data folder is read-only or full ---------------------------------------------------

type DiskFault = 'read-only' | 'full';
type EarlierRun = 'no earlier run' | 'state from a run stopped cleanly' | 'state from a killed run';

describe.skipIf(noTmpfs !== null).concurrent(`DATA_DIR read-only or full (tmpfs)${noTmpfs ? ` — skipped: ${noTmpfs}` : ''}`, () => {
  const TMPFS_BYTES = 32 * 1024 * 1024;

  function mounted(bag: ReturnType<typeof cleanups>): Tmpfs {
    const fs = mountTmpfs(TMPFS_BYTES);
    bag.add(() => fs.unmount());
    return fs;
  }

  const CASES: [DiskFault, EarlierRun][] = (['read-only', 'full'] as const).flatMap((disk) =>
    (['no earlier run', 'state from a run stopped cleanly', 'state from a killed run'] as const).map((run): [DiskFault, EarlierRun] => [
      disk,
      run,
    ]),
  );

  it.for(CASES)(
    '%s at start, %s: serves pages and prices, alerts answer 503 in plain words, not ready, no exit; with earlier state, ready again once the disk takes writes',
    { timeout: 60_000 },
    async ([disk, earlier], { expect }) => {
      const bag = cleanups();
      try {
        const fs = mounted(bag);
        const owner = push.createSubscription();
        let kept: { vapid: string; indexnow: string; alertIds: string[] } | null = null;
        if (earlier !== 'no earlier run') {
          const first = await startSiteProcess(siteEnv(fs.dir));
          bag.add(() => first.stop(2_000));
          const key = await vapidKey(first);
          expect(key.status).toBe(200);
          const alertIds = await createOwnerAlerts(first, owner, 2);
          kept = { vapid: key.body.publicKey, indexnow: storedSetting(fs.dir, 'indexnow-key')!, alertIds };
          expect(kept.indexnow).toMatch(/^[0-9a-f]{32}$/);
          expect((await call(first.base, 'key-file', `/${kept.indexnow}.txt`)).text).toBe(kept.indexnow);
          if (earlier === 'state from a killed run') first.child.kill('SIGKILL');
          await first.stop();
          expect(existsSync(join(fs.dir, 'state.sqlite-wal'))).toBe(earlier === 'state from a killed run');
        }
        const filler = disk === 'read-only' ? (fs.readOnly(), null) : fs.fill();

        const site = await startSiteProcess(siteEnv(fs.dir));
        bag.add(() => site.stop(2_000));
        const answers: Answer[] = [await page(site), await convert(site), await page(site)];
        const created = await create(site, owner);
        answers.push(created);
        const ready = await readyz(site);
        expect(ready.status).toBe(503);
        expect(ready.body.checks.state).toEqual({ writable: false });

        // Alerts are refused in plain words with Retry-After: never a 500.
        expect(created.status).toBe(503);
        expect(isDocumented503(created), created.text).toBe(true);
        const key = await vapidKey(site);
        const ownerList = await list(site, owner);
        answers.push(key, ownerList);
        if (kept) {
          // The durable state is read, if not written: the same keys, the owner's alerts listed.
          expect(key.status).toBe(200);
          expect(key.body.publicKey).toBe(kept.vapid);
          expect(ownerList.status).toBe(200);
          expect(idsOf(ownerList)).toEqual([...kept.alertIds].sort());
          const keyFile = await call(site.base, 'key-file', `/${kept.indexnow}.txt`);
          expect([keyFile.status, keyFile.text]).toEqual([200, kept.indexnow]);
        } else {
          // No key pair can be kept: alerts are off for this run, the public key not handed out.
          expect(isDocumented503(key), key.text).toBe(true);
          expect(isDocumented503(ownerList), ownerList.text).toBe(true);
        }

        // A while later (alert checks, price refreshes and their failed writes included): still serving.
        await sleep(ALERT_CHECK_SECONDS * 1000 + 1_000);
        answers.push(await page(site), await convert(site), await create(site));
        expect(unexpected(answers)).toEqual([]);
        expect((await readyz(site)).status).toBe(503);

        // The disk takes writes again: the state file is reopened for writing without a restart.
        if (kept) {
          if (filler) rmSync(filler);
          else fs.writable();
          const deadline = Date.now() + 15_000;
          let ready = 0;
          while (Date.now() < deadline && (ready = (await readyz(site)).status) !== 200) await sleep(500);
          expect(ready).toBe(200);
          expect((await create(site, owner)).status).toBe(201);
          expect(idsOf(await list(site, owner))).toHaveLength(kept.alertIds.length + 1);
        }
        expect(site.exit()).toBeNull();
        expect(unhandled(site)).toEqual([]);
      } finally {
        await bag.run();
      }
    },
  );

  it('fills up while running: creating an alert answers 503 (not 500) and /readyz 503 within 10 s; once space is freed, both recover within 15 s', async ({
    expect,
  }) => {
    const bag = cleanups();
    try {
      const fs = mounted(bag);
      const site = await startSiteProcess(siteEnv(fs.dir));
      bag.add(() => site.stop(2_000));
      const owner = push.createSubscription();
      const ownerIds = await createOwnerAlerts(site, owner, 2);
      expect(
        (
          await until(
            () => readyz(site),
            (a) => a.status === 200,
          )
        ).status,
      ).toBe(200);

      const filler = fs.fill();
      const filledAt = Date.now();
      const answers: Answer[] = [];
      let refused: Answer | null = null;
      let notReadyAt: number | null = null;
      while (Date.now() - filledAt < 10_000 && !(refused && notReadyAt)) {
        const round = await Promise.all([create(site), readyz(site), page(site), convert(site)]);
        answers.push(...round);
        if (!refused && round[0].status !== 201) refused = round[0];
        if (!notReadyAt && round[1].status === 503 && round[1].body?.checks?.state?.writable === false) notReadyAt = Date.now();
        await sleep(250);
      }
      expect(refused, 'every alert was still saved 10 s after the disk filled').not.toBeNull();
      expect(refused!.status).toBe(503);
      expect(isDocumented503(refused!), refused!.text).toBe(true);
      expect(notReadyAt, '/readyz still 200 10 s after the disk filled').not.toBeNull();
      // The owner still sees their alerts (reads need no space).
      const listed = await list(site, owner);
      expect(idsOf(listed)).toEqual([...ownerIds].sort());

      rmSync(filler);
      const freedAt = Date.now();
      let createdAgainAt: number | null = null;
      let readyAgainAt: number | null = null;
      while (Date.now() - freedAt < 15_000 && !(createdAgainAt && readyAgainAt)) {
        const round = await Promise.all([create(site), readyz(site), page(site), convert(site)]);
        answers.push(...round.filter((a) => a.kind !== 'readyz'));
        if (!createdAgainAt && round[0].status === 201) createdAgainAt = Date.now();
        if (!readyAgainAt && round[1].status === 200) readyAgainAt = Date.now();
        await sleep(250);
      }
      expect(createdAgainAt, 'no alert could be created 15 s after space was freed').not.toBeNull();
      expect(readyAgainAt, '/readyz not 200 15 s after space was freed').not.toBeNull();
      expect(unexpected(answers.filter((a) => a.kind !== 'readyz'))).toEqual([]);
      expect(site.exit()).toBeNull();
      expect(unhandled(site)).toEqual([]);
    } finally {
      await bag.run();
    }
  }, 60_000);
});

// ---- C. Keys survive a damaged cache; a damaged state stops the start --------------------------

describe.concurrent('keys and the durable state', () => {
  it('a corrupt rates.sqlite is rebuilt with the same VAPID key, IndexNow key file and alerts; a corrupt state.sqlite stops the start with one line', async ({
    expect,
  }) => {
    const bag = cleanups();
    try {
      const dataDir = tempDir('resilience-keys-');
      bag.add(() => rmSync(dataDir, { recursive: true, force: true }));
      const env = siteEnv(dataDir, { LOG_LEVEL: 'silent' });
      const owner = push.createSubscription();

      const first = await startSiteProcess(env);
      bag.add(() => first.stop(2_000));
      const vapid = (await vapidKey(first)).body.publicKey as string;
      expect(vapid).toMatch(/^[A-Za-z0-9_-]{80,}$/);
      const alertIds = await createOwnerAlerts(first, owner, 2);
      const indexnow = storedSetting(dataDir, 'indexnow-key')!;
      expect(indexnow).toMatch(/^[0-9a-f]{32}$/);
      expect((await call(first.base, 'key-file', `/${indexnow}.txt`)).text).toBe(indexnow);
      expect((await first.stop()).code).toBe(0);

      // Random bytes over the whole rates cache while the site is stopped.
      const rates = join(dataDir, 'rates.sqlite');
      writeFileSync(rates, randomBytes(statSync(rates).size));
      const second = await startSiteProcess(env);
      bag.add(() => second.stop(2_000));
      const answers = [await page(second), await convert(second)];
      expect(unexpected(answers)).toEqual([]);
      expect((await vapidKey(second)).body.publicKey).toBe(vapid);
      const keyFile = await call(second.base, 'key-file', `/${indexnow}.txt`);
      expect([keyFile.status, keyFile.text]).toEqual([200, indexnow]);
      expect(idsOf(await list(second, owner))).toEqual([...alertIds].sort());
      // The damaged cache was moved aside, not deleted, and a new one made.
      expect(readdirSync(dataDir).some((name) => name.startsWith('rates.sqlite.corrupt-'))).toBe(true);
      expect(second.exit()).toBeNull();
      expect((await second.stop()).code).toBe(0);

      // Random bytes over the durable state: the start stops with one line naming it and what to do.
      const state = join(dataDir, 'state.sqlite');
      const garbage = randomBytes(statSync(state).size);
      writeFileSync(state, garbage);
      const run = await runSiteUntilExit(env, { timeoutMs: 30_000 });
      expect(run.code).toBe(1);
      const lines = run.stderr.split('\n').filter((line) => line.trim() !== '');
      expect(lines).toHaveLength(1);
      expect(run.stderr.trim()).toBe(lines[0]);
      expect(lines[0]).toContain(state);
      expect(lines[0]).toMatch(/backup|move it/i);
      // Never replaced by itself.
      expect(readFileSync(state).equals(garbage)).toBe(true);
      expect(readdirSync(dataDir).filter((name) => name.startsWith('state.sqlite'))).toEqual(['state.sqlite']);
    } finally {
      await bag.run();
    }
  }, 90_000);
});

// ---- D. A fleet's configuration ---------------------------------------------------------------

describe.concurrent('a fleet configured without keys or without persistence', () => {
  it('REDIS_URL without a VAPID key pair: exits 1 with one line', async ({ expect }) => {
    const dataDir = tempDir('resilience-fleet-keys-');
    try {
      const run = await runSiteUntilExit(siteEnv(dataDir, { REDIS_URL: 'redis://127.0.0.1:9', LOG_LEVEL: 'silent' }), {
        timeoutMs: 30_000,
      });
      expect(run.code).toBe(1);
      const lines = run.stderr.split('\n').filter((line) => line.trim() !== '');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/VAPID_PUBLIC_KEY/);
      expect(lines[0]).toMatch(/REDIS_URL/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 40_000);

  it.skipIf(!redisAvailable.ok)(
    'a Redis that does not persist: the site serves, alerts answer 503 saying they are off, one error line says why',
    async ({ expect }) => {
      const bag = cleanups();
      try {
        const redis = await startRedisServer();
        bag.add(() => redis.close());
        const dataDir = tempDir('resilience-fleet-volatile-');
        bag.add(() => rmSync(dataDir, { recursive: true, force: true }));
        const vapid = webpush.generateVAPIDKeys();
        const site = await startSiteProcess(
          siteEnv(dataDir, {
            REDIS_URL: redis.url,
            VAPID_PUBLIC_KEY: vapid.publicKey,
            VAPID_PRIVATE_KEY: vapid.privateKey,
            LOG_LEVEL: 'error',
          }),
        );
        bag.add(() => site.stop(2_000));
        const owner = push.createSubscription();
        // Until the first persistence check answers, alerts wait for Redis (503 too); then they are off.
        const refused = await until(
          () => create(site, owner),
          (a) => /off/i.test(a.body?.error ?? ''),
        );
        const answers = [await page(site), await convert(site), refused, await list(site, owner), await create(site)];
        expect(unexpected(answers)).toEqual([]);
        expect(refused.status).toBe(503);
        expect(isDocumented503(refused), refused.text).toBe(true);
        expect(refused.body.error).toMatch(/alerts are off/i);
        expect(answers.filter((a) => a.kind === 'create' || a.kind === 'list').map((a) => a.status)).toEqual([503, 503, 503]);
        const ready = await readyz(site);
        expect(ready.body.checks.redis).toEqual({ ok: true });
        const why = site.logs().filter((line) => line.level >= 50 && /alerts are off/i.test(line.msg));
        expect(why).toHaveLength(1);
        expect(why[0]!.msg).toMatch(/appendonly|save|persist/i);
        expect(site.exit()).toBeNull();
      } finally {
        await bag.run();
      }
    },
    40_000,
  );
});
