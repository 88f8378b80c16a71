import { describe, expect, it } from 'vitest';
import type { Currency } from '../schemas/currency';
import { KNOWN_FIATS } from './fiat-currencies';
import { KNOWN_COINS } from './known-coins';
import { findByTicker, resolveFromTicker, resolveToTicker, routeTicker } from './resolve-currency';

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
