import { describe, expect, it } from 'vitest';
import { MAX_EXTRA_TARGETS, readConverterOptions, tickerList, urlAmount, writeConverterOptions } from './url-options';

const TODAY = '2026-11-23';

describe('readConverterOptions', () => {
  it('reads a past date and extra targets', () => {
    expect(readConverterOptions('date=2021-11-10&also=gbp,JPY', TODAY)).toEqual({ date: '2021-11-10', also: ['gbp', 'jpy'], amount: null });
  });

  it('ignores malformed, impossible and future dates; today is allowed', () => {
    for (const date of ['2021-13-01', '2021-02-29', '10-11-2021', '2026-11-24', '', 'x']) {
      expect(readConverterOptions(`date=${date}`, TODAY).date).toBeNull();
    }
    expect(readConverterOptions('date=2026-11-23', TODAY).date).toBe(TODAY);
  });

  it('keeps "also" absent apart from an empty list, and drops junk', () => {
    expect(readConverterOptions('', TODAY).also).toBeNull();
    expect(readConverterOptions('also=', TODAY).also).toEqual([]);
    expect(readConverterOptions('also=<script>,gbp,,gbp, eur ', TODAY).also).toEqual(['gbp', 'eur']);
  });

  it('reads the amount as a plain decimal, tidied', () => {
    expect(readConverterOptions('amount=0.5&date=2021-11-10', TODAY)).toEqual({ date: '2021-11-10', also: null, amount: '0.5' });
    expect(readConverterOptions('amount=1234', TODAY).amount).toBe('1234');
    expect(readConverterOptions('amount=000.50', TODAY).amount).toBe('0.5');
    expect(readConverterOptions('amount=0', TODAY).amount).toBe('0');
    expect(readConverterOptions(`amount=0.${'0'.repeat(17)}1`, TODAY).amount).toBe(`0.${'0'.repeat(17)}1`);
    expect(readConverterOptions(`amount=${'9'.repeat(15)}`, TODAY).amount).toBe('9'.repeat(15));
  });

  it('ignores an amount that is not a plain decimal, or beyond the field’s digit limits', () => {
    for (const amount of [
      '',
      '.',
      'abc',
      '-1',
      '+1',
      '1e5',
      '1,5',
      '0,5',
      '1.2.3',
      '1 000',
      'Infinity',
      'NaN',
      '0x10',
      '١٢٣',
      '１',
      `${'9'.repeat(16)}`,
      `0.${'1'.repeat(19)}`,
      '9'.repeat(400),
    ]) {
      expect(readConverterOptions(`amount=${encodeURIComponent(amount)}`, TODAY).amount).toBeNull();
    }
    expect(readConverterOptions('', TODAY).amount).toBeNull();
    expect(readConverterOptions('amount=1&amount=2', TODAY).amount).toBe('1');
  });
});

describe('urlAmount', () => {
  it.each([
    ['2', '2'],
    ['2.', '2'],
    ['.5', '0.5'],
    ['0.50', '0.5'],
    ['007', '7'],
    ['1.000', '1'],
    ['1234.5678', '1234.5678'],
    [`${'1'.repeat(15)}.${'2'.repeat(18)}`, `${'1'.repeat(15)}.${'2'.repeat(18)}`],
    [`0${'1'.repeat(15)}`, '1'.repeat(15)],
    [`1.${'2'.repeat(18)}000`, `1.${'2'.repeat(18)}`],
  ])('writes %j as %j', (text, expected) => {
    expect(urlAmount(text)).toBe(expected);
  });
});

describe('tickerList', () => {
  it(`keeps at most ${MAX_EXTRA_TARGETS}`, () => {
    expect(tickerList(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('accepts ids with dashes and dots', () => {
    expect(tickerList(['avalanche-2', 'usd-coin', 'bnb.x'])).toEqual(['avalanche-2', 'usd-coin', 'bnb.x']);
  });
});

describe('writeConverterOptions', () => {
  it('sets and removes the options, keeping other parameters', () => {
    expect(writeConverterOptions('debug=1', { date: '2021-11-10', also: ['gbp', 'jpy'] })).toBe('debug=1&date=2021-11-10&also=gbp,jpy');
    expect(writeConverterOptions('date=2021-11-10&also=gbp', { date: null })).toBe('also=gbp');
    expect(writeConverterOptions('date=2021-11-10&also=gbp', { also: [] })).toBe('date=2021-11-10');
    expect(writeConverterOptions('also=gbp', { date: '2020-01-01' })).toBe('date=2020-01-01&also=gbp');
  });

  it('sets the amount as a plain decimal, keeping date, also and other parameters', () => {
    expect(writeConverterOptions('date=2021-11-10&also=gbp,jpy', { amount: '0.5' })).toBe('date=2021-11-10&also=gbp,jpy&amount=0.5');
    expect(writeConverterOptions('amount=2&also=gbp', { amount: '1234.50' })).toBe('also=gbp&amount=1234.5');
    expect(writeConverterOptions('', { amount: '0' })).toBe('amount=0');
    expect(writeConverterOptions('', { date: '2021-11-10', also: ['gbp'], amount: '3' })).toBe('date=2021-11-10&also=gbp&amount=3');
  });

  it('removes the amount when it is the default 1, absent, or not a plain decimal', () => {
    expect(writeConverterOptions('amount=2&date=2021-11-10', { amount: '1' })).toBe('date=2021-11-10');
    expect(writeConverterOptions('amount=2', { amount: '1.000' })).toBe('');
    expect(writeConverterOptions('amount=2&also=gbp', { amount: null })).toBe('also=gbp');
    expect(writeConverterOptions('amount=2', { amount: '1e5' })).toBe('');
    expect(writeConverterOptions('amount=2', { date: null })).toBe('amount=2');
  });

  it('reads back what it writes', () => {
    for (const amount of ['0.5', '1234.5678', '0.000000000000000001', '999999999999999']) {
      expect(readConverterOptions(writeConverterOptions('date=2021-11-10', { amount }), TODAY)).toEqual({
        date: '2021-11-10',
        also: null,
        amount,
      });
    }
  });
});

describe('writeConverterOptions keeps one order', () => {
  it('writes date, also and amount in that order, after other parameters, whatever came first', () => {
    expect(writeConverterOptions('amount=2', { also: ['gbp', 'jpy'] })).toBe('also=gbp,jpy&amount=2');
    expect(writeConverterOptions('also=gbp', { amount: '2' })).toBe('also=gbp&amount=2');
    expect(writeConverterOptions('amount=2&utm_source=x', { date: '2021-11-10' })).toBe('utm_source=x&date=2021-11-10&amount=2');
  });
});
