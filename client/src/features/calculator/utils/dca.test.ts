import { addDays, daysBetween } from '@shared/dates';
import { describe, expect, it } from 'vitest';
import { MAX_RANGE_DAYS } from '@shared/history-limits';
import { splitRange } from '@/lib/price-queries';
import { calculateDca, fxRatesUsed, pricesInBase, purchaseDates } from './dca';

describe('purchaseDates', () => {
  it('daily: every day, both ends included', () => {
    expect(purchaseDates('2024-02-27', '2024-03-02', 'daily')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ]);
  });

  it('weekly: every 7 days up to and including the end date', () => {
    expect(purchaseDates('2020-03-01', '2020-03-29', 'weekly')).toEqual([
      '2020-03-01',
      '2020-03-08',
      '2020-03-15',
      '2020-03-22',
      '2020-03-29',
    ]);
    expect(purchaseDates('2020-03-01', '2020-03-28', 'weekly')).toEqual(['2020-03-01', '2020-03-08', '2020-03-15', '2020-03-22']);
  });

  it('monthly: the start day of each month, clamped to the month end, never drifting', () => {
    expect(purchaseDates('2023-01-31', '2023-06-30', 'monthly')).toEqual([
      '2023-01-31',
      '2023-02-28',
      '2023-03-31',
      '2023-04-30',
      '2023-05-31',
      '2023-06-30',
    ]);
    expect(purchaseDates('2024-01-30', '2024-03-29', 'monthly')).toEqual(['2024-01-30', '2024-02-29']);
    expect(purchaseDates('2023-11-15', '2024-01-15', 'monthly')).toEqual(['2023-11-15', '2023-12-15', '2024-01-15']);
  });

  it('is empty when the start is after the end, one day when they are equal', () => {
    expect(purchaseDates('2024-01-02', '2024-01-01', 'daily')).toEqual([]);
    expect(purchaseDates('2024-01-01', '2024-01-01', 'monthly')).toEqual(['2024-01-01']);
  });

  it('daily over ten years is 3,653 purchases', () => {
    expect(purchaseDates('2015-01-01', '2024-12-31', 'daily')).toHaveLength(3_653);
  });
});

describe('calculateDca', () => {
  const prices = new Map([
    ['2020-03-01', 100],
    ['2020-03-08', 50],
    ['2020-03-15', 200],
    ['2020-03-22', 100],
  ]);

  it('weekly: totals, coins, average cost, value now, and the lump sum on the first day', () => {
    const r = calculateDca({ amount: 100, dates: purchaseDates('2020-03-01', '2020-03-22', 'weekly'), prices, currentPrice: 150 });
    // 100/100 + 100/50 + 100/200 + 100/100 = 1 + 2 + 0.5 + 1 = 4.5 coins for 400.
    expect(r).toMatchObject({ scheduled: 4, purchases: 4, skipped: [], invested: 400, coins: 4.5, valueNow: 675, profitLoss: 275 });
    expect(r.averageCost).toBeCloseTo(400 / 4.5, 12);
    expect(r.percentageChange).toBeCloseTo(68.75, 12);
    // Lump sum: 400 at 100 on 2020-03-01 → 4 coins → 600.
    expect(r.lumpSum).toEqual({
      date: '2020-03-01',
      price: 100,
      invested: 400,
      coins: 4,
      valueNow: 600,
      profitLoss: 200,
      percentageChange: 50,
    });
    expect(r.difference).toBe(75);
    expect(r.better).toBe('dca');
  });

  it('says when the lump sum did better, and calls a sub-cent difference a tie', () => {
    const rising = new Map([
      ['2021-01-01', 10],
      ['2021-01-02', 20],
    ]);
    const r = calculateDca({ amount: 10, dates: ['2021-01-01', '2021-01-02'], prices: rising, currentPrice: 40 });
    // DCA: 1 + 0.5 coins = 60; lump: 2 coins = 80.
    expect(r.valueNow).toBe(60);
    expect(r.lumpSum.valueNow).toBe(80);
    expect(r.better).toBe('lump-sum');
    expect(r.difference).toBe(-20);
    const flat = calculateDca({
      amount: 10,
      dates: ['2021-01-01', '2021-01-02'],
      prices: new Map([
        ['2021-01-01', 10],
        ['2021-01-02', 10],
      ]),
      currentPrice: 40,
    });
    expect(flat.better).toBe('same');
  });

  it('skips days without a price (not invested, not counted) and names them', () => {
    const r = calculateDca({ amount: 100, dates: ['2020-02-23', '2020-03-01', '2020-03-05', '2020-03-08'], prices, currentPrice: 100 });
    expect(r.skipped).toEqual(['2020-02-23', '2020-03-05']);
    expect(r.purchases).toBe(2);
    expect(r.invested).toBe(200);
    expect(r.coins).toBe(3);
    // The lump sum goes in on the first day that had a price.
    expect(r.lumpSum).toMatchObject({ date: '2020-03-01', coins: 2 });
  });

  it('refuses a schedule with no price at all, and bad numbers', () => {
    expect(() => calculateDca({ amount: 100, dates: ['2019-01-01'], prices, currentPrice: 1 })).toThrow(RangeError);
    expect(() => calculateDca({ amount: 0, dates: ['2020-03-01'], prices, currentPrice: 1 })).toThrow(RangeError);
    expect(() => calculateDca({ amount: 100, dates: ['2020-03-01'], prices, currentPrice: Number.NaN })).toThrow(RangeError);
  });

  it('daily over ten years stays exact enough', () => {
    const dates = purchaseDates('2015-01-01', '2024-12-31', 'daily');
    const r = calculateDca({ amount: 10, dates, prices: new Map(dates.map((d) => [d, 250])), currentPrice: 500 });
    expect(r.invested).toBe(36_530);
    expect(r.coins).toBeCloseTo(146.12, 9);
    expect(r.valueNow).toBeCloseTo(73_060, 6);
  });
});

