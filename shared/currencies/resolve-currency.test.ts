import { describe, expect, it } from 'vitest';
import type { Currency } from '../schemas/currency';
import { KNOWN_FIATS } from './fiat-currencies';
import { KNOWN_COINS } from './known-coins';
import { findByTicker, resolveFromTicker, resolveToTicker, routeTicker, withUrlTickers } from './resolve-currency';
import { matchRoute } from '../routes';

function coin(id: string, symbol: string, name = id): Currency {
  return { id, symbol, name, image: '', type: 'crypto' };
}

describe('findByTicker', () => {
  it.each([
    ['avax', 'avalanche-2'],
    ['matic', 'matic-network'],
    ['trx', 'tron'],
    ['usdt', 'tether'],
    ['shib', 'shiba-inu'],
    ['hlq', 'hyperliquid'],
  ])('resolves the aliased ticker %s to %s', (ticker, id) => {
    expect(findByTicker(KNOWN_COINS, ticker)?.id).toBe(id);
  });

  it('prefers the alias over another coin with that symbol', () => {
    const list = [coin('avax-impostor', 'AVAX'), coin('avalanche-2', 'AVAX', 'Avalanche')];
    expect(findByTicker(list, 'avax')?.id).toBe('avalanche-2');
  });

  it('falls back to the symbol when the aliased id is not in the list', () => {
    const list = [coin('other-tron', 'TRX')];
    expect(findByTicker(list, 'trx')?.id).toBe('other-tron');
  });

  it('finds by symbol, case-insensitively', () => {
    expect(findByTicker(KNOWN_COINS, 'xlm')?.id).toBe('stellar');
    expect(findByTicker(KNOWN_COINS, 'XLM')?.id).toBe('stellar');
    expect(findByTicker(KNOWN_COINS, 'XlM')?.id).toBe('stellar');
  });

  it('trims the ticker', () => {
    expect(findByTicker(KNOWN_COINS, '  xlm ')?.id).toBe('stellar');
  });

  it('finds by id', () => {
    expect(findByTicker(KNOWN_COINS, 'bitcoin-cash')?.symbol).toBe('BCH');
    expect(findByTicker(KNOWN_COINS, 'Stellar')?.symbol).toBe('XLM');
  });

  it('resolves a symbol shared by two entries to the first (highest market cap)', () => {
    const list = [coin('big-coin', 'ABC'), coin('small-coin', 'ABC')];
    expect(findByTicker(list, 'abc')?.id).toBe('big-coin');
  });

  it('prefers a symbol match over an id match', () => {
    const list = [coin('xyz', 'QQQ'), coin('other', 'XYZ')];
    expect(findByTicker(list, 'xyz')?.id).toBe('other');
  });

  it('resolves a shared symbol by market cap, not list order', () => {
    const small = { ...coin('small-coin', 'ABC'), marketCap: 1e6 };
    const big = { ...coin('big-coin', 'ABC'), marketCap: 5e9 };
    expect(findByTicker([small, big], 'abc')?.id).toBe('big-coin');
  });

  it('keeps the aliased coin even when a coin sharing its ticker has a bigger market cap', () => {
    const bigTokamak = { ...coin('tokamak-network', 'TON'), marketCap: 9e12 };
    const toncoin = { ...coin('the-open-network', 'TON'), marketCap: 26e9 };
    expect(findByTicker([bigTokamak, toncoin], 'ton')?.id).toBe('the-open-network');
  });

  it('returns undefined for an unknown or empty ticker', () => {
    expect(findByTicker(KNOWN_COINS, 'notacoin')).toBeUndefined();
    expect(findByTicker(KNOWN_COINS, '')).toBeUndefined();
    expect(findByTicker(KNOWN_COINS, '   ')).toBeUndefined();
  });
});

describe('resolveFromTicker', () => {
  it('looks in the crypto list first', () => {
    const cryptos = [coin('usd-token', 'USD')];
    expect(resolveFromTicker('usd', cryptos, KNOWN_FIATS)?.id).toBe('usd-token');
  });

  it('falls back to the fiat list', () => {
    const usd = resolveFromTicker('usd', KNOWN_COINS, KNOWN_FIATS);
    expect(usd).toMatchObject({ id: 'usd', symbol: 'USD', type: 'fiat' });
  });

  it('resolves a crypto ticker', () => {
    expect(resolveFromTicker('btc', KNOWN_COINS, KNOWN_FIATS)?.id).toBe('bitcoin');
  });

  it('returns undefined when neither list has it', () => {
    expect(resolveFromTicker('zzz', KNOWN_COINS, KNOWN_FIATS)).toBeUndefined();
  });
});

