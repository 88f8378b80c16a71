import { accessSync, constants, existsSync, mkdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Logger } from '../lib/logger';
import { StartupError } from '../lib/startup-error';
import { describeFault, type StorageFault, storageFault } from './sqlite-faults';

/**
 * What visitors and the operator leave with the site and cannot be fetched again: the VAPID and
 * IndexNow keys and every price alert (decision 021). It lives in `state.sqlite`, apart from the
 * rates cache (`rates.sqlite`), which may be discarded and rebuilt; this file never is. Damaged or
 * unreadable, it stops the site with one line; on a read-only or full disk the site starts and
 * serves, with what needs a write answering 503 and /readyz not ready until it can write again.
 */
export type StateStore = {
  readonly file: string;
  /** `writable`; `read-only`: opened for reading only (the disk refused writes at start); `unavailable`: no file could be opened. */
  readonly mode: 'writable' | 'read-only' | 'unavailable';
  /** The open database (null when unavailable), for the alert store that shares it. */
  readonly db: Database.Database | null;
  loadSetting(key: string): string | null;
  /** Throws the storage error when the disk refuses. */
  saveSetting(key: string, value: string): void;
  /** Whether a write goes through now (a small write, at most every few seconds): /readyz. */
  canWrite(): Promise<boolean>;
  close(): void;
};

export const STATE_FILE = 'state.sqlite';
/** The file alerts lived in before keys joined them; renamed to STATE_FILE on first start. */
const LEGACY_ALERTS_FILE = 'alerts.sqlite';
const WRITE_PROBE_MS = 5_000;
const UPSERT_SETTING =
  'INSERT INTO setting (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at';

const SCHEMA = `CREATE TABLE IF NOT EXISTS setting (key TEXT PRIMARY KEY, value TEXT NOT NULL, updated_at INTEGER NOT NULL) WITHOUT ROWID;`;

function damaged(file: string, detail: string): StartupError {
  return new StartupError(
    `${file} is damaged (${detail}). It holds this site's VAPID and IndexNow keys and every price alert, so it is never replaced by itself: restore it from a backup, or move it away to start with new keys and no alerts.`,
  );
}

function denied(file: string): StartupError {
  return new StartupError(
    `${file} cannot be opened: permission denied. Give the user running the site read and write access to it and to its folder.`,
  );
}

/** Throws the one-line StartupError for faults a person must fix; returns the fault otherwise. */
function fatalOr(file: string, error: unknown): StorageFault {
  const fault = storageFault(error);
  if (fault === 'corrupt') throw damaged(file, (error as Error).message);
  if (fault === 'permission') throw denied(file);
  return fault;
}

