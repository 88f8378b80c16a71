import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Alert, AlertRule, PushSubscriptionInput } from '@shared/schemas/alerts';
import Database from 'better-sqlite3';

/**
 * What the server keeps for price alerts (issue 20): a browser's push subscription (endpoint and
 * keys, nothing else: no address, no user agent) and its alert rules. SQLite by default; Redis
 * when the fleet shares state (redis-alert-store.ts). Alerts are visitors' data, so this is its
 * own file, never moved aside like the rates cache.
 */
export type StoredSubscription = PushSubscriptionInput & { id: string };
export type StoredAlert = Alert & { subscriptionId: string; locale: string };

export interface AlertStore {
  /** Saves the subscription (or refreshes its keys) and adds the alert; null when it already has `limit` alerts. */
  addAlert(subscription: PushSubscriptionInput, rule: Required<AlertRule>, locale: string, now: Date, limit: number): Promise<StoredAlert | null>;
  /** The subscription with this endpoint, if its auth secret matches. */
  findSubscription(endpoint: string, auth: string): Promise<StoredSubscription | null>;
  alertsOf(subscriptionId: string): Promise<StoredAlert[]>;
  /** Deletes one of the subscription's alerts; whether it existed. */
  deleteAlert(subscriptionId: string, alertId: string): Promise<boolean>;
  /** Every alert with its subscription, for a check. */
  everyAlert(): Promise<{ alert: StoredAlert; subscription: StoredSubscription }[]>;
  /**
   * Takes the right to notify for an alert until `untilMs` (one instance of a fleet sends it);
   * false when another holder has it.
   */
  claim(alertId: string, untilMs: number, nowMs: number): Promise<boolean>;
  markSent(alertId: string, at: Date): Promise<void>;
  /** Removes a subscription the push service says is gone, with its alerts. */
  deleteSubscription(subscriptionId: string): Promise<void>;
  close(): void;
}

/** Compares secrets in constant time. */
export function sameSecret(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A subscription's id: a digest of its endpoint (the endpoint itself is a secret capability). */
export function subscriptionId(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('base64url').slice(0, 32);
}

export function newAlertId(): string {
  return randomBytes(12).toString('base64url');
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS push_subscription (
    id TEXT PRIMARY KEY, endpoint TEXT NOT NULL UNIQUE, p256dh TEXT NOT NULL, auth TEXT NOT NULL, created_at TEXT NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS price_alert (
    id TEXT PRIMARY KEY, subscription_id TEXT NOT NULL REFERENCES push_subscription(id) ON DELETE CASCADE,
    from_id TEXT NOT NULL, to_id TEXT NOT NULL, direction TEXT NOT NULL, threshold REAL NOT NULL, amount REAL NOT NULL,
    repeat TEXT NOT NULL, locale TEXT NOT NULL, created_at TEXT NOT NULL, last_sent_at TEXT, claimed_until INTEGER NOT NULL DEFAULT 0
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS price_alert_subscription ON price_alert (subscription_id);
`;

type AlertRow = {
  id: string;
  subscription_id: string;
  from_id: string;
  to_id: string;
  direction: Alert['direction'];
  threshold: number;
  amount: number;
  repeat: Alert['repeat'];
  locale: string;
  created_at: string;
  last_sent_at: string | null;
};
type SubscriptionRow = { id: string; endpoint: string; p256dh: string; auth: string };

function toAlert(row: AlertRow): StoredAlert {
  return {
    id: row.id,
    subscriptionId: row.subscription_id,
    from: row.from_id,
    to: row.to_id,
    direction: row.direction,
    threshold: row.threshold,
    amount: row.amount,
    repeat: row.repeat,
    locale: row.locale,
    createdAt: row.created_at,
    lastSentAt: row.last_sent_at,
  };
}

function toSubscription(row: SubscriptionRow): StoredSubscription {
  return { id: row.id, endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } };
}

/** Opens (creating) `alerts.sqlite` under `dataDir`. */
export function openSqliteAlertStore(dataDir: string): AlertStore {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'alerts.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  const upsertSubscription = db.prepare(
    'INSERT INTO push_subscription (id, endpoint, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth',
  );
  const countAlerts = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM price_alert WHERE subscription_id = ?');
  const insertAlert = db.prepare(
    'INSERT INTO price_alert (id, subscription_id, from_id, to_id, direction, threshold, amount, repeat, locale, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const selectSubscription = db.prepare<[string], SubscriptionRow>('SELECT id, endpoint, p256dh, auth FROM push_subscription WHERE endpoint = ?');
  const selectAlerts = db.prepare<[string], AlertRow>('SELECT * FROM price_alert WHERE subscription_id = ? ORDER BY created_at, id');
  const removeAlert = db.prepare<[string, string]>('DELETE FROM price_alert WHERE subscription_id = ? AND id = ?');
  const selectAll = db.prepare<[], AlertRow & { endpoint: string; p256dh: string; auth: string }>(
    'SELECT a.*, s.endpoint, s.p256dh, s.auth FROM price_alert a JOIN push_subscription s ON s.id = a.subscription_id ORDER BY a.created_at, a.id',
  );
  const claimAlert = db.prepare<[number, string, number]>('UPDATE price_alert SET claimed_until = ? WHERE id = ? AND claimed_until <= ?');
  const setSent = db.prepare<[string, string]>('UPDATE price_alert SET last_sent_at = ?, claimed_until = 0 WHERE id = ?');
  const removeSubscription = db.prepare<[string]>('DELETE FROM push_subscription WHERE id = ?');

  const add = db.transaction((subscription: PushSubscriptionInput, rule: Required<AlertRule>, locale: string, now: Date, limit: number): StoredAlert | null => {
    const id = subscriptionId(subscription.endpoint);
    upsertSubscription.run(id, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth, now.toISOString());
    if (countAlerts.get(id)!.n >= limit) return null;
    const alertId = newAlertId();
    insertAlert.run(alertId, id, rule.from, rule.to, rule.direction, rule.threshold, rule.amount, rule.repeat, locale, now.toISOString());
    return { id: alertId, subscriptionId: id, ...rule, locale, createdAt: now.toISOString(), lastSentAt: null };
  });

  return {
    addAlert: async (subscription, rule, locale, now, limit) => add(subscription, rule, locale, now, limit),
    findSubscription: async (endpoint, auth) => {
      const row = selectSubscription.get(endpoint);
      return row && sameSecret(row.auth, auth) ? toSubscription(row) : null;
    },
    alertsOf: async (id) => selectAlerts.all(id).map(toAlert),
    deleteAlert: async (id, alertId) => removeAlert.run(id, alertId).changes > 0,
    everyAlert: async () =>
      selectAll.all().map((row) => ({ alert: toAlert(row), subscription: toSubscription({ id: row.subscription_id, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth }) })),
    claim: async (alertId, untilMs, nowMs) => claimAlert.run(untilMs, alertId, nowMs).changes > 0,
    markSent: async (alertId, at) => void setSent.run(at.toISOString(), alertId),
    deleteSubscription: async (id) => void removeSubscription.run(id),
    close: () => db.close(),
  };
}
