import { createI18nFactory, englishI18n } from '../i18n/page-i18n';
const EN = englishI18n();
import { formatAmount, formatRate, formatResult } from '@shared/format';
import { describe, expect, it } from 'vitest';
import { amountFitsPage, asOfText, cardFingerprint, rateCardModel } from './card-model';

const BTC = { symbol: 'BTC', name: 'Bitcoin' };
const ETH = { symbol: 'ETH', name: 'Ethereum' };
const USD = { symbol: 'USD', name: 'US Dollar' };
const AT = new Date('2026-11-24T14:05:09Z');

describe('rateCardModel', () => {
  it("gives a pair card the page's rate line: 1 unit at formatRate", () => {
    expect(rateCardModel(EN, { from: BTC, to: USD, rate: 97_312.449, asOf: AT, source: 'live' })).toEqual({
      kind: 'rate',
      locale: 'en',
      pairLabel: 'Bitcoin to US Dollar',
      lead: '1 BTC',
      value: '97,312.45',
      unit: 'USD',
      asOf: 'as of November 24, 2026, 2:05 PM UTC',
    });
    // A tiny rate keeps its significant digits, as on the page.
    expect(
      rateCardModel(EN, { from: { symbol: 'SHIB', name: 'Shiba Inu' }, to: USD, rate: 0.0000123456, asOf: AT, source: 'live' })!.value,
    ).toBe(formatRate('en', 0.0000123456));
  });

  it("gives a fixed-amount card the page's summary: formatAmount × formatResult", () => {
    const model = rateCardModel(EN, { from: ETH, to: USD, amount: '0.5', rate: 3_424.657, asOf: AT, source: 'cached' })!;
    expect(model.lead).toBe('0.5 ETH');
    expect(model.value).toBe(formatResult('en', 0.5 * 3_424.657));
    expect(model.value).toBe('1,712.3285');
    const big = rateCardModel(EN, { from: BTC, to: USD, amount: '1000', rate: 100_000, asOf: AT, source: 'live' })!;
    expect(big.lead).toBe(`${formatAmount('en', 1000)} BTC`);
    expect(big.value).toBe('100,000,000.00');
  });

  it('has no rate card where the page shows another figure or none', () => {
    // More digits than the amount field takes: the page shows 1 unit instead.
    expect(rateCardModel(EN, { from: BTC, to: USD, amount: '1234567890123456', rate: 1, asOf: AT, source: 'live' })).toBeNull();
    expect(rateCardModel(EN, { from: BTC, to: USD, amount: '0.0000000000000000001', rate: 1, asOf: AT, source: 'live' })).toBeNull();
    expect(rateCardModel(EN, { from: BTC, to: USD, rate: Number.NaN, asOf: AT, source: 'live' })).toBeNull();
  });
});

describe('amountFitsPage', () => {
  it("follows the amount field's limits: 15 digits before the point, 18 after", () => {
    expect(amountFitsPage(123_456_789_012_345)).toBe(true);
    expect(amountFitsPage(1_234_567_890_123_456)).toBe(false);
    expect(amountFitsPage(0.000000000000000001)).toBe(true);
    expect(amountFitsPage(0.0000000000000000001)).toBe(false);
    expect(amountFitsPage(0)).toBe(true);
  });
});

describe('asOfText', () => {
  it('names the time in UTC, and only the day for the bundled snapshot', () => {
    expect(asOfText(EN, AT, 'live')).toBe('as of November 24, 2026, 2:05 PM UTC');
    expect(asOfText(EN, new Date('2026-11-24T00:00:00Z'), 'cached')).toBe('as of November 24, 2026, 12:00 AM UTC');
    expect(asOfText(EN, AT, 'snapshot')).toBe('as of November 24, 2026 (approximate)');
  });
});

describe('cardFingerprint', () => {
  it('changes with anything drawn: the rate, the time, the amount', () => {
    const base = { from: BTC, to: USD, rate: 100_000, asOf: AT, source: 'live' } as const;
    const a = cardFingerprint(rateCardModel(EN, base)!);
    expect(cardFingerprint(rateCardModel(EN, base)!)).toBe(a);
    expect(cardFingerprint(rateCardModel(EN, { ...base, rate: 100_001 })!)).not.toBe(a);
    expect(cardFingerprint(rateCardModel(EN, { ...base, asOf: new Date(AT.getTime() + 60_000) })!)).not.toBe(a);
    expect(cardFingerprint(rateCardModel(EN, { ...base, amount: '2' })!)).not.toBe(a);
    // The fixed-amount page of 1 unit draws what the pair page draws: one card serves both.
    expect(cardFingerprint(rateCardModel(EN, { ...base, amount: '1' })!)).toBe(a);
  });

  it("speaks the page's language: its catalog's words, its figures and dates", async () => {
    const german = await createI18nFactory(async () => ({ 'card.pairLabel': '{from} in {to}', 'card.asOf': 'Stand: {day}, {time} UTC' }))(
      'de',
    );
    expect(rateCardModel(german, { from: BTC, to: USD, rate: 97_312.449, asOf: AT, source: 'live' })).toEqual({
      kind: 'rate',
      locale: 'de',
      pairLabel: 'Bitcoin in US Dollar',
      lead: '1 BTC',
      value: '97.312,45',
      unit: 'USD',
      asOf: 'Stand: 24. November 2026, 14:05 UTC',
    });
    // A text the catalog lacks falls back to the English beside its id, placeholders filled.
    expect(asOfText(german, AT, 'snapshot')).toBe('as of 24. November 2026 (approximate)');
  });
});
