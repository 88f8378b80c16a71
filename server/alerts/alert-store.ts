import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Alert, AlertRule, PushSubscriptionInput } from '@shared/schemas/alerts';
import Database from 'better-sqlite3';
import { normalizePushEndpoint } from './push-endpoint';

/**
 * What the server keeps for price alerts (decision 020): a browser's push subscription (endpoint and
 * keys, nothing else: no address, no user agent) and its alert rules. SQLite by default; Redis
 * when the fleet shares state (redis-alert-store.ts). Alerts are visitors' data, so this is its
 * own file, never moved aside like the rates cache.
 */
export type StoredSubscription = PushSubscriptionInput & { id: string };
export type StoredAlert = Alert & { subscriptionId: string; locale: string };

/**
 * What registering an alert did: added it; refused it because the browser already keeps its
 * limit of alerts; or refused it because the endpoint is registered with another auth secret
 * (only the holder of that secret may change the subscription, or its keys would let anyone
 * who learns the endpoint take its alerts over).
 */
export type AddAlertResult = { kind: 'added'; alert: StoredAlert } | { kind: 'full' } | { kind: 'not-owner' };

export interface AlertStore {
  /**
   * Saves the subscription (a known one only with its current auth secret, which may refresh
   * its p256dh) and adds the alert, unless it already has `limit` alerts. Atomic.
   */
  addAlert(
    subscription: PushSubscriptionInput,
    rule: Required<AlertRule>,
    locale: string,
    now: Date,
    limit: number,
  ): Promise<AddAlertResult>;
  /** The subscription with this endpoint (any spelling of it), if its auth secret matches. */
  findSubscription(endpoint: string, auth: string): Promise<StoredSubscription | null>;
  alertsOf(subscriptionId: string): Promise<StoredAlert[]>;
  /** Deletes one of the subscription's alerts; whether it existed. */
  deleteAlert(subscriptionId: string, alertId: string): Promise<boolean>;
  /** Every alert with its subscription (endpoint normalised), for a check. */
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

/** A digest of an endpoint string as it is (the endpoint itself is a secret capability). */
export function endpointDigest(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('base64url').slice(0, 32);
}

/** A subscription's id: the digest of its normalised endpoint, the same for every spelling. */
export function subscriptionId(endpoint: string): string {
  return endpointDigest(normalizePushEndpoint(endpoint));
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
  return { id: row.id, endpoint: normalizePushEndpoint(row.endpoint), keys: { p256dh: row.p256dh, auth: row.auth } };
}

/** Opens (creating) `alerts.sqlite` under `dataDir`; closing the store closes the file. */
export function openSqliteAlertStore(dataDir: string): AlertStore {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'alerts.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  return { ...sqliteAlertStore(db), close: () => db.close() };
}

/**
 * The alert store in an open database (its tables are created when missing). The database
 * stays the caller's: `close()` leaves it open. Nothing relies on the connection's
 * foreign_keys setting: a subscription's alerts are deleted with it explicitly.
 *
 * Rows written before endpoints were normalised hold the endpoint as the browser sent it (and
 * an id digested from that): a lookup tries the normalised spelling first, then the spelling
 * given, which is what that browser sends again.
 */
export function sqliteAlertStore(db: Database.Database): AlertStore {
  db.exec(SCHEMA);
  const selectByEndpoint = db.prepare<[string], SubscriptionRow>(
    'SELECT id, endpoint, p256dh, auth FROM push_subscription WHERE endpoint = ?',
  );
  const insertSubscription = db.prepare<[string, string, string, string, string]>(
    'INSERT INTO push_subscription (id, endpoint, p256dh, auth, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const setP256dh = db.prepare<[string, string]>('UPDATE push_subscription SET p256dh = ? WHERE id = ?');
  const countAlerts = db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM price_alert WHERE subscription_id = ?');
  const insertAlert = db.prepare(
    'INSERT INTO price_alert (id, subscription_id, from_id, to_id, direction, threshold, amount, repeat, locale, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const selectAlerts = db.prepare<[string], AlertRow>('SELECT * FROM price_alert WHERE subscription_id = ? ORDER BY created_at, id');
  const removeAlert = db.prepare<[string, string]>('DELETE FROM price_alert WHERE subscription_id = ? AND id = ?');
  const selectAll = db.prepare<[], AlertRow & { endpoint: string; p256dh: string; auth: string }>(
    'SELECT a.*, s.endpoint, s.p256dh, s.auth FROM price_alert a JOIN push_subscription s ON s.id = a.subscription_id ORDER BY a.created_at, a.id',
  );
  const claimAlert = db.prepare<[number, string, number]>('UPDATE price_alert SET claimed_until = ? WHERE id = ? AND claimed_until <= ?');
  const setSent = db.prepare<[string, string]>('UPDATE price_alert SET last_sent_at = ?, claimed_until = 0 WHERE id = ?');
  const removeAlertsOf = db.prepare<[string]>('DELETE FROM price_alert WHERE subscription_id = ?');
  const removeSubscription = db.prepare<[string]>('DELETE FROM push_subscription WHERE id = ?');

  /** The rows an endpoint may be stored under: its normal spelling first, then (older rows) the one given. */
  const rowsFor = (endpoint: string): SubscriptionRow[] => {
    const normal = normalizePushEndpoint(endpoint);
    const rows = [selectByEndpoint.get(normal)];
    if (endpoint !== normal) rows.push(selectByEndpoint.get(endpoint));
    return rows.filter((row): row is SubscriptionRow => row !== undefined);
  };

  const add = db.transaction(
    (subscription: PushSubscriptionInput, rule: Required<AlertRule>, locale: string, now: Date, limit: number): AddAlertResult => {
      const { p256dh, auth } = subscription.keys;
      const existing = rowsFor(subscription.endpoint)[0];
      let id: string;
      if (existing) {
        if (!sameSecret(existing.auth, auth)) return { kind: 'not-owner' };
        if (existing.p256dh !== p256dh) setP256dh.run(p256dh, existing.id);
        id = existing.id;
      } else {
        const normal = normalizePushEndpoint(subscription.endpoint);
        id = endpointDigest(normal);
        insertSubscription.run(id, normal, p256dh, auth, now.toISOString());
      }
      if (countAlerts.get(id)!.n >= limit) return { kind: 'full' };
      const alertId = newAlertId();
      insertAlert.run(alertId, id, rule.from, rule.to, rule.direction, rule.threshold, rule.amount, rule.repeat, locale, now.toISOString());
      return { kind: 'added', alert: { id: alertId, subscriptionId: id, ...rule, locale, createdAt: now.toISOString(), lastSentAt: null } };
    },
  );
  const removeSubscriptionAndAlerts = db.transaction((id: string) => {
    removeAlertsOf.run(id);
    removeSubscription.run(id);
  });

  return {
    // IMMEDIATE: the write lock is taken before the owner is read, so another connection to the
    // file cannot register the same endpoint in between.
    addAlert: async (subscription, rule, locale, now, limit) => add.immediate(subscription, rule, locale, now, limit),
    findSubscription: async (endpoint, auth) => {
      const row = rowsFor(endpoint).find((candidate) => sameSecret(candidate.auth, auth));
      return row ? toSubscription(row) : null;
    },
    alertsOf: async (id) => selectAlerts.all(id).map(toAlert),
    deleteAlert: async (id, alertId) => removeAlert.run(id, alertId).changes > 0,
    everyAlert: async () =>
      selectAll.all().map((row) => ({
        alert: toAlert(row),
        subscription: toSubscription({ id: row.subscription_id, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth }),
      })),
    claim: async (alertId, untilMs, nowMs) => claimAlert.run(untilMs, alertId, nowMs).changes > 0,
    markSent: async (alertId, at) => void setSent.run(at.toISOString(), alertId),
    deleteSubscription: async (id) => removeSubscriptionAndAlerts(id),
    close: () => undefined,
  };
}
