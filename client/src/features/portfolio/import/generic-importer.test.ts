import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERIC_TEMPLATE_HEADER, genericImporter } from './generic-importer';
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
const txAt = (preview: ImportPreview, line: number) => preview.txs.find(({ lines }) => lines[0] === line)?.tx;

describe('the generic CSV template', () => {
  const text = fixture('generic-template.csv');
  const preview = genericImporter.parse(text, resolve);

  it('is the header the visitors’ documentation shows', () => {
    const docs = readFileSync(join(import.meta.dirname, '../../../../../docs/portfolio-import-template.md'), 'utf8');
    expect(docs).toContain(GENERIC_TEMPLATE_HEADER);
    expect(text.split('\n')[0]).toBe(GENERIC_TEMPLATE_HEADER);
  });

  it('is recognised by its header and by no other', () => {
    expect(genericImporter.detect(GENERIC_TEMPLATE_HEADER.split(','))).toBe(true);
    expect(genericImporter.detect(['ID', 'Timestamp', 'Transaction Type', 'Asset', 'Quantity Transacted'])).toBe(false);
    expect(genericImporter.detect(['Date(UTC)', 'Pair', 'Side', 'Price', 'Executed', 'Amount', 'Fee'])).toBe(false);
  });

  it('reads a buy, with its fee', () => {
    expect(preview.format).toBe('generic');
    expect(preview.rows).toBe(15);
    expect(txAt(preview, 2)).toEqual({
      id: rowId('generic', readCsv(text)[1]?.cells ?? []),
      time: Date.UTC(2024, 0, 5, 10),
      type: 'buy',
      wallet: 'Kraken',
      received: { asset: 'bitcoin', amount: 0.02 },
      sent: { asset: 'eur', amount: 850 },
      fee: { asset: 'eur', amount: 2.5 },
    });
  });

  it('reads a sell (ISO date) and a convert (types in any case, the wallet defaulting to Manual)', () => {
    expect(txAt(preview, 3)).toEqual({
      id: expect.stringMatching(/^generic:[0-9a-f]{16}$/),
      time: Date.UTC(2024, 0, 20, 16, 30),
      type: 'sell',
      wallet: 'Kraken',
      received: { asset: 'usd', amount: 1000 },
      sent: { asset: 'ethereum', amount: 0.5 },
      fee: { asset: 'usd', amount: 1 },
    });
    expect(txAt(preview, 4)).toMatchObject({
      type: 'convert',
      wallet: 'Manual',
      received: { asset: 'solana', amount: 20 },
      sent: { asset: 'ethereum', amount: 0.8 },
      fee: { asset: 'ethereum', amount: 0.001 },
    });
  });

  it('reads a transfer between two wallets', () => {
    expect(txAt(preview, 5)).toEqual({
      id: expect.stringMatching(/^generic:/),
      time: Date.UTC(2024, 1, 10, 12),
      type: 'transfer',
      wallet: 'Kraken',
      toWallet: 'Ledger',
      sent: { asset: 'bitcoin', amount: 0.02 },
      fee: { asset: 'bitcoin', amount: 0.0001 },
    });
  });

  it('reads income of each kind, a date alone meaning midnight UTC', () => {
    expect(txAt(preview, 6)).toEqual({
      id: expect.stringMatching(/^generic:/),
      time: Date.UTC(2024, 2, 1),
      type: 'income',
      wallet: 'Phantom',
      received: { asset: 'solana', amount: 0.5 },
      incomeKind: 'staking',
    });
    expect(txAt(preview, 7)).toMatchObject({ type: 'income', incomeKind: 'airdrop', received: { asset: 'usd-coin', amount: 100 } });
    expect(txAt(preview, 8)).toMatchObject({ type: 'income', incomeKind: 'interest', wallet: 'Nexo' });
    expect(txAt(preview, 9)).toMatchObject({
      type: 'income',
      incomeKind: 'other',
      wallet: 'Manual',
      received: { asset: 'ethereum', amount: 0.001 },
    });
  });

  it('keeps two identical rows as two transactions', () => {
    expect(txAt(preview, 10)).toMatchObject({ type: 'income', incomeKind: 'other' });
    expect(txAt(preview, 10)?.id).not.toBe(txAt(preview, 9)?.id);
  });

  it('skips what it cannot read, with the reason', () => {
    expect(preview.skipped).toEqual([
      { line: 11, code: 'not-a-trade', detail: 'gift' },
      { line: 12, code: 'bad-date', detail: '2024-13-01 00:00:00' },
      { line: 13, code: 'bad-number', detail: '1.2.3' },
      { line: 14, code: 'unknown-asset', detail: 'DOGEX' },
      { line: 15, code: 'missing-field', detail: 'To Wallet' },
      { line: 16, code: 'missing-field', detail: 'Received Currency' },
    ]);
    expect(preview.txs.length + preview.skipped.length).toBe(preview.rows);
  });

  it('gives the same ids when the file is read again', () => {
    const again = genericImporter.parse(text, resolve);
    const ids = preview.txs.map(({ tx }) => tx.id);
    expect(again.txs.map(({ tx }) => tx.id)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
