import { type DBSchema, type IDBPDatabase, type IDBPObjectStore, openDB } from 'idb';
import type { PortfolioTx } from '../engine/types';

/**
 * The visitor's transactions, kept in this browser only (IndexedDB, decision 025): nothing goes
 * to the server. Writes of many rows (an import, a restore) are one IndexedDB transaction, so a
 * file that fails part way leaves what was there untouched.
 */
const DB_NAME = 'cryptocalc-portfolio';

interface PortfolioDb extends DBSchema {
  transactions: { key: string; value: PortfolioTx; indexes: { time: number } };
  settings: { key: string; value: unknown };
}

export type PortfolioStore = {
  all(): Promise<PortfolioTx[]>;
  put(tx: PortfolioTx): Promise<void>;
  remove(id: string): Promise<void>;
  /** Adds the transactions whose ids are new; says how many were added and how many were there already. */
  addNew(txs: readonly PortfolioTx[]): Promise<{ added: number; existing: number }>;
  /** Everything replaced by `txs` (a restore), all or nothing. */
  replaceAll(txs: readonly PortfolioTx[]): Promise<void>;
  setting<T>(key: string): Promise<T | undefined>;
  saveSetting(key: string, value: unknown): Promise<void>;
  close(): void;
};

export async function openPortfolioStore(): Promise<PortfolioStore> {
  const db: IDBPDatabase<PortfolioDb> = await openDB<PortfolioDb>(DB_NAME, 1, {
    upgrade(database) {
      const transactions = database.createObjectStore('transactions', { keyPath: 'id' });
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
        let added = 0;
        let existing = 0;
        for (const tx of txs) {
          if (await store.getKey(tx.id)) existing++;
          else {
            await store.add(tx);
            added++;
          }
        }
        return { added, existing };
      }),
    replaceAll: (txs) =>
      allOrNothing(db, async (store) => {
        await store.clear();
        for (const tx of txs) await store.put(tx);
      }),
    setting: async <T>(key: string) => (await db.get('settings', key)) as T | undefined,
    saveSetting: async (key, value) => {
      await db.put('settings', value, key);
    },
    close: () => db.close(),
  };
}

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
