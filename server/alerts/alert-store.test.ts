import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { SharedState } from '../shared-state/redis-client';
import { ensureRedisServer, type RedisProcess, startRedisServer } from '../testing/redis-server';
import { type AlertStore, endpointDigest, openSqliteAlertStore, sqliteAlertStore } from './alert-store';
import { redisAlertStore } from './redis-alert-store';

/** Keys as a browser makes them: an uncompressed P-256 point and a 16-byte secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
}
const keysOf = new Map<number, ReturnType<typeof browserKeys>>();
const subscription = (n: number) => {
  if (!keysOf.has(n)) keysOf.set(n, browserKeys());
  return { endpoint: `https://fcm.googleapis.com/fcm/send/device-${n}`, keys: keysOf.get(n)! };
};
const rule = { from: 'bitcoin', to: 'usd', direction: 'above' as const, threshold: 200_000, amount: 1, repeat: 'once' as const };
const at = new Date('2026-11-24T12:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);

/** The seven ways of writing one endpoint that a browser's push service treats as one. */
const spellings = (path: string) => [
  `https://fcm.googleapis.com${path}`,
  `https://FCM.googleapis.com${path}`,
  `https://fcm.googleapis.com:443${path}`,
  `https://fcm.googleapis.com${path}?`,
  `https://fcm.googleapis.com${path}#a`,
  `https://fcm.googleapis.com/./${path.slice(1)}`,
  `https://fcm.googleapis.com/a/../${path.slice(1)}`,
];

type Opened = {
  store: AlertStore;
  /** Writes a subscription as the store did before endpoints were normalised (raw endpoint, its digest as id). */
  storeRaw: (endpoint: string, keys: { p256dh: string; auth: string }) => Promise<void>;
  close: () => Promise<void>;
};

