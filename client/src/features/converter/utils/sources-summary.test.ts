import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { describeSources, formatUsdPrice, shortAge, sourcesByLeg, spreadText } from './sources-summary';

const src = (name: string, used: boolean, leg = 'bitcoin') => ({ leg, name, price: used ? 100 : null, asOf: null, used });
const en = createI18n('en', {});

describe('describeSources', () => {
  it('names the median, the spread and what was left out', () => {
    const sources = [src('Coinbase', true), src('Kraken', false), src('OKX', true), src('CoinGecko', true)];
    expect(describeSources(en, { sources, sourcesUsed: 3, sourcesAsked: 4, spread: 0.0004 })).toBe(
      'Median of 3 sources · spread 0.04 % · 1 left out',
    );
  });

  it('says so when one source is all there is, and when none answered', () => {
    expect(describeSources(en, { sources: [src('CoinGecko', true)], sourcesUsed: 1, sourcesAsked: 1, spread: 0 })).toBe(
      'One source: CoinGecko',
    );
    expect(describeSources(en, { sources: [src('Kraken', false)], sourcesUsed: 0, sourcesAsked: 1, spread: 0 })).toBe(
      'No source answered this minute',
    );
  });

  it('has no line for an answer without sources (the dated snapshot, older servers)', () => {
    expect(describeSources(en, { sources: [], sourcesUsed: 0, sourcesAsked: 0, spread: 0 })).toBeNull();
    expect(describeSources(en, {})).toBeNull();
  });

  it('writes the spread as the page’s locale does', () => {
    const sources = [src('Coinbase', true), src('OKX', true)];
    expect(describeSources(createI18n('de', {}), { sources, sourcesUsed: 2, sourcesAsked: 2, spread: 0.0004 })).toBe(
      'Median of 2 sources · spread 0,04 %',
    );
  });
});

describe('helpers', () => {
  it('writes spreads and ages briefly', () => {
    expect(spreadText('en', 0)).toBe('0.00');
    expect(spreadText('en', 0.01234)).toBe('1.23');
    expect(spreadText('de', 0.01234)).toBe('1,23');
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(shortAge(en, '2026-11-24T11:59:48Z', now)).toBe('12 s');
    expect(shortAge(en, '2026-11-24T11:57:00Z', now)).toBe('3 min');
    expect(shortAge(en, '2026-11-24T09:00:00Z', now)).toBe('3 h');
    expect(shortAge(en, '2026-11-20T12:00:00Z', now)).toBe('4 d');
    expect(shortAge(en, null, now)).toBeNull();
    expect(shortAge(en, 'nonsense', now)).toBeNull();
  });

  it('writes a USD price with the rate’s digits in the locale’s currency pattern', () => {
    expect(formatUsdPrice('en', 97_000)).toBe('$97,000.00');
    expect(formatUsdPrice('en', 0.00001234)).toBe('$0.00001234');
    expect(formatUsdPrice('de', 97_000)).toBe('97.000,00\u00a0$');
    expect(formatUsdPrice('ja', 97_000)).toBe('$97,000.00');
  });

  it('groups sources by the currency they price, in order', () => {
    const groups = sourcesByLeg([src('Coinbase', true), src('Coinbase', true, 'eur'), src('Kraken', true)]);
    expect(groups.map((g) => [g.leg, g.sources.map((s) => s.name)])).toEqual([
      ['bitcoin', ['Coinbase', 'Kraken']],
      ['eur', ['Coinbase']],
    ]);
  });
});
