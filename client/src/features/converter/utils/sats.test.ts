import { describe, expect, it } from 'vitest';
import { satsText } from './sats';

describe('satsText', () => {
  it('writes BTC amounts in whole sats with grouping', () => {
    expect(satsText(0.00012345)).toBe('12,345 sats');
    expect(satsText(1)).toBe('100,000,000 sats');
    expect(satsText(0.00000001)).toBe('1 sat');
  });

  it('keeps fractions of a sat to two places', () => {
    expect(satsText(0.000000005)).toBe('0.5 sats');
    expect(satsText(0)).toBe('0 sats');
    expect(satsText(2.5e-13)).toBe('0.000025 sats');
  });
});