/** The same promises from both stores: what the routes and the checker rely on. */
function contract(name: string, open: () => Promise<Opened>) {
  describe(name, () => {
    let store: AlertStore;
    let storeRaw: Opened['storeRaw'];
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, storeRaw, close } = await open());
    });
    afterAll(() => close());

    it('keeps a subscription’s alerts apart from another’s, up to the limit', async () => {
      const a = await store.addAlert(subscription(1), rule, 'de', at, 2);
      await store.addAlert(subscription(1), { ...rule, threshold: 300_000 }, 'de', later(1), 2);
      expect(await store.addAlert(subscription(1), rule, 'de', at, 2)).toEqual({ kind: 'full' });
      await store.addAlert(subscription(2), rule, 'en', at, 2);
      const mine = await store.findSubscription(subscription(1).endpoint, subscription(1).keys.auth);
      expect(mine?.keys).toEqual(subscription(1).keys);
      expect((await store.alertsOf(mine!.id)).map((x) => x.threshold)).toEqual([200_000, 300_000]);
      expect(a).toMatchObject({ kind: 'added', alert: { ...rule, locale: 'de', lastSentAt: null } });
      expect(await store.findSubscription(subscription(1).endpoint, subscription(2).keys.auth)).toBeNull();
      expect((await store.everyAlert()).length).toBe(3);
    });

    it('lets one holder claim an alert until the claim lapses; marks it sent', async () => {
      const { alert } = (await store.everyAlert())[0]!;
      const now = Date.now();
      expect(await store.claim(alert.id, now + 60_000, now)).toBe(true);
      expect(await store.claim(alert.id, now + 60_000, now)).toBe(false);
      await store.markSent(alert.id, at);
      expect((await store.everyAlert()).find((e) => e.alert.id === alert.id)?.alert.lastSentAt).toBe(at.toISOString());
      expect(await store.claim(alert.id, now + 60_000, now)).toBe(true);
    });

    it('deletes one alert only for its own subscription, and a gone subscription with all of its alerts', async () => {
      const mine = (await store.findSubscription(subscription(1).endpoint, subscription(1).keys.auth))!;
      const other = (await store.findSubscription(subscription(2).endpoint, subscription(2).keys.auth))!;
      const [first] = await store.alertsOf(mine.id);
      expect(await store.deleteAlert(other.id, first!.id)).toBe(false);
      expect(await store.deleteAlert(mine.id, first!.id)).toBe(true);
      expect(await store.alertsOf(mine.id)).toHaveLength(1);
      await store.deleteSubscription(mine.id);
      expect(await store.findSubscription(subscription(1).endpoint, subscription(1).keys.auth)).toBeNull();
      expect((await store.everyAlert()).map((e) => e.subscription.id)).toEqual([other.id]);
    });

    it('refuses another browser’s keys for a known endpoint, in any spelling, and changes nothing', async () => {
      const owner = subscription(3);
      const added = await store.addAlert(owner, rule, 'en', at, 20);
      expect(added.kind).toBe('added');
      const before = await store.everyAlert();
      const intruder = browserKeys();
      for (const endpoint of spellings('/fcm/send/device-3')) {
        expect(await store.addAlert({ endpoint, keys: intruder }, rule, 'en', later(5), 20), endpoint).toEqual({ kind: 'not-owner' });
        // Copying the owner's public point does not help: only the auth secret counts.
        expect(
          await store.addAlert({ endpoint, keys: { p256dh: owner.keys.p256dh, auth: intruder.auth } }, rule, 'en', later(5), 20),
        ).toEqual({ kind: 'not-owner' });
        expect(await store.findSubscription(endpoint, intruder.auth)).toBeNull();
      }
      const mine = await store.findSubscription(owner.endpoint, owner.keys.auth);
      expect(mine).toEqual({ id: added.kind === 'added' ? added.alert.subscriptionId : '', endpoint: owner.endpoint, keys: owner.keys });
      expect((await store.alertsOf(mine!.id)).map((a) => a.id)).toEqual([added.kind === 'added' ? added.alert.id : '']);
      expect(await store.everyAlert()).toEqual(before);
    });

    it('lets the same secret refresh the subscription’s p256dh', async () => {
      const owner = subscription(4);
      await store.addAlert(owner, rule, 'en', at, 20);
      const refreshed = { ...owner.keys, p256dh: browserKeys().p256dh };
      expect((await store.addAlert({ endpoint: owner.endpoint, keys: refreshed }, rule, 'en', later(1), 20)).kind).toBe('added');
      const mine = await store.findSubscription(owner.endpoint, owner.keys.auth);
      expect(mine?.keys).toEqual(refreshed);
      expect(await store.alertsOf(mine!.id)).toHaveLength(2);
      expect((await store.everyAlert()).filter((e) => e.subscription.id === mine!.id).map((e) => e.subscription.keys)).toEqual([
        refreshed,
        refreshed,
      ]);
    });

    it('takes the seven spellings of one endpoint as one subscription, under one cap', async () => {
      const keys = browserKeys();
      const all = spellings('/fcm/send/device-5');
      for (const [i, endpoint] of all.entries()) {
        expect((await store.addAlert({ endpoint, keys }, rule, 'en', later(i), all.length)).kind, endpoint).toBe('added');
      }
      for (const endpoint of all)
        expect(await store.addAlert({ endpoint, keys }, rule, 'en', later(9), all.length), endpoint).toEqual({ kind: 'full' });
      const found = await Promise.all(all.map((endpoint) => store.findSubscription(endpoint, keys.auth)));
      expect(new Set(found.map((s) => s?.id)).size).toBe(1);
      expect(found[0]).toMatchObject({ endpoint: all[0], keys });
      expect(await store.alertsOf(found[0]!.id)).toHaveLength(7);
      const stored = (await store.everyAlert()).filter((e) => e.subscription.id === found[0]!.id);
      expect(stored.map((e) => e.subscription.endpoint)).toEqual(Array(7).fill(all[0]));
      expect(await store.deleteAlert(found[0]!.id, stored[0]!.alert.id)).toBe(true);
    });

    it('finds a subscription stored before endpoints were normalised by the spelling its browser sends, and keeps it its owner’s', async () => {
      const raw = 'https://FCM.googleapis.com:443/fcm/send/device-6#old';
      const keys = browserKeys();
      await storeRaw(raw, keys);
      const found = await store.findSubscription(raw, keys.auth);
      expect(found).toEqual({ id: endpointDigest(raw), endpoint: 'https://fcm.googleapis.com/fcm/send/device-6', keys });
      const added = await store.addAlert({ endpoint: raw, keys }, rule, 'en', at, 20);
      expect(added).toMatchObject({ kind: 'added', alert: { subscriptionId: found!.id } });
      expect(await store.addAlert({ endpoint: raw, keys: browserKeys() }, rule, 'en', at, 20)).toEqual({ kind: 'not-owner' });
      expect(await store.alertsOf(found!.id)).toHaveLength(1);
      expect((await store.everyAlert()).find((e) => e.subscription.id === found!.id)?.subscription.endpoint).toBe(
        'https://fcm.googleapis.com/fcm/send/device-6',
      );
    });

    it('lets only one of two racing registrations of a new endpoint own it', async () => {
      const endpoint = 'https://fcm.googleapis.com/fcm/send/device-7';
      const [a, b] = [browserKeys(), browserKeys()];
      const results = await Promise.all([
        store.addAlert({ endpoint, keys: a }, rule, 'en', at, 20),
        store.addAlert({ endpoint: `${endpoint}?`, keys: b }, rule, 'en', at, 20),
      ]);
      expect(results.map((r) => r.kind).sort()).toEqual(['added', 'not-owner']);
      const winner = results[0]!.kind === 'added' ? a : b;
      const loser = winner === a ? b : a;
      expect((await store.findSubscription(endpoint, winner.auth))?.keys).toEqual(winner);
      expect(await store.findSubscription(endpoint, loser.auth)).toBeNull();
    });
  });
}

