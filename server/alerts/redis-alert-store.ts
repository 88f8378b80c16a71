import type { Alert, AlertRule, PushSubscriptionInput } from '@shared/schemas/alerts';
import type { SharedState } from '../shared-state/redis-client';
import {
  type AddAlertResult,
  type AlertStore,
  endpointDigest,
  newAlertId,
  sameSecret,
  type StoredAlert,
  type StoredSubscription,
} from './alert-store';
import { normalizePushEndpoint } from './push-endpoint';

/**
 * Registers an alert in one step, so that two registrations of one endpoint cannot both win:
 * the subscription under the normal spelling's key, else one stored before endpoints were
 * normalised under the spelling given (KEYS[3], only when it holds exactly that spelling), else a
 * new one under the normal key. A known subscription is changed only with its auth secret
 * (compared as digests, so the comparison does not stop at the first differing character).
 * KEYS: normal subscription, its alert set, older subscription, its alert set, all alerts, the new alert.
 * ARGV: normal subscription JSON, older subscription JSON, auth, limit, alert JSON for each,
 * alert id, the spelling given.
 */
const ADD_ALERT = `
local sub, alerts, subJson, alertJson = KEYS[1], KEYS[2], ARGV[1], ARGV[5]
local current = redis.call('GET', KEYS[1])
if not current and KEYS[3] ~= KEYS[1] then
  local older = redis.call('GET', KEYS[3])
  if older and cjson.decode(older).endpoint == ARGV[8] then
    sub, alerts, subJson, alertJson, current = KEYS[3], KEYS[4], ARGV[2], ARGV[6], older
  end
end
if current and redis.sha1hex(cjson.decode(current).keys.auth) ~= redis.sha1hex(ARGV[3]) then return 'not-owner' end
redis.call('SET', sub, subJson)
if redis.call('SCARD', alerts) >= tonumber(ARGV[4]) then return 'full' end
redis.call('SET', KEYS[6], alertJson)
redis.call('SADD', alerts, ARGV[7])
redis.call('SADD', KEYS[5], ARGV[7])
if sub == KEYS[1] then return 'added' end
return 'added-older'
`;

/**
 * The alert store of a fleet (REDIS_URL): every instance sees the same subscriptions and
 * alerts, and a claim (SET NX with an expiry) lets exactly one of them notify for an alert.
 *   {prefix}alerts:all                  set of alert ids
 *   {prefix}alerts:alert:{id}           the alert, JSON (with its subscription id and locale)
 *   {prefix}alerts:sub:{id}             the subscription, JSON
 *   {prefix}alerts:sub:{id}:alerts      set of its alert ids
 *   {prefix}alerts:claim:{alertId}      who may notify now
 * A subscription's id is the digest of its normalised endpoint; one stored before endpoints were
 * normalised keeps the digest of the spelling its browser sent, and is found by that spelling.
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
  const withNormalEndpoint = (subscription: StoredSubscription): StoredSubscription => ({
    ...subscription,
    endpoint: normalizePushEndpoint(subscription.endpoint),
  });

  return {
    async addAlert(
      subscription: PushSubscriptionInput,
      rule: Required<AlertRule>,
      locale: string,
      now: Date,
      limit: number,
    ): Promise<AddAlertResult> {
      const given = subscription.endpoint;
      const normal = normalizePushEndpoint(given);
      const [id, olderId] = [endpointDigest(normal), endpointDigest(given)];
      const alertId = newAlertId();
      const alertFor = (subscriptionId: string): StoredAlert => ({
        id: alertId,
        subscriptionId,
        ...rule,
        locale,
        createdAt: now.toISOString(),
        lastSentAt: null,
      });
      const reply = (await redis.eval(
        ADD_ALERT,
        6,
        subKey(id),
        subAlerts(id),
        subKey(olderId),
        subAlerts(olderId),
        all,
        alertKey(alertId),
        JSON.stringify({ id, endpoint: normal, keys: subscription.keys } satisfies StoredSubscription),
        JSON.stringify({ id: olderId, endpoint: given, keys: subscription.keys } satisfies StoredSubscription),
        subscription.keys.auth,
        limit,
        JSON.stringify(alertFor(id)),
        JSON.stringify(alertFor(olderId)),
        alertId,
        given,
      )) as 'added' | 'added-older' | 'full' | 'not-owner';
      if (reply === 'added' || reply === 'added-older') return { kind: 'added', alert: alertFor(reply === 'added' ? id : olderId) };
      return { kind: reply };
    },
    async findSubscription(endpoint, auth) {
      const normal = normalizePushEndpoint(endpoint);
      const candidates = endpoint === normal ? [endpointDigest(normal)] : [endpointDigest(normal), endpointDigest(endpoint)];
      for (const id of candidates) {
        const found = await readSubscription(id);
        if (found && normalizePushEndpoint(found.endpoint) === normal && sameSecret(found.keys.auth, auth))
          return withNormalEndpoint(found);
      }
      return null;
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
        if (subscription) out.push({ alert, subscription: withNormalEndpoint(subscription) });
      }
      return out;
    },
    async claim(alertId, untilMs, nowMs) {
      const ttl = Math.max(1, untilMs - nowMs);
      return (await redis.set(state.key(`alerts:claim:${alertId}`), '1', 'PX', ttl, 'NX')) === 'OK';
    },
    async markSent(alertId, at) {
      const text = await redis.get(alertKey(alertId));
      if (text)
        await redis.set(alertKey(alertId), JSON.stringify({ ...(JSON.parse(text) as StoredAlert), lastSentAt: at.toISOString() }), 'XX');
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
