import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { satsText } from './sats';

const en = createI18n('en', {});

describe('satsText', () => {
  it('writes BTC amounts in whole sats with grouping', () => {
    expect(satsText(en, 0.00012345)).toBe('12,345 sats');
    expect(satsText(en, 1)).toBe('100,000,000 sats');
    expect(satsText(en, 0.00000001)).toBe('1 sat');
  });

  it('keeps fractions of a sat to two places', () => {
    expect(satsText(en, 0.000000005)).toBe('0.5 sats');
    expect(satsText(en, 0)).toBe('0 sats');
    expect(satsText(en, 2.5e-13)).toBe('0.000025 sats');
  });

  it('groups and marks decimals as the page’s locale does', () => {
    // The German catalog is not loaded here: the unit stays English, the number is German.
    expect(satsText(createI18n('de', {}), 0.00012345)).toBe('12.345 sats');
    expect(satsText(createI18n('de', {}), 0.000000005)).toBe('0,5 sats');
    expect(satsText(createI18n('ja', {}), 1)).toBe('100,000,000 sats');
  });
});
