import { describe, expect, it } from 'vitest';
import { formatMarketCap, standingParts } from './coin-standing';

describe('standingParts', () => {
  it('gives the rank and the market cap in short form', () => {
    expect(standingParts('en', { rank: 18, marketCap: 26_190_000_000 })).toEqual(['#18', '$26.2B']);
    expect(standingParts('en', { marketCap: 45_600_000 })).toEqual(['$45.6M']);
    expect(standingParts('en', {})).toEqual([]);
  });

  it('writes the market cap as the page’s locale does', () => {
    expect(formatMarketCap('de', 26_190_000_000)).toBe('26,2\u00a0Mrd.\u00a0$');
    expect(formatMarketCap('ja', 26_190_000_000)).toBe('$261.9億');
  });
});
