import { describe, expect, it } from 'vitest';
import { describeSources, shortAge, sourcesByLeg, spreadText } from './sources-summary';

const src = (name: string, used: boolean, leg = 'bitcoin') => ({ leg, name, price: used ? 100 : null, asOf: null, used });

describe('describeSources', () => {
  it('names the median, the spread and what was left out', () => {
    const sources = [src('Coinbase', true), src('Kraken', false), src('OKX', true), src('CoinGecko', true)];
    expect(describeSources({ sources, sourcesUsed: 3, sourcesAsked: 4, spread: 0.0004 })).toBe('Median of 3 sources · spread 0.04 % · 1 left out');
  });

  it('says so when one source is all there is, and when none answered', () => {
    expect(describeSources({ sources: [src('CoinGecko', true)], sourcesUsed: 1, sourcesAsked: 1, spread: 0 })).toBe('One source: CoinGecko');
    expect(describeSources({ sources: [src('Kraken', false)], sourcesUsed: 0, sourcesAsked: 1, spread: 0 })).toBe('No source answered this minute');
  });

  it('has no line for an answer without sources (the dated snapshot, older servers)', () => {
    expect(describeSources({ sources: [], sourcesUsed: 0, sourcesAsked: 0, spread: 0 })).toBeNull();
    expect(describeSources({})).toBeNull();
  });
});

describe('helpers', () => {
  it('writes spreads and ages briefly', () => {
    expect(spreadText(0)).toBe('0.00 %');
    expect(spreadText(0.01234)).toBe('1.23 %');
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(shortAge('2026-11-24T11:59:48Z', now)).toBe('12 s');
    expect(shortAge('2026-11-24T11:57:00Z', now)).toBe('3 min');
    expect(shortAge('2026-11-24T09:00:00Z', now)).toBe('3 h');
    expect(shortAge(null, now)).toBeNull();
    expect(shortAge('nonsense', now)).toBeNull();
  });

  it('groups sources by the currency they price, in order', () => {
    const groups = sourcesByLeg([src('Coinbase', true), src('Coinbase', true, 'eur'), src('Kraken', true)]);
    expect(groups.map((g) => [g.leg, g.sources.map((s) => s.name)])).toEqual([
      ['bitcoin', ['Coinbase', 'Kraken']],
      ['eur', ['Coinbase']],
    ]);
  });
});
