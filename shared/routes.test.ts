import { describe, expect, it } from 'vitest';
import {
  BTC_FIXED_AMOUNTS,
  buildPairPath,
  ETH_FIXED_AMOUNTS,
  FIXED_PAIR_ROUTES,
  HEADER_CONVERTER_ROUTES,
  isNumericSegment,
  matchRoute,
  splitPairSegment,
} from './routes';

describe('matchRoute', () => {
  it('matches "/" as the home page', () => {
    expect(matchRoute('/')).toEqual({ kind: 'home' });
  });

  it('matches a pair and lower-cases its tickers', () => {
    expect(matchRoute('/btc-to-usd')).toEqual({ kind: 'pair', fromTicker: 'btc', toTicker: 'usd' });
  });

  it('matches pairs case-insensitively', () => {
    expect(matchRoute('/BTC-To-USD')).toEqual({ kind: 'pair', fromTicker: 'btc', toTicker: 'usd' });
  });

  it('ignores a trailing slash', () => {
    expect(matchRoute('/btc-to-usd/')).toEqual({ kind: 'pair', fromTicker: 'btc', toTicker: 'usd' });
    expect(matchRoute('/eth-to-usd/0.5/')).toEqual({
      kind: 'pair-amount',
      fromTicker: 'eth',
      toTicker: 'usd',
      amount: '0.5',
    });
  });

  it('matches a fixed-amount page and keeps the amount as the typed string', () => {
    expect(matchRoute('/eth-to-usd/0.5')).toEqual({
      kind: 'pair-amount',
      fromTicker: 'eth',
      toTicker: 'usd',
      amount: '0.5',
    });
  });

  it('accepts amounts without an integer part or with a trailing point, unchanged', () => {
    expect(matchRoute('/btc-to-usd/.5')).toMatchObject({ kind: 'pair-amount', amount: '.5' });
    expect(matchRoute('/btc-to-usd/10.')).toMatchObject({ kind: 'pair-amount', amount: '10.' });
    expect(matchRoute('/btc-to-usd/0.00001')).toMatchObject({ kind: 'pair-amount', amount: '0.00001' });
  });

  it.each(['abc', '1e5', '-1', '1.2.3'])('treats a non-numeric last segment (%s) as the plain pair', (last) => {
    expect(matchRoute(`/btc-to-usd/${last}`)).toEqual({ kind: 'pair', fromTicker: 'btc', toTicker: 'usd' });
  });

  it('reports a segment with -to- that does not split into two tickers as invalid-pair', () => {
    expect(matchRoute('/a-to-b-to-c')).toEqual({ kind: 'invalid-pair', segment: 'a-to-b-to-c' });
    expect(matchRoute('/btc-to-')).toEqual({ kind: 'invalid-pair', segment: 'btc-to-' });
    expect(matchRoute('/-to-usd')).toEqual({ kind: 'invalid-pair', segment: '-to-usd' });
  });

  it.each(['/about-us', '/nothing', '/a/b/c', '/btc', '/btc/usd'])('answers not-found for %s', (path) => {
    expect(matchRoute(path)).toEqual({ kind: 'not-found' });
  });

  it('falls back to the pair segment anywhere in the path, with a numeric last segment as amount', () => {
    expect(matchRoute('/x/btc-to-usd/2')).toEqual({
      kind: 'pair-amount',
      fromTicker: 'btc',
      toTicker: 'usd',
      amount: '2',
    });
    expect(matchRoute('/x/btc-to-usd')).toEqual({ kind: 'pair', fromTicker: 'btc', toTicker: 'usd' });
  });

  it('decodes percent-encoded segments', () => {
    expect(matchRoute('/btc%2Dto%2Dusd')).toEqual({ kind: 'pair', fromTicker: 'btc', toTicker: 'usd' });
    expect(matchRoute('/btc-to-usd/%2E5')).toMatchObject({ kind: 'pair-amount', amount: '.5' });
    expect(matchRoute('/bitcoin%20cash-to-usd')).toEqual({
      kind: 'pair',
      fromTicker: 'bitcoin cash',
      toTicker: 'usd',
    });
  });

  it('does not throw on malformed percent-encoding', () => {
    expect(matchRoute('/%E0%A4%A')).toEqual({ kind: 'not-found' });
    expect(matchRoute('/btc-to-usd%')).toEqual({ kind: 'pair', fromTicker: 'btc', toTicker: 'usd%' });
  });
});

describe('isNumericSegment', () => {
  it.each(['0', '0.001', '10.', '.5', '42', '0.00001'])('accepts %s', (segment) => {
    expect(isNumericSegment(segment)).toBe(true);
  });

  it.each(['1e5', '-1', '1.2.3', '', '.', 'abc', ' 1', 'Infinity', '0x10', '+1'])('rejects %j', (segment) => {
    expect(isNumericSegment(segment)).toBe(false);
  });

  it('rejects segments longer than 40 characters', () => {
    expect(isNumericSegment('1'.repeat(40))).toBe(true);
    expect(isNumericSegment('1'.repeat(41))).toBe(false);
  });
});

