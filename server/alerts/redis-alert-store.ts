import type { Alert, AlertRule, PushSubscriptionInput } from '@shared/schemas/alerts';
import type { SharedState } from '../shared-state/redis-client';
import { type AlertStore, newAlertId, sameSecret, type StoredAlert, type StoredSubscription, subscriptionId } from './alert-store';

/**
 * The alert store of a fleet (REDIS_URL): every instance sees the same subscriptions and
 * alerts, and a claim (SET NX with an expiry) lets exactly one of them notify for an alert.
 *   {prefix}alerts:all                  set of alert ids
 *   {prefix}alerts:alert:{id}           the alert, JSON (with its subscription id and locale)
 *   {prefix}alerts:sub:{id}             the subscription, JSON
 *   {prefix}alerts:sub:{id}:alerts      set of its alert ids
 *   {prefix}alerts:claim:{alertId}      who may notify now
 */
export function redisAlertStore(state: SharedState): AlertStore {
  const redis = state.redis;
  const all = state.key('alerts:all');
  const alertKey = (id: string) => state.key(`alerts:alert:${id}`);
  const subKey = (id: string) => state.key(`alerts:sub:${id}`);
  const subAlerts = (id: string) => state.key(`alerts:sub:${id}:alerts`);

  const readSubscription = async (id: string): Promise<StoredSubscription | null> => {
    const text = await redis.get(subKey(id));
    return text ? (JSON.parse(text) as StoredSubscription) : null;
  };
  const readAlerts = async (ids: string[]): Promise<StoredAlert[]> => {
    if (ids.length === 0) return [];
    const texts = await redis.mget(ids.map(alertKey));
    return texts.filter((t): t is string => t !== null).map((t) => JSON.parse(t) as StoredAlert);
  };
  const byCreation = (a: Alert, b: Alert) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

  return {
    async addAlert(subscription: PushSubscriptionInput, rule: Required<AlertRule>, locale: string, now: Date, limit: number) {
      const id = subscriptionId(subscription.endpoint);
      const stored: StoredSubscription = { id, endpoint: subscription.endpoint, keys: subscription.keys };
      await redis.set(subKey(id), JSON.stringify(stored));
      if ((await redis.scard(subAlerts(id))) >= limit) return null;
      const alert: StoredAlert = { id: newAlertId(), subscriptionId: id, ...rule, locale, createdAt: now.toISOString(), lastSentAt: null };
      await redis.multi().set(alertKey(alert.id), JSON.stringify(alert)).sadd(subAlerts(id), alert.id).sadd(all, alert.id).exec();
      return alert;
    },
    async findSubscription(endpoint, auth) {
      const found = await readSubscription(subscriptionId(endpoint));
      return found && found.endpoint === endpoint && sameSecret(found.keys.auth, auth) ? found : null;
    },
    async alertsOf(id) {
      return (await readAlerts(await redis.smembers(subAlerts(id)))).sort(byCreation);
    },
    async deleteAlert(id, alertId) {
      const removed = await redis.srem(subAlerts(id), alertId);
      if (removed === 0) return false;
      await redis.multi().del(alertKey(alertId)).srem(all, alertId).exec();
      return true;
    },
    async everyAlert() {
      const alerts = (await readAlerts(await redis.smembers(all))).sort(byCreation);
      const subscriptions = new Map<string, StoredSubscription | null>();
      const out: { alert: StoredAlert; subscription: StoredSubscription }[] = [];
      for (const alert of alerts) {
        if (!subscriptions.has(alert.subscriptionId)) subscriptions.set(alert.subscriptionId, await readSubscription(alert.subscriptionId));
        const subscription = subscriptions.get(alert.subscriptionId);
        if (subscription) out.push({ alert, subscription });
      }
      return out;
    },
    async claim(alertId, untilMs, nowMs) {
      const ttl = Math.max(1, untilMs - nowMs);
      return (await redis.set(state.key(`alerts:claim:${alertId}`), '1', 'PX', ttl, 'NX')) === 'OK';
    },
    async markSent(alertId, at) {
      const text = await redis.get(alertKey(alertId));
      if (text) await redis.set(alertKey(alertId), JSON.stringify({ ...(JSON.parse(text) as StoredAlert), lastSentAt: at.toISOString() }), 'XX');
      await redis.del(state.key(`alerts:claim:${alertId}`));
    },
    async deleteSubscription(id) {
      const ids = await redis.smembers(subAlerts(id));
      const multi = redis.multi().del(subKey(id), subAlerts(id));
      for (const alertId of ids) multi.del(alertKey(alertId)).srem(all, alertId);
      await multi.exec();
    },
    close: () => undefined,
  };
}
