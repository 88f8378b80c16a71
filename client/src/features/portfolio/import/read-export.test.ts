import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AssetResolver } from './import-types';
import { readExport } from './read-export';

const CODES: Record<string, string> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  SOL: 'solana',
  DOGE: 'dogecoin',
  BNB: 'binancecoin',
  USDT: 'tether',
  USDC: 'usd-coin',
  USD: 'usd',
  EUR: 'eur',
  GBP: 'gbp',
  TRY: 'try',
};
const resolve: AssetResolver = (code) => CODES[code.toUpperCase()] ?? null;
const fixtures = join(import.meta.dirname, 'fixtures');

describe('reading any supported export', () => {
  it('hands every fixture to the importer its header names', () => {
    const formats = Object.fromEntries(
      readdirSync(fixtures)
        .filter((name) => name.endsWith('.csv'))
        .map((name) => [name, readExport(readFileSync(join(fixtures, name), 'utf8'), resolve)?.format]),
    );
    for (const [name, format] of Object.entries(formats)) {
      const expected = name.startsWith('coinbase')
        ? 'coinbase'
        : name.startsWith('kraken-trades')
          ? 'kraken-trades'
          : name.startsWith('kraken')
            ? 'kraken-ledgers'
            : name.startsWith('binance-statement')
              ? 'binance-statement'
              : name.startsWith('binance')
                ? 'binance-trades'
                : 'generic';
      expect(format, name).toBe(expected);
    }
  });

  it('knows no header it was not written for', () => {
    expect(readExport('Date,Coin,Amount\n2024-01-01,BTC,1\n', resolve)).toBeNull();
    expect(readExport('', resolve)).toBeNull();
  });
});
