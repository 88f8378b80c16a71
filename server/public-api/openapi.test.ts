import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeHistoryUpstreams } from '../testing/fake-history-upstreams';
import { startHistoryTestServer } from '../testing/history-test-server';
import { startTestServer, type TestServer } from '../testing/test-server';

type Parameter = { name: string; in: string; required?: boolean; description?: string; example?: string };
type Doc = {
  openapi: string;
  info: { 'x-rate-limit'?: unknown };
  paths: Record<string, { get: { parameters?: Parameter[]; responses: Record<string, { content?: Record<string, { schema: object }> }> } }>;
  components: object;
};

let live: TestServer;
let history: TestServer;
let upstreams: FakeHistoryUpstreams;
let doc: Doc;

beforeAll(async () => {
  live = await startTestServer({ SITE_URL: 'https://converter.example' });
  ({ server: history, upstreams } = await startHistoryTestServer());
  const res = await fetch(`${live.baseUrl}/api/v1/openapi.json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as Doc;
});
afterAll(async () => {
  await live?.close();
  await history?.close();
  await upstreams?.close();
});

/** Checks an answer against the document's schema for that path, status and media type. */
function expectDocumented(path: string, status: number, type: string, body: unknown) {
  const response = doc.paths[path]?.get.responses[String(status)];
  expect(response, `${path} documents ${status}`).toBeDefined();
  const schema = response!.content?.[type]?.schema;
  expect(schema, `${path} ${status} documents ${type}`).toBeDefined();
  // The document's $refs point into its components: validate with them at the root.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const validate = ajv.compile({ ...schema, components: doc.components });
  expect(validate(body), `${path} ${status}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
}

/** The request /developers shows for a path: every parameter at its documented example. */
function documentedExample(path: string): string {
  const query = new URLSearchParams();
  for (const parameter of doc.paths[path]?.get.parameters ?? []) query.set(parameter.name, parameter.example ?? '');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** One request per documented path, on the server whose fakes can answer it. */
const EXAMPLES: [path: string, query: string, server: () => TestServer][] = [
  ['/api/v1/currencies/crypto', '', () => live],
  ['/api/v1/currencies/fiat', '', () => live],
  ['/api/v1/currencies/suggest', '?q=btcc', () => live],
  ['/api/v1/convert', '?from=bitcoin&to=usd', () => live],
  ['/api/v1/chart', '?from=ethereum&to=eur&range=24h', () => live],
  ['/api/v1/quote', '?from=usd&to=bitcoin&amount=10000', () => live],
  ['/api/v1/convert-on-date', '?from=bitcoin&to=eur&date=2020-03-16', () => history],
  ['/api/v1/historical-price', '?currency=bitcoin&date=2020-03-15', () => history],
  ['/api/v1/historical-range', '?currency=bitcoin&from=2020-03-10&to=2020-03-15', () => history],
  ['/api/v1/historical-fx', '?currency=eur&from=2020-03-13&to=2020-03-16', () => history],
];

describe('the OpenAPI document of /api/v1', () => {
  it('is a valid OpenAPI 3.1 document, served to any origin', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    const res = await fetch(`${live.baseUrl}/api/v1/openapi.json`);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect((doc as unknown as { servers: { url: string }[] }).servers).toEqual([{ url: 'https://converter.example' }]);
  });

  it('documents exactly the paths the API tests call', () => {
    expect(Object.keys(doc.paths).sort()).toEqual(EXAMPLES.map(([path]) => path).sort());
  });

  it.each(EXAMPLES)('%s: the live answer matches the document', async (path, query, server) => {
    const res = await fetch(`${server().baseUrl}${path}${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expectDocumented(path, 200, 'application/json', await res.json());
  });

  it.each(EXAMPLES)('%s: every parameter is described, and the documented example works', async (path, _query, server) => {
    for (const parameter of doc.paths[path]?.get.parameters ?? []) {
      expect(parameter.description, `${path} ${parameter.name}`).toMatch(/\w{3}/);
      expect(parameter.example, `${path} ${parameter.name}`).toMatch(/\S/);
    }
    const res = await fetch(`${server().baseUrl}${path}${documentedExample(path)}`);
    expect(res.status, await res.clone().text()).toBe(200);
    expectDocumented(path, 200, 'application/json', await res.json());
  });

  it('states the per-address limit the server applies, and only then', async () => {
    expect(doc.info['x-rate-limit']).toBeUndefined();
    const limited = await startTestServer({}, { app: { limits: { apiReadsPerMinute: 42, pageViewsPerMinute: 100 } } });
    try {
      const limitedDoc = (await (await fetch(`${limited.baseUrl}/api/v1/openapi.json`)).json()) as Doc;
      expect(limitedDoc.info['x-rate-limit']).toEqual({ requests: 42, windowSeconds: 60 });
      expect(await (await fetch(`${limited.baseUrl}/llms.txt`)).text()).toContain('may make 42 requests per 60 seconds');
    } finally {
      await limited.close();
    }
  });

  it('an invalid request and an unknown currency match the documented problem', async () => {
    for (const query of ['?from=bitcoin', '?from=notacoin&to=usd']) {
      const res = await fetch(`${live.baseUrl}/api/v1/convert${query}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expectDocumented('/api/v1/convert', 400, 'application/problem+json', await res.json());
    }
  });

  it('a history outage matches the documented 503 problem', async () => {
    for (const source of ['coingecko', 'coinbase', 'defillama', 'binance'] as const) upstreams.setMode(source, 'down');
    try {
      const res = await fetch(`${history.baseUrl}/api/v1/historical-price?currency=bitcoin&date=2019-03-15`);
      expect(res.status).toBe(503);
      expectDocumented('/api/v1/historical-price', 503, 'application/problem+json', await res.json());
    } finally {
      for (const source of ['coingecko', 'coinbase', 'defillama', 'binance'] as const) upstreams.setMode(source, 'ok');
    }
  });

  it('a refusal over the limit matches the documented 429 problem, with the documented headers', async () => {
    const limited = await startTestServer({}, { app: { limits: { apiReadsPerMinute: 1, pageViewsPerMinute: 100 } } });
    try {
      const first = await fetch(`${limited.baseUrl}/api/v1/currencies/fiat`);
      expect(first.headers.get('ratelimit-policy')).toBe('1;w=60');
      const res = await fetch(`${limited.baseUrl}/api/v1/currencies/fiat`);
      expect(res.status).toBe(429);
      expect(res.headers.get('ratelimit')).toMatch(/^limit=1, remaining=0, reset=\d+$/);
      expectDocumented('/api/v1/currencies/fiat', 429, 'application/problem+json', await res.json());
    } finally {
      await limited.close();
    }
  });

  it('/llms.txt describes the API from the same document: every endpoint and where the document is', async () => {
    const res = await fetch(`${live.baseUrl}/llms.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/markdown/);
    const text = await res.text();
    expect(text).toMatch(/^# Crypto converter API\n\n> /);
    expect(text).toContain('(https://converter.example/api/v1/openapi.json)');
    for (const path of Object.keys(doc.paths)) expect(text, path).toContain(`[GET ${path}`);
    expect(text).toContain(
      '[GET /api/v1/convert (from, to, type?, conversion_type?, bypass_cache?)](https://converter.example/api/v1/convert)',
    );
  });
});
