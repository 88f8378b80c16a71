import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AssetResolver } from './import-types';
import { krakenSymbol, pairSplits, resolvePair } from './kraken-assets';
import { krakenLedgersImporter, krakenTradesImporter } from './kraken-importers';
import { readCsv } from './read-csv';
import { rowId } from './row-id';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');

const KNOWN: Record<string, string> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  SOL: 'solana',
  DOGE: 'dogecoin',
  USDT: 'tether',
  USD: 'usd',
  EUR: 'eur',
  GBP: 'gbp',
};
const resolve: AssetResolver = (code) => (Object.hasOwn(KNOWN, code) ? KNOWN[code]! : null);

const headerOf = (name: string) => readCsv(fixture(name))[0]!.cells;
const ledgerId = (ref: string) => rowId('kraken-ledgers', [ref]);
const tradeId = (txid: string) => rowId('kraken-trades', [txid]);

describe('Kraken asset codes and pairs', () => {
  it('reads legacy, plain and staked codes', () => {
    expect(krakenSymbol('XXBT')).toBe('BTC');
    expect(krakenSymbol('XETH')).toBe('ETH');
    expect(krakenSymbol('ZUSD')).toBe('USD');
    expect(krakenSymbol('XXDG')).toBe('DOGE');
    expect(krakenSymbol('XDG')).toBe('DOGE');
    expect(krakenSymbol('DOT.S')).toBe('DOT');
    expect(krakenSymbol('USDC.M')).toBe('USDC');
    expect(krakenSymbol('ETH2.S')).toBe('ETH');
    // Only the legacy codes lose their prefix: XTZ and ZRX are coins of their own.
    expect(krakenSymbol('XTZ')).toBe('XTZ');
    expect(krakenSymbol('ZRX')).toBe('ZRX');
  });

  it('splits pairs, keeping the split whose sides both resolve', () => {
    expect(pairSplits('XXBTZUSD')[0]).toEqual(['XXBT', 'ZUSD']);
    expect(pairSplits('XBT/USD')).toEqual([['XBT', 'USD']]);
    expect(pairSplits('SOLEUR')[0]).toEqual(['SOL', 'EUR']);
    expect(resolvePair('XETHXXBT', resolve)).toEqual({ base: 'ethereum', quote: 'bitcoin' });
    expect(resolvePair('USDTZUSD', resolve)).toEqual({ base: 'tether', quote: 'usd' });
    expect(resolvePair('XBTUSDT', resolve)).toEqual({ base: 'bitcoin', quote: 'tether' });
    expect(resolvePair('ADAEUR', resolve)).toEqual({ unknown: 'ADA' });
    expect(resolvePair('NOPE', resolve)).toEqual({ unknown: 'NOPE' });
  });
});

