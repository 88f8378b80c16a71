import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { SharedState } from '../shared-state/redis-client';
import { ensureRedisServer, type RedisProcess, startRedisServer } from '../testing/redis-server';
import { type AlertStore, openSqliteAlertStore } from './alert-store';
import { redisAlertStore } from './redis-alert-store';

const subscription = (n: number) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/device-${n}`,
  keys: { p256dh: 'B'.repeat(87), auth: `secret-${n}-0123456789ab` },
});
const rule = { from: 'bitcoin', to: 'usd', direction: 'above' as const, threshold: 200_000, amount: 1, repeat: 'once' as const };
const at = new Date('2026-11-24T12:00:00Z');

/** The same promises from both stores: what the routes and the checker rely on. */
function contract(name: string, open: () => Promise<{ store: AlertStore; close: () => Promise<void> }>) {
  describe(name, () => {
    let store: AlertStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(() => close());

    it('keeps a subscription’s alerts apart from another’s, up to the limit', async () => {
      const a = await store.addAlert(subscription(1), rule, 'de', at, 2);
      await store.addAlert(subscription(1), { ...rule, threshold: 300_000 }, 'de', new Date(at.getTime() + 1), 2);
      expect(await store.addAlert(subscription(1), rule, 'de', at, 2)).toBeNull();
      await store.addAlert(subscription(2), rule, 'en', at, 2);
      const mine = await store.findSubscription(subscription(1).endpoint, subscription(1).keys.auth);
      expect(mine?.keys).toEqual(subscription(1).keys);
      expect((await store.alertsOf(mine!.id)).map((x) => x.threshold)).toEqual([200_000, 300_000]);
      expect(a).toMatchObject({ ...rule, locale: 'de', lastSentAt: null });
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
  });
}

contract('the SQLite alert store', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'alerts-'));
  const store = openSqliteAlertStore(dir);
  return {
    store,
    close: async () => {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

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
      close: async () => {
        state.redis.disconnect();
      },
    };
  });
});
