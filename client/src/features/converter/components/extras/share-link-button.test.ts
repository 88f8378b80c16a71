import type { Currency } from '@shared/schemas/currency';
import { describe, expect, it } from 'vitest';
import { shareLink } from './share-link-button';

const coin = (id: string, symbol: string): Currency => ({ id, symbol, name: id, image: '', type: 'crypto' });
const fiat = (id: string): Currency => ({ id, symbol: id.toUpperCase(), name: id, image: '', type: 'fiat' });

describe('shareLink', () => {
  it('puts the amount in the path and the day and extra currencies in the query', () => {
    const link = shareLink('https://example.test', {
      from: coin('ethereum', 'ETH'),
      to: fiat('eur'),
      amount: 2,
      date: '2021-11-10',
      targets: [fiat('gbp'), fiat('jpy')],
    });
    expect(link).toBe('https://example.test/eth-to-eur/2?date=2021-11-10&also=gbp,jpy');
  });

  it('leaves out an amount of 1 and empty options', () => {
    expect(shareLink('', { from: coin('bitcoin', 'BTC'), to: fiat('usd'), amount: 1, date: null, targets: [] })).toBe('/btc-to-usd');
  });

  it('keeps the page’s language in the link', () => {
    expect(
      shareLink('https://example.test', { from: coin('ethereum', 'ETH'), to: fiat('eur'), amount: 2, date: null, targets: [] }, 'de'),
    ).toBe('https://example.test/de/eth-to-eur/2');
    expect(shareLink('', { from: coin('bitcoin', 'BTC'), to: fiat('usd'), amount: 1, date: null, targets: [] }, 'pt-BR')).toBe(
      '/pt-br/btc-to-usd',
    );
  });

  it('writes tiny amounts without an exponent', () => {
    expect(shareLink('', { from: coin('bitcoin', 'BTC'), to: fiat('usd'), amount: 1e-7, date: null, targets: [] })).toBe(
      '/btc-to-usd/0.0000001',
    );
  });
});
