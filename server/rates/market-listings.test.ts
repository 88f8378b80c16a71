import { describe, expect, it } from 'vitest';
import { listingKey, MarketListings } from './market-listings';

describe('market listings from the venues’ ticker answers', () => {
  it('compares a market in one spelling, whichever endpoint wrote it', () => {
    expect(listingKey('coinbase', 'BTC-USD')).toBe(listingKey('coinbase', 'btc-usd'));
    // Bitstamp's ticker says "BTC/USD", its order book path "btcusd".
    expect(listingKey('bitstamp', 'BTC/USD')).toBe(listingKey('bitstamp', 'btcusd'));
    expect(listingKey('okx', 'BTC-USDT')).toBe('BTCUSDT');
    // Kraken's ticker keys are its pair names, its Depth takes the short names.
    expect(listingKey('kraken', 'XXBTZUSD')).toBe('XBTUSD');
    expect(listingKey('kraken', 'XETHXXBT')).toBe('ETHXBT');
    expect(listingKey('kraken', 'USDTZUSD')).toBe('USDTUSD');
    expect(listingKey('kraken', 'XDGUSD')).toBe('XDGUSD');
    // Tezos (XTZ) and newer pairs carry no prefixes to drop.
    expect(listingKey('kraken', 'XTZUSD')).toBe('XTZUSD');
    expect(listingKey('kraken', 'SOLUSD')).toBe('SOLUSD');
  });

  it('says whether a venue lists a market while its listing is fresh, and does not know otherwise', () => {
    let now = 0;
    const listings = new MarketListings(() => now);
    expect(listings.lists('kraken', 'XBTUSD')).toBeNull();
    listings.record('kraken', ['XXBTZUSD', 'SOLUSD']);
    expect(listings.lists('kraken', 'XBTUSD')).toBe(true);
    expect(listings.lists('kraken', 'XBTJPY')).toBe(false);
    expect(listings.lists('binance', 'BTCUSDT')).toBeNull();
    // An empty answer says nothing about what is listed.
    listings.record('binance', []);
    expect(listings.lists('binance', 'BTCUSDT')).toBeNull();
    now += 10 * 60 * 1000 + 1;
    expect(listings.lists('kraken', 'XBTUSD')).toBeNull();
  });
});
