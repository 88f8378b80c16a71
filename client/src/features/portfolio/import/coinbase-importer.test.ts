import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PortfolioTx } from '../engine/types';
import { coinbaseImporter } from './coinbase-importer';
import type { AssetResolver, ImportPreview } from './import-types';
import { readCsv } from './read-csv';
import { rowId } from './row-id';

const CODES: Record<string, string> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  SOL: 'solana',
  USDC: 'usd-coin',
  USD: 'usd',
  EUR: 'eur',
  GBP: 'gbp',
};
const resolve: AssetResolver = (code) => CODES[code] ?? null;

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const parse = (name: string) => coinbaseImporter.parse(fixture(name), resolve);
/** The transaction read from a file line, failing the test when there is none. */
function txAt(preview: ImportPreview, line: number): PortfolioTx {
  const found = preview.txs.find((imported) => imported.lines.includes(line));
  if (!found) throw new Error(`no transaction from line ${line}`);
  return found.tx;
}
const cbId = (id: string) => rowId('coinbase', [id]);

describe('Coinbase transaction history, 2024 header with ID and a preamble', () => {
  const preview = parse('coinbase-2024.csv');

  it('counts data rows after the header and keeps each row’s line', () => {
    expect(preview.format).toBe('coinbase');
    expect(preview.rows).toBe(14);
    expect(preview.txs.map((imported) => imported.lines)).toEqual([[5], [6], [7], [8], [9], [10], [18]]);
  });

  it('reads a buy: the subtotal sent, the fee apart', () => {
    expect(txAt(preview, 5)).toEqual({
      id: cbId('65b1f0c2a1e4b5a6c7d8e901'),
      time: Date.UTC(2024, 1, 1, 10, 20, 30),
      type: 'buy',
      wallet: 'Coinbase',
      received: { asset: 'bitcoin', amount: 0.01 },
      sent: { asset: 'usd', amount: 420 },
      fee: { asset: 'usd', amount: 4.99 },
    });
  });

  it('reads a sell with a negative quantity and an ISO time', () => {
    expect(txAt(preview, 6)).toEqual({
      id: cbId('65b1f0c2a1e4b5a6c7d8e902'),
      time: Date.UTC(2024, 1, 3, 8, 0, 0),
      type: 'sell',
      wallet: 'Coinbase',
      sent: { asset: 'bitcoin', amount: 0.005 },
      received: { asset: 'usd', amount: 215 },
      fee: { asset: 'usd', amount: 3.18 },
    });
  });

  it('reads a convert’s received coin from its notes', () => {
    expect(txAt(preview, 7)).toEqual({
      id: cbId('65b1f0c2a1e4b5a6c7d8e903'),
      time: Date.UTC(2024, 1, 5, 12, 0, 0),
      type: 'convert',
      wallet: 'Coinbase',
      sent: { asset: 'ethereum', amount: 0.5 },
      received: { asset: 'bitcoin', amount: 0.0265 },
      fee: { asset: 'usd', amount: 15 },
    });
  });

  it('reads staking income', () => {
    expect(txAt(preview, 8)).toEqual({
      id: cbId('65b1f0c2a1e4b5a6c7d8e904'),
      time: Date.UTC(2024, 1, 6, 0, 0, 5),
      type: 'income',
      wallet: 'Coinbase',
      received: { asset: 'solana', amount: 0.0123 },
      incomeKind: 'staking',
    });
  });

  it('reads sends and receives as transfers to and from outside', () => {
    expect(txAt(preview, 9)).toEqual({
      id: cbId('65b1f0c2a1e4b5a6c7d8e905'),
      time: Date.UTC(2024, 1, 7, 9, 0, 0),
      type: 'transfer',
      wallet: 'Coinbase',
      toWallet: 'External',
      sent: { asset: 'ethereum', amount: 0.25 },
    });
    expect(txAt(preview, 10)).toEqual({
      id: cbId('65b1f0c2a1e4b5a6c7d8e906'),
      time: Date.UTC(2024, 1, 8, 9, 0, 0),
      type: 'transfer',
      wallet: 'External',
      toWallet: 'Coinbase',
      sent: { asset: 'solana', amount: 2 },
    });
  });

  it('leaves the fee out when the fee cell is empty', () => {
    const tx = txAt(preview, 18);
    expect(tx.type).toBe('buy');
    expect(tx.sent).toEqual({ asset: 'usd', amount: 250 });
    expect(tx.fee).toBeUndefined();
  });

  it('skips every row it cannot record, with why', () => {
    expect(preview.skipped).toEqual([
      { line: 11, code: 'not-a-trade', detail: 'Deposit' },
      { line: 12, code: 'unknown-asset', detail: 'DOGE' },
      { line: 13, code: 'not-a-trade', detail: 'Retail Staking Transfer' },
      { line: 14, code: 'bad-number', detail: 'abc' },
      { line: 15, code: 'bad-date', detail: '01/02/2024 10:20' },
      { line: 16, code: 'missing-field', detail: 'Price Currency' },
      { line: 17, code: 'missing-field', detail: 'Notes' },
    ]);
  });
});