contract('the SQLite alert store', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'alerts-'));
  const store = openSqliteAlertStore(dir);
  // A second connection to the same file, as an older version of the server left rows.
  const db = new Database(join(dir, 'alerts.sqlite'));
  return {
    store,
    storeRaw: async (endpoint, keys) =>
      void db
        .prepare('INSERT INTO push_subscription (id, endpoint, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(endpointDigest(endpoint), endpoint, keys.p256dh, keys.auth, at.toISOString()),
    close: async () => {
      db.close();
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

describe('the SQLite alert store in a database opened elsewhere', () => {
  it('creates its tables there and leaves the database open when closed', async () => {
    const db = new Database(':memory:');
    const store = sqliteAlertStore(db);
    expect((await store.addAlert(subscription(8), rule, 'en', at, 20)).kind).toBe('added');
    store.close();
    expect(db.open).toBe(true);
    const again = sqliteAlertStore(db);
    expect(await again.alertsOf(subscriptionIdOf(8))).toHaveLength(1);
    await again.deleteSubscription(subscriptionIdOf(8));
    expect(db.prepare('SELECT COUNT(*) AS n FROM price_alert').get()).toEqual({ n: 0 });
    db.close();
  });
});
const subscriptionIdOf = (n: number) => endpointDigest(subscription(n).endpoint);

const redisAvailable = ensureRedisServer();
describe.skipIf(!redisAvailable.ok)('with Redis', () => {
  let redis: RedisProcess;
  beforeAll(async () => {
    redis = await startRedisServer();
  }, 30_000);
  afterAll(async () => {
    await redis?.stop();
  });
  contract('the Redis alert store', async () => {
    const state = new SharedState(redis.url, `alerts-test-${process.pid}:`, createLogger('silent'));
    await state.whenReady(5_000);
    return {
      store: redisAlertStore(state),
      storeRaw: async (endpoint, keys) => {
        const id = endpointDigest(endpoint);
        await state.redis.set(state.key(`alerts:sub:${id}`), JSON.stringify({ id, endpoint, keys }));
      },
      close: async () => {
        state.redis.disconnect();
      },
    };
  });
});
