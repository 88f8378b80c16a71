import { describe, expect, it } from 'vitest';
import { formatCoins, formatMoney, formatPriceIn } from './money';

describe('money in the base currency', () => {
  it('keeps the spec’s USD format', () => {
    expect(formatMoney(1234.5, 'usd')).toBe('$1,234.50');
    expect(formatPriceIn(0.0000128, 'usd')).toBe('$0.00001280');
    expect(formatPriceIn(46_306.445312, 'usd')).toBe('$46,306.45');
  });

  it('uses each currency’s own sign and decimals', () => {
    expect(formatMoney(1234.5, 'eur')).toBe('€1,234.50');
    expect(formatMoney(1234.5, 'jpy')).toBe('¥1,235');
    expect(formatMoney(-3, 'gbp')).toBe('-£3.00');
    expect(formatPriceIn(0.5, 'eur')).toBe('€0.5000');
  });

  it('writes the code after the number when it is not a currency Intl knows how to write', () => {
    expect(formatMoney(10, 'x1')).toBe('10 X1');
  });

  it('shows coins with up to 8 decimals', () => {
    expect(formatCoins(0.123456789)).toBe('0.12345679');
    expect(formatCoins(1234)).toBe('1,234');
  });
});
