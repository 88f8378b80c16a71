import { describe, expect, it } from 'vitest';
import { parseCardPath, siteCardPath } from './card-path';
import { pairCardPath, SITE_CARD } from './page-meta';

describe('parseCardPath', () => {
  it('reads back every card address the <head> announces', () => {
    expect(parseCardPath(SITE_CARD.path)).toEqual({ locale: 'en', kind: 'site' });
    expect(parseCardPath(pairCardPath('/btc-to-usd'))).toEqual({ locale: 'en', kind: 'pair', fromTicker: 'btc', toTicker: 'usd' });
    expect(parseCardPath(pairCardPath('/usd-to-btc'))).toEqual({ locale: 'en', kind: 'pair', fromTicker: 'usd', toTicker: 'btc' });
    expect(parseCardPath(pairCardPath('/tokamak-network-to-usd'))).toEqual({
      locale: 'en',
      kind: 'pair',
      fromTicker: 'tokamak-network',
      toTicker: 'usd',
    });
    expect(parseCardPath(pairCardPath('/eth-to-usd/0.5'))).toEqual({
      locale: 'en',
      kind: 'pair-amount',
      fromTicker: 'eth',
      toTicker: 'usd',
      amount: '0.5',
    });
    expect(parseCardPath(pairCardPath('/btc-to-usd/0.00001'))).toEqual({
      locale: 'en',
      kind: 'pair-amount',
      fromTicker: 'btc',
      toTicker: 'usd',
      amount: '0.00001',
    });
  });

  it("reads a locale page's card, under the page's own prefix", () => {
    expect(siteCardPath('ja')).toBe('/og/ja/site.png');
    expect(siteCardPath('en')).toBe('/og/site.png');
    expect(parseCardPath(siteCardPath('ja'))).toEqual({ locale: 'ja', kind: 'site' });
    expect(parseCardPath(pairCardPath('/de/btc-to-eur'))).toEqual({ locale: 'de', kind: 'pair', fromTicker: 'btc', toTicker: 'eur' });
    expect(parseCardPath(pairCardPath('/pt-br/eth-to-brl/0.5'))).toEqual({
      locale: 'pt-BR',
      kind: 'pair-amount',
      fromTicker: 'eth',
      toTicker: 'brl',
      amount: '0.5',
    });
  });

  it('lower-cases tickers as matchRoute does', () => {
    expect(parseCardPath('/og/BTC-to-USD.png')).toEqual({ locale: 'en', kind: 'pair', fromTicker: 'btc', toTicker: 'usd' });
  });

  it.each([
    '/og/site.jpg',
    '/og/btc-to-usd',
    '/og/btc.png',
    '/og/btc-to-.png',
    '/og/btc-to-usd-to-eur.png',
    '/og/btc-to-usd/abc.png',
    '/og/btc-to-usd/-1.png',
    '/og/btc-to-usd/0.5/1.png',
    '/og/.png',
    '/og//btc-to-usd.png',
    '/og/%E0%A4%A.png',
    '/og/site/1.png',
    '/btc-to-usd.png',
    '/og/DE/btc-to-eur.png',
    '/og/de.png',
    '/og/de/de/btc-to-eur.png',
  ])('%s is no card', (path) => {
    expect(parseCardPath(path)).toBeNull();
  });
});
