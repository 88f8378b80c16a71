import { describe, expect, it } from 'vitest';
import { currencyName } from './currency-name';

const usd = { symbol: 'USD', name: 'US Dollar', type: 'fiat' } as const;
const btc = { symbol: 'BTC', name: 'Bitcoin', type: 'crypto' } as const;

describe('currencyName', () => {
  it("names fiat currencies in the page's language and keeps English and coin names as listed", () => {
    expect(currencyName('en', usd)).toBe('US Dollar');
    expect(currencyName('de', usd)).toBe('US-Dollar');
    expect(currencyName('ja', usd)).toBe('米ドル');
    expect(currencyName('ru', { symbol: 'EUR', name: 'Euro', type: 'fiat' })).toBe('евро');
    expect(currencyName('de', btc)).toBe('Bitcoin');
    // A code Intl does not know keeps the table's name.
    expect(currencyName('de', { symbol: 'XYZ1', name: 'Test Money', type: 'fiat' })).toBe('Test Money');
  });
});
