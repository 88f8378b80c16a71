import { describe, expect, it } from 'vitest';
import type { Currency } from '../schemas/currency';
import { suggestCurrencies } from './suggest';

const coin = (id: string, symbol: string, name: string, rank?: number, urlTicker?: string): Currency => ({
  id,
  symbol,
  name,
  image: '',
  type: 'crypto',
  ...(rank ? { rank } : {}),
  ...(urlTicker ? { urlTicker } : {}),
});
const LIST: Currency[] = [
  coin('bitcoin', 'BTC', 'Bitcoin', 1),
  coin('ethereum', 'ETH', 'Ethereum', 2),
  coin('ethereum-classic', 'ETC', 'Ethereum Classic', 30),
  coin('bitcoin-cash', 'BCH', 'Bitcoin Cash', 20),
  coin('shiba-inu', 'SHIB', 'Shiba Inu', 15),
  coin('tokamak-network', 'TON', 'Tokamak Network', 400, 'tokamak-network'),
  { id: 'eur', symbol: 'EUR', name: 'Euro', image: '', type: 'fiat' },
];
const ids = (query: string, limit?: number) => suggestCurrencies(query, LIST, limit).map((c) => c.id);

describe('suggestCurrencies', () => {
  it('finds a mistyped ticker, the bigger coin first among equals', () => {
    expect(ids('btcc')[0]).toBe('bitcoin');
    expect(ids('ehh')).toContain('ethereum');
  });

  it('finds a mistyped or partial name, in any case and spacing', () => {
    expect(ids('Etherium')[0]).toBe('ethereum');
    expect(ids('SHIBA-IN')[0]).toBe('shiba-inu');
    expect(ids('ethereum clasic')[0]).toBe('ethereum-classic');
    expect(ids('tokamak')).toEqual(['tokamak-network']);
  });

  it('reaches fiats too', () => {
    expect(ids('eurr')).toContain('eur');
  });

  it('finds nothing for junk, empty or symbol-only text, and caps the list', () => {
    expect(ids('buycheappills')).toEqual([]);
    expect(ids('')).toEqual([]);
    expect(ids('<>"/')).toEqual([]);
    expect(ids('bitc')).toEqual(['bitcoin', 'bitcoin-cash']);
    expect(ids('bitc', 1)).toEqual(['bitcoin']);
  });

  it('stays cheap on hostile length: only the first 40 characters are compared', () => {
    const started = performance.now();
    expect(ids(`bitcoin${'x'.repeat(100_000)}`)).toEqual(ids(`bitcoin${'x'.repeat(33)}`));
    expect(performance.now() - started).toBeLessThan(200);
  });
});
