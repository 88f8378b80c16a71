import type { Currency } from '@shared/schemas/currency';
import { describe, expect, it } from 'vitest';
import { assetResolver } from './asset-resolver';

const coin = (id: string, symbol: string, rank: number): Currency => ({ id, name: id, symbol, image: '', type: 'crypto', rank });
const fiat = (id: string): Currency => ({ id, name: id, symbol: id.toUpperCase(), image: '', type: 'fiat' });

describe('asset codes from exchange files', () => {
  const resolve = assetResolver(
    [coin('bitcoin', 'BTC', 1), coin('toncoin', 'TON', 18), coin('tokamak-network', 'TON', 400)],
    [fiat('usd'), fiat('eur')],
  );

  it('knows fiat by its code and coins by symbol, the biggest of a shared symbol', () => {
    expect(resolve('USD')).toBe('usd');
    expect(resolve(' btc ')).toBe('bitcoin');
    expect(resolve('TON')).toBe('toncoin');
    expect(resolve('NOPE')).toBeNull();
  });
});
