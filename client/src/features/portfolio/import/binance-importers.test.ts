import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { binanceStatementImporter, binanceTradesImporter } from './binance-importers';
import { splitMarket } from './binance-pairs';
import type { AssetResolver, ImportPreview } from './import-types';
import { readCsv } from './read-csv';
import { rowId } from './row-id';

const CODES: Record<string, string> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  BNB: 'binancecoin',
  SOL: 'solana',
  USDT: 'tether',
  USDC: 'usd-coin',
  USD: 'usd',
  EUR: 'eur',
  GBP: 'gbp',
  TRY: 'try',
};
const resolve: AssetResolver = (code) => CODES[code] ?? null;
const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
/** The header cells as the page gives them to detect(): the file's first line, read as CSV. */
const headerOf = (text: string) => readCsv(text)[0]?.cells ?? [];
const txAt = (preview: ImportPreview, line: number) => preview.txs.find(({ lines }) => lines[0] === line);
const COINBASE_HEADER = ['ID', 'Timestamp', 'Transaction Type', 'Asset', 'Quantity Transacted'];

describe('Binance spot trade history', () => {
  const text = fixture('binance-trades.csv');
  const preview = binanceTradesImporter.parse(text, resolve);

  it('is recognised by its header, byte-order mark and all, in both versions', () => {
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(binanceTradesImporter.detect(headerOf(text))).toBe(true);
    expect(binanceTradesImporter.detect(headerOf(fixture('binance-trades-old.csv')))).toBe(true);
    expect(binanceTradesImporter.detect(COINBASE_HEADER)).toBe(false);
    expect(binanceTradesImporter.detect(headerOf(fixture('binance-statement.csv')))).toBe(false);
  });

  it('reads a BTC/USDT buy as a convert (USDT is a coin), units and fee coin from the values', () => {
    expect(preview.format).toBe('binance-trades');
    expect(preview.rows).toBe(8);
    expect(txAt(preview, 2)).toEqual({
      lines: [2],
      tx: {
        // The byte-order mark is not part of any cell, so it cannot change the id.
        id: rowId('binance-trades', ['2024-02-01 10:20:30', 'BTCUSDT', 'BUY', '42,000', '0.5BTC', '21,000USDT', '0.00075BNB']),
        time: Date.UTC(2024, 1, 1, 10, 20, 30),
        type: 'convert',
        wallet: 'Binance',
        received: { asset: 'bitcoin', amount: 0.5 },
        sent: { asset: 'tether', amount: 21000 },
        fee: { asset: 'binancecoin', amount: 0.00075 },
      },
    });
  });

  it('reads a BTC/EUR buy as a buy, with the fee taken in the coin bought (received stays gross)', () => {
    expect(txAt(preview, 3)?.tx).toEqual({
      id: expect.stringMatching(/^binance-trades:[0-9a-f]{16}$/),
      time: Date.UTC(2024, 1, 2, 8, 15),
      type: 'buy',
      wallet: 'Binance',
      received: { asset: 'bitcoin', amount: 0.1 },
      sent: { asset: 'eur', amount: 3900 },
      fee: { asset: 'bitcoin', amount: 0.0001 },
    });
  });

  it('reads sells: for fiat a sell, for a coin a convert; a zero fee is no fee', () => {
    expect(txAt(preview, 4)?.tx).toMatchObject({
      type: 'sell',
      sent: { asset: 'ethereum', amount: 1.5 },
      received: { asset: 'eur', amount: 3300 },
      fee: { asset: 'eur', amount: 3.3 },
    });
    const solana = txAt(preview, 5)?.tx;
    expect(solana).toMatchObject({ type: 'convert', sent: { asset: 'solana', amount: 10 }, received: { asset: 'bitcoin', amount: 0.024 } });
    expect(solana).not.toHaveProperty('fee');
  });

  it('skips what it cannot read, with the reason', () => {
    expect(preview.skipped).toEqual([
      { line: 6, code: 'unknown-asset', detail: 'PEPE' },
      { line: 7, code: 'bad-number', detail: 'oneETH' },
      { line: 8, code: 'bad-date', detail: '02/06/2024 12:00' },
      { line: 9, code: 'missing-field', detail: 'Side' },
    ]);
    expect(preview.txs.length + preview.skipped.length).toBe(preview.rows);
  });

  it('reads the older export: plain numbers, market names run together, a separate fee coin', () => {
    const old = binanceTradesImporter.parse(fixture('binance-trades-old.csv'), resolve);
    expect(old.rows).toBe(6);
    expect(txAt(old, 2)?.tx).toEqual({
      id: rowId('binance-trades', ['2021-05-10 14:03:11', 'ETHUSDT', 'SELL', '3900.5', '1.2', '4680.6', '4.6806', 'USDT']),
      time: Date.UTC(2021, 4, 10, 14, 3, 11),
      type: 'convert',
      wallet: 'Binance',
      sent: { asset: 'ethereum', amount: 1.2 },
      received: { asset: 'tether', amount: 4680.6 },
      fee: { asset: 'tether', amount: 4.6806 },
    });
    expect(txAt(old, 3)?.tx).toMatchObject({
      type: 'buy',
      received: { asset: 'binancecoin', amount: 2 },
      sent: { asset: 'eur', amount: 1000 },
      fee: { asset: 'binancecoin', amount: 0.0015 },
    });
    expect(txAt(old, 4)?.tx).toMatchObject({
      type: 'convert',
      received: { asset: 'ethereum', amount: 0.5 },
      sent: { asset: 'bitcoin', amount: 0.035 },
    });
    expect(txAt(old, 4)?.tx).not.toHaveProperty('fee');
    expect(old.skipped).toEqual([
      { line: 5, code: 'unknown-asset', detail: 'FDUSD' },
      { line: 6, code: 'unknown-asset', detail: 'XRPZZZ' },
      { line: 7, code: 'missing-field', detail: 'Fee Coin' },
    ]);
  });

  it('splits market names by the quote assets Binance lists', () => {
    expect(splitMarket('BTCFDUSD')).toEqual({ base: 'BTC', quote: 'FDUSD' });
    expect(splitMarket('ETHBTC')).toEqual({ base: 'ETH', quote: 'BTC' });
    expect(splitMarket('sol/try')).toEqual({ base: 'SOL', quote: 'TRY' });
    expect(splitMarket('USDT')).toBeNull();
  });

  it('gives the same ids when the file is read again, and no two rows one id', () => {
    const again = binanceTradesImporter.parse(text, resolve);
    expect(again.txs.map(({ tx }) => tx.id)).toEqual(preview.txs.map(({ tx }) => tx.id));
    const fill = '2024-02-01 10:20:30,BTCUSDT,BUY,"42,000",0.5BTC,"21,000USDT",0.00075BNB';
    const twice = binanceTradesImporter.parse(`Date(UTC),Pair,Side,Price,Executed,Amount,Fee\n${fill}\n${fill}\n`, resolve);
    expect(new Set(twice.txs.map(({ tx }) => tx.id)).size).toBe(2);
  });
});