describe('Kraken ledgers', () => {
  it('detects ledgers with and without the wallet column, and not the trades file', () => {
    expect(krakenLedgersImporter.detect(headerOf('kraken-ledgers.csv'))).toBe(true);
    expect(krakenLedgersImporter.detect(headerOf('kraken-ledgers-wallet.csv'))).toBe(true);
    expect(krakenLedgersImporter.detect(headerOf('kraken-trades.csv'))).toBe(false);
  });

  const old = krakenLedgersImporter.parse(fixture('kraken-ledgers.csv'), resolve);
  const tx = (lines: number[]) => old.txs.find((found) => found.lines.join() === lines.join())?.tx;

  it('counts the data rows and finds six transactions', () => {
    expect(old.format).toBe('kraken-ledgers');
    expect(old.rows).toBe(22);
    expect(old.txs.map(({ lines }) => lines)).toEqual([[4, 5], [6, 7], [8, 9], [10, 11], [13], [17]]);
  });

  it('makes one buy of a legacy trade+trade pair, the fee in the fiat given', () => {
    expect(tx([4, 5])).toEqual({
      id: ledgerId('TOLD01-AAAAA-AAAAAA'),
      time: Date.UTC(2024, 0, 3, 10, 0, 0),
      type: 'buy',
      wallet: 'Kraken',
      sent: { asset: 'usd', amount: 500 },
      received: { asset: 'bitcoin', amount: 0.01 },
      fee: { asset: 'usd', amount: 1.3 },
    });
    expect(tx([6, 7])).toMatchObject({ type: 'buy', received: { asset: 'dogecoin', amount: 2500 } });
  });

  it('makes a convert of two coins, the fee in the coin got (received stays gross)', () => {
    expect(tx([8, 9])).toEqual({
      id: ledgerId('TCONV1-AAAAA-AAAAAA'),
      time: Date.UTC(2024, 0, 5, 9, 15, 0),
      type: 'convert',
      wallet: 'Kraken',
      sent: { asset: 'ethereum', amount: 1 },
      received: { asset: 'bitcoin', amount: 0.05 },
      fee: { asset: 'bitcoin', amount: 0.0001 },
    });
  });

  it('with a fee on each side, keeps the got side’s fee and adds the given side’s to what was sent', () => {
    expect(tx([10, 11])).toEqual({
      id: ledgerId('TSELL1-AAAAA-AAAAAA'),
      time: Date.UTC(2024, 0, 6, 14, 0, 0),
      type: 'sell',
      wallet: 'Kraken',
      sent: { asset: 'bitcoin', amount: 0.02001 },
      received: { asset: 'usd', amount: 900 },
      fee: { asset: 'usd', amount: 2.34 },
    });
  });

  it('reads staking rewards on a .S balance as income', () => {
    expect(tx([13])).toEqual({
      id: ledgerId('LSTK01-AAAAA-AAAAAA'),
      time: Date.UTC(2024, 0, 10, 0, 5, 0),
      type: 'income',
      wallet: 'Kraken',
      received: { asset: 'solana', amount: 0.05 },
      incomeKind: 'staking',
    });
  });

  it('reads a coin withdrawal as a transfer out, its fee in the coin', () => {
    expect(tx([17])).toEqual({
      id: ledgerId('LWDR01-AAAAA-AAAAAA'),
      time: Date.UTC(2024, 0, 12, 12, 3, 0),
      type: 'transfer',
      wallet: 'Kraken',
      toWallet: 'External',
      sent: { asset: 'bitcoin', amount: 0.005 },
      fee: { asset: 'bitcoin', amount: 0.00015 },
    });
  });

  it('skips every other row with its reason', () => {
    expect(old.skipped).toEqual([
      { line: 2, code: 'not-a-trade', detail: 'deposit (pending)' },
      { line: 3, code: 'not-a-trade', detail: 'deposit' },
      { line: 12, code: 'not-a-trade', detail: 'deposit (with staking)' },
      { line: 14, code: 'not-a-trade', detail: 'transfer/spottostaking' },
      { line: 15, code: 'not-a-trade', detail: 'transfer/stakingfromspot' },
      { line: 16, code: 'not-a-trade', detail: 'withdrawal (pending)' },
      { line: 18, code: 'unpaired', detail: 'TUNP01-AAAAA-AAAAAA' },
      { line: 19, code: 'unknown-asset', detail: 'ADA' },
      { line: 20, code: 'unknown-asset', detail: 'ADA' },
      { line: 21, code: 'not-a-trade', detail: 'margin' },
      { line: 22, code: 'bad-number', detail: 'n/a' },
      { line: 23, code: 'bad-date', detail: '16/01/2024 00:00' },
    ]);
  });

  it('accounts for every data row exactly once', () => {
    const lines = [...old.txs.flatMap(({ lines }) => lines), ...old.skipped.map(({ line }) => line)].sort((a, b) => a - b);
    expect(lines).toEqual(Array.from({ length: old.rows }, (_, i) => i + 2));
  });

  const current = krakenLedgersImporter.parse(fixture('kraken-ledgers-wallet.csv'), resolve);
  const currentTx = (lines: number[]) => current.txs.find((found) => found.lines.join() === lines.join())?.tx;

  it('reads a spend+receive pair with fractional-second times', () => {
    expect(current.rows).toBe(13);
    expect(currentTx([2, 3])).toEqual({
      id: ledgerId('TNEW01-BBBBB-AAAAAA'),
      time: Date.UTC(2024, 1, 1, 10, 20, 30, 123),
      type: 'buy',
      wallet: 'Kraken',
      sent: { asset: 'usd', amount: 250 },
      received: { asset: 'bitcoin', amount: 0.004 },
      fee: { asset: 'usd', amount: 0.99 },
    });
    expect(currentTx([4, 5])).toEqual({
      id: ledgerId('TNEW02-BBBBB-AAAAAA'),
      time: Date.UTC(2024, 1, 2, 13, 0, 0, 500),
      type: 'convert',
      wallet: 'Kraken',
      sent: { asset: 'ethereum', amount: 0.5 },
      received: { asset: 'solana', amount: 12.5 },
      fee: { asset: 'solana', amount: 0.025 },
    });
  });

  it('reads Earn rewards and bonded staking as income, a coin deposit as a transfer in', () => {
    expect(currentTx([8])).toMatchObject({ type: 'income', incomeKind: 'staking', received: { asset: 'ethereum', amount: 0.0012 } });
    expect(currentTx([9])).toMatchObject({ type: 'income', incomeKind: 'staking', received: { asset: 'solana', amount: 0.03 } });
    expect(currentTx([11])).toEqual({
      id: ledgerId('LDEP02-BBBBB-AAAAAA'),
      time: Date.UTC(2024, 1, 7, 18, 30, 0),
      type: 'transfer',
      wallet: 'External',
      toWallet: 'Kraken',
      sent: { asset: 'bitcoin', amount: 0.1 },
    });
  });

  it('imports a trade whose fee-only row is shown apart', () => {
    expect(currentTx([12, 13])).toMatchObject({
      type: 'buy',
      sent: { asset: 'usd', amount: 100 },
      received: { asset: 'ethereum', amount: 0.04 },
    });
    expect(current.skipped).toEqual([
      { line: 6, code: 'not-a-trade', detail: 'earn/autoallocation' },
      { line: 7, code: 'not-a-trade', detail: 'earn/autoallocation' },
      { line: 10, code: 'not-a-trade', detail: 'withdrawal' },
      { line: 14, code: 'not-a-trade', detail: 'spend (fee only)' },
    ]);
  });

  it('gives the same ids when the file is read again', () => {
    const again = krakenLedgersImporter.parse(fixture('kraken-ledgers.csv'), resolve);
    expect(again.txs.map(({ tx }) => tx.id)).toEqual(old.txs.map(({ tx }) => tx.id));
    expect(new Set(old.txs.map(({ tx }) => tx.id)).size).toBe(old.txs.length);
  });

  it('reads nothing from a file without the ledger header', () => {
    expect(krakenLedgersImporter.parse('a,b\n1,2\n', resolve)).toEqual({ format: 'kraken-ledgers', rows: 0, txs: [], skipped: [] });
  });
});

