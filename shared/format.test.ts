import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatLongDate,
  formatInverseRate,
  formatRate,
  formatResult,
  formatUsd,
  inverseRate,
  plainResult,
  rateFractionDigits,
  subscriptZeros,
  zeroRun,
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
    expect(formatResult('en', value)).toBe(expected);
  });
});

describe('formatInverseRate', () => {
  it.each([
    [0.00001, '0.00001000'],
    [1 / 3, '0.33333333'],
    [1234.5, '1,234.50000000'],
    [0, '0.00000000'],
  ])('formats %s with exactly 8 fraction digits as %s', (value, expected) => {
    expect(formatInverseRate('en', value)).toBe(expected);
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
    expect(formatRate('en', rate)).toBe(expected);
  });
});

describe('formatUsd', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [0.005, '$0.01'],
    [0.123, '$0.12'],
    [1000000, '$1,000,000.00'],
    [-1234.5, '-$1,234.50'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatUsd('en', value)).toBe(expected);
  });
});

describe('formatAmount', () => {
  it.each([
    [0.00001, '0.00001'],
    [1, '1'],
    [0.5, '0.5'],
    [1234567.123456789, '1,234,567.12345679'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatAmount('en', value)).toBe(expected);
  });

  it('never uses exponent notation', () => {
    expect(formatAmount('en', 0.00001)).not.toMatch(/e/i);
    expect(formatAmount('en', 1e21)).toBe('1,000,000,000,000,000,000,000');
  });
});

/** SHIB/PEPE-sized values: prices, results of 1 SHIB in BTC, and the smallest ones a URL can give. */
const TINY: [number, string][] = [
  [0.00001234, '0.00001234'],
  [0.000000644, '0.000000644'],
  [0.0000006444999, '0.0000006445'],
  [2e-10, '0.0000000002'],
  [1.2345678e-10, '0.0000000001235'],
  [1e-18, '0.000000000000000001'],
  [1.5e-25, '0.00000000000000000000000015'],
];

describe('tiny values', () => {
  it.each(TINY)('formatResult(%s) is %s: 4 significant digits, never 0.00 or an exponent', (value, expected) => {
    expect(formatResult('en', value)).toBe(expected);
  });

  it.each([
    [0.00001234, '0.00001234'],
    [0.00000956, '0.00000956'],
    [0.000000644, '0.00000064'],
    [0.000000005, '0.00000001'],
  ])('formatInverseRate(%s) keeps exactly 8 decimals while they show a digit: %s', (value, expected) => {
    expect(formatInverseRate('en', value)).toBe(expected);
  });

  it.each(TINY.filter(([value]) => value < 0.000000005))(
    'formatInverseRate(%s) reads %s where 8 decimals would read 0.00000000',
    (value, expected) => {
      expect(formatInverseRate('en', value)).toBe(expected);
    },
  );

  it.each(TINY)('formatAmount(%s) is %s', (value, expected) => {
    expect(formatAmount('en', value)).toBe(expected);
  });

  it.each(TINY)('plainResult(%s) copies %s', (value, expected) => {
    expect(plainResult('en', value)).toBe(expected);
  });

  it('formatRate goes past 10 decimals only when they would lose digits', () => {
    expect(formatRate('en', 1.23e-12)).toBe('0.00000000000123');
    expect(formatRate('en', 6.44e-13)).toBe('0.000000000000644');
    expect(formatRate('en', 1e-8)).toBe('0.0000000100');
  });

  it('formatUsd keeps cents, but never shows a non-zero value as $0.00', () => {
    expect(formatUsd('en', 0.004)).toBe('$0.004');
    expect(formatUsd('en', 2e-10)).toBe('$0.0000000002');
    expect(formatUsd('en', -0.000001234)).toBe('-$0.000001234');
  });

  it('keeps the usual digits where nothing is lost', () => {
    expect(formatResult('en', 0.000001)).toBe('0.000001');
    expect(formatResult('en', 0.00001)).toBe('0.00001');
    expect(formatInverseRate('en', 0.000001)).toBe('0.00000100');
    expect(formatResult('en', 0.000012345678)).toBe('0.00001235');
    expect(formatResult('en', -0.5)).toBe('-0.50');
  });

  it('keeps the sign of a tiny negative value', () => {
    expect(formatResult('en', -2e-10)).toBe('-0.0000000002');
  });

  it('never writes an exponent or rounds a non-zero value to zero, across 40 magnitudes', () => {
    for (let exponent = -30; exponent <= 10; exponent += 1) {
      const value = 6.44 * 10 ** exponent;
      for (const text of [
        formatResult('en', value),
        formatInverseRate('en', value),
        formatRate('en', value),
        formatAmount('en', value),
        formatUsd('en', value),
        plainResult('en', value),
      ]) {
        expect(text).not.toMatch(/e/i);
        expect(text).toMatch(/[1-9]/);
      }
    }
  });
});

