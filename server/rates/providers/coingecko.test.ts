import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CoinGeckoOptions, createCoinGeckoSource, parseRetryAfter } from './coingecko';
import { UpstreamError } from '../../upstream/types';

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');

  it('reads delay seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('0', now)).toBe(0);
  });

  it('reads an HTTP date as the time until then', () => {
    expect(parseRetryAfter('Sun, 01 Jun 2025 12:00:30 GMT', now)).toBe(30_000);
  });

  it('gives 0 for an HTTP date in the past', () => {
    expect(parseRetryAfter('Sun, 01 Jun 2025 11:00:00 GMT', now)).toBe(0);
  });

  it.each([null, '', ' ', 'soon', 'abc', '1.5', '-5', 'foo 2'])('gives undefined for %j', (value) => {
    expect(parseRetryAfter(value, now)).toBeUndefined();
  });
});

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
type SeenRequest = { url: URL; headers: IncomingMessage['headers'] };

describe('createCoinGeckoSource', () => {
  let server: Server;
  let baseUrl: string;
  let handler: Handler;
  let seen: SeenRequest[];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ url: new URL(req.url ?? '/', 'http://127.0.0.1'), headers: req.headers });
      handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    seen = [];
    handler = (_req, res) => json(res, 200, {});
  });

  function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  }

  function source(options: Partial<CoinGeckoOptions> = {}) {
    return createCoinGeckoSource({ baseUrl, plan: 'demo', timeoutMs: 2_000, ...options });
  }

  it('asks for every coin in one call, and splits only when the URL would be too long', async () => {
    handler = (req, res) => {
      const ids = new URL(req.url ?? '/', 'http://x').searchParams.get('ids')!.split(',');
      json(res, 200, Object.fromEntries(ids.map((id) => [id, { usd: id === 'bitcoin' ? 100 : 1, eur: 90 }])));
    };
    const few = Array.from({ length: 250 }, (_, i) => `coin-${i}`);
    await source().fetchPriceBook(few, ['eur']);
    expect(seen).toHaveLength(1);

    seen = [];
    const many = Array.from({ length: 1_000 }, (_, i) => `a-rather-long-coin-identifier-${i}`);
    const book = await source().fetchPriceBook(many, ['eur']);
    expect(seen.length).toBeGreaterThan(1);
    for (const request of seen) expect(request.url.toString().length).toBeLessThanOrEqual(7_100);
    expect(book.usdPerCoin.size).toBe(1_001);
    expect(book.fiatPerUsd.get('eur')).toBeCloseTo(0.9, 12);
  });

  it('counts every request against the budget hook, and a refusal stops the call', async () => {
    let calls = 0;
    handler = (_req, res) => json(res, 200, { bitcoin: { usd: 100 } });
    await source({ beforeCall: () => void calls++ }).fetchPriceBook([], []);
    expect(calls).toBe(1);
    const refused = source({
      beforeCall: () => {
        throw new UpstreamError('rate-limited', 'budget', { retryAfterMs: 5_000 });
      },
    });
    expect(await upstreamError(refused.fetchPriceBook([], []))).toMatchObject({ kind: 'rate-limited', retryAfterMs: 5_000 });
    expect(seen).toHaveLength(1);
  });

  /** The UpstreamError a call rejects with (fails the test when it resolves or throws anything else). */
  async function upstreamError(call: Promise<unknown>): Promise<UpstreamError> {
    const error = await call.then(
      () => {
        throw new Error('expected the call to fail');
      },
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UpstreamError);
    return error as UpstreamError;
  }

  const BOOK = {
    bitcoin: { usd: 100_000, eur: 90_000, jpy: 15_000_000, last_updated_at: 1_748_779_200 },
    ethereum: { usd: 2_500, eur: 2_250, last_updated_at: 1_748_779_140 },
  };

  describe('API key header', () => {
    it('sends x-cg-demo-api-key on the demo plan', async () => {
      handler = (_req, res) => json(res, 200, BOOK);
      await source({ apiKey: 'demo-key' }).fetchPriceBook([], []);
      expect(seen[0]?.headers['x-cg-demo-api-key']).toBe('demo-key');
      expect(seen[0]?.headers['x-cg-pro-api-key']).toBeUndefined();
    });

    it('sends x-cg-pro-api-key on the pro plan', async () => {
      handler = (_req, res) => json(res, 200, BOOK);
      await source({ apiKey: 'pro-key', plan: 'pro' }).fetchPriceBook([], []);
      expect(seen[0]?.headers['x-cg-pro-api-key']).toBe('pro-key');
      expect(seen[0]?.headers['x-cg-demo-api-key']).toBeUndefined();
    });

    it('sends no key header without a key', async () => {
      handler = (_req, res) => json(res, 200, BOOK);
      await source().fetchPriceBook([], []);
      expect(seen).toHaveLength(1);
      expect(seen[0]?.headers['x-cg-demo-api-key']).toBeUndefined();
      expect(seen[0]?.headers['x-cg-pro-api-key']).toBeUndefined();
    });
  });

  describe('fetchPriceBook', () => {
    it('asks /simple/price for Bitcoin plus the coins, in USD plus the fiats', async () => {
      handler = (_req, res) => json(res, 200, BOOK);
      await source({ baseUrl: `${baseUrl}/` }).fetchPriceBook(['ethereum', 'bitcoin'], ['eur', 'usd', 'jpy']);
      const url = seen[0]!.url;
      expect(url.pathname).toBe('/api/v3/simple/price');
      expect(url.searchParams.get('ids')).toBe('bitcoin,ethereum');
      expect(url.searchParams.get('vs_currencies')).toBe('usd,eur,jpy');
      expect(url.searchParams.get('include_last_updated_at')).toBe('true');
    });

    it('builds USD prices, fiat rates through Bitcoin, and update times', async () => {
      handler = (_req, res) => json(res, 200, BOOK);
      const book = await source().fetchPriceBook(['ethereum'], ['eur', 'jpy']);

      expect(Object.fromEntries(book.usdPerCoin)).toEqual({ bitcoin: 100_000, ethereum: 2_500 });
      expect(book.fiatPerUsd.get('usd')).toBe(1);
      expect(book.fiatPerUsd.get('eur')).toBeCloseTo(90_000 / 100_000, 12);
      expect(book.fiatPerUsd.get('jpy')).toBeCloseTo(150, 12);
      expect(book.coinUpdatedAt.get('bitcoin')?.toISOString()).toBe('2025-06-01T12:00:00.000Z');
      expect(book.coinUpdatedAt.get('ethereum')?.toISOString()).toBe('2025-06-01T11:59:00.000Z');
      expect(book.asOf.toISOString()).toBe('2025-06-01T12:00:00.000Z');
    });

    it("asks for 24-hour changes and derives each fiat's own move from Bitcoin's", async () => {
      handler = (_req, res) =>
        json(res, 200, {
          bitcoin: { usd: 100_000, usd_24h_change: 2, eur: 90_000, eur_24h_change: 3, jpy: 15_000_000 },
          ethereum: { usd: 2_500, usd_24h_change: -1.5 },
          odd: { usd: 1, usd_24h_change: -100 },
        });
      const book = await source().fetchPriceBook(['ethereum', 'odd'], ['eur', 'jpy']);
      expect(seen[0]!.url.searchParams.get('include_24hr_change')).toBe('true');
      expect(book.usdChange24h?.get('bitcoin')).toBeCloseTo(1.02, 12);
      expect(book.usdChange24h?.get('ethereum')).toBeCloseTo(0.985, 12);
      expect(book.usdChange24h?.has('odd')).toBe(false);
      // BTC rose 3 % in EUR but 2 % in USD: the euro lost 1.02 / 1.03 of its USD value.
      expect(book.fiatUsdChange24h?.get('eur')).toBeCloseTo(1.02 / 1.03, 12);
      expect(book.fiatUsdChange24h?.get('usd')).toBe(1);
      expect(book.fiatUsdChange24h?.has('jpy')).toBe(false);
    });

    it('leaves out coins without a USD price and fiats without a Bitcoin quote', async () => {
      handler = (_req, res) => json(res, 200, { bitcoin: { usd: 100_000, eur: 90_000, gbp: null }, dead: { usd: null } });
      const book = await source().fetchPriceBook(['dead'], ['eur', 'gbp', 'chf']);
      expect([...book.usdPerCoin.keys()]).toEqual(['bitcoin']);
      expect([...book.fiatPerUsd.keys()].sort()).toEqual(['eur', 'usd']);
    });

    it('rejects a 429 as rate-limited, with the Retry-After delay', async () => {
      handler = (_req, res) => json(res, 429, { error: 'slow down' }, { 'retry-after': '45' });
      const error = await upstreamError(source().fetchPriceBook([], []));
      expect(error).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterMs: 45_000 });
    });

    it('rejects a 429 without Retry-After as rate-limited with no delay', async () => {
      handler = (_req, res) => json(res, 429, {});
      const error = await upstreamError(source().fetchPriceBook([], []));
      expect(error).toMatchObject({ kind: 'rate-limited', retryAfterMs: undefined });
    });

    it('rejects a 500 as an http failure', async () => {
      handler = (_req, res) => json(res, 500, { error: 'oops' });
      const error = await upstreamError(source().fetchPriceBook([], []));
      expect(error).toMatchObject({ kind: 'http', status: 500 });
    });

    it('rejects invalid JSON as malformed', async () => {
      handler = (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"bitcoin": {');
      };
      expect(await upstreamError(source().fetchPriceBook([], []))).toMatchObject({ kind: 'malformed' });
    });

    it('rejects an unexpected shape as malformed', async () => {
      handler = (_req, res) => json(res, 200, { bitcoin: { usd: 'a lot' } });
      expect(await upstreamError(source().fetchPriceBook([], []))).toMatchObject({ kind: 'malformed' });
    });

    it('rejects an answer without Bitcoin as malformed', async () => {
      handler = (_req, res) => json(res, 200, { ethereum: { usd: 2_500 } });
      expect(await upstreamError(source().fetchPriceBook(['ethereum'], []))).toMatchObject({ kind: 'malformed' });
    });

    it('rejects a zero Bitcoin price as malformed', async () => {
      handler = (_req, res) => json(res, 200, { bitcoin: { usd: 0, eur: 0 } });
      expect(await upstreamError(source().fetchPriceBook([], ['eur']))).toMatchObject({ kind: 'malformed' });
    });

    it('rejects with timeout when the server never answers', async () => {
      handler = () => {
        // Never answer; afterAll closes the connection.
      };
      const started = Date.now();
      const error = await upstreamError(source({ timeoutMs: 200 }).fetchPriceBook([], []));
      expect(error.kind).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(1_500);
    });

    it('rejects with timeout when the body stalls after the headers', async () => {
      handler = (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"bitcoin":');
      };
      const error = await upstreamError(source({ timeoutMs: 200 }).fetchPriceBook([], []));
      expect(error.kind).toBe('timeout');
    });

    it('rejects with network when nothing listens on the port', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const { port } = closed.address() as AddressInfo;
      await new Promise((resolve) => closed.close(resolve));

      const error = await upstreamError(source({ baseUrl: `http://127.0.0.1:${port}/api/v3` }).fetchPriceBook([], []));
      expect(error.kind).toBe('network');
    });
  });

  describe('fetchTopCoins', () => {
    it('asks /coins/markets by market cap for the given count', async () => {
      handler = (_req, res) => json(res, 200, []);
      await source().fetchTopCoins(250);
      const url = seen[0]!.url;
      expect(url.pathname).toBe('/api/v3/coins/markets');
      expect(url.searchParams.get('vs_currency')).toBe('usd');
      expect(url.searchParams.get('order')).toBe('market_cap_desc');
      expect(url.searchParams.get('per_page')).toBe('250');
    });

    it('upper-cases symbols and maps a missing image to ""', async () => {
      handler = (_req, res) =>
        json(res, 200, [
          { id: 'bitcoin', symbol: 'btc', name: 'Bitcoin', image: 'https://example.test/btc.png' },
          { id: 'no-logo', symbol: 'nl', name: 'No Logo', image: null },
          { id: 'no-field', symbol: 'nf', name: 'No Field' },
        ]);
      expect(await source().fetchTopCoins(3)).toEqual([
        { id: 'bitcoin', symbol: 'BTC', name: 'Bitcoin', image: 'https://example.test/btc.png', type: 'crypto' },
        { id: 'no-logo', symbol: 'NL', name: 'No Logo', image: '', type: 'crypto' },
        { id: 'no-field', symbol: 'NF', name: 'No Field', image: '', type: 'crypto' },
      ]);
    });

    it('keeps the market-cap rank and the market cap where CoinGecko gives them', async () => {
      handler = (_req, res) =>
        json(res, 200, [
          { id: 'the-open-network', symbol: 'ton', name: 'Toncoin', image: null, market_cap_rank: 18, market_cap: 26_000_000_000 },
          { id: 'unranked', symbol: 'unr', name: 'Unranked', market_cap_rank: null, market_cap: 0 },
          { id: 'odd', symbol: 'odd', name: 'Odd', market_cap_rank: 'first', market_cap: -5 },
        ]);
      expect(await source().fetchTopCoins(3)).toEqual([
        { id: 'the-open-network', symbol: 'TON', name: 'Toncoin', image: '', type: 'crypto', rank: 18, marketCap: 26_000_000_000 },
        { id: 'unranked', symbol: 'UNR', name: 'Unranked', image: '', type: 'crypto' },
        { id: 'odd', symbol: 'ODD', name: 'Odd', image: '', type: 'crypto' },
      ]);
    });

    it('rejects rows without an id as malformed', async () => {
      handler = (_req, res) => json(res, 200, [{ symbol: 'btc', name: 'Bitcoin' }]);
      expect(await upstreamError(source().fetchTopCoins(1))).toMatchObject({ kind: 'malformed' });
    });
  });
});