describe('Kraken trades', () => {
  const trades = krakenTradesImporter.parse(fixture('kraken-trades.csv'), resolve);
  const tx = (line: number) => trades.txs.find(({ lines }) => lines[0] === line)?.tx;

  it('detects the trades file and not the ledger', () => {
    expect(krakenTradesImporter.detect(headerOf('kraken-trades.csv'))).toBe(true);
    expect(krakenTradesImporter.detect(headerOf('kraken-ledgers.csv'))).toBe(false);
  });

  it('reads buys and sells against fiat, the fee in the quote', () => {
    expect(trades.format).toBe('kraken-trades');
    expect(trades.rows).toBe(8);
    expect(tx(2)).toEqual({
      id: tradeId('TTRD01-CCCCC-AAAAAA'),
      time: Date.UTC(2023, 2, 1, 12, 0, 0, 123),
      type: 'buy',
      wallet: 'Kraken',
      sent: { asset: 'usd', amount: 400 },
      received: { asset: 'bitcoin', amount: 0.01 },
      fee: { asset: 'usd', amount: 1.04 },
    });
    expect(tx(3)).toEqual({
      id: tradeId('TTRD02-CCCCC-AAAAAA'),
      time: Date.UTC(2023, 2, 2, 15, 30, 0, 500),
      type: 'sell',
      wallet: 'Kraken',
      sent: { asset: 'solana', amount: 10 },
      received: { asset: 'eur', amount: 950 },
      fee: { asset: 'eur', amount: 2.47 },
    });
    expect(tx(5)).toMatchObject({ type: 'buy', sent: { asset: 'usd', amount: 100.01 }, received: { asset: 'tether', amount: 100 } });
    expect(tx(6)).toMatchObject({ type: 'sell', sent: { asset: 'bitcoin', amount: 0.005 }, received: { asset: 'usd', amount: 205 } });
  });

  it('reads a coin-quoted pair as a convert', () => {
    expect(tx(4)).toEqual({
      id: tradeId('TTRD03-CCCCC-AAAAAA'),
      time: Date.UTC(2023, 2, 3, 8, 0, 0),
      type: 'convert',
      wallet: 'Kraken',
      sent: { asset: 'bitcoin', amount: 0.05 },
      received: { asset: 'ethereum', amount: 1 },
      fee: { asset: 'bitcoin', amount: 0.00013 },
    });
  });

  it('skips margin fills, unknown assets and bad numbers', () => {
    expect(trades.skipped).toEqual([
      { line: 7, code: 'not-a-trade', detail: 'buy (margin)' },
      { line: 8, code: 'unknown-asset', detail: 'ADA' },
      { line: 9, code: 'bad-number', detail: 'twenty' },
    ]);
  });

  it('gives the same ids when the file is read again', () => {
    const again = krakenTradesImporter.parse(fixture('kraken-trades.csv'), resolve);
    expect(again.txs.map(({ tx }) => tx.id)).toEqual(trades.txs.map(({ tx }) => tx.id));
  });
});