describe('Coinbase transaction history, mid-2025 header with Type', () => {
  const preview = parse('coinbase-2025.csv');

  it('reads euro trades with € amounts', () => {
    expect(preview.rows).toBe(6);
    expect(txAt(preview, 2)).toEqual({
      id: cbId('6801a2b3c4d5e6f708192a01'),
      time: Date.UTC(2025, 5, 2, 9, 15, 0),
      type: 'buy',
      wallet: 'Coinbase',
      received: { asset: 'solana', amount: 0.5 },
      sent: { asset: 'eur', amount: 75 },
      fee: { asset: 'eur', amount: 0.45 },
    });
    expect(txAt(preview, 3)).toEqual({
      id: cbId('6801a2b3c4d5e6f708192a02'),
      time: Date.UTC(2025, 5, 10, 17, 59, 59),
      type: 'sell',
      wallet: 'Coinbase',
      sent: { asset: 'solana', amount: 0.25 },
      received: { asset: 'eur', amount: 40 },
      fee: { asset: 'eur', amount: 0.24 },
    });
  });

  it('reads rewards as other income and a withdrawal as a send', () => {
    expect(txAt(preview, 4)).toMatchObject({ type: 'income', incomeKind: 'other', received: { asset: 'usd-coin', amount: 1.5 } });
    expect(txAt(preview, 7)).toMatchObject({ type: 'income', incomeKind: 'other', received: { asset: 'ethereum', amount: 0.001 } });
    expect(txAt(preview, 5)).toEqual({
      id: cbId('6801a2b3c4d5e6f708192a04'),
      time: Date.UTC(2025, 5, 12, 8, 0, 0),
      type: 'transfer',
      wallet: 'Coinbase',
      toWallet: 'External',
      sent: { asset: 'ethereum', amount: 0.1 },
    });
  });

  it('skips a fiat deposit', () => {
    expect(preview.skipped).toEqual([{ line: 6, code: 'not-a-trade', detail: 'Deposit' }]);
  });
});