describe('resolveToTicker', () => {
  it('looks in the fiat list first', () => {
    const cryptos = [coin('usd-token', 'USD')];
    expect(resolveToTicker('usd', cryptos, KNOWN_FIATS)).toMatchObject({ id: 'usd', type: 'fiat' });
  });

  it('falls back to the crypto list', () => {
    expect(resolveToTicker('eth', KNOWN_COINS, KNOWN_FIATS)).toMatchObject({ id: 'ethereum', type: 'crypto' });
  });

  it('returns undefined when neither list has it', () => {
    expect(resolveToTicker('zzz', KNOWN_COINS, KNOWN_FIATS)).toBeUndefined();
  });
});

describe('routeTicker', () => {
  it('is the urlTicker where the server gave one', () => {
    expect(routeTicker({ symbol: 'TON', urlTicker: 'tokamak-network' })).toBe('tokamak-network');
  });

  it('is the lower-cased symbol', () => {
    expect(routeTicker({ symbol: 'BTC' })).toBe('btc');
    expect(routeTicker(findByTicker(KNOWN_COINS, 'avalanche-2')!)).toBe('avax');
  });

  it('resolves back to the same currency', () => {
    for (const currency of [...KNOWN_COINS, ...KNOWN_FIATS]) {
      const list = currency.type === 'crypto' ? KNOWN_COINS : KNOWN_FIATS;
      expect(findByTicker(list, routeTicker(currency))?.id).toBe(currency.id);
    }
  });
});

describe('withUrlTickers', () => {
  const toncoin = { ...coin('the-open-network', 'TON', 'Toncoin'), rank: 18, marketCap: 26e9 };
  const tokamak = { ...coin('tokamak-network', 'TON', 'Tokamak Network'), rank: 21, marketCap: 45.6e6 };
  const fakecoin = { ...coin('fakecoin', 'FKC'), marketCap: 3.4e6 };
  const classic = { ...coin('fakecoin-classic', 'FKC'), marketCap: 1.2e6 };
  const btc = coin('bitcoin', 'BTC', 'Bitcoin');

  it('leaves coins their symbol, and gives a smaller coin sharing it its id', () => {
    const out = withUrlTickers([btc, toncoin, tokamak, fakecoin, classic]);
    expect(out.map(routeTicker)).toEqual(['btc', 'ton', 'tokamak-network', 'fkc', 'fakecoin-classic']);
    expect(out[0]).toEqual(btc);
    expect(out[2]).toEqual({ ...tokamak, urlTicker: 'tokamak-network' });
  });

  it('gives the bigger coin its id when the alias table pins the symbol to a smaller one', () => {
    const bigTokamak = { ...tokamak, rank: 1, marketCap: 9e12 };
    expect(withUrlTickers([bigTokamak, toncoin]).map(routeTicker)).toEqual(['tokamak-network', 'ton']);
  });

  it('gives every coin a route that resolves back to it through the pair path', () => {
    const list = withUrlTickers([
      btc,
      toncoin,
      tokamak,
      fakecoin,
      classic,
      ...KNOWN_COINS.filter((c) => c.id !== 'bitcoin' && c.id !== 'the-open-network'),
    ]);
    for (const currency of list) {
      const match = matchRoute(`/${routeTicker(currency)}-to-usd`);
      expect(match).toMatchObject({ kind: 'pair', toTicker: 'usd' });
      expect(findByTicker(list, (match as { fromTicker: string }).fromTicker)?.id, currency.id).toBe(currency.id);
    }
  });

  it('leaves out a coin no ticker can reach: its symbol is taken and its id contains "-to-"', () => {
    const unreachable = { ...coin('road-to-riches', 'TON'), marketCap: 1 };
    const out = withUrlTickers([toncoin, unreachable]);
    expect(out.map((c) => c.id)).toEqual(['the-open-network']);
  });

  it('keeps a coin whose id contains "-to-" while its symbol reaches it', () => {
    const own = coin('pay-to-play', 'PTP');
    expect(withUrlTickers([own])).toEqual([own]);
  });

  it('drops a stale urlTicker when the symbol reaches the coin again', () => {
    expect(withUrlTickers([{ ...tokamak, urlTicker: 'tokamak-network' }])).toEqual([tokamak]);
  });

  it('changes nothing in the bundled tables', () => {
    expect(withUrlTickers(KNOWN_COINS)).toEqual(KNOWN_COINS);
    expect(withUrlTickers(KNOWN_FIATS)).toEqual(KNOWN_FIATS);
  });
});
