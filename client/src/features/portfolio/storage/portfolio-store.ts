import { type DBSchema, type IDBPDatabase, type IDBPObjectStore, openDB } from 'idb';
import type { PortfolioTx } from '../engine/types';
import { PORTFOLIO_DB, PORTFOLIO_DB_VERSION, TX_STORE } from './db-names';

/**
 * The visitor's transactions, kept in this browser only (IndexedDB, decision 025): nothing goes
 * to the server. Writes of many rows (an import, a restore) are one IndexedDB transaction, so a
 * file that fails part way leaves what was there untouched.
 */

interface PortfolioDb extends DBSchema {
  transactions: { key: string; value: PortfolioTx; indexes: { time: number } };
  settings: { key: string; value: unknown };
}

export type PortfolioStore = {
  all(): Promise<PortfolioTx[]>;
  put(tx: PortfolioTx): Promise<void>;
  remove(id: string): Promise<void>;
  /** Adds the transactions whose ids are new; says how many were added (and which) and how many were there already. */
  addNew(txs: readonly PortfolioTx[]): Promise<{ added: number; existing: number; fresh: PortfolioTx[] }>;
  /** Everything replaced by `txs` (a restore), all or nothing. */
  replaceAll(txs: readonly PortfolioTx[]): Promise<void>;
  setting<T>(key: string): Promise<T | undefined>;
  saveSetting(key: string, value: unknown): Promise<void>;
  close(): void;
};

export async function openPortfolioStore(): Promise<PortfolioStore> {
  const db: IDBPDatabase<PortfolioDb> = await openDB<PortfolioDb>(PORTFOLIO_DB, PORTFOLIO_DB_VERSION, {
    upgrade(database) {
      const transactions = database.createObjectStore(TX_STORE, { keyPath: 'id' });
      transactions.createIndex('time', 'time');
      database.createObjectStore('settings');
    },
  });
  return {
    all: () => db.getAllFromIndex('transactions', 'time'),
    put: async (tx) => {
      await db.put('transactions', tx);
    },
    remove: (id) => db.delete('transactions', id),
    addNew: (txs) =>
      allOrNothing(db, async (store) => {
        // One read of every key, then every write queued at once: awaiting each of 10,000 rows
        // in turn costs seconds (the bench script), queuing them costs one transaction.
        const known = new Set(await store.getAllKeys());
        const fresh = new Map<string, PortfolioTx>();
        for (const tx of txs) if (!known.has(tx.id)) fresh.set(tx.id, tx);
        await everyRequest([...fresh.values()], (tx) => store.add(tx));
        return { added: fresh.size, existing: txs.length - fresh.size, fresh: [...fresh.values()] };
      }),
    replaceAll: (txs) =>
      allOrNothing(db, async (store) => {
        await store.clear();
        await everyRequest(txs, (tx) => store.put(tx));
      }),
    setting: async <T>(key: string) => (await db.get('settings', key)) as T | undefined,
    saveSetting: async (key, value) => {
      await db.put('settings', value, key);
    },
    close: () => db.close(),
  };
}

/**
 * Queues one request per item, waits for all, then fails with the first failure. A request may
 * also throw as it is made (a row without an id does); the ones made before it are aborted with
 * the transaction, and each of their rejections must be heard, not left unhandled.
 */
async function everyRequest<T>(items: readonly T[], write: (item: T) => Promise<unknown>): Promise<void> {
  // In batches, each queued once the one before has been written: the transaction stays open
  // while requests are pending, and the page's thread is free between batches (each request
  // copies its row on this thread).
  for (let start = 0; start < items.length; start += WRITE_BATCH) {
    const requests: Promise<unknown>[] = [];
    for (const item of items.slice(start, start + WRITE_BATCH)) {
      try {
        requests.push(write(item));
      } catch (error) {
        requests.push(Promise.reject(error));
        break;
      }
    }
    const failed = (await Promise.allSettled(requests)).find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  }
}

const WRITE_BATCH = 500;

type WriteStore = IDBPObjectStore<PortfolioDb, ['transactions'], 'transactions', 'readwrite'>;

/**
 * Runs `work` in one read-write transaction and aborts it on any error: IndexedDB commits what
 * was done when a call throws instead of failing its request (a row without an id does).
 */
async function allOrNothing<T>(db: IDBPDatabase<PortfolioDb>, work: (store: WriteStore) => Promise<T>): Promise<T> {
  const write = db.transaction('transactions', 'readwrite');
  try {
    const result = await work(write.store);
    await write.done;
    return result;
  } catch (error) {
    try {
      write.abort();
    } catch {
      // Already finished aborting.
    }
    await write.done.catch(() => undefined);
    throw error;
  }
}