describe('splitPairSegment', () => {
  it('splits into two lower-cased tickers', () => {
    expect(splitPairSegment('BTC-to-usd')).toEqual(['btc', 'usd']);
    expect(splitPairSegment('avalanche-2-TO-usd')).toEqual(['avalanche-2', 'usd']);
  });

  it.each(['btc-usd', 'a-to-b-to-c', 'btc-to-', '-to-usd', '-to-', ''])('returns null for %j', (segment) => {
    expect(splitPairSegment(segment)).toBeNull();
  });
});

describe('buildPairPath', () => {
  it('builds a lower-case pair path', () => {
    expect(buildPairPath('BTC', 'Usd')).toBe('/btc-to-usd');
  });

  it('appends an amount given as a string or number', () => {
    expect(buildPairPath('eth', 'usd', '0.5')).toBe('/eth-to-usd/0.5');
    expect(buildPairPath('btc', 'usd', 0.0025)).toBe('/btc-to-usd/0.0025');
  });

  it('round-trips through matchRoute', () => {
    expect(matchRoute(buildPairPath('SOL', 'EUR', '2'))).toEqual({
      kind: 'pair-amount',
      fromTicker: 'sol',
      toTicker: 'eur',
      amount: '2',
    });
  });
});

describe('route lists', () => {
  it('has the 10 fixed converter pages of the spec, in order', () => {
    expect(FIXED_PAIR_ROUTES.map((r) => r.path)).toEqual([
      '/btc-to-usd',
      '/eth-to-usd',
      '/bnb-to-usd',
      '/sol-to-usd',
      '/ada-to-usd',
      '/xrp-to-usd',
      '/dot-to-usd',
      '/doge-to-usd',
      '/usd-to-btc',
      '/usd-to-eth',
    ]);
  });

  it('gives each fixed page tickers and a label matching its path', () => {
    for (const route of FIXED_PAIR_ROUTES) {
      expect(matchRoute(route.path)).toEqual({ kind: 'pair', fromTicker: route.fromTicker, toTicker: route.toTicker });
      expect(route.label).toBe(`${route.fromTicker.toUpperCase()} to ${route.toTicker.toUpperCase()}`);
    }
  });

  it('has the 8 header converter entries of the spec, in order', () => {
    expect(HEADER_CONVERTER_ROUTES.map((r) => [r.label, r.path])).toEqual([
      ['BTC to USD', '/btc-to-usd'],
      ['SOL to USD', '/sol-to-usd'],
      ['ETH to USD', '/eth-to-usd'],
      ['PI to USD', '/pi-to-usd'],
      ['XRP to USD', '/xrp-to-usd'],
      ['ADA to USD', '/ada-to-usd'],
      ['TRON to USD', '/trx-to-usd'],
      ['BNB to USD', '/bnb-to-usd'],
    ]);
  });

  it('has the 12 BTC fixed amounts of the spec', () => {
    expect([...BTC_FIXED_AMOUNTS]).toEqual([0.1, 0.05, 0.01, 0.005, 0.003, 0.002, 0.0025, 0.001, 0.0005, 0.0002, 0.0001, 0.00001]);
  });

  it('has the 10 ETH fixed amounts of the spec', () => {
    expect([...ETH_FIXED_AMOUNTS]).toEqual([1, 0.5, 0.2, 0.1, 0.05, 0.03, 0.02, 0.01, 0.005, 0.001]);
  });

  it('turns every fixed amount into a fixed-amount route', () => {
    for (const amount of BTC_FIXED_AMOUNTS) {
      const match = matchRoute(buildPairPath('btc', 'usd', amount));
      expect(match.kind).toBe('pair-amount');
      expect(match.kind === 'pair-amount' && Number(match.amount)).toBe(amount);
    }
    for (const amount of ETH_FIXED_AMOUNTS) {
      const match = matchRoute(buildPairPath('eth', 'usd', amount));
      expect(match.kind === 'pair-amount' && Number(match.amount)).toBe(amount);
    }
  });
});

describe('static pages', () => {
  it.each(['about', 'methodology', 'contact', 'privacy', 'terms', 'disclaimer'] as const)('matches /%s', (page) => {
    expect(matchRoute(`/${page}`)).toEqual({ kind: 'page', page });
    expect(matchRoute(`/${page}/`)).toEqual({ kind: 'page', page });
  });

  it('does not match a static page with extra segments or other spellings', () => {
    expect(matchRoute('/about/team').kind).toBe('not-found');
    expect(matchRoute('/About').kind).toBe('not-found');
  });
});

describe('profit calculator routes', () => {
  it('matches the calculator with and without a coin', () => {
    expect(matchRoute('/crypto-profit-calculator')).toEqual({ kind: 'calculator' });
    expect(matchRoute('/crypto-profit-calculator/ETH')).toEqual({ kind: 'calculator', ticker: 'eth' });
    expect(matchRoute('/crypto-profit-calculator/eth/extra').kind).toBe('not-found');
  });
});

describe('operator tools', () => {
  it('matches /indexnow-test only', () => {
    expect(matchRoute('/indexnow-test')).toEqual({ kind: 'tool', tool: 'indexnow-test' });
    expect(matchRoute('/indexnow-test/x').kind).toBe('not-found');
  });
});
