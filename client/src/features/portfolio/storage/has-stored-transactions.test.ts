import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTFOLIO_DB } from './db-names';
import { hasStoredTransactions } from './has-stored-transactions';
import { openPortfolioStore } from './portfolio-store';

const deleteDb = () =>
  new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(PORTFOLIO_DB);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });

afterEach(deleteDb);

describe('the light check before the portfolio loads', () => {
  it('finds nothing in a browser that never had a portfolio, and creates no database by asking', async () => {
    expect(await hasStoredTransactions()).toBe(false);
    const names = (await indexedDB.databases()).map((db) => db.name);
    expect(names).not.toContain(PORTFOLIO_DB);
    // The real store still opens and creates its tables afterwards.
    const store = await openPortfolioStore();
    expect(await store.all()).toEqual([]);
    store.close();
  });

  it('says whether the store keeps any transaction', async () => {
    const store = await openPortfolioStore();
    expect(await hasStoredTransactions()).toBe(false);
    await store.put({ id: 'a', time: Date.UTC(2024, 0, 1), type: 'income', wallet: 'W', received: { asset: 'bitcoin', amount: 1 } });
    store.close();
    expect(await hasStoredTransactions()).toBe(true);
  });
});
