import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { formatFee, formatPercent, resultText } from './result-text';
import type { CalculationResult } from './run-calculation';

const result: CalculationResult = {
  initialValue: 1000,
  coins: 0.02,
  finalValue: 1996,
  profitLoss: 996,
  percentageChange: 99.6,
  fees: 3,
  initialPrice: 50_000,
  finalPrice: 100_000,
  initialDate: '2022-01-01',
  finalDate: '2024-01-02',
  currency: 'USD',
  base: 'usd',
  coinName: 'Bitcoin',
  coinSymbol: 'BTC',
  feePercent: 0.1,
  finalIsCurrent: false,
  whatIf: false,
  fx: null,
  provenance: { amount: 1000, buyUsd: { price: 50_000, source: 'CoinGecko' }, sellUsd: { price: 100_000, source: 'Coinbase' }, live: null },
};

describe('formatPercent', () => {
  it.each([
    [12.345, '+12.35%'],
    [15_702.47, '+15,702.47%'],
    [-25, '-25.00%'],
    [0, '0.00%'],
    [-0, '-0.00%'],
    [0.001, '+0.00%'],
  ])('en: %s → %s', (value, text) => expect(formatPercent('en', value)).toBe(text));

  it('follows the locale’s sign, mark and spacing', () => {
    expect(formatPercent('de', 12.345)).toBe('+12,35\u00a0%');
    expect(formatPercent('de', -25)).toBe('-25,00\u00a0%');
    expect(formatPercent('tr', 12.345)).toBe('+%12,35');
  });
});

describe('formatFee', () => {
  it('keeps the fee as typed, in the locale’s decimal mark', () => {
    expect(formatFee('en', 0.25)).toBe('0.25');
    expect(formatFee('de', 0.25)).toBe('0,25');
  });
});

describe('resultText (the clipboard sentence)', () => {
  const en = createI18n('en', {});

  it('says profit or loss, with or without fees', () => {
    expect(resultText(en, 'en', result)).toBe(
      '$1,000.00 of Bitcoin (BTC) bought on January 1, 2022 at $50,000.00 is worth $1,996.00 on January 2, 2024 at $100,000.00 after 0.1% fees on buy and sell: a profit of $996.00 (+99.60%).',
    );
    expect(resultText(en, 'en', { ...result, feePercent: 0, finalValue: 750, profitLoss: -250, percentageChange: -25 })).toBe(
      '$1,000.00 of Bitcoin (BTC) bought on January 1, 2022 at $50,000.00 is worth $750.00 on January 2, 2024 at $100,000.00: a loss of $250.00 (-25.00%).',
    );
  });

  it('writes the numbers the page’s way', () => {
    expect(resultText(createI18n('de', {}), 'de', result)).toBe(
      '1.000,00\u00a0$ of Bitcoin (BTC) bought on 1. Januar 2022 at 50.000,00\u00a0$ is worth 1.996,00\u00a0$ on 2. Januar 2024 at 100.000,00\u00a0$ after 0,1% fees on buy and sell: a profit of 996,00\u00a0$ (+99,60\u00a0%).',
    );
  });
});
