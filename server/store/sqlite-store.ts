import { accessSync, constants, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Logger } from '../lib/logger';
import { describeFault, storageFault } from './sqlite-faults';
import {
  type CatalogSnapshot,
  decodePriceBook,
  encodePriceBook,
  type RatesStore,
  type StoredFxRate,
  type StoredHistoricalPrice,
} from './rates-store';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS kv (key TEXT PRIMARY KEY, fetched_at INTEGER NOT NULL, body TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS historical_price (
    coin_id TEXT NOT NULL, date TEXT NOT NULL, price_usd REAL NOT NULL, source TEXT NOT NULL,
    PRIMARY KEY (coin_id, date)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS historical_fx (
    currency TEXT NOT NULL, date TEXT NOT NULL, per_usd REAL NOT NULL, rate_date TEXT NOT NULL, source TEXT NOT NULL,
    PRIMARY KEY (currency, date)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS upstream_calls (month TEXT PRIMARY KEY, count INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS indexnow_submission (url TEXT PRIMARY KEY, submitted_at INTEGER NOT NULL) WITHOUT ROWID;
`;

function open(file: string): Database.Database {
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.exec(SCHEMA);
    // Reading every page catches a file that opens but is damaged inside.
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw Object.assign(new Error(`integrity check failed: ${String(check)}`), { code: 'SQLITE_CORRUPT' });
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Opens (creating) `rates.sqlite` under `dataDir`. The store is a cache of upstream data, never a
 * reason not to start: a damaged file is moved aside and rebuilt empty, and a disk that refuses
 * (read-only, full, no permission) leaves the cache in memory for this run, said in one line.
 */
export function openSqliteStore(dataDir: string, logger: Logger): RatesStore {
  const file = join(dataDir, 'rates.sqlite');
  let db: Database.Database;
  try {
    mkdirSync(dataDir, { recursive: true });
    // SQLite says only "unable to open" for a file it may not read: ask first, to say why.
    if (existsSync(file)) accessSync(file, constants.R_OK | constants.W_OK);
    db = open(file);
  } catch (error) {
    // A folder where the file should be is damage too: moved aside like a corrupt file.
    const fault = existsSync(file) && statSync(file).isDirectory() ? 'corrupt' : storageFault(error);
    if (fault === 'corrupt') {
      const aside = `${file}.corrupt-${Date.now()}`;
      logger.error({ err: (error as Error).message, movedTo: aside }, 'rates cache damaged; moved aside, starting a new one');
      try {
        for (const suffix of ['', '-wal', '-shm']) {
          if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix);
        }
        db = open(file);
      } catch (again) {
        db = inMemory(file, again, logger);
      }
    } else {
      db = inMemory(file, error, logger);
    }
  }
  return new SqliteRatesStore(db, logger);
}

function inMemory(file: string, error: unknown, logger: Logger): Database.Database {
  logger.error(
    { file, err: (error as Error).message },
    `rates cache ${file} cannot be used (${describeFault(storageFault(error))}): keeping it in memory for this run`,
  );
  return open(':memory:');
}

class SqliteRatesStore implements RatesStore {
  private readonly getKv: Database.Statement<[string], { fetched_at: number; body: string }>;
  private readonly putKv: Database.Statement<[string, number, string]>;
  private readonly selectPrices: Database.Statement<[string, string, string], { date: string; price_usd: number; source: string }>;
  private readonly upsertPrice: Database.Statement<[string, string, number, string]>;
  private readonly selectFx: Database.Statement<
    [string, string, string],
    { date: string; per_usd: number; rate_date: string; source: string }
  >;
  private readonly putFxTx: (currency: string, rates: readonly StoredFxRate[]) => void;
  private readonly selectCalls: Database.Statement<[string], { count: number }>;
  private readonly incrementCalls: Database.Statement<[string]>;
  private readonly putPricesTx: (coinId: string, prices: readonly StoredHistoricalPrice[]) => void;
  private readonly selectSubmission: Database.Statement<[string], { submitted_at: number }>;
  private readonly markSubmittedTx: (urls: readonly string[], at: number) => void;
  private writeFailing = false;

  constructor(
    private readonly db: Database.Database,
    private readonly logger: Logger,
  ) {
    this.getKv = db.prepare('SELECT fetched_at, body FROM kv WHERE key = ?');
    this.putKv = db.prepare(
      'INSERT INTO kv (key, fetched_at, body) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET fetched_at = excluded.fetched_at, body = excluded.body',
    );
    this.selectPrices = db.prepare(
      'SELECT date, price_usd, source FROM historical_price WHERE coin_id = ? AND date BETWEEN ? AND ? ORDER BY date',
    );
    this.upsertPrice = db.prepare(
      'INSERT INTO historical_price (coin_id, date, price_usd, source) VALUES (?, ?, ?, ?) ON CONFLICT(coin_id, date) DO NOTHING',
    );
    this.selectFx = db.prepare(
      'SELECT date, per_usd, rate_date, source FROM historical_fx WHERE currency = ? AND date BETWEEN ? AND ? ORDER BY date',
    );
    const insertFx = db.prepare(
      'INSERT INTO historical_fx (currency, date, per_usd, rate_date, source) VALUES (?, ?, ?, ?, ?) ON CONFLICT(currency, date) DO NOTHING',
    );
    this.putFxTx = db.transaction((currency: string, rates: readonly StoredFxRate[]) => {
      for (const r of rates) insertFx.run(currency, r.date, r.perUsd, r.rateDate, r.source);
    });
    this.selectCalls = db.prepare('SELECT count FROM upstream_calls WHERE month = ?');
    this.incrementCalls = db.prepare(
      'INSERT INTO upstream_calls (month, count) VALUES (?, 1) ON CONFLICT(month) DO UPDATE SET count = count + 1',
    );
    this.selectSubmission = db.prepare('SELECT submitted_at FROM indexnow_submission WHERE url = ?');
    const upsertSubmission = db.prepare(
      'INSERT INTO indexnow_submission (url, submitted_at) VALUES (?, ?) ON CONFLICT(url) DO UPDATE SET submitted_at = excluded.submitted_at',
    );
    this.markSubmittedTx = db.transaction((urls: readonly string[], at: number) => {
      for (const url of urls) upsertSubmission.run(url, at);
    });
    this.putPricesTx = db.transaction((coinId: string, prices: readonly StoredHistoricalPrice[]) => {
      for (const p of prices) this.upsertPrice.run(coinId, p.date, p.priceUsd, p.source);
    });
  }

  loadPriceBook() {
    return this.readKv('price-book', decodePriceBook);
  }

  savePriceBook(book: Parameters<RatesStore['savePriceBook']>[0], fetchedAt: number) {
    this.writeKv('price-book', fetchedAt, encodePriceBook(book));
  }

  loadCatalog() {
    return this.readKv('catalog', (text) => JSON.parse(text) as CatalogSnapshot);
  }

  saveCatalog(catalog: CatalogSnapshot, fetchedAt: number) {
    this.writeKv('catalog', fetchedAt, JSON.stringify(catalog));
  }

  getHistoricalPrices(coinId: string, from: string, to: string): StoredHistoricalPrice[] {
    return this.selectPrices.all(coinId, from, to).map((r) => ({ date: r.date, priceUsd: r.price_usd, source: r.source }));
  }

  putHistoricalPrices(coinId: string, prices: readonly StoredHistoricalPrice[]) {
    if (prices.length > 0) this.write(() => this.putPricesTx(coinId, prices));
  }

  getHistoricalFx(currency: string, from: string, to: string): StoredFxRate[] {
    return this.selectFx.all(currency, from, to).map((r) => ({ date: r.date, perUsd: r.per_usd, rateDate: r.rate_date, source: r.source }));
  }

  putHistoricalFx(currency: string, rates: readonly StoredFxRate[]) {
    if (rates.length > 0) this.write(() => this.putFxTx(currency, rates));
  }

  callsInMonth(month: string): number {
    return this.selectCalls.get(month)?.count ?? 0;
  }

  addCall(month: string) {
    this.write(() => this.incrementCalls.run(month));
  }

  loadSetting(key: string): string | null {
    return this.getKv.get(`setting:${key}`)?.body ?? null;
  }

  saveSetting(key: string, value: string) {
    this.writeKv(`setting:${key}`, Date.now(), value);
  }

  lastSubmitted(urls: readonly string[]): Map<string, number> {
    const found = new Map<string, number>();
    for (const url of urls) {
      const row = this.selectSubmission.get(url);
      if (row) found.set(url, row.submitted_at);
    }
    return found;
  }

  markSubmitted(urls: readonly string[], at: number) {
    if (urls.length > 0) this.write(() => this.markSubmittedTx(urls, at));
  }

  close() {
    this.db.close();
  }

  /**
   * A cache write the disk refuses (full, read-only) is skipped: the value stays in memory and
   * is fetched again next time. Logged once until a write succeeds again.
   */
  private write(run: () => unknown): void {
    try {
      run();
      if (this.writeFailing) this.logger.info('rates cache writable again');
      this.writeFailing = false;
    } catch (error) {
      if (!this.writeFailing)
        this.logger.error({ err: (error as Error).message }, `rates cache not saved: ${describeFault(storageFault(error))}`);
      this.writeFailing = true;
    }
  }

  private readKv<T>(key: string, decode: (text: string) => T) {
    const row = this.getKv.get(key);
    if (!row) return null;
    try {
      return { value: decode(row.body), fetchedAt: row.fetched_at };
    } catch (error) {
      this.logger.warn({ key, err: (error as Error).message }, 'stored value unreadable; ignoring it');
      return null;
    }
  }

  private writeKv(key: string, fetchedAt: number, body: string) {
    this.write(() => this.putKv.run(key, fetchedAt, body));
  }
}
