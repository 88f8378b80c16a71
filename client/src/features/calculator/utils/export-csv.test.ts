import { describe, expect, it } from 'vitest';
import { calculateDca } from './dca';
import { dcaCsvFileName, dcaCsvRows, plainNumber, toCsv } from './export-csv';
import type { DcaCalculation } from './run-dca';

const days = ['2024-01-01', '2024-01-08', '2024-01-15'];
const usd = new Map([
  ['2024-01-01', { price: 42_000, source: 'CoinGecko' }],
  ['2024-01-08', { price: 46_000, source: 'Coinbase' }],
  ['2024-01-15', { price: 43_000, source: 'CoinGecko' }],
]);
const fx = new Map(days.map((date, i) => [date, { perUsd: 0.9 + i / 1000, rateDate: i === 0 ? '2023-12-29' : date, source: 'ECB via Frankfurter' }]));
const prices = new Map(days.map((date) => [date, usd.get(date)!.price * fx.get(date)!.perUsd]));
const result = calculateDca({ amount: 100, dates: days, prices, currentPrice: 80_000 });
const calculation: DcaCalculation = {
  ...result,
  coinName: 'Bitcoin',
  coinSymbol: 'btc',
  base: 'eur',
  amount: 100,
  frequency: 'weekly',
  currentPrice: 80_000,
  todayAtLivePrice: false,
  fx: null,
  bought: days.map((date) => ({ date, price: prices.get(date)!, coins: 100 / prices.get(date)!, usd: usd.get(date)!, fx: fx.get(date)! })),
  currentAsOf: '2026-11-24T12:00:00.000Z',
  currentSource: 'Median of 5 sources',
};

describe('the DCA export (issue 20)', () => {
  it('has one row per purchase, each price with its day, time, source and exchange-rate leg', () => {
    const rows = dcaCsvRows(calculation);
    const header = rows.findIndex((row) => row[0] === 'Date');
    const purchases = rows.slice(header + 1, header + 1 + days.length);
    expect(purchases.map((row) => row[0])).toEqual(days);
    expect(purchases[0]).toEqual(['2024-01-01', '00:00 UTC', 100, 42_000 * 0.9, 100 / (42_000 * 0.9), 42_000, 'CoinGecko', 0.9, '2023-12-29', 'ECB via Frankfurter']);
    expect(purchases[1]![6]).toBe('Coinbase');
    expect(rows[header + 1 + days.length]).toEqual([]);
  });

  it('writes the numbers unrounded, as plain decimals, and the results with their formulas', () => {
    const csv = toCsv(dcaCsvRows(calculation));
    expect(csv).toContain(`2024-01-01,00:00 UTC,100,37800,${String(100 / 37_800)},42000,CoinGecko,0.9,2023-12-29,ECB via Frankfurter\r\n`);
    expect(csv).toContain(`Total invested (EUR),300,amount per purchase × purchases made\r\n`);
    expect(csv).toContain(`BTC accumulated,${String(result.coins)},`);
    expect(csv.split('\r\n').filter((line) => /^2024-/.test(line))).toHaveLength(3);
    expect(dcaCsvFileName(calculation)).toBe('dca-btc-eur-2024-01-01-to-2024-01-15.csv');
  });

  it('never writes an exponent, quotes what needs quoting and defuses formula-like text', () => {
    expect(plainNumber(1e-7)).toBe('0.0000001');
    expect(plainNumber(1.25e-10)).toBe('0.000000000125');
    expect(plainNumber(1.5e21)).toBe('1500000000000000000000');
    expect(plainNumber(-2.5e-8)).toBe('-0.000000025');
    expect(plainNumber(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(toCsv([['a,b', 'say "hi"', '=HYPERLINK("x")', null, 3]])).toBe('"a,b","say ""hi""","\'=HYPERLINK(""x"")",,3\r\n');
  });
});
