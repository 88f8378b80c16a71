import { describe, expect, it } from 'vitest';
import { calculateProfit, roundCents } from './calculate';

describe('calculateProfit', () => {
  it('follows the product spec’s formula without fees', () => {
    // $1,000 of BTC at 47,686.81 sold at 95,373.62 (exactly double).
    expect(calculateProfit({ amount: 1000, buyPrice: 47_686.81, sellPrice: 95_373.62 })).toMatchObject({
      initialValue: 1000,
      finalValue: 2000,
      profitLoss: 1000,
      percentageChange: 100,
      fees: 0,
    });
  });

  it('reports a loss as a negative profit and percentage', () => {
    expect(calculateProfit({ amount: 1000, buyPrice: 4, sellPrice: 3 })).toMatchObject({
      finalValue: 750,
      profitLoss: -250,
      percentageChange: -25,
    });
  });

  it('takes the fee on the buy and on the sale', () => {
    // 0.1 %: 999 buys 249.75 coins at 4; sold at 8 → 1,998 gross, less 1.998 → 1,996.002.
    const result = calculateProfit({ amount: 1000, buyPrice: 4, sellPrice: 8, feePercent: 0.1 });
    expect(result.coins).toBeCloseTo(249.75, 10);
    expect(result.finalValue).toBe(1996);
    expect(result.profitLoss).toBe(996);
    expect(result.fees).toBe(3);
    expect(result.percentageChange).toBe(99.6);
  });

  it('handles tiny prices (SHIB, PEPE) without losing precision', () => {
    const result = calculateProfit({ amount: 1000, buyPrice: 0.000_000_081, sellPrice: 0.000_012_8 });
    expect(result.coins).toBeCloseTo(12_345_679_012.345_68, 0);
    expect(result.finalValue).toBe(158_024.69);
    expect(result.percentageChange).toBe(15_702.47);
  });

  it('gives a total loss when the sale price is zero', () => {
    expect(calculateProfit({ amount: 500, buyPrice: 2, sellPrice: 0 })).toMatchObject({
      finalValue: 0,
      profitLoss: -500,
      percentageChange: -100,
    });
  });

  it.each([
    [{ amount: 0, buyPrice: 1, sellPrice: 1 }, 'amount'],
    [{ amount: -5, buyPrice: 1, sellPrice: 1 }, 'amount'],
    [{ amount: Number.POSITIVE_INFINITY, buyPrice: 1, sellPrice: 1 }, 'amount'],
    [{ amount: 10, buyPrice: 0, sellPrice: 1 }, 'purchase price'],
    [{ amount: 10, buyPrice: 1, sellPrice: -1 }, 'sale price'],
    [{ amount: 10, buyPrice: 1, sellPrice: 1, feePercent: 100 }, 'fee'],
  ])('rejects %j', (input, word) => {
    expect(() => calculateProfit(input)).toThrow(word);
  });
});

describe('roundCents', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [-1.005, -1.01],
    [0.004, 0],
    [1234.5678, 1234.57],
  ])('%d → %d', (input, expected) => {
    expect(roundCents(input)).toBe(expected);
  });
});