describe('Binance transaction statement', () => {
  const text = fixture('binance-statement.csv');
  const preview = binanceStatementImporter.parse(text, resolve);
  const cellsOf = (...lines: number[]) => {
    const csv = readCsv(text);
    return lines.flatMap((line) => csv.find((row) => row.line === line)?.cells ?? []);
  };

  it('is recognised by its header', () => {
    expect(binanceStatementImporter.detect(headerOf(text))).toBe(true);
    expect(binanceStatementImporter.detect(COINBASE_HEADER)).toBe(false);
    expect(binanceStatementImporter.detect(headerOf(fixture('binance-trades.csv')))).toBe(false);
  });

  it('makes one buy of a Buy, Transaction Related and Fee group, the fee in the coin bought', () => {
    expect(preview.format).toBe('binance-statement');
    expect(preview.rows).toBe(24);
    expect(txAt(preview, 2)).toEqual({
      lines: [2, 3, 4],
      tx: {
        id: rowId('binance-statement', cellsOf(2, 3, 4)),
        time: Date.UTC(2024, 2, 1, 9),
        type: 'buy',
        wallet: 'Binance',
        // Gross: the Buy row's 0.01, with the 0.00001 Binance kept back counted again as the fee.
        received: { asset: 'bitcoin', amount: 0.01 },
        sent: { asset: 'eur', amount: 400 },
        fee: { asset: 'bitcoin', amount: 0.00001 },
      },
    });
  });

  it('makes a convert of a Binance Convert pair', () => {
    expect(txAt(preview, 5)).toEqual({
      lines: [5, 6],
      tx: {
        id: rowId('binance-statement', cellsOf(5, 6)),
        time: Date.UTC(2024, 2, 2, 10),
        type: 'convert',
        wallet: 'Binance',
        received: { asset: 'ethereum', amount: 0.3 },
        sent: { asset: 'tether', amount: 1000 },
      },
    });
  });

  it('sums partial fills into one sale, reading the newer two-digit years', () => {
    expect(txAt(preview, 17)).toEqual({
      lines: [17, 18, 19, 20, 21],
      tx: {
        id: rowId('binance-statement', cellsOf(17, 18, 19, 20, 21)),
        time: Date.UTC(2024, 2, 8, 15, 30),
        type: 'sell',
        wallet: 'Binance',
        received: { asset: 'eur', amount: 640 },
        sent: { asset: 'ethereum', amount: 0.2 },
        fee: { asset: 'eur', amount: 0.32 },
      },
    });
  });

  it('makes transfers of coin deposits and withdrawals', () => {
    expect(txAt(preview, 7)?.tx).toEqual({
      id: rowId('binance-statement', cellsOf(7)),
      time: Date.UTC(2024, 2, 3, 11),
      type: 'transfer',
      wallet: 'External',
      toWallet: 'Binance',
      sent: { asset: 'solana', amount: 25 },
    });
    expect(txAt(preview, 8)?.tx).toEqual({
      id: rowId('binance-statement', cellsOf(8)),
      time: Date.UTC(2024, 2, 4, 12),
      type: 'transfer',
      wallet: 'Binance',
      toWallet: 'External',
      sent: { asset: 'ethereum', amount: 0.25 },
    });
  });

  it('makes income of rewards, interest and distributions', () => {
    expect(txAt(preview, 9)?.tx).toEqual({
      id: rowId('binance-statement', cellsOf(9)),
      time: Date.UTC(2024, 2, 5),
      type: 'income',
      wallet: 'Binance',
      received: { asset: 'solana', amount: 0.012 },
      incomeKind: 'staking',
    });
    expect(txAt(preview, 10)?.tx).toMatchObject({ type: 'income', received: { asset: 'tether', amount: 0.05 }, incomeKind: 'interest' });
    expect(txAt(preview, 11)?.tx).toMatchObject({
      type: 'income',
      received: { asset: 'binancecoin', amount: 0.02 },
      incomeKind: 'airdrop',
    });
  });

  it('skips moves inside Binance, groups it cannot pair, fiat deposits and unreadable rows', () => {
    const transfer = 'Transfer Between Main and Funding Wallet';
    expect(preview.skipped).toEqual([
      { line: 12, code: 'not-a-trade', detail: transfer },
      { line: 13, code: 'not-a-trade', detail: transfer },
      // Dust: two coins out for one BNB in cannot be split into trades.
      { line: 14, code: 'unpaired', detail: '2024-03-07 14:00:00' },
      { line: 15, code: 'unpaired', detail: '2024-03-07 14:00:00' },
      { line: 16, code: 'unpaired', detail: '2024-03-07 14:00:00' },
      { line: 22, code: 'not-a-trade', detail: 'Deposit' },
      { line: 23, code: 'unknown-asset', detail: 'DOGEX' },
      { line: 24, code: 'bad-number', detail: 'abc' },
      { line: 25, code: 'missing-field', detail: 'Coin' },
    ]);
    expect(preview.txs.map(({ lines }) => lines.length).reduce((a, b) => a + b, 0) + preview.skipped.length).toBe(preview.rows);
  });

  it('skips a trade whose other side is missing, and the rest of a group with a bad row', () => {
    const header = 'User_ID,UTC_Time,Account,Operation,Coin,Change,Remark';
    const lonely = binanceStatementImporter.parse(`${header}\n1,2024-04-01 10:00:00,Spot,Buy,BTC,0.01,\n`, resolve);
    expect(lonely.txs).toEqual([]);
    expect(lonely.skipped).toEqual([{ line: 2, code: 'unpaired', detail: '2024-04-01 10:00:00' }]);
    const broken = binanceStatementImporter.parse(
      `${header}\n1,2024-04-01 10:00:00,Spot,Buy,BTC,x,\n1,2024-04-01 10:00:00,Spot,Buy,EUR,-400,\n`,
      resolve,
    );
    expect(broken.skipped).toEqual([
      { line: 2, code: 'bad-number', detail: 'x' },
      { line: 3, code: 'unpaired', detail: '2024-04-01 10:00:00' },
    ]);
  });

  it('gives the same ids when the file is read again', () => {
    const again = binanceStatementImporter.parse(text, resolve);
    const ids = preview.txs.map(({ tx }) => tx.id);
    expect(again.txs.map(({ tx }) => tx.id)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
