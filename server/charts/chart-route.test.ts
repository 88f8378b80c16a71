import { ChartResponseSchema } from '@shared/schemas/chart';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('GET /api/chart', () => {
  it('answers the pair’s points over the range, ending at the current price, with caching headers', async () => {
    server = await startTestServer();
    const { status, body, headers } = await server.get('/api/chart?from=ethereum&to=eur&range=24h');
    expect(status).toBe(200);
    const chart = ChartResponseSchema.parse(body);
    expect(chart).toMatchObject({ from: 'ethereum', to: 'eur', range: '24h', source: 'CoinGecko' });
    expect(chart.points).toHaveLength(289);
    expect(chart.points.at(-1)![1]).toBe(3600);
    expect(chart.asOf).toBe(new Date(chart.points.at(-1)![0]).toISOString());
    expect(headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('opens on 7 days when no range is given', async () => {
    server = await startTestServer();
    const { body } = await server.get('/api/chart?from=usd&to=bitcoin');
    expect(body.range).toBe('7d');
    expect(body.points).toHaveLength(169);
    expect(body.points.at(-1)[1]).toBeCloseTo(1 / 100_000, 15);
  });

  it.each([
    ['/api/chart?to=usd', 'Missing required parameter "from": give a currency id such as bitcoin or usd.'],
    ['/api/chart?from=bitcoin&to=usd&range=2w', 'Parameter "range" must be one of 24h, 7d, 30d, 1y, max.'],
    ['/api/chart?from=bitcoin&from=ethereum&to=usd', 'Parameter "from" must be given once, as text.'],
    [
      '/api/chart?from=no-such-coin&to=usd',
      'Unknown currency "no-such-coin" in "from". Use an id listed by /api/currencies/crypto or /api/currencies/fiat, such as bitcoin or usd.',
    ],
    ['/api/chart?from=bitcoin&to=BITCOIN', 'A chart needs two different currencies, but "from" and "to" are both bitcoin.'],
    ['/api/chart?from=usd&to=eur', 'Price charts are for pairs with a cryptocurrency, but usd and eur are both fiat currencies.'],
  ])('answers 400 with a clear sentence for %s', async (path, error) => {
    server ??= await startTestServer();
    const { status, body } = await server.get(path);
    expect(status).toBe(400);
    expect(body).toEqual({ error });
  });

  it('answers 503 in plain words when the upstream fails and nothing is cached', async () => {
    server = await startTestServer();
    server.fake.setMode('down');
    const { status, body, headers } = await server.get('/api/chart?from=bitcoin&to=usd&range=30d');
    expect(status).toBe(503);
    expect(body).toEqual({ error: 'The price chart is not available right now. Please try again in a minute.' });
    expect(headers.get('retry-after')).toBe('60');
  });

  it('answers 503 within the upstream timeout when CoinGecko hangs', async () => {
    server = await startTestServer({ UPSTREAM_TIMEOUT_MS: '300' });
    server.fake.setMode('slow', 10_000);
    const started = Date.now();
    const { status } = await server.get('/api/chart?from=bitcoin&to=usd&range=1y');
    expect(status).toBe(503);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('answers 503 saying a live connection is needed when the server runs on the snapshot only', async () => {
    server = await startTestServer({ RATES_PROVIDER: 'snapshot' });
    const { status, body } = await server.get('/api/chart?from=bitcoin&to=usd');
    expect(status).toBe(503);
    expect(body.error).toMatch(/^Price history needs a live data connection/);
  });
});
