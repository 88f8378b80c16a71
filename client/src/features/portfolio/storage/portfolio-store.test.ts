import 'fake-indexeddb/auto';
import { PortfolioFileSchema, PortfolioTxSchema } from '@shared/schemas/portfolio';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortfolioTx } from '../engine/types';
import { openPortfolioStore, type PortfolioStore } from './portfolio-store';

const tx = (id: string, time: number): PortfolioTx => ({
  id,
  time,
  type: 'buy',
  wallet: 'Kraken',
  received: { asset: 'bitcoin', amount: 0.1 },
  sent: { asset: 'usd', amount: 5_000 },
});

let store: PortfolioStore | undefined;
afterEach(async () => {
  await store?.replaceAll([]);
  store?.close();
  store = undefined;
});

describe('the browser’s portfolio store', () => {
  it('keeps transactions in time order and adds an imported file’s rows once, however often it comes', async () => {
    store = await openPortfolioStore();
    const file = [tx('a', Date.UTC(2024, 2, 1)), tx('b', Date.UTC(2024, 0, 1))];
    expect(await store.addNew(file)).toMatchObject({ added: 2, existing: 0 });
    expect(await store.addNew([...file, tx('c', Date.UTC(2024, 5, 1))])).toMatchObject({ added: 1, existing: 2, fresh: [{ id: 'c' }] });
    expect((await store.all()).map((t) => t.id)).toEqual(['b', 'a', 'c']);
  });

  it('leaves what it had untouched when a write fails part way', async () => {
    store = await openPortfolioStore();
    await store.addNew([tx('kept', Date.UTC(2024, 0, 1))]);
    // A row without an id cannot be stored: the whole import is refused, the first row with it.
    const broken = [tx('new', Date.UTC(2024, 1, 1)), { ...tx('x', 0), id: undefined } as unknown as PortfolioTx];
    await expect(store.addNew(broken)).rejects.toThrow();
    await expect(store.replaceAll(broken)).rejects.toThrow();
    expect((await store.all()).map((t) => t.id)).toEqual(['kept']);
  });

  it('survives being closed and opened again, settings included', async () => {
    store = await openPortfolioStore();
    await store.put(tx('a', Date.UTC(2024, 0, 1)));
    await store.saveSetting('method', { '2024': 'hifo' });
    store.close();
    store = await openPortfolioStore();
    expect((await store.all()).map((t) => t.id)).toEqual(['a']);
    expect(await store.setting('method')).toEqual({ '2024': 'hifo' });
    await store.remove('a');
    expect(await store.all()).toEqual([]);
  });
});

describe('the portfolio’s file schema', () => {
  it('takes what the store keeps and refuses what does not fit', () => {
    expect(PortfolioTxSchema.safeParse(tx('a', Date.UTC(2024, 0, 1))).success).toBe(true);
    expect(PortfolioTxSchema.safeParse({ ...tx('a', Date.UTC(2024, 0, 1)), received: { asset: 'bitcoin', amount: -1 } }).success).toBe(
      false,
    );
    expect(PortfolioTxSchema.safeParse({ ...tx('a', 0) }).success).toBe(false);
    expect(PortfolioTxSchema.safeParse({ ...tx('a', Date.UTC(2024, 0, 1)), type: 'gift' }).success).toBe(false);
    const file = {
      format: 'cryptocalc-portfolio',
      version: 1,
      exportedAt: '2026-11-28T00:00:00Z',
      transactions: [tx('a', Date.UTC(2024, 0, 1))],
    };
    expect(PortfolioFileSchema.safeParse(file).success).toBe(true);
    expect(PortfolioFileSchema.safeParse({ ...file, version: 2 }).success).toBe(false);
  });
});