function openWritable(file: string): Database.Database {
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    // Alerts and keys are worth a sync per commit.
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.exec(SCHEMA);
    checkIntact(db, file);
    // SQLite quietly opens a write-protected file read-only: only a real write proves it writable.
    db.prepare(UPSERT_SETTING).run('write-probe', String(Date.now()), Date.now());
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function checkIntact(db: Database.Database, file: string): void {
  const check = String(db.pragma('quick_check', { simple: true }));
  if (check !== 'ok') throw damaged(file, `integrity check: ${check.slice(0, 200)}`);
}

/** Moves alerts.sqlite (and its WAL) to state.sqlite once; keeps using the old name if it cannot. */
function stateFile(dataDir: string): string {
  const file = join(dataDir, STATE_FILE);
  const legacy = join(dataDir, LEGACY_ALERTS_FILE);
  if (existsSync(file) || !existsSync(legacy)) return file;
  try {
    for (const suffix of ['', '-wal', '-shm']) if (existsSync(legacy + suffix)) renameSync(legacy + suffix, file + suffix);
    return file;
  } catch {
    return legacy;
  }
}

export function openStateStore(dataDir: string, logger: Logger): StateStore {
  let file = join(dataDir, STATE_FILE);
  let db: Database.Database | null = null;
  let mode: StateStore['mode'] = 'writable';
  try {
    mkdirSync(dataDir, { recursive: true });
    file = stateFile(dataDir);
    if (existsSync(file)) accessSync(file, constants.R_OK | constants.W_OK);
    db = openWritable(file);
  } catch (error) {
    if (error instanceof StartupError) throw error;
    const fault = fatalOr(file, error);
    db = openReadOnly(file);
    mode = db ? 'read-only' : 'unavailable';
    logger.error(
      { file, fault, err: (error as Error).message },
      db
        ? `${file} opened read-only: ${describeFault(fault)}. Price alerts cannot be added until the disk takes writes again.`
        : `${file} cannot be ${existsSync(file) ? 'read' : 'created'}: ${describeFault(fault)}. Price alerts are off until the disk takes writes again (new keys need a restart).`,
    );
  }

  const probe = { at: 0, ok: mode === 'writable' };
  let select = db?.prepare<[string], { value: string }>('SELECT value FROM setting WHERE key = ?');
  let upsert = mode === 'writable' ? db!.prepare<[string, string, number]>(UPSERT_SETTING) : null;

  /** Read-only or unavailable since start: once the disk takes writes again, the file is opened for writing. */
  const reopen = (): boolean => {
    // The read-only connection goes first: it may hold the WAL that the writable one must recover.
    db?.close();
    db = null;
    try {
      const writable = openWritable(file);
      db = writable;
      mode = 'writable';
      select = db.prepare('SELECT value FROM setting WHERE key = ?');
      upsert = db.prepare(UPSERT_SETTING);
      logger.info({ file }, `${file} writable again`);
      return true;
    } catch (error) {
      if (error instanceof StartupError) throw error;
      db = openReadOnly(file);
      select = db?.prepare('SELECT value FROM setting WHERE key = ?');
      return false;
    }
  };

  return {
    file,
    get mode() {
      return mode;
    },
    get db() {
      return db;
    },
    loadSetting: (key) => select?.get(key)?.value ?? null,
    saveSetting: (key, value) => {
      if (!upsert) throw Object.assign(new Error(`${file} is not writable`), { code: 'SQLITE_READONLY' });
      upsert.run(key, value, Date.now());
    },
    async canWrite() {
      const now = Date.now();
      if (now - probe.at < WRITE_PROBE_MS) return probe.ok;
      probe.at = now;
      if (!upsert && !reopen()) {
        probe.ok = false;
        return false;
      }
      try {
        upsert!.run('write-probe', String(now), now);
        probe.ok = true;
      } catch (error) {
        if (probe.ok)
          logger.error({ file, err: (error as Error).message }, `${file} cannot be written: ${describeFault(storageFault(error))}`);
        probe.ok = false;
      }
      return probe.ok;
    },
    close: () => db?.close(),
  };
}

/**
 * The file for reading only, when the disk refuses writes; null when it does not exist, cannot be
 * read or holds no state yet (an empty file left by a start on a full disk).
 */
function openReadOnly(file: string): Database.Database | null {
  if (!existsSync(file)) return null;
  // A WAL-mode file needs its -shm, which a read-only or full disk cannot make when the last run
  // closed cleanly (and removed it): then every commit is in the file itself (no -wal, or an empty
  // one left by the failed open), so a copy of it read as a rollback-journal database holds
  // exactly what the file does.
  const wal = `${file}-wal`;
  const db =
    tryReadOnly(file, () => new Database(file, { readonly: true, fileMustExist: true })) ??
    (existsSync(wal) && statSync(wal).size > 0
      ? null
      : tryReadOnly(file, () => new Database(walHeaderCleared(readFileSync(file)), { readonly: true })));
  if (db && !db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'setting'").get()) {
    db.close();
    return null;
  }
  return db;
}

/** The database image with its header saying rollback journal instead of WAL (bytes 18 and 19). */
function walHeaderCleared(bytes: Buffer): Buffer {
  if (bytes.length >= 100 && bytes[18] === 2 && bytes[19] === 2) bytes[18] = bytes[19] = 1;
  return bytes;
}

/** Opens and checks; throws the one-line StartupError for damage, null for a disk that refuses. */
function tryReadOnly(file: string, open: () => Database.Database): Database.Database | null {
  let db: Database.Database;
  try {
    db = open();
  } catch (error) {
    fatalOr(file, error);
    return null;
  }
  try {
    checkIntact(db, file);
    return db;
  } catch (error) {
    db.close();
    if (error instanceof StartupError) throw error;
    fatalOr(file, error);
    return null;
  }
}
