import { describe, expect, it } from 'vitest';
import { routeLabel } from './route-label';

describe('routeLabel', () => {
  it('names API endpoints by their path, whatever the case or a trailing slash', () => {
    expect(routeLabel('/api/convert')).toBe('api:/api/convert');
    expect(routeLabel('/API/Convert/')).toBe('api:/api/convert');
    expect(routeLabel('/api/currencies/crypto')).toBe('api:/api/currencies/crypto');
    expect(routeLabel('/api/debug/seo/btc-to-usd/5')).toBe('api:/api/debug/seo/:pair/:amount?');
  });

  it('gives unknown API paths, assets and pages a fixed label, never the path', () => {
    expect(routeLabel('/api/nothing/here')).toBe('api:unknown');
    expect(routeLabel('/api')).toBe('api:unknown');
    expect(routeLabel('/assets/index-abc123.js')).toBe('asset');
    expect(routeLabel('/coin-images/bitcoin')).toBe('coin-image');
    expect(routeLabel('/og/btc-to-usd.png')).toBe('og-card');
    expect(routeLabel('/og/site.png')).toBe('og-card');
    expect(routeLabel('/sitemaps/pairs-eur.xml')).toBe('sitemap');
    expect(routeLabel('/api/currencies/suggest')).toBe('api:/api/currencies/suggest');
    expect(routeLabel('/icons/icon-192.png')).toBe('file');
    expect(routeLabel('/sw.js')).toBe('file');
    expect(routeLabel('/')).toBe('page:home');
    expect(routeLabel('/about')).toBe('page:info');
    expect(routeLabel('/btc-to-usd')).toBe('page:pair');
    expect(routeLabel('/eth-to-eur/0.5')).toBe('page:pair-amount');
    expect(routeLabel('/crypto-profit-calculator/btc')).toBe('page:calculator');
    expect(routeLabel('/wp-admin/%00%ff')).toBe('page:not-found');
    expect(routeLabel('/healthz')).toBe('/healthz');
    expect(routeLabel('/metrics')).toBe('/metrics');
  });

  it('maps ten thousand random paths onto a handful of labels', () => {
    const labels = new Set<string>();
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let i = 0; i < 10_000; i++) {
      let path = '';
      for (let j = next() % 5; j >= 0; j--) {
        path += `/${['api', 'assets', 'btc-to-usd', 'x', String(next()), 'coin-images', 'a.b', '..', '%2F'][next() % 9]}`;
      }
      labels.add(routeLabel(path));
    }
    expect(labels.size).toBeLessThan(20);
  });
});
