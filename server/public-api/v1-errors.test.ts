import { API_PROBLEMS } from '@shared/api-problems';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Bytes a client sent, which no error answer may repeat. */
const MARK = 'sent-bytes-7f3a';
/** What body-parser and JSON.parse say, which no error answer may repeat either. */
const PARSER_WORDS = /position|unexpected|unterminated|entity|charset "|encoding "/i;

type Sent = { method?: string; type?: string; encoding?: string; body?: string };
const MALFORMED: Sent = { type: 'application/json', body: `{"from": "${MARK}` };
const OVERSIZED: Sent = { type: 'application/json', body: JSON.stringify({ from: MARK, pad: 'x'.repeat(20_000) }) };
const BAD_CHARSET: Sent = { type: 'application/json; charset=x-mark-7f3a', body: `{"from":"${MARK}"}` };
const BAD_ENCODING: Sent = { type: 'application/json', encoding: 'x-mark-7f3a', body: `{"from":"${MARK}"}` };
const PLAIN_TEXT: Sent = { type: 'text/plain', body: MARK };

async function send(path: string, { method = 'POST', type, encoding, body }: Sent) {
  const headers: Record<string, string> = {};
  if (type) headers['content-type'] = type;
  if (encoding) headers['content-encoding'] = encoding;
  const res = await fetch(`${server.baseUrl}${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

function expectNoEcho(text: string): void {
  expect(text).not.toContain(MARK);
  expect(text).not.toContain('x-mark');
  expect(text).not.toContain('X-MARK');
  expect(text).not.toMatch(PARSER_WORDS);
}

/** A problem+json answer whose type is one the developers page explains, with its status. */
function expectProblem(res: Awaited<ReturnType<typeof send>>, status: number, slug: string, detail?: string): void {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = res.json();
  const listed = API_PROBLEMS.find((p) => p.slug === slug);
  expect(listed, slug).toBeDefined();
  expect(listed!.status).toBe(status);
  expect(body).toMatchObject({ type: `/api/v1/problems/${slug}`, title: listed!.title, status });
  expect(typeof body.detail).toBe('string');
  if (detail) expect(body.detail).toBe(detail);
  expectNoEcho(res.text);
}

describe('/api/v1 answers a body it cannot read as problem+json, repeating nothing sent', () => {
  it('malformed JSON: 400 invalid-request', async () => {
    expectProblem(await send('/api/v1/convert', MALFORMED), 400, 'invalid-request', 'The request body is not valid JSON.');
  });

  it('a body over the limit: 413 request-too-large', async () => {
    expectProblem(await send('/api/v1/convert', OVERSIZED), 413, 'request-too-large', 'The request body is too large.');
  });

  it('a character set or compression it does not read: 415 unsupported-media-type', async () => {
    expectProblem(await send('/api/v1/convert', BAD_CHARSET), 415, 'unsupported-media-type');
    expectProblem(await send('/api/v1/convert', BAD_ENCODING), 415, 'unsupported-media-type');
  });

  it('a body that is not JSON at all: 405, as for any write', async () => {
    expectProblem(await send('/api/v1/convert', PLAIN_TEXT), 405, 'method-not-allowed');
  });

  it('an address over 4,096 characters: 414 uri-too-long', async () => {
    const res = await send(`/api/v1/convert?from=bitcoin&to=usd&pad=${'a'.repeat(4200)}`, { method: 'GET' });
    expectProblem(res, 414, 'uri-too-long');
  });

  it('whatever the method, path or spelling of the prefix under /api/v1', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expectProblem(await send('/api/v1/currencies/crypto', { ...MALFORMED, method }), 400, 'invalid-request');
    }
    expectProblem(await send('/api/v1/no-such-endpoint?x=1', OVERSIZED), 413, 'request-too-large');
    expectProblem(await send('/api/v1', MALFORMED), 400, 'invalid-request');
    // Routing ignores case, so /api/V1 reaches the same router.
    expectProblem(await send('/api/V1/convert', MALFORMED), 400, 'invalid-request');
  });
});

describe('the site’s own API answers { error } in plain words, without the parser’s text', () => {
  async function expectError(sent: Sent, status: number, error?: string) {
    const res = await send('/api/alerts', sent);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['error']);
    expect(typeof body.error).toBe('string');
    if (error) expect(body.error).toBe(error);
    expectNoEcho(res.text);
  }

  it('malformed JSON: 400', () => expectError(MALFORMED, 400, 'The request body is not valid JSON.'));
  it('a body over the limit: 413', () => expectError(OVERSIZED, 413, 'The request body is too large.'));
  it('a character set or compression it does not read: 415', async () => {
    await expectError(BAD_CHARSET, 415);
    await expectError(BAD_ENCODING, 415);
  });
  it('a body that is not JSON: 400 saying to send JSON', () =>
    expectError(PLAIN_TEXT, 400, 'The request needs a JSON body (Content-Type: application/json).'));
  it('/api/v1lookalike is the site’s API, not the public one', async () => {
    const res = await send('/api/v1lookalike', MALFORMED);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });
});
