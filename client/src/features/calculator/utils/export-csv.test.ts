import { describe, expect, it } from 'vitest';
import { calculateDca } from './dca';
import { dcaCsvFileName, dcaCsvRows, plainNumber, profitCsvFileName, profitCsvRows, toCsv } from './export-csv';
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

describe('the Profit/Loss and What If export (issue 20)', () => {
  const r = {
    initialValue: 1000,
    coins: 0,
    finalValue: 0,
    profitLoss: 0,
    percentageChange: 0,
    fees: 0,
    initialPrice: 42_000 * 0.91,
    finalPrice: 80_000,
    initialDate: '2024-01-06',
    finalDate: '2026-11-24',
    currency: 'EUR',
    base: 'eur',
    coinName: 'Bitcoin',
    coinSymbol: 'BTC',
    feePercent: 0.1,
    finalIsCurrent: true,
    fx: { sources: ['ECB via Frankfurter'], buy: { date: '2024-01-06', perUsd: 0.91, rateDate: '2024-01-05', source: 'ECB via Frankfurter' }, sell: null },
    provenance: { amount: 1000, buyUsd: { price: 42_000, source: 'CoinGecko' }, sellUsd: null, live: { asOf: '2026-11-24T12:00:00.000Z', source: 'Median of 5 sources' } },
  };

  it('lists each price with its day, time and source, the rate leg, the fees and the formulas, unrounded', () => {
    const rows = profitCsvRows(r, 'Profit or loss');
    const find = (label: string) => rows.find((row) => row[0] === label)!;
    expect(find('BTC price in USD')).toEqual(['BTC price in USD', 42_000, '2024-01-06', '00:00 UTC', 'CoinGecko', null]);
    expect(find('EUR per USD')).toEqual(['EUR per USD', 0.91, '2024-01-05', null, 'ECB via Frankfurter', 'rate of the working day on or before 2024-01-06']);
    expect(find('Sale price (EUR per BTC)')).toEqual(['Sale price (EUR per BTC)', 80_000, '2026-11-24', '2026-11-24T12:00:00.000Z', 'Live price: Median of 5 sources', 'the live price']);
    const coins = (1000 - 1) / (42_000 * 0.91);
    expect(find('BTC bought')[1]).toBe(coins);
    expect(find('Final value (EUR)')[1]).toBe(coins * 80_000 - coins * 80_000 * 0.001);
    expect(toCsv(rows)).toContain(`BTC bought,${String(coins)},2024-01-06,,,(amount − fee on the purchase) ÷ purchase price\r\n`);
    expect(profitCsvFileName(r)).toBe('btc-eur-2024-01-06-to-2026-11-24.csv');
  });
});