describe('the FX leg', () => {
  const usd = new Map([
    ['2022-01-01', 46_306.45],
    ['2022-01-02', 47_000],
    ['2022-01-03', 48_000],
  ]);
  const fx = new Map([
    ['2022-01-01', { perUsd: 0.8832, rateDate: '2021-12-31' }],
    ['2022-01-02', { perUsd: 0.8832, rateDate: '2021-12-31' }],
    ['2022-01-03', { perUsd: 0.8851, rateDate: '2022-01-03' }],
  ]);

  it('price in the base on D = USD price on D × units per USD on D', () => {
    const eur = pricesInBase(usd, fx);
    expect(eur.get('2022-01-01')).toBeCloseTo(46_306.45 * 0.8832, 9);
    expect(eur.get('2022-01-03')).toBeCloseTo(48_000 * 0.8851, 9);
    expect(pricesInBase(usd, null)).toEqual(usd);
  });

  it('a day without a rate has no base price, so the purchase is skipped', () => {
    const partial = new Map([...fx].filter(([d]) => d !== '2022-01-02'));
    const eur = pricesInBase(usd, partial);
    expect(eur.has('2022-01-02')).toBe(false);
    const r = calculateDca({ amount: 100, dates: ['2022-01-01', '2022-01-02', '2022-01-03'], prices: eur, currentPrice: 90_000 });
    expect(r.skipped).toEqual(['2022-01-02']);
    expect(r.coins).toBeCloseTo(100 / (46_306.45 * 0.8832) + 100 / (48_000 * 0.8851), 15);
  });

  it('a daily EUR DCA: 100 EUR a day, valued at the live EUR price', () => {
    const dates = ['2022-01-01', '2022-01-02', '2022-01-03'];
    const r = calculateDca({ amount: 100, dates, prices: pricesInBase(usd, fx), currentPrice: 90_000 });
    const coins = dates.reduce((sum, d) => sum + 100 / (usd.get(d)! * fx.get(d)!.perUsd), 0);
    expect(r.invested).toBe(300);
    expect(r.coins).toBeCloseTo(coins, 15);
    expect(r.valueNow).toBeCloseTo(coins * 90_000, 9);
    expect(r.lumpSum.coins).toBeCloseTo(300 / (46_306.45 * 0.8832), 15);
  });

  it('summarises the rates used', () => {
    expect(fxRatesUsed(['2022-01-01', '2022-01-03'], fx)).toEqual({
      min: 0.8832,
      max: 0.8851,
      first: { date: '2022-01-01', perUsd: 0.8832, rateDate: '2021-12-31' },
    });
    expect(fxRatesUsed(['2030-01-01'], fx)).toBeNull();
  });
});

describe('long ranges', () => {
  it('split into pieces the range endpoint accepts', () => {
    expect(splitRange('2020-01-01', '2020-01-10', 4)).toEqual([
      ['2020-01-01', '2020-01-04'],
      ['2020-01-05', '2020-01-08'],
      ['2020-01-09', '2020-01-10'],
    ]);
    expect(splitRange('2020-01-01', '2020-01-01')).toEqual([['2020-01-01', '2020-01-01']]);
    const pieces = splitRange('2013-04-28', '2026-11-23');
    expect(pieces).toHaveLength(2);
    const [first, second] = pieces as [[string, string], [string, string]];
    expect(first[0]).toBe('2013-04-28');
    expect(daysBetween(first[0], first[1]) + 1).toBe(MAX_RANGE_DAYS);
    expect(second).toEqual([addDays(first[1], 1), '2026-11-23']);
  });
});
