import { KNOWN_FIATS } from '@shared/currencies/fiat-currencies';
import { KNOWN_COINS } from '@shared/currencies/known-coins';
import type { Currency } from '@shared/schemas/currency';
import { describe, expect, it } from 'vitest';
import { SNAPSHOT_DATE } from '../rates/providers/snapshot-prices';
import { buildSitemapFiles, pairPagePath } from './sitemap-entries';

describe('pairPagePath', () => {
  const coin = (symbol: string, id = symbol.toLowerCase()): Currency => ({ id, symbol, name: symbol, image: '', type: 'crypto' });
  const usd = KNOWN_FIATS.find((c) => c.id === 'usd')!;

  it('is buildPairPath of the route tickers, the URL ticker where the coin has one', () => {
    expect(pairPagePath(coin('BTC', 'bitcoin'), usd)).toBe('/btc-to-usd');
    expect(pairPagePath({ ...coin('TON', 'tokamak-network'), urlTicker: 'tokamak-network' }, usd, 0.5)).toBe('/tokamak-network-to-usd/0.5');
  });

  it('escapes a ticker a URL cannot carry as the page canonical does (upper-case hex), and the sitemap keeps it', () => {
    const odd = coin('USD₮0', 'usdt0');
    expect(pairPagePath(odd, usd)).toBe('/usd%E2%82%AE0-to-usd');
    const files = buildSitemapFiles({
      cryptos: [...KNOWN_COINS, odd],
      fiats: [...KNOWN_FIATS],
      fiatCodes: ['usd'],
      ratesAsOf: new Date(SNAPSHOT_DATE),
    });
    expect(files.find((f) => f.name === 'pairs-usd')!.urls.map((u) => u.path)).toContain('/usd%E2%82%AE0-to-usd');
  });

  it('leaves out a coin no ticker leads back to', () => {
    // A second "BTC" without URL ticker: /btc-to-usd shows Bitcoin, so this coin has no page.
    const files = buildSitemapFiles({
      cryptos: [...KNOWN_COINS, coin('BTC', 'bitcoin-copy')],
      fiats: [...KNOWN_FIATS],
      fiatCodes: ['usd'],
      ratesAsOf: new Date(SNAPSHOT_DATE),
    });
    const paths = files.flatMap((f) => f.urls.map((u) => u.path));
    expect(paths.filter((p) => p === '/btc-to-usd')).toHaveLength(1);
    expect(paths.some((p) => p.includes('bitcoin-copy'))).toBe(false);
  });
});
