import { describe, expect, it } from 'vitest';
import type { Currency } from '../schemas/currency';
import { KNOWN_COINS } from './known-coins';
import { coinsWithSymbol, sharedSymbols } from './ticker-collisions';

function coin(id: string, symbol: string, marketCap?: number): Currency {
  return { id, symbol, name: id, image: '', type: 'crypto', ...(marketCap === undefined ? {} : { marketCap }) };
}

describe('coinsWithSymbol', () => {
  const toncoin = coin('the-open-network', 'TON', 26e9);
  const tokamak = coin('tokamak-network', 'TON', 45.6e6);
  const bundled = coin('bundled-ton', 'TON');
  const btc = coin('bitcoin', 'BTC', 2e12);

  it('lists the coins with that symbol, biggest market cap first, whatever the list order', () => {
    expect(coinsWithSymbol([tokamak, btc, toncoin], 'ton')).toEqual([toncoin, tokamak]);
    expect(coinsWithSymbol([toncoin, btc, tokamak], 'ton')).toEqual([toncoin, tokamak]);
  });

  it('matches the symbol case-insensitively and trims the ticker', () => {
    expect(coinsWithSymbol([btc, toncoin], ' TON ')).toEqual([toncoin]);
    expect(coinsWithSymbol([coin('lower', 'ton')], 'Ton').map((c) => c.id)).toEqual(['lower']);
  });

  it('puts coins without a known market cap last, in list order', () => {
    const other = coin('other-bundled', 'TON');
    expect(coinsWithSymbol([bundled, tokamak, other, toncoin], 'ton')).toEqual([toncoin, tokamak, bundled, other]);
  });

  it('keeps the list order between coins of equal cap (a zero cap included)', () => {
    const a = coin('a', 'X', 0);
    const b = coin('b', 'X', 0);
    expect(coinsWithSymbol([a, b], 'x')).toEqual([a, b]);
    expect(coinsWithSymbol([b, a], 'x')).toEqual([b, a]);
  });

  it('does not match ids or names, and nothing for an empty ticker', () => {
    expect(coinsWithSymbol([toncoin], 'the-open-network')).toEqual([]);
    expect(coinsWithSymbol([toncoin], '')).toEqual([]);
    expect(coinsWithSymbol([toncoin], '  ')).toEqual([]);
  });

  it('does not reorder the list it is given', () => {
    const list = [tokamak, toncoin];
    coinsWithSymbol(list, 'ton');
    expect(list).toEqual([tokamak, toncoin]);
  });
});

describe('sharedSymbols', () => {
  it('names the lower-cased symbols more than one coin carries', () => {
    const list = [coin('a', 'TON'), coin('b', 'BTC'), coin('c', 'ton'), coin('d', 'FKC'), coin('e', 'FKC'), coin('f', 'FKC')];
    expect([...sharedSymbols(list)].sort()).toEqual(['fkc', 'ton']);
  });

  it('finds none in the bundled coin table', () => {
    expect(sharedSymbols(KNOWN_COINS).size).toBe(0);
  });
});
