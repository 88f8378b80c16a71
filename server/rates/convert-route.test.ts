import { ConvertQuerySchema, ConvertResponseSchema } from '@shared/schemas/convert';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_UPDATE_LAG_S, startFakeCoinGecko } from '../testing/fake-coingecko';
import { startTestServer, type TestServer } from '../testing/test-server';
import { parseConvertQuery } from './convert-route';

let server: TestServer;
afterEach(async () => {
  await server?.close();
});

describe('GET /api/convert with a working upstream', () => {
  it('answers crypto-to-fiat with the live rate and says where it came from', async () => {
    server = await startTestServer();
    const { status, body } = await server.get('/api/convert?from=bitcoin&to=usd&type=crypto-to-fiat');
    expect(status).toBe(200);
    // The fake's prices carry a time 20 s behind the clock, as CoinGecko's do.
    const asOf = (body as { asOf: string }).asOf;
    expect(Date.now() - Date.parse(asOf)).toBeGreaterThanOrEqual(FAKE_UPDATE_LAG_S * 1000 - 1000);
    expect(Date.now() - Date.parse(asOf)).toBeLessThan(FAKE_UPDATE_LAG_S * 1000 + 5000);
    expect(ConvertResponseSchema.parse(body)).toEqual({
      from: 'bitcoin',
      to: 'usd',
      rate: 100_000,
      asOf,
      source: 'live',
      stale: false,
      staleReason: null,
      provider: 'CoinGecko',
      change24h: expect.closeTo(0.025, 12),
      // The venues are unreachable here: CoinGecko is the one source used, each venue named.
      sources: expect.arrayContaining([
        { leg: 'bitcoin', name: 'CoinGecko', price: 100_000, asOf, used: true },
        {
          leg: 'bitcoin',
          name: 'Kraken',
          price: null,
          asOf: null,
          used: false,
          excludedReason: 'could not be reached',
          exclusion: { kind: 'unreachable' },
        },
      ]),
      sourcesUsed: 1,
      sourcesAsked: 6,
      spread: 0,
    });
  });

  it("gives the pair's 24-hour change from both legs' moves, and none from the snapshot", async () => {
    server = await startTestServer();
    // The fake: BTC +2.5 %, ETH −1.2 %, fiat rates fixed.
    const ethEur = await server.get('/api/convert?from=ethereum&to=eur');
    const eurEth = await server.get('/api/convert?from=eur&to=ethereum');
    const ethBtc = await server.get('/api/convert?from=ethereum&to=bitcoin&type=crypto-to-crypto');
    expect(ethEur.body.change24h).toBeCloseTo(-0.012, 12);
    expect(eurEth.body.change24h).toBeCloseTo(1 / 0.988 - 1, 12);
    expect(ethBtc.body.change24h).toBeCloseTo(0.988 / 1.025 - 1, 12);
    expect(server.fake.lastHeaders()).not.toBeNull();
    await server.close();

    server = await startTestServer({ RATES_PROVIDER: 'snapshot' });
    const snapshot = await server.get('/api/convert?from=ethereum&to=usd');
    expect(snapshot.body.source).toBe('snapshot');
    expect(snapshot.body.change24h).toBeNull();
  });

  it('derives fiat, inverse and crypto-to-crypto rates from the one batched price call', async () => {
    server = await startTestServer();
    const eur = await server.get('/api/convert?from=bitcoin&to=eur&type=crypto-to-fiat');
    const inverse = await server.get('/api/convert?from=usd&to=bitcoin&type=crypto-to-fiat');
    const cross = await server.get('/api/convert?from=ethereum&to=bitcoin&type=crypto-to-crypto');
    const calculator = await server.get('/api/convert?from=ethereum&to=usd');
    const fixedAmount = await server.get('/api/convert?from=solana&to=jpy&conversion_type=crypto-to-fiat');
    expect(eur.body.rate).toBeCloseTo(90_000, 6);
    expect(inverse.body.rate).toBeCloseTo(0.00001, 12);
    expect(cross.body.rate).toBeCloseTo(0.04, 12);
    expect(calculator.body.rate).toBe(4_000);
    expect(fixedAmount.body.rate).toBeCloseTo(30_000, 6);
    expect(server.fake.counts['/api/v3/simple/price']).toBe(1);
  });

  it('serves coins that only the upstream catalog has', async () => {
    server = await startTestServer();
    const { status, body } = await server.get('/api/convert?from=fakecoin&to=usd');
    expect(status).toBe(200);
    expect(body.rate).toBe(10);
  });

  it('coalesces concurrent requests for many pairs into one upstream call', async () => {
    server = await startTestServer();
    const pairs = ['bitcoin', 'ethereum', 'solana', 'ripple', 'dogecoin'].flatMap((from) =>
      ['usd', 'eur', 'jpy', 'gbp', 'chf'].map((to) => `/api/convert?from=${from}&to=${to}`),
    );
    const answers = await Promise.all([...pairs, ...pairs].map((p) => server.get(p)));
    expect(answers.every((a) => a.status === 200 && a.body.source === 'live')).toBe(true);
    expect(server.fake.counts['/api/v3/simple/price']).toBe(1);
  });

  it('refreshes on bypass_cache=true, at most once per 10 seconds', async () => {
    server = await startTestServer();
    await server.get('/api/convert?from=bitcoin&to=usd');
    await server.get('/api/convert?from=bitcoin&to=usd');
    expect(server.fake.counts['/api/v3/simple/price']).toBe(1);
    await server.get('/api/convert?from=bitcoin&to=usd&bypass_cache=true');
    expect(server.fake.counts['/api/v3/simple/price']).toBe(2);
    await server.get('/api/convert?from=bitcoin&to=usd&bypass_cache=true');
    expect(server.fake.counts['/api/v3/simple/price']).toBe(2);
  });

  it("answers a pair from the book of its window: the same text again within it, the next book's price after it", async () => {
    const fake = await startFakeCoinGecko({ moving: true });
    try {
      server = await startTestServer({}, { fake });
      const first = await server.get('/api/convert?from=bitcoin&to=eur');
      const again = await server.get('/api/convert?from=bitcoin&to=eur');
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
      const inverse = await server.get('/api/convert?from=eur&to=bitcoin');
      expect(inverse.body.rate).toBeCloseTo(1 / first.body.rate, 9);
      // A forced refresh brings the fake's next prices (× 1.001): the pair's answer follows the new book.
      const refreshed = await server.get('/api/convert?from=bitcoin&to=eur&bypass_cache=true');
      expect(fake.counts['/api/v3/simple/price']).toBe(2);
      expect(refreshed.body.rate).not.toBe(first.body.rate);
      const after = await server.get('/api/convert?from=bitcoin&to=eur');
      expect(after.body).toEqual(refreshed.body);
      expect(after.headers.get('etag')).not.toBe(first.headers.get('etag'));
    } finally {
      await fake.close(); // the server (closed after each test) does not close a fake it was given
    }
  });

  it('sends the API key in the demo header when one is configured', async () => {
    server = await startTestServer({ COINGECKO_API_KEY: 'demo-key-123' });
    await server.get('/api/convert?from=bitcoin&to=usd');
    expect(server.fake.lastHeaders()?.['x-cg-demo-api-key']).toBe('demo-key-123');
  });
});

