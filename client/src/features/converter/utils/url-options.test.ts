import { describe, expect, it } from 'vitest';
import { MAX_EXTRA_TARGETS, readConverterOptions, tickerList, writeConverterOptions } from './url-options';

const TODAY = '2026-11-23';

describe('readConverterOptions', () => {
  it('reads a past date and extra targets', () => {
    expect(readConverterOptions('date=2021-11-10&also=gbp,JPY', TODAY)).toEqual({ date: '2021-11-10', also: ['gbp', 'jpy'] });
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
    expect(writeConverterOptions('also=gbp', { date: '2020-01-01' })).toBe('also=gbp&date=2020-01-01');
  });
});
