import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { fxNoteForDates, fxNoteForDca } from './fx-note';

const en = createI18n('en', {});
const jan1 = { date: '2022-01-01', perUsd: 0.8832, rateDate: '2021-12-31' };
const jan3 = { date: '2022-01-03', perUsd: 0.8851, rateDate: '2022-01-03' };

describe('fxNoteForDates', () => {
  it('names both days’ rates, or the buy rate and the live price', () => {
    expect(fxNoteForDates(en, 'en', 'EUR', { sources: ['ECB'], buy: jan1, sell: jan3 })).toBe(
      'EUR prices use the reference rate (ECB) of January 1, 2022 at 0.8832 EUR per USD (rate of December 31, 2021) and January 3, 2022 at 0.8851 EUR per USD.',
    );
    expect(fxNoteForDates(en, 'en', 'EUR', { sources: [], buy: jan3, sell: null })).toBe(
      'EUR prices use the reference rate of January 3, 2022 at 0.8851 EUR per USD. The current price is the live EUR price.',
    );
  });

  it('writes the rates the page’s way', () => {
    expect(fxNoteForDates(createI18n('de', {}), 'de', 'EUR', { sources: ['ECB'], buy: jan3, sell: null })).toBe(
      'EUR prices use the reference rate (ECB) of 3. Januar 2022 at 0,8851 EUR per USD. The current price is the live EUR price.',
    );
  });
});

describe('fxNoteForDca', () => {
  it('summarises many purchase days by their span, one by its rate', () => {
    expect(fxNoteForDca(en, 'en', 'EUR', { sources: ['ECB'], min: 0.8832, max: 0.8832, first: jan1 }, 3)).toBe(
      'EUR prices use the reference rate of each purchase day (ECB), 0.8832 EUR per USD; the first, January 1, 2022 at 0.8832 EUR per USD (rate of December 31, 2021). Value now uses the live EUR price.',
    );
    expect(fxNoteForDca(en, 'en', 'EUR', { sources: ['ECB'], min: 0.8851, max: 0.8851, first: jan3 }, 1)).toBe(
      'EUR prices use the reference rate (ECB) of January 3, 2022 at 0.8851 EUR per USD. Value now uses the live EUR price.',
    );
  });
});
