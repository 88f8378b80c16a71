import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { ApiError, ExplainedError, NetworkError, UNREACHABLE } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { createI18n } from '@/lib/i18n';
import { fetchSeoDebug, UPDATE_FALLBACK_MESSAGE, updateStaticPages } from './seo-debug';

const en = createI18n('en', {});

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('no error thrown'),
    (error: unknown) => error,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('operator errors', () => {
  it('says our own sentences in the page’s language and the server’s as sent', () => {
    const de = createI18n('de', { [UNREACHABLE.id]: 'Wir konnten unseren Server nicht erreichen.' });
    expect(errorText(de, new NetworkError(), UPDATE_FALLBACK_MESSAGE)).toBe('Wir konnten unseren Server nicht erreichen.');
    expect(errorText(en, new NetworkError(), UPDATE_FALLBACK_MESSAGE)).toBe(
      'We could not reach our server. Check your connection and try again.',
    );
    expect(errorText(de, new ApiError({ status: 429, sentence: 'Too many requests.' }), UPDATE_FALLBACK_MESSAGE)).toBe(
      'Too many requests.',
    );
    expect(errorText(en, new ExplainedError(''), UPDATE_FALLBACK_MESSAGE)).toBe('An error occurred updating static pages');
    expect(errorText(en, new Error('boom'), UPDATE_FALLBACK_MESSAGE)).toBe('boom');
    expect(errorText(en, 'not an error', UPDATE_FALLBACK_MESSAGE)).toBe('An error occurred updating static pages');
  });

  it('explains a failed connection, and passes an abort on', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await thrown(apiRequest('/api/x'));
    expect(error).toBeInstanceOf(NetworkError);
    expect(errorText(en, error, UPDATE_FALLBACK_MESSAGE)).toBe('We could not reach our server. Check your connection and try again.');

    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('Aborted', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(abort)),
    );
    expect(await thrown(fetchSeoDebug('btc-to-usd', '1', controller.signal))).toBe(abort);
  });

  it('puts the status code, and the server’s sentence, into the check’s error', async () => {
    const de = createI18n('de', {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'Nope.' }), { status: 400 })),
    );
    expect(errorText(en, await thrown(fetchSeoDebug('btc-to-usd', '1')), UPDATE_FALLBACK_MESSAGE)).toBe(
      'Server responded with status 400: Nope.',
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    expect(errorText(de, await thrown(fetchSeoDebug('btc-to-usd', '1')), UPDATE_FALLBACK_MESSAGE)).toBe('Server responded with status 503');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ nothing: true }))),
    );
    expect(errorText(en, await thrown(fetchSeoDebug('btc-to-usd', '1')), UPDATE_FALLBACK_MESSAGE)).toBe(
      'The server sent an answer this page does not understand.',
    );
  });

  it('falls back to the product spec’s update message, translated', async () => {
    const de = createI18n('de', { [UPDATE_FALLBACK_MESSAGE.id]: 'Beim Aktualisieren der statischen Seiten ist ein Fehler aufgetreten' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );
    const error = await thrown(updateStaticPages(''));
    expect(errorText(en, error, UPDATE_FALLBACK_MESSAGE)).toBe('An error occurred updating static pages');
    expect(errorText(de, error, UPDATE_FALLBACK_MESSAGE)).toBe('Beim Aktualisieren der statischen Seiten ist ein Fehler aufgetreten');
  });
});
