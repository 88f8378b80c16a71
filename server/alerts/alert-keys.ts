import webpush from 'web-push';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { StartupError } from '../lib/startup-error';
import type { SharedState } from '../shared-state/redis-client';
import { redisPersistence } from '../shared-state/redis-persistence';
import type { RatesStore } from '../store/rates-store';
import { describeFault, isStorageCondition, storageFault } from '../store/sqlite-faults';
import type { StateStore } from '../store/state-store';
import { REDIS_AWAY } from './alert-availability';
import { loadVapidKeys, VAPID_KEYS_SETTING, type VapidKeys } from './vapid-keys';

const INDEXNOW_KEY_SETTING = 'indexnow-key';
const NO_KEYS = 'Price alerts are off on this server for now: it cannot store its signing keys (its data folder is read-only or full).';
const NOT_PERSISTED = 'Price alerts are off on this site: its shared store does not keep data across a restart.';

/**
 * Keys kept in rates.sqlite before the durable state existed move to state.sqlite once, so an
 * upgrade keeps the VAPID pair every subscription is bound to and the IndexNow key search
 * engines verified.
 */
export function adoptLegacySettings(cache: Pick<RatesStore, 'loadSetting'>, state: StateStore, logger: Logger): void {
  if (state.mode !== 'writable') return;
  for (const key of [VAPID_KEYS_SETTING, INDEXNOW_KEY_SETTING]) {
    if (state.loadSetting(key) !== null) continue;
    const old = cache.loadSetting(key);
    if (old === null) continue;
    state.saveSetting(key, old);
    logger.info({ key, file: state.file }, 'key moved from the rates cache to the durable state');
  }
}

/**
 * The VAPID pair: from the environment, else the durable state, else generated and saved there.
 * When the state cannot keep a new pair (read-only or full disk at first start), alerts stay off
 * for this run: a pair that is not kept would be replaced at the next start and orphan every
 * subscription made with it, so the one generated here is never handed to a browser.
 */
export function loadKeys(env: Env, state: StateStore, logger: Logger): { vapid: VapidKeys; alertsOff: string | null } {
  const subject = env.VAPID_SUBJECT || `mailto:alerts@${new URL(env.SITE_URL).hostname}`;
  try {
    const vapid = loadVapidKeys({
      publicKey: env.VAPID_PUBLIC_KEY || undefined,
      privateKey: env.VAPID_PRIVATE_KEY || undefined,
      subject,
      store: state,
    });
    return { vapid, alertsOff: null };
  } catch (error) {
    if (!isStorageCondition(error)) throw new StartupError((error as Error).message);
    logger.error(
      { file: state.file, err: (error as Error).message },
      `price alerts off: the VAPID key pair cannot be saved (${describeFault(storageFault(error))})`,
    );
    const unused = webpush.generateVAPIDKeys();
    return { vapid: { ...unused, subject }, alertsOff: NO_KEYS };
  }
}

/** Saves a generated key; when the disk refuses, says the key will change at the next start. */
export function keepSetting(state: StateStore, key: string, value: string, logger: Logger): void {
  try {
    state.saveSetting(key, value);
  } catch (error) {
    logger.error(
      { key, file: state.file, err: (error as Error).message },
      `${key} could not be saved (${describeFault(storageFault(error))}): it will change at the next start`,
    );
  }
}

/**
 * In a fleet, alerts live in Redis, so they run only while Redis is known to persist (checked at
 * each connection, as a restarted Redis may have another configuration). Returns why alerts are
 * refused now, or null.
 */
export function watchPersistence(shared: SharedState, logger: Logger): () => string | null {
  let known: 'unknown' | 'persists' | 'not-persisted' = 'unknown';
  const check = async () => {
    try {
      const result = await redisPersistence(shared.redis);
      if (result.persists) {
        if (known !== 'persists') logger.info({ how: result.how }, 'redis persists its data: price alerts on');
        known = 'persists';
      } else {
        if (known !== 'not-persisted') {
          logger.error(
            `Price alerts are off: ${result.why}; a Redis restart would delete every alert. Turn on appendonly (or save) in its configuration.`,
          );
        }
        known = 'not-persisted';
      }
    } catch {
      // Redis went away mid-check: its next 'ready' asks again.
    }
  };
  shared.redis.on('ready', () => void check());
  if (shared.ready) void check();
  return () => (known === 'persists' ? null : known === 'not-persisted' ? NOT_PERSISTED : REDIS_AWAY);
}