describe('Coinbase transaction history, older header without ID (Spot Price …)', () => {
  const preview = parse('coinbase-2021.csv');
  const cells = (line: number) => readCsv(fixture('coinbase-2021.csv')).find((csvLine) => csvLine.line === line)?.cells ?? [];

  it('finds the header after a long preamble', () => {
    expect(preview.rows).toBe(8);
    expect(preview.txs).toHaveLength(6);
  });

  it('ids rows without an ID by all their cells', () => {
    expect(txAt(preview, 9).id).toBe(
      rowId('coinbase', [
        '2021-03-01T10:00:00Z',
        'Buy',
        'BTC',
        '0.5',
        'GBP',
        '£30,000.00',
        '',
        '£15,224.50',
        '£224.50',
        'Bought 0.5 BTC for £15224.50 GBP',
      ]),
    );
  });

  it('values a buy without a subtotal at quantity × price', () => {
    expect(txAt(preview, 9)).toEqual({
      id: rowId('coinbase', cells(9)),
      time: Date.UTC(2021, 2, 1, 10, 0, 0),
      type: 'buy',
      wallet: 'Coinbase',
      received: { asset: 'bitcoin', amount: 0.5 },
      sent: { asset: 'gbp', amount: 15000 },
      fee: { asset: 'gbp', amount: 224.5 },
    });
  });

  it('reads a sell, a convert, income and a send', () => {
    expect(txAt(preview, 10)).toEqual({
      id: rowId('coinbase', cells(10)),
      time: Date.UTC(2021, 2, 15, 11, 30, 0),
      type: 'sell',
      wallet: 'Coinbase',
      sent: { asset: 'bitcoin', amount: 0.1 },
      received: { asset: 'gbp', amount: 4000 },
      fee: { asset: 'gbp', amount: 60 },
    });
    expect(txAt(preview, 11)).toEqual({
      id: rowId('coinbase', cells(11)),
      time: Date.UTC(2021, 3, 1, 8, 0, 0),
      type: 'convert',
      wallet: 'Coinbase',
      sent: { asset: 'ethereum', amount: 2 },
      received: { asset: 'bitcoin', amount: 0.0985 },
      fee: { asset: 'gbp', amount: 45 },
    });
    expect(txAt(preview, 12)).toEqual({
      id: rowId('coinbase', cells(12)),
      time: Date.UTC(2021, 3, 2, 8, 0, 0),
      type: 'income',
      wallet: 'Coinbase',
      received: { asset: 'ethereum', amount: 0.002 },
      incomeKind: 'other',
    });
    expect(txAt(preview, 13)).toMatchObject({ type: 'income', incomeKind: 'interest', received: { asset: 'usd-coin', amount: 0.75 } });
    expect(txAt(preview, 14)).toEqual({
      id: rowId('coinbase', cells(14)),
      time: Date.UTC(2021, 3, 4, 8, 0, 0),
      type: 'transfer',
      wallet: 'Coinbase',
      toWallet: 'External',
      sent: { asset: 'bitcoin', amount: 0.05 },
    });
  });

  it('skips a fiat withdrawal and other kinds of rows', () => {
    expect(preview.skipped).toEqual([
      { line: 15, code: 'not-a-trade', detail: 'Withdrawal' },
      { line: 16, code: 'not-a-trade', detail: 'Paid for an order' },
    ]);
  });
});

describe('Coinbase transaction history, oldest header (USD Spot Price …)', () => {
  const preview = parse('coinbase-usd.csv');
  const cells = (line: number) => readCsv(fixture('coinbase-usd.csv')).find((csvLine) => csvLine.line === line)?.cells ?? [];

  it('reads amounts in US dollars, the currency its column names give', () => {
    expect(preview.rows).toBe(7);
    expect(txAt(preview, 6)).toEqual({
      id: rowId('coinbase', cells(6)),
      time: Date.UTC(2019, 4, 1, 12, 0, 0),
      type: 'buy',
      wallet: 'Coinbase',
      received: { asset: 'ethereum', amount: 1.5 },
      sent: { asset: 'usd', amount: 240 },
      fee: { asset: 'usd', amount: 3.59 },
    });
    expect(txAt(preview, 7)).toEqual({
      id: rowId('coinbase', cells(7)),
      time: Date.UTC(2019, 5, 1, 12, 0, 0),
      type: 'sell',
      wallet: 'Coinbase',
      sent: { asset: 'ethereum', amount: 0.5 },
      received: { asset: 'usd', amount: 125 },
      fee: { asset: 'usd', amount: 1.86 },
    });
    expect(txAt(preview, 8)).toMatchObject({
      type: 'convert',
      sent: { asset: 'ethereum', amount: 0.25 },
      received: { asset: 'bitcoin', amount: 0.00725 },
      fee: { asset: 'usd', amount: 1.95 },
    });
  });

  it('reads an inflation reward as staking income, and transfers both ways', () => {
    expect(txAt(preview, 9)).toMatchObject({ type: 'income', incomeKind: 'staking', received: { asset: 'ethereum', amount: 0.01 } });
    expect(txAt(preview, 10)).toMatchObject({
      type: 'transfer',
      wallet: 'External',
      toWallet: 'Coinbase',
      sent: { asset: 'bitcoin', amount: 0.02 },
    });
    expect(txAt(preview, 11)).toMatchObject({
      type: 'transfer',
      wallet: 'Coinbase',
      toWallet: 'External',
      sent: { asset: 'ethereum', amount: 0.3 },
    });
  });

  it('skips a row whose fee cannot be read', () => {
    expect(preview.skipped).toEqual([{ line: 12, code: 'bad-number', detail: 'n/a' }]);
  });
});

