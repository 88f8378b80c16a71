import { describe, expect, it } from 'vitest';
import { formatCoins, formatCount, formatMoney, formatPriceIn, formatWholeMoney } from './money';

describe('money in the base currency', () => {
  it('keeps the product spec’s USD format', () => {
    expect(formatMoney('en', 1234.5, 'usd')).toBe('$1,234.50');
    expect(formatPriceIn('en', 0.0000128, 'usd')).toBe('$0.00001280');
    expect(formatPriceIn('en', 46_306.445312, 'usd')).toBe('$46,306.45');
  });

  it('uses each currency’s own sign and decimals', () => {
    expect(formatMoney('en', 1234.5, 'eur')).toBe('€1,234.50');
    expect(formatMoney('en', 1234.5, 'jpy')).toBe('¥1,235');
    expect(formatMoney('en', -3, 'gbp')).toBe('-£3.00');
    expect(formatPriceIn('en', 0.5, 'eur')).toBe('€0.5000');
    expect(formatWholeMoney('en', 1e12, 'eur')).toBe('€1,000,000,000,000');
  });

  it('writes the code after the number when it is not a currency Intl knows how to write', () => {
    expect(formatMoney('en', 10, 'x1')).toBe('10 X1');
    expect(formatWholeMoney('en', 1e12, 'x1')).toBe('1,000,000,000,000 X1');
  });

  it('shows coins with up to 8 decimals, counts with grouping', () => {
    expect(formatCoins('en', 0.123456789)).toBe('0.12345679');
    expect(formatCoins('en', 1234)).toBe('1,234');
    expect(formatCount('en', 3653)).toBe('3,653');
  });

  it('writes money, coins and counts the page’s way in other locales', () => {
    expect(formatMoney('de', 1234.5, 'usd')).toBe('1.234,50\u00a0$');
    expect(formatMoney('de', 1234.5, 'eur')).toBe('1.234,50\u00a0€');
    expect(formatPriceIn('de', 0.5, 'eur')).toBe('0,5000\u00a0€');
    expect(formatWholeMoney('de', 1e12, 'eur')).toBe('1.000.000.000.000\u00a0€');
    expect(formatMoney('de', 10, 'x1')).toBe('10 X1');
    expect(formatCoins('de', 1234.5)).toBe('1.234,5');
    expect(formatCount('de', 3653)).toBe('3.653');
    expect(formatMoney('ja', 1234.5, 'jpy')).toBe('￥1,235');
    // fr groups with a narrow no-break space in current ICU: one kind of space everywhere.
    expect(formatMoney('fr', 1234.5, 'eur')).toBe('1\u00a0234,50\u00a0€');
  });
});