describe('zeroRun and subscriptZeros', () => {
  it.each([
    ['0.000000644', '0.0₆644'],
    ['0.0000000002', '0.0₉2'],
    ['0.000000000000000001', '0.0₁₇1'],
    ['0.000001235 BTC', '0.0₅1235 BTC'],
    ['$0.0000000002', '$0.0₉2'],
    ['-0.0000000002', '-0.0₉2'],
    ['1 SHIB = 0.0000000002 BTC', '1 SHIB = 0.0₉2 BTC'],
  ])('writes %j as %j', (text, expected) => {
    expect(subscriptZeros(text)).toBe(expected);
  });

  it.each(['0.00001234', '0.0000100', '0.00000000', '100,000.00', '10.0000001', '1,000.0000001', '0', 'abc'])(
    'leaves %j as it is (fewer than 5 zeros, no digit after them, or not after a lone 0)',
    (text) => {
      expect(subscriptZeros(text)).toBe(text);
      expect(zeroRun(text)).toBeNull();
    },
  );

  it('gives the parts ReadableNumber draws', () => {
    expect(zeroRun('0.000000644 BTC')).toEqual({ head: '0.0', zeros: 6, tail: '644 BTC' });
  });
});

describe('formatting in other locales (docs/decisions/017)', () => {
  it('uses the locale’s decimal mark and grouping', () => {
    expect(formatResult('de', 1234567.891)).toBe('1.234.567,891');
    expect(formatInverseRate('de', 0.00001)).toBe('0,00001000');
    expect(formatResult('ja', 1234.5)).toBe('1,234.50');
    expect(formatResult('ru', 1234.5)).toBe('1\u00a0234,50');
  });

  it('writes one kind of no-break space whatever the ICU data uses (fr groups with U+202F)', () => {
    expect(formatResult('fr', 1234.5)).toBe('1\u00a0234,50');
    expect(formatResult('fr', 1234.5)).not.toContain('\u202f');
  });

  it('keeps tiny values in plain digits with the locale’s decimal mark, and money its pattern', () => {
    expect(formatResult('de', 0.000000000644)).toBe('0,000000000644');
    expect(formatUsd('de', 0.000001234)).toBe('0,000001234\u00a0$');
    expect(formatUsd('en', -0.000001234)).toBe('-$0.000001234');
    expect(plainResult('de', 2228.93)).toBe('2228,93');
  });

  it('writes dates in the locale’s form', () => {
    expect(formatLongDate('de', '2026-11-24', 'UTC')).toBe('24. November 2026');
    expect(formatLongDate('ja', '2026-11-24', 'UTC')).toBe('2026年11月24日');
    expect(formatLongDate('en', '2026-11-24', 'UTC')).toBe('November 24, 2026');
  });

  it('finds the compact zero run after a comma decimal mark too', () => {
    expect(subscriptZeros('0,000000644 BTC')).toBe('0,0₆644 BTC');
  });
});