describe('GET /api/convert when the upstream fails', () => {
  it.each([
    ['down', 'upstream-unavailable'],
    ['error', 'upstream-unavailable'],
    ['malformed', 'upstream-unavailable'],
    ['html', 'upstream-unavailable'],
    ['rate-limited', 'rate-limited'],
  ] as const)('serves the dated snapshot, marked stale, when the upstream is %s', async (mode, reason) => {
    server = await startTestServer();
    server.fake.setMode(mode);
    const { status, body } = await server.get('/api/convert?from=ethereum&to=usd&type=crypto-to-fiat');
    expect(status).toBe(200);
    expect(body).toMatchObject({ rate: 2530, source: 'snapshot', stale: true, staleReason: reason });
    expect(body.asOf).toBe('2025-06-01T00:00:00.000Z');
  });

  it('answers quickly from the snapshot when the upstream hangs', async () => {
    server = await startTestServer({ UPSTREAM_TIMEOUT_MS: '5000', UPSTREAM_WAIT_MS: '200' });
    server.fake.setMode('slow', 10_000);
    const started = Date.now();
    const { status, body } = await server.get('/api/convert?from=bitcoin&to=usd');
    expect(status).toBe(200);
    expect(body.source).toBe('snapshot');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('keeps serving the last live price, marked cached, after the upstream goes down', async () => {
    server = await startTestServer({ RATES_FRESH_SECONDS: '1', UPSTREAM_WAIT_MS: '200' });
    expect((await server.get('/api/convert?from=bitcoin&to=usd')).body.source).toBe('live');
    server.fake.setMode('down');
    await new Promise((r) => setTimeout(r, 1_300));
    const { body } = await server.get('/api/convert?from=bitcoin&to=usd');
    expect(body).toMatchObject({ rate: 100_000, source: 'cached', stale: true, staleReason: 'upstream-unavailable' });
  });

  it('makes no upstream call when configured for the snapshot only', async () => {
    server = await startTestServer({ RATES_PROVIDER: 'snapshot' });
    const { body } = await server.get('/api/convert?from=bitcoin&to=usd');
    expect(body).toMatchObject({ rate: 104_600, source: 'snapshot', staleReason: 'not-configured' });
    expect(server.fake.counts).toEqual({});
  });
});

describe('GET /api/convert with bad input', () => {
  it.each([
    ['/api/convert?to=usd', 'Missing required parameter "from"'],
    ['/api/convert?from=bitcoin', 'Missing required parameter "to"'],
    ['/api/convert?from=nosuchcoin&to=usd', 'Unknown currency "nosuchcoin" in "from"'],
    ['/api/convert?from=bitcoin&to=xyz', 'Unknown currency "xyz" in "to"'],
    ['/api/convert?from=%3Cscript%3E&to=usd', 'Parameter "from" is not a valid currency id'],
    ['/api/convert?from=bitcoin&from=ethereum&to=usd', 'Parameter "from" must be given once'],
    ['/api/convert?from=bitcoin&to=usd&type=fiat-to-moon', 'Parameter "type" must be crypto-to-fiat or crypto-to-crypto'],
    ['/api/convert?from=bitcoin&to=usd&type=crypto-to-crypto', 'needs two cryptocurrencies, but usd is a fiat currency'],
    ['/api/convert?from=bitcoin&to=ethereum&type=crypto-to-fiat', 'needs a fiat currency on one side'],
    ['/api/convert?from=bitcoin&to=usd&type=crypto-to-fiat&conversion_type=crypto-to-crypto', 'disagree'],
    ['/api/convert?from=bitcoin&to=usd&bypass_cache=yes', 'Parameter "bypass_cache" must be true or false'],
    [`/api/convert?from=${'a'.repeat(3000)}&to=usd`, 'not a valid currency id'],
  ])('%s → 400 with a message a person understands', async (path, message) => {
    server = await startTestServer();
    const { status, body } = await server.get(path);
    expect(status).toBe(400);
    expect(body.error).toContain(message);
  });

  it('accepts upper-case ids', async () => {
    server = await startTestServer();
    const { status, body } = await server.get('/api/convert?from=BITCOIN&to=USD');
    expect(status).toBe(200);
    expect(body.from).toBe('bitcoin');
  });
});

describe('the /api/convert query', () => {
  const outcome = (parse: () => unknown) => {
    try {
      return { ok: parse() };
    } catch (error) {
      return { error: (error as Error).message };
    }
  };

  // The handler takes the common query without zod: it must give what the schema gives, or refuse with its message.
  it.each([
    { from: 'bitcoin', to: 'usd' },
    { from: 'bitcoin', to: 'usd', type: 'crypto-to-fiat' },
    { from: 'ethereum', to: 'bitcoin', type: 'crypto-to-crypto', conversion_type: 'crypto-to-crypto' },
    { from: 'bitcoin', to: 'usd', conversion_type: 'crypto-to-fiat' },
    { from: 'bitcoin', to: 'usd', type: 'crypto-to-fiat', conversion_type: 'crypto-to-crypto' },
    { from: 'bitcoin', to: 'usd', bypass_cache: 'true' },
    { from: 'bitcoin', to: 'usd', bypass_cache: 'false', extra: 'ignored' },
    { from: 'bitcoin', to: 'usd', bypass_cache: 'yes' },
    { from: ' BitCoin ', to: 'USD' },
    { from: 'shiba-inu', to: 'avalanche-2' },
    { from: '-bitcoin', to: 'usd' },
    { from: '', to: 'usd' },
    { from: 'a'.repeat(80), to: 'usd' },
    { from: 'a'.repeat(81), to: 'usd' },
    { from: ['bitcoin', 'ethereum'], to: 'usd' },
    { from: 'bitcoin', to: 'usd', type: ['crypto-to-fiat', 'crypto-to-fiat'] },
    { from: 'bitcoin', to: 'usd', type: '' },
    { from: 'bitcoin' },
    {},
    null,
  ])('%j: same result as ConvertQuerySchema', (query) => {
    const viaSchema = outcome(() => {
      const result = ConvertQuerySchema.safeParse(query);
      if (result.success) return result.data;
      throw new Error(result.error.issues[0]?.message);
    });
    expect(outcome(() => parseConvertQuery(query))).toEqual(viaSchema);
  });
});
