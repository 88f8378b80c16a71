import { describe, expect, it } from 'vitest';
import { describeDayChange } from './day-change';

const usd = { symbol: 'USD', type: 'fiat' as const };
const jpy = { symbol: 'JPY', type: 'fiat' as const };
const btc = { symbol: 'BTC', type: 'crypto' as const };

describe('describeDayChange', () => {
  it('gives the money the visitor’s amount gained, in the target currency', () => {
    // 0.5 BTC at 100,000 after +2.5 %: worth 50,000 now, 48,780.49 a day ago.
    expect(describeDayChange('en', 0.5, 100_000, 0.025, usd)).toEqual({ direction: 'up', money: '+$1,219.51', percent: '+2.50%' });
  });

  it('uses a minus sign and the currency’s own decimals for a fall', () => {
    expect(describeDayChange('en', 2, 600_000, -0.012, jpy)).toEqual({ direction: 'down', money: '\u2212¥14,575', percent: '\u22121.20%' });
  });

  it('writes coin amounts with their symbol', () => {
    const change = describeDayChange('en', 1, 0.04, 0.1, btc);
    expect(change.money).toBe('+0.00363636 BTC');
  });

  it('calls a change that rounds to 0.00 % flat, without a sign', () => {
    expect(describeDayChange('en', 1, 100, 0.00001, usd)).toMatchObject({ direction: 'flat', percent: '0.00%' });
    expect(describeDayChange('en', 1, 100, 0, usd)).toEqual({ direction: 'flat', money: '$0.00', percent: '0.00%' });
    expect(describeDayChange('en', 1, 100, -0.00004, usd)).toMatchObject({ direction: 'flat', percent: '0.00%' });
  });

  it('falls back to the symbol for codes Intl does not know', () => {
    expect(describeDayChange('en', 1, 10, 1, { symbol: 'XYZ1', type: 'fiat' }).money).toBe('+5.00 XYZ1');
    expect(describeDayChange('en', 1, 10, 1, { symbol: 'XYZ1', type: 'fiat' }).money).toBe('+5.00 XYZ1');
  });

  it('writes money and percentages as the page’s locale does', () => {
    expect(describeDayChange('de', 0.5, 100_000, 0.025, usd)).toEqual({
      direction: 'up',
      money: '+1.219,51\u00a0$',
      percent: '+2,50\u00a0%',
    });
    expect(describeDayChange('ja', 2, 600_000, -0.012, jpy)).toEqual({
      direction: 'down',
      money: '\u2212￥14,575',
      percent: '\u22121.20%',
    });
    expect(describeDayChange('de', 1, 0.04, 0.1, btc).money).toBe('+0,00363636 BTC');
  });
});
