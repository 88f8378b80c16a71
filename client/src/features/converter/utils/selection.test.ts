import { currencyName } from '@shared/currencies/currency-name';
import { DEFAULT_CRYPTO_LIST, DEFAULT_FIAT_LIST } from '@shared/currencies/default-lists';
import type { Currency } from '@shared/schemas/currency';
import { describe, expect, it } from 'vitest';
import { conversionTypeOf, filterCurrencies, type Lists, pairForType, pickerOptions, resolveSelection } from './selection';

const lists: Lists = { cryptos: DEFAULT_CRYPTO_LIST, fiats: DEFAULT_FIAT_LIST };

function currency(id: string): Currency {
  const found = [...lists.cryptos, ...lists.fiats].find((c) => c.id === id);
  if (!found) throw new Error(`no ${id} in the test lists`);
  return found;
}

const btc = currency('bitcoin');
const eth = currency('ethereum');
const sol = currency('solana');
const usd = currency('usd');
const eur = currency('eur');

/** No other coin shares either ticker. */
const none = { from: [], to: [] };

/** A pair as "FROM→TO" symbols, for readable expectations. */
const symbols = (pair: { from: Currency; to: Currency }) => `${pair.from.symbol}→${pair.to.symbol}`;

describe('resolveSelection', () => {
  it('defaults to Bitcoin → US Dollar when no tickers are given', () => {
    expect(resolveSelection(undefined, undefined, lists)).toEqual({ from: btc, to: usd, unresolved: [], alternatives: none });
  });

  it('resolves the tickers of a pair route', () => {
    expect(resolveSelection('eth', 'eur', lists)).toEqual({ from: eth, to: eur, unresolved: [], alternatives: none });
    expect(resolveSelection('sol', 'btc', lists)).toEqual({ from: sol, to: btc, unresolved: [], alternatives: none });
  });

  it('resolves /usd-to-btc with the US Dollar as the source', () => {
    const selection = resolveSelection('usd', 'btc', lists);
    expect(selection).toEqual({ from: usd, to: btc, unresolved: [], alternatives: none });
    expect(selection.from.type).toBe('fiat');
  });

  it('keeps the default source and reports an unknown source ticker', () => {
    expect(resolveSelection('nope', 'eur', lists)).toEqual({ from: btc, to: eur, unresolved: ['nope'], alternatives: none });
  });

  it('keeps the default destination and reports an unknown destination ticker', () => {
    expect(resolveSelection('eth', 'zzz', lists)).toEqual({ from: eth, to: usd, unresolved: ['zzz'], alternatives: none });
  });

  it('reports both tickers, source first, when neither resolves', () => {
    expect(resolveSelection('aaa', 'bbb', lists)).toEqual({ from: btc, to: usd, unresolved: ['aaa', 'bbb'], alternatives: none });
  });
});

describe('resolveSelection with tickers shared by several coins', () => {
  const coin = (id: string, symbol: string, rank?: number, marketCap?: number): Currency => ({
    id,
    symbol,
    name: id,
    image: '',
    type: 'crypto',
    ...(rank ? { rank } : {}),
    ...(marketCap ? { marketCap } : {}),
  });
  const toncoin = coin('the-open-network', 'TON', 18, 26e9);
  const tokamak = coin('tokamak-network', 'TON', 21, 45.6e6);
  const tonClone = coin('ton-clone', 'TON', 30, 1e6);
  const fakecoin = coin('fakecoin', 'FKC', 22, 3.4e6);
  const classic = coin('fakecoin-classic', 'FKC', 23, 1.2e6);
  const shared: Lists = { cryptos: [btc, eth, toncoin, tokamak, fakecoin, tonClone, classic], fiats: lists.fiats };

  it('resolves the ticker to the coin with the biggest market cap and lists the others, biggest first', () => {
    expect(resolveSelection('ton', 'usd', shared)).toEqual({
      from: toncoin,
      to: usd,
      unresolved: [],
      alternatives: { from: [tokamak, tonClone], to: [] },
    });
    expect(resolveSelection('fkc', 'usd', shared)).toMatchObject({ from: fakecoin, alternatives: { from: [classic], to: [] } });
  });

  it('orders by market cap even when the list is not', () => {
    const unordered: Lists = { cryptos: [classic, tokamak, fakecoin, toncoin], fiats: lists.fiats };
    expect(resolveSelection('fkc', 'ton', unordered)).toMatchObject({
      from: fakecoin,
      to: toncoin,
      alternatives: { from: [classic], to: [tokamak] },
    });
  });

  it('keeps the alias table’s coin when a coin sharing its ticker is bigger', () => {
    const bigTokamak = { ...tokamak, rank: 1, marketCap: 9e12 };
    const selection = resolveSelection('ton', 'usd', { cryptos: [bigTokamak, toncoin], fiats: lists.fiats });
    expect(selection.from).toBe(toncoin);
    expect(selection.alternatives.from).toEqual([bigTokamak]);
  });

  it('lists the alternatives of the destination side too', () => {
    expect(resolveSelection('btc', 'ton', shared).alternatives).toEqual({ from: [], to: [tokamak, tonClone] });
  });

  it('resolves a coin’s id with no alternatives: the id names one coin', () => {
    expect(resolveSelection('tokamak-network', 'usd', shared)).toEqual({ from: tokamak, to: usd, unresolved: [], alternatives: none });
  });

  it('lists no alternatives for an unresolved ticker', () => {
    expect(resolveSelection('zzz', 'ton', shared).alternatives).toEqual({ from: [], to: [tokamak, tonClone] });
  });
});

