import type { Currency } from '../schemas/currency';

/**
 * Fiat currencies the site quotes. The first seven are the product spec's default list, in its order.
 * Names are written out (not Intl.DisplayNames) so server and browser render the same text.
 */
export const KNOWN_FIATS: readonly Currency[] = [
  fiat('usd', 'USD', 'US Dollar'),
  fiat('eur', 'EUR', 'Euro'),
  fiat('jpy', 'JPY', 'Japanese Yen'),
  fiat('gbp', 'GBP', 'British Pound'),
  fiat('aud', 'AUD', 'Australian Dollar'),
  fiat('cad', 'CAD', 'Canadian Dollar'),
  fiat('chf', 'CHF', 'Swiss Franc'),
  fiat('cny', 'CNY', 'Chinese Yuan'),
  fiat('inr', 'INR', 'Indian Rupee'),
  fiat('krw', 'KRW', 'South Korean Won'),
  fiat('brl', 'BRL', 'Brazilian Real'),
  fiat('mxn', 'MXN', 'Mexican Peso'),
  fiat('sgd', 'SGD', 'Singapore Dollar'),
  fiat('hkd', 'HKD', 'Hong Kong Dollar'),
  fiat('nzd', 'NZD', 'New Zealand Dollar'),
  fiat('sek', 'SEK', 'Swedish Krona'),
  fiat('nok', 'NOK', 'Norwegian Krone'),
  fiat('pln', 'PLN', 'Polish Zloty'),
  fiat('try', 'TRY', 'Turkish Lira'),
  fiat('zar', 'ZAR', 'South African Rand'),
];

function fiat(id: string, symbol: string, name: string): Currency {
  return { id, symbol, name, image: '', type: 'fiat' };
}
