import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiFetch, apiRequest, guarded, setApiTransport } from './api-client';
import { ApiError, NetworkError } from './api-error';
import { errorText } from './error-text';
import { createI18n } from './i18n';

const en = createI18n('en', {});
/** A NetworkError's message: its words' English where the build keeps it (tests, development). */
const UNREACHABLE_MESSAGE = 'We could not reach our server. Check your connection and try again.';

/** What `apiRequest` throws when the transport answers `answer`. */
async function failure(answer: ApiFetch, request: Parameters<typeof apiRequest>[1] = {}): Promise<unknown> {
  setApiTransport(vi.fn(answer));
  return apiRequest('/api/x', request).then(
    () => expect.unreachable('no error thrown'),
    (error: unknown) => error,
  );
}

afterEach(() => setApiTransport((url, init) => fetch(url, init)));

describe('errorText of a request that never reached the server', () => {
  it('keeps the English sentence as the message and translates it where shown', async () => {
    const error = await failure(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe(UNREACHABLE_MESSAGE);
    expect(errorText(en, error)).toBe('We could not reach our server. Check your connection and try again.');
    const de = createI18n('de', {
      [generateMessageId(UNREACHABLE_MESSAGE)]: compileMessage(
        'Unser Server war nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      ),
    });
    expect(errorText(de, error)).toBe('Unser Server war nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.');
  });

  it('leaves other messages (the server’s own sentences) as they are', async () => {
    const error = await failure(async () => Response.json({ error: 'Unknown currency.' }, { status: 400 }));
    expect(errorText(createI18n('de', {}), error)).toBe('Unknown currency.');
  });

  it('passes the caller’s own abort on as it is', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('Aborted', 'AbortError');
    expect(await failure(async () => Promise.reject(abort), { signal: controller.signal })).toBe(abort);
  });
});

describe('an API failure with a detail', () => {
  const body = {
    error:
      'Historical prices for Bitcoin (BTC) are unavailable right now (Coinbase, DefiLlama did not answer). Please try again in a minute.',
    detail: { code: 'history-unavailable', subject: 'Bitcoin (BTC)', sources: ['Coinbase', 'DefiLlama'] },
  };
  const answer =
    (json: unknown, headers: HeadersInit = {}) =>
    async () =>
      Response.json(json, { status: 503, headers });

  it('is worded in the page’s language from its detail, the sources listed the language’s way', async () => {
    const error = await failure(answer(body));
    expect(error).toBeInstanceOf(ApiError);
    expect(errorText(en, error)).toBe(
      'Historical prices for Bitcoin (BTC) are unavailable right now (Coinbase and DefiLlama did not answer). Please try again in a minute.',
    );
    const english = 'Historical prices for {subject} are unavailable right now ({sources} did not answer). Please try again in a minute.';
    const de = createI18n('de', {
      [generateMessageId(english)]: compileMessage(
        'Historische Kurse für {subject} sind gerade nicht verfügbar ({sources} haben nicht geantwortet).',
      ),
    });
    expect(errorText(de, error)).toBe(
      'Historische Kurse für Bitcoin (BTC) sind gerade nicht verfügbar (Coinbase und DefiLlama haben nicht geantwortet).',
    );
  });

  it('keeps the server’s sentence when the detail is missing or not one it knows', async () => {
    for (const json of [{ error: body.error }, { error: body.error, detail: { code: 'something-new' } }]) {
      expect(errorText(createI18n('de', {}), await failure(answer(json)))).toBe(body.error);
    }
  });

  it('carries the status, the server’s code and Retry-After', async () => {
    const error = (await failure(answer(body, { 'Retry-After': '60' }))) as ApiError;
    expect(error).toMatchObject({ status: 503, code: 'history-unavailable', sentence: body.error, retryAfter: 60 });
    expect(((await failure(answer({ error: 'x' }))) as ApiError).retryAfter).toBeUndefined();
  });
});

describe('apiRequest', () => {
  it('sends JSON with credentials and reads the answer through its schema', async () => {
    const transport = vi.fn<ApiFetch>(async () => Response.json({ n: 2 }));
    setApiTransport(transport);
    const isN = (v: unknown): v is { n: number } => typeof (v as { n?: unknown } | null)?.n === 'number';
    await expect(apiRequest('/api/y', { method: 'POST', body: { a: 1 }, schema: guarded(isN) })).resolves.toEqual({ n: 2 });
    const [url, init] = transport.mock.calls[0]!;
    expect(url).toBe('/api/y');
    expect(init).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
    });
  });

  it('refuses an answer of the wrong shape in plain words, and says the status line when the server gave none', async () => {
    const isN = (v: unknown): v is { n: number } => false;
    const unreadable = await failure(async () => Response.json({ m: 1 }), { schema: guarded(isN) });
    expect(unreadable).toMatchObject({ status: 200 });
    expect(errorText(en, unreadable)).toBe('The server sent an answer we could not read. Please try again.');
    const bare = await failure(async () => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    expect(errorText(en, bare)).toBe('502: Bad Gateway');
  });
});