describe('conversionTypeOf', () => {
  it('is crypto-to-crypto when both sides are crypto', () => {
    expect(conversionTypeOf(btc, eth)).toBe('crypto-to-crypto');
  });

  it('is crypto-to-fiat when either side is fiat', () => {
    expect(conversionTypeOf(btc, usd)).toBe('crypto-to-fiat');
    expect(conversionTypeOf(usd, btc)).toBe('crypto-to-fiat');
    expect(conversionTypeOf(usd, eur)).toBe('crypto-to-fiat');
  });
});

describe('pairForType', () => {
  it('switching to crypto-to-crypto resets the destination to Ethereum', () => {
    expect(symbols(pairForType(btc, usd, 'crypto-to-crypto', lists))).toBe('BTC→ETH');
    expect(symbols(pairForType(sol, eur, 'crypto-to-crypto', lists))).toBe('SOL→ETH');
  });

  it('switching to crypto-to-crypto with Ethereum as source resets the destination to Bitcoin', () => {
    expect(symbols(pairForType(eth, usd, 'crypto-to-crypto', lists))).toBe('ETH→BTC');
  });

  it('switching to crypto-to-fiat resets the destination to US Dollar', () => {
    expect(symbols(pairForType(sol, btc, 'crypto-to-fiat', lists))).toBe('SOL→USD');
    expect(symbols(pairForType(btc, eur, 'crypto-to-fiat', lists))).toBe('BTC→USD');
  });

  it('with a fiat source (usd→btc), crypto-to-crypto starts from the crypto side', () => {
    expect(symbols(pairForType(usd, btc, 'crypto-to-crypto', lists))).toBe('BTC→ETH');
    expect(symbols(pairForType(usd, eth, 'crypto-to-crypto', lists))).toBe('ETH→BTC');
  });

  it('with a fiat source (usd→btc), crypto-to-fiat starts from the crypto side', () => {
    expect(symbols(pairForType(usd, btc, 'crypto-to-fiat', lists))).toBe('BTC→USD');
  });

  it('with no crypto side at all, crypto-to-crypto uses Bitcoin → Ethereum', () => {
    expect(symbols(pairForType(usd, eur, 'crypto-to-crypto', lists))).toBe('BTC→ETH');
  });
});

describe('pickerOptions', () => {
  it('offers fiats for a fiat side and cryptos for a crypto side', () => {
    expect(pickerOptions(usd, lists)).toBe(lists.fiats);
    expect(pickerOptions(btc, lists)).toBe(lists.cryptos);
  });
});

describe('filterCurrencies', () => {
  const ids = (list: readonly Currency[]) => list.map((c) => c.id);

  it('matches the name, case-insensitively', () => {
    expect(ids(filterCurrencies(DEFAULT_CRYPTO_LIST, 'BITCOIN'))).toEqual(['bitcoin']);
    expect(ids(filterCurrencies(DEFAULT_CRYPTO_LIST, 'inu'))).toEqual(['shiba-inu']);
  });

  it('matches the symbol, case-insensitively', () => {
    expect(ids(filterCurrencies(DEFAULT_CRYPTO_LIST, 'avax'))).toEqual(['avalanche-2']);
    expect(ids(filterCurrencies(DEFAULT_FIAT_LIST, 'Chf'))).toEqual(['chf']);
  });

  it('keeps the order of the list', () => {
    // "dollar" is in three fiat names.
    expect(ids(filterCurrencies(DEFAULT_FIAT_LIST, 'dollar'))).toEqual(['usd', 'aud', 'cad']);
  });

  it('trims the search', () => {
    expect(ids(filterCurrencies(DEFAULT_FIAT_LIST, '  euro  '))).toEqual(['eur']);
  });

  it('returns the whole list for an empty or blank search', () => {
    expect(filterCurrencies(DEFAULT_CRYPTO_LIST, '')).toEqual(DEFAULT_CRYPTO_LIST);
    expect(filterCurrencies(DEFAULT_CRYPTO_LIST, '   ')).toEqual(DEFAULT_CRYPTO_LIST);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterCurrencies(DEFAULT_CRYPTO_LIST, 'qqq')).toEqual([]);
  });
});

describe('filterCurrencies ranking', () => {
  const list: Currency[] = [
    { id: 'cardano', symbol: 'ADA', name: 'Cardano', image: '', type: 'crypto' },
    { id: 'stellar', symbol: 'XLM', name: 'Stellar', image: '', type: 'crypto' },
    { id: 'arbitrum', symbol: 'ARB', name: 'Arbitrum', image: '', type: 'crypto' },
    { id: 'ar-coin', symbol: 'AR', name: 'Arweave', image: '', type: 'crypto' },
    { id: 'artcoin', symbol: 'XYZ', name: 'Artcoin', image: '', type: 'crypto' },
  ];

  it('puts the exact symbol first, then symbol prefixes, name prefixes, and other matches', () => {
    expect(filterCurrencies(list, 'ar').map((c) => c.id)).toEqual(['ar-coin', 'arbitrum', 'artcoin', 'cardano', 'stellar']);
  });
});

describe('filterCurrencies with the page’s names', () => {
  it('finds fiat currencies by the name the page shows, and by the list’s own', () => {
    const german = (c: Currency) => currencyName('de', c);
    expect(filterCurrencies(DEFAULT_FIAT_LIST, 'japanischer', german).map((c) => c.id)).toEqual(['jpy']);
    expect(filterCurrencies(DEFAULT_FIAT_LIST, 'japanese', german).map((c) => c.id)).toEqual(['jpy']);
    expect(filterCurrencies(DEFAULT_FIAT_LIST, 'japanischer').map((c) => c.id)).toEqual([]);
  });
});
