import { describe, expect, it } from 'vitest';
import { scaledQuickAmounts } from './quick-amounts';

describe('scaledQuickAmounts', () => {
  it('starts around 10 units of the target, in round steps', () => {
    expect(scaledQuickAmounts(100_000)).toEqual([0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.05, 0.1]);
    expect(scaledQuickAmounts(4_000)).toEqual([0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1]);
    expect(scaledQuickAmounts(1)).toEqual([10, 50, 100, 250, 500, 1000, 5000, 10000]);
    expect(scaledQuickAmounts(0.00001)).toEqual([1e6, 5e6, 1e7, 2.5e7, 5e7, 1e8, 5e8, 1e9]);
  });

  it('every smallest value lies between 1 and 10 target units', () => {
    for (const price of [0.000000123, 0.0042, 0.73, 9.99, 10, 10.01, 123.4, 61_234, 3_456_789]) {
      const [first] = scaledQuickAmounts(price);
      expect(first! * price, String(price)).toBeGreaterThan(1 - 1e-9);
      expect(first! * price, String(price)).toBeLessThanOrEqual(10 + 1e-9);
    }
  });

  it('falls back to plain steps without a usable price', () => {
    for (const price of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(scaledQuickAmounts(price)[0]).toBe(1);
  });
});
