import { describe, expect, it } from 'vitest';
import { computePortfolio } from './compute-portfolio';
import { taxYearOf } from './tax-years';
import type { ValuedTx } from './types';

// HMRC's own worked examples (Cryptoassets Manual, CRYPTO22254–CRYPTO22256), in pounds. HMRC
// rounds each cost to the pound in its tables; the engine keeps pennies, so where HMRC writes
// £63 the engine has £62.50 and the gain differs by that rounding only.

const isFiat = (asset: string) => asset === 'gbp';
let n = 0;
const acquire = (time: string, amount: number, cost: number): ValuedTx => ({
  id: `a${++n}`,
  time: Date.parse(time),
  type: 'buy',
  wallet: 'Exchange',
  received: { asset: 'token', amount },
  sent: { asset: 'gbp', amount: cost },
  values: { received: null, sent: cost, fee: null },
});
const dispose = (time: string, amount: number, proceeds: number): ValuedTx => ({
  id: `d${++n}`,
  time: Date.parse(time),
  type: 'sell',
  wallet: 'Exchange',
  sent: { asset: 'token', amount },
  received: { asset: 'gbp', amount: proceeds },
  values: { received: proceeds, sent: null, fee: null },
});
const uk = { kind: 'uk' } as const;
const pounds = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

describe('UK share matching (HMRC CRYPTO22250 examples)', () => {
  it('example 4: the same-day rule, then the Section 104 pool', () => {
    // Pool 8,000 token D at £1,000. On 31 January: disposals of 5,000 for £500 and 2,000 for £142,
    // acquisitions of 4,000 (£320), 1,000 (£75), 1,000 (£70) and 500 (£35). One disposal of 7,000
    // for £642 against one acquisition of 6,500 for £500; 500 from the pool: £1,000 × 500/8,000 =
    // £62.50. Gain £79.50 (HMRC: £79 with the pool's cost rounded up to £63). Pool: 7,500 at £937.50.
    const report = computePortfolio(
      [
        acquire('2023-06-01T12:00:00Z', 8_000, 1_000),
        dispose('2024-01-31T09:00:00Z', 5_000, 500),
        acquire('2024-01-31T10:00:00Z', 4_000, 320),
        acquire('2024-01-31T11:00:00Z', 1_000, 75),
        acquire('2024-01-31T12:00:00Z', 1_000, 70),
        dispose('2024-01-31T13:00:00Z', 2_000, 142),
        acquire('2024-01-31T14:00:00Z', 500, 35),
      ],
      uk,
      isFiat,
    );
    const gains = report.disposals.map((d) => d.gain!);
    expect(pounds(gains.reduce((a, b) => a + b, 0))).toBe(79.5);
    const rules = report.disposals.flatMap((d) => d.parts.map((p) => [p.rule, p.amount]));
    expect(rules).toEqual([
      ['same-day', 5_000],
      ['same-day', 1_500],
      ['pool', 500],
    ]);
    expect(report.holdings).toEqual([{ asset: 'token', wallet: null, amount: 7_500, cost: 937.5, unknownCostAmount: 0 }]);
  });

  it('example 5: the 30-day rule, then the pool', () => {
    // Pool 14,000 token E at £200,000. 30 August: sell 4,000 for £160,000. 11 September: buy 500 for
    // £17,500, matched with that sale; 3,500 from the pool at £200,000 × 3,500/14,000 = £50,000.
    // Gain £160,000 − £17,500 − £50,000 = £92,500. Pool: 10,500 at £150,000.
    const report = computePortfolio(
      [
        acquire('2023-01-10T12:00:00Z', 14_000, 200_000),
        dispose('2024-08-30T12:00:00Z', 4_000, 160_000),
        acquire('2024-09-11T12:00:00Z', 500, 17_500),
      ],
      uk,
      isFiat,
    );
    expect(report.disposals[0]!.parts.map((p) => [p.rule, p.amount, p.cost])).toEqual([
      ['30-day', 500, 17_500],
      ['pool', 3_500, 50_000],
    ]);
    expect(report.disposals[0]!.gain).toBe(92_500);
    expect(report.holdings[0]).toMatchObject({ amount: 10_500, cost: 150_000 });
  });

  it('example 6: same day, 30 days and the pool together', () => {
    // Pool 100,000 token F at £300,000.
    // 31 July: buy 10,000 for £45,000; sell 30,000 for £150,000: same day 10,000 (£45,000), 30-day
    //   20,000 of the 6 August purchase (£225,000 × 20,000/50,000 = £90,000): gain £15,000.
    // 5 August: sell 20,000 for £100,000: 30-day, the next 20,000 of 6 August (£90,000): gain £10,000.
    // 6 August: buy 50,000 for £225,000; its other 10,000 (£45,000) join the pool: 110,000 at £345,000.
    // 7 August: sell 100,000 for £150,000 from the pool: £345,000 × 100,000/110,000 = £313,636.36:
    //   a loss of £163,636.36. Pool left: 10,000 at £31,363.64.
    const report = computePortfolio(
      [
        acquire('2023-03-01T12:00:00Z', 100_000, 300_000),
        acquire('2024-07-31T10:00:00Z', 10_000, 45_000),
        dispose('2024-07-31T11:00:00Z', 30_000, 150_000),
        dispose('2024-08-05T12:00:00Z', 20_000, 100_000),
        acquire('2024-08-06T12:00:00Z', 50_000, 225_000),
        dispose('2024-08-07T12:00:00Z', 100_000, 150_000),
      ],
      uk,
      isFiat,
    );
    expect(report.disposals.map((d) => pounds(d.gain))).toEqual([15_000, 10_000, -163_636.36]);
    expect(report.disposals[0]!.parts.map((p) => [p.rule, p.amount, p.cost])).toEqual([
      ['same-day', 10_000, 45_000],
      ['30-day', 20_000, 90_000],
    ]);
    expect(pounds(report.holdings[0]!.cost)).toBe(31_363.64);
    expect(report.holdings[0]!.amount).toBe(10_000);
    // One UK tax year (6 April 2024 – 5 April 2025): the year's gain is the three together.
    expect(report.years.map((y) => [y.taxYear, pounds(y.gain)])).toEqual([['2024/25', -138_636.36]]);
  });

  it('counts days and tax years in UK time: 00:30 BST on 6 April is the new year', () => {
    expect(taxYearOf(Date.parse('2024-04-05T23:30:00Z'), 'uk')).toBe('2024/25');
    expect(taxYearOf(Date.parse('2024-04-05T22:59:00Z'), 'uk')).toBe('2023/24');
    expect(taxYearOf(Date.parse('2025-01-01T00:00:00Z'), 'uk')).toBe('2024/25');
    expect(taxYearOf(Date.parse('2024-12-31T23:59:59Z'), 'calendar')).toBe('2024');
  });

  it('a disposal with nothing in the pool is flagged, with no cost made up', () => {
    const report = computePortfolio([dispose('2024-05-01T12:00:00Z', 10, 100)], uk, isFiat);
    expect(report.disposals[0]).toMatchObject({ unmatched: 10, gain: 0, flagged: true, parts: [] });
  });
});
