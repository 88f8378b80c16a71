import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatInverseRate,
  formatRate,
  formatResult,
  formatUsd,
  inverseRate,
  rateFractionDigits,
} from './format';

describe('formatResult', () => {
  it.each([
    [100000, '100,000.00'],
    [0.123456789, '0.12345679'],
    [1.5, '1.50'],
    [0, '0.00'],
    [1234567.891, '1,234,567.891'],
    [0.00001, '0.00001'],
  ])('formats %s as %s (2 to 8 fraction digits, grouped)', (value, expected) => {
    expect(formatResult(value)).toBe(expected);
  });
});

describe('formatInverseRate', () => {
  it.each([
    [0.00001, '0.00001000'],
    [1 / 3, '0.33333333'],
    [1234.5, '1,234.50000000'],
    [0, '0.00000000'],
  ])('formats %s with exactly 8 fraction digits as %s', (value, expected) => {
    expect(formatInverseRate(value)).toBe(expected);
  });
});

describe('inverseRate', () => {
  it('is 1 / rate', () => {
    expect(inverseRate(4)).toBe(0.25);
    expect(inverseRate(100000)).toBeCloseTo(0.00001, 15);
  });

  it('is 0 for a zero rate instead of Infinity', () => {
    expect(inverseRate(0)).toBe(0);
  });
});

describe('rateFractionDigits', () => {
  it.each([
    ['BTC in USD', 100000, 2],
    ['ETH in USD', 2530, 2],
    ['a rate of 13.9', 13.9, 2],
    ['a rate of 0.27', 0.27, 4],
    ['SHIB in USD', 0.0000128, 8],
    ['PEPE in USD (capped)', 1e-8, 10],
    ['a far smaller rate (capped)', 1.23e-12, 10],
  ])('gives %s enough digits: %s → %i', (_label, rate, digits) => {
    expect(rateFractionDigits(rate)).toBe(digits);
  });

  it('gives 2 for zero and non-finite rates', () => {
    expect(rateFractionDigits(0)).toBe(2);
    expect(rateFractionDigits(Number.NaN)).toBe(2);
    expect(rateFractionDigits(Number.POSITIVE_INFINITY)).toBe(2);
  });

  it('stays between 2 and 10 for rates across many magnitudes', () => {
    for (let exponent = -15; exponent <= 10; exponent += 1) {
      const digits = rateFractionDigits(1.7 * 10 ** exponent);
      expect(digits).toBeGreaterThanOrEqual(2);
      expect(digits).toBeLessThanOrEqual(10);
    }
  });
});

describe('formatRate', () => {
  it.each([
    [100000, '100,000.00'],
    [2530, '2,530.00'],
    [13.9, '13.90'],
    [0.27, '0.2700'],
    [0.0000128, '0.00001280'],
    [1.23e-8, '0.0000000123'],
  ])('formats %s as %s', (rate, expected) => {
    expect(formatRate(rate)).toBe(expected);
  });
});

describe('formatUsd', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [0.005, '$0.01'],
    [1000000, '$1,000,000.00'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatUsd(value)).toBe(expected);
  });
});

describe('formatAmount', () => {
  it.each([
    [0.00001, '0.00001'],
    [1, '1'],
    [0.5, '0.5'],
    [1234567.123456789, '1,234,567.12345679'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it('never uses exponent notation', () => {
    expect(formatAmount(0.00001)).not.toMatch(/e/i);
    expect(formatAmount(1e21)).toBe('1,000,000,000,000,000,000,000');
  });
});
