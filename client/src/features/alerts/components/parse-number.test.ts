import { describe, expect, it } from 'vitest';
import { EN_US } from '@/lib/number-separators';
import { parseTypedNumber } from './parse-number';

const DE = { decimal: ',', group: '.', indian: false } as const;

describe('parseTypedNumber', () => {
  it('reads numbers as the page’s language writes them', () => {
    expect(parseTypedNumber('105,000.5', EN_US)).toBe(105000.5);
    expect(parseTypedNumber('105.000,5', DE)).toBe(105000.5);
    expect(parseTypedNumber(' 1 000 ', EN_US)).toBe(1000);
    expect(parseTypedNumber('0.5', DE)).toBe(0.5);
    expect(parseTypedNumber('1.000', DE)).toBe(1000);
    expect(parseTypedNumber('.25', EN_US)).toBe(0.25);
  });

  it('is NaN for anything that is not a plain positive number', () => {
    for (const text of ['', 'abc', '-5', '1e9', '1,2,3.4.5', 'NaN', '12abc']) expect(parseTypedNumber(text, EN_US), text).toBeNaN();
  });
});