describe('Coinbase importer', () => {
  const files = ['coinbase-2024.csv', 'coinbase-2025.csv', 'coinbase-2021.csv', 'coinbase-usd.csv'];

  it('gives the same ids when a file is read again, and distinct ids within a file', () => {
    for (const file of files) {
      const ids = parse(file).txs.map((imported) => imported.tx.id);
      expect(parse(file).txs.map((imported) => imported.tx.id)).toEqual(ids);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('detects every header version and no other exchange’s', () => {
    for (const file of files) {
      const lines = readCsv(fixture(file));
      const header = lines.find(({ cells }) => cells.includes('Quantity Transacted'))?.cells ?? [];
      expect(coinbaseImporter.detect(header)).toBe(true);
    }
    expect(coinbaseImporter.detect('txid,refid,time,type,subtype,aclass,asset,wallet,amount,fee,balance'.split(','))).toBe(false);
    expect(coinbaseImporter.detect('Date(UTC),Pair,Side,Price,Executed,Amount,Fee'.split(','))).toBe(false);
  });

  it('reads nothing from a file without a Coinbase header', () => {
    expect(coinbaseImporter.parse('txid,refid,time\n1,2,3\n', resolve)).toEqual({ format: 'coinbase', rows: 0, txs: [], skipped: [] });
  });
});

describe('Coinbase Advanced Trade rows', () => {
  const header =
    'ID,Timestamp,Transaction Type,Asset,Quantity Transacted,Price Currency,Price at Transaction,Subtotal,Total (inclusive of fees and/or spread),Fees and/or Spread,Notes';
  it('take the quote the notes name: a BTC-USDC buy spends USDC (a convert), a BTC-EUR sell receives euros', () => {
    const text = [
      header,
      'a1,2024-03-01 10:00:00 UTC,Advanced Trade Buy,BTC,0.01,USD,$60000.00,$600.00,$601.20,$1.20,Bought 0.01 BTC for 600.12 USDC on BTC-USDC',
      'a2,2024-03-02 10:00:00 UTC,Advanced Trade Sell,BTC,-0.01,USD,$61000.00,$610.00,$608.78,$1.22,Sold 0.01 BTC for 561.5 EUR on BTC-EUR',
    ].join('\n');
    const { txs, skipped } = coinbaseImporter.parse(text, resolve);
    expect(skipped).toEqual([]);
    expect(txs.map(({ tx }) => [tx.type, tx.sent, tx.received, tx.fee])).toEqual([
      ['convert', { asset: 'usd-coin', amount: 600.12 }, { asset: 'bitcoin', amount: 0.01 }, { asset: 'usd', amount: 1.2 }],
      ['sell', { asset: 'bitcoin', amount: 0.01 }, { asset: 'eur', amount: 561.5 }, { asset: 'usd', amount: 1.22 }],
    ]);
  });
});
