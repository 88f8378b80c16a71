import { describe, expect, it } from 'vitest';
import type { Currency, CurrencyType } from '../schemas/currency';
import { DEFAULT_CRYPTO_LIST, DEFAULT_FIAT_LIST, withDefaultCurrencies } from './default-lists';

const DEFAULT_CRYPTO_SYMBOLS = [
  'BTC',
  'ETH',
  'BNB',
  'XRP',
  'SOL',
  'ADA',
  'DOGE',
  'DOT',
  'SHIB',
  'LTC',
  'TRX',
  'AVAX',
  'MATIC',
  'UNI',
  'LINK',
];
const DEFAULT_FIAT_SYMBOLS = ['USD', 'EUR', 'JPY', 'GBP', 'AUD', 'CAD', 'CHF'];

/** `count` made-up currencies of one type, none of them a default. */
function madeUp(count: number, type: CurrencyType): Currency[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${type}-${i}`,
    symbol: `X${i}`,
    name: `Made-up ${i}`,
    image: '',
    type,
  }));
}

const ids = (list: readonly Currency[]) => list.map((c) => c.id);

describe('default lists', () => {
  it('lists the 15 default cryptos in the spec order', () => {
    expect(DEFAULT_CRYPTO_LIST.map((c) => c.symbol)).toEqual(DEFAULT_CRYPTO_SYMBOLS);
    expect(DEFAULT_CRYPTO_LIST.every((c) => c.type === 'crypto')).toBe(true);
  });

  it('lists the 7 default fiats in the spec order', () => {
    expect(DEFAULT_FIAT_LIST.map((c) => c.symbol)).toEqual(DEFAULT_FIAT_SYMBOLS);
    expect(DEFAULT_FIAT_LIST.every((c) => c.type === 'fiat')).toBe(true);
  });
});

describe('withDefaultCurrencies', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an object', { bitcoin: true }],
    ['a string', 'bitcoin'],
    ['an empty array', []],
    ['9 entries', madeUp(9, 'crypto')],
  ])('replaces %s with the crypto defaults', (_label, list) => {
    expect(ids(withDefaultCurrencies(list, 'crypto'))).toEqual(ids(DEFAULT_CRYPTO_LIST));
  });

  it('replaces a short fiat list with the fiat defaults', () => {
    expect(ids(withDefaultCurrencies(madeUp(9, 'fiat'), 'fiat'))).toEqual(ids(DEFAULT_FIAT_LIST));
    expect(ids(withDefaultCurrencies(null, 'fiat'))).toEqual(ids(DEFAULT_FIAT_LIST));
  });

  it('returns a copy, not the shared default list', () => {
    const result = withDefaultCurrencies(null, 'crypto');
    result.pop();
    expect(DEFAULT_CRYPTO_LIST).toHaveLength(15);
  });

  it('adds the first 5 crypto defaults to a list of 10 entries', () => {
    const list = madeUp(10, 'crypto');
    expect(ids(withDefaultCurrencies(list, 'crypto'))).toEqual([...ids(list), 'bitcoin', 'ethereum', 'binancecoin', 'ripple', 'solana']);
  });

  it('adds the first 3 fiat defaults to a list of 19 entries', () => {
    const list = madeUp(19, 'fiat');
    expect(ids(withDefaultCurrencies(list, 'fiat'))).toEqual([...ids(list), 'usd', 'eur', 'jpy']);
  });

  it('adds only defaults the list lacks, without duplicates', () => {
    const [btc, eth, , xrp] = DEFAULT_CRYPTO_LIST;
    const list = [btc!, eth!, xrp!, ...madeUp(9, 'crypto')];
    const result = withDefaultCurrencies(list, 'crypto');
    expect(ids(result)).toEqual([...ids(list), 'binancecoin', 'solana', 'cardano', 'dogecoin', 'polkadot']);
    expect(new Set(ids(result)).size).toBe(result.length);
  });

  it('adds fewer than the maximum when the list already holds nearly all defaults', () => {
    const [usd, eur, jpy, gbp, aud, cad] = DEFAULT_FIAT_LIST;
    const list = [usd!, eur!, jpy!, gbp!, aud!, cad!, ...madeUp(5, 'fiat')];
    expect(ids(withDefaultCurrencies(list, 'fiat'))).toEqual([...ids(list), 'chf']);
  });

  it('adds nothing when every default is present', () => {
    const list = [...DEFAULT_FIAT_LIST, ...madeUp(5, 'fiat')];
    expect(ids(withDefaultCurrencies(list, 'fiat'))).toEqual(ids(list));
  });

  it.each([20, 25])('leaves a list of %i entries unchanged', (count) => {
    const list = madeUp(count, 'crypto');
    expect(withDefaultCurrencies(list, 'crypto')).toEqual(list);
  });
});
