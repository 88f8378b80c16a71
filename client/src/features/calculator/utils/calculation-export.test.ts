import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { loadMessages } from '@/lib/load-messages';
import { documentCsv } from '@/lib/export/export-document';
import { calculateDca } from './dca';
import { dcaExport, profitExport } from './calculation-export';
import type { DcaCalculation } from './run-dca';
import type { CalculationResult } from './run-calculation';

const en = createI18n('en', {});
const days = ['2024-01-01', '2024-01-08', '2024-01-15'];
const usd = new Map([
  ['2024-01-01', { price: 42_000, source: 'CoinGecko' }],
  ['2024-01-08', { price: 46_000, source: 'Coinbase' }],
  ['2024-01-15', { price: 43_000, source: 'CoinGecko' }],
]);
const fx = new Map(
  days.map((date, i) => [date, { perUsd: 0.9 + i / 1000, rateDate: i === 0 ? '2023-12-29' : date, source: 'ECB via Frankfurter' }]),
);
const prices = new Map(days.map((date) => [date, usd.get(date)!.price * fx.get(date)!.perUsd]));
const result = calculateDca({ amount: 100, dates: days, prices, currentPrice: 80_000 });
const dca: DcaCalculation = {
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

describe('the DCA export (decision 020)', () => {
  it('has one row per purchase, each price with its day, time, source and exchange-rate leg', () => {
    const doc = dcaExport(en, dca);
    const [purchases] = doc.tables;
    expect(purchases!.columns).toEqual([
      'Date',
      'Time (UTC)',
      'Invested (EUR)',
      'Price (EUR per BTC)',
      'BTC bought',
      'USD price',
      'Source of the USD price',
      'EUR per USD',
      'Rate published on',
      'Source of the rate',
    ]);
    expect(purchases!.rows).toHaveLength(3);
    expect(purchases!.rows[0]).toEqual([
      { day: '2024-01-01' },
      '00:00',
      100,
      42_000 * 0.9,
      100 / (42_000 * 0.9),
      42_000,
      'CoinGecko',
      0.9,
      { day: '2023-12-29' },
      'ECB via Frankfurter',
    ]);
    expect(purchases!.rows[1]![6]).toBe('Coinbase');
    expect(doc.name).toBe('dca-btc-eur-2024-01-01-to-2024-01-15');
  });

  it('marks a purchase at the live price with the moment and source of that price', () => {
    const today = { date: '2026-11-24', price: 80_000, coins: 100 / 80_000, usd: null, fx: null };
    const doc = dcaExport(en, { ...dca, base: 'usd', bought: [...dca.bought, today] });
    const [purchases] = doc.tables;
    expect(purchases!.columns).toHaveLength(7); // no exchange-rate leg in USD
    expect(purchases!.rows[3]).toEqual([
      { day: '2026-11-24' },
      { instant: '2026-11-24T12:00:00.000Z' },
      100,
      80_000,
      100 / 80_000,
      null,
      'Live price (Median of 5 sources)',
    ]);
  });

  it('writes the numbers unrounded, as plain decimals, and the results with their formulas', () => {
    const csv = documentCsv(dcaExport(en, dca));
    expect(csv).toContain(`2024-01-01,00:00,100,37800,${String(100 / 37_800)},42000,CoinGecko,0.9,2023-12-29,ECB via Frankfurter\r\n`);
    expect(csv).toContain('Total invested (EUR),300,amount per purchase × purchases made\r\n');
    expect(csv).toContain(`BTC accumulated,${String(result.coins)},`);
    expect(csv).toContain(`Lump sum: value now (EUR),${String(result.lumpSum.valueNow)},`);
    expect(csv.split('\r\n').filter((line) => /^2024-/.test(line))).toHaveLength(3);
  });

  it('is written in the visitor’s language, with the same figures', async () => {
    const de = createI18n('de', await loadMessages('de'));
    const german = dcaExport(de, dca);
    const english = dcaExport(en, dca);
    expect(german.tables[0]!.columns[0]).toBe('Datum');
    expect(german.title).not.toBe(english.title);
    expect(german.tables.map((t) => t.rows.map((row) => row.filter((cell) => typeof cell === 'number')))).toEqual(
      english.tables.map((t) => t.rows.map((row) => row.filter((cell) => typeof cell === 'number'))),
    );
  });
});

describe('the Profit/Loss and What If export (decision 020)', () => {
  const r: CalculationResult = {
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
    whatIf: false,
    fx: {
      sources: ['ECB via Frankfurter'],
      buy: { date: '2024-01-06', perUsd: 0.91, rateDate: '2024-01-05', source: 'ECB via Frankfurter' },
      sell: null,
    },
    provenance: {
      amount: 1000,
      buyUsd: { price: 42_000, source: 'CoinGecko' },
      sellUsd: null,
      live: { asOf: '2026-11-24T12:00:00.000Z', source: 'Median of 5 sources' },
    },
  };

  it('lists each price with its day, time and source, the rate leg, the fees and the formulas, unrounded', () => {
    const doc = profitExport(en, r, false);
    const rows = doc.tables[0]!.rows;
    const find = (label: string) => rows.find((row) => row[0] === label)!;
    expect(find('BTC price in USD')).toEqual(['BTC price in USD', 42_000, { day: '2024-01-06' }, '00:00', 'CoinGecko', null]);
    expect(find('EUR per USD')).toEqual([
      'EUR per USD',
      0.91,
      { day: '2024-01-05' },
      null,
      'ECB via Frankfurter',
      'rate of the last working day on or before 2024-01-06',
    ]);
    expect(find('Sale price (EUR per BTC)')).toEqual([
      'Sale price (EUR per BTC)',
      80_000,
      { day: '2026-11-24' },
      { instant: '2026-11-24T12:00:00.000Z' },
      'Live price (Median of 5 sources)',
      'the live price',
    ]);
    const coins = (1000 - 1) / (42_000 * 0.91);
    expect(find('BTC bought')[1]).toBe(coins);
    expect(find('Final value (EUR)')[1]).toBe(coins * 80_000 - coins * 80_000 * 0.001);
    expect(documentCsv(doc)).toContain(
      `BTC bought,${String(coins)},2024-01-06,,,(amount invested − fee on the purchase) ÷ purchase price\r\n`,
    );
    expect(doc.title).toBe('Profit / loss: Bitcoin (BTC)');
    expect(doc.name).toBe('profit-btc-eur-2024-01-06-to-2026-11-24');
  });

  it('between two past days, names both days’ prices and rates', () => {
    const past: CalculationResult = {
      ...r,
      finalIsCurrent: false,
      finalDate: '2025-03-01',
      finalPrice: 60_000 * 0.95,
      fx: { ...r.fx!, sell: { date: '2025-03-01', perUsd: 0.95, rateDate: '2025-02-28', source: 'ECB via Frankfurter' } },
      provenance: { ...r.provenance, sellUsd: { price: 60_000, source: 'Kraken' }, live: null },
    };
    const rows = profitExport(en, past, false).tables[0]!.rows;
    expect(rows.filter((row) => row[0] === 'BTC price in USD').map((row) => [row[1], row[4]])).toEqual([
      [42_000, 'CoinGecko'],
      [60_000, 'Kraken'],
    ]);
    expect(rows.filter((row) => row[0] === 'EUR per USD').map((row) => row[2])).toEqual([{ day: '2024-01-05' }, { day: '2025-02-28' }]);
  });

  it('names a What If result so', () => {
    const doc = profitExport(en, { ...r, whatIf: true }, true);
    expect(doc.title).toBe('What if: Bitcoin (BTC)');
    expect(doc.name).toBe('what-if-btc-eur-2024-01-06-to-2026-11-24');
  });
});
