import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessageText, fetchJsonExplained, setApiTransport, UNREACHABLE_MESSAGE } from './api-client';
import { createI18n } from './i18n';

describe('errorMessageText', () => {
  it('keeps the English key for comparisons and translates it where shown', async () => {
    setApiTransport(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const error = (await fetchJsonExplained('/api/x').catch((e: unknown) => e)) as Error;
    setApiTransport((url, init) => fetch(url, init));
    expect(error.message).toBe(UNREACHABLE_MESSAGE);
    expect(errorMessageText(createI18n('en', {}), error.message)).toBe('We could not reach our server. Check your connection and try again.');
    const de = createI18n('de', {
      [generateMessageId(UNREACHABLE_MESSAGE)]: compileMessage('Unser Server war nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.'),
    });
    expect(errorMessageText(de, error.message)).toBe('Unser Server war nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.');
  });

  it('leaves other messages (the server’s own sentences) as they are', () => {
    expect(errorMessageText(createI18n('de', {}), 'Unknown currency.')).toBe('Unknown currency.');
  });
});

describe('an API failure with a detail', () => {
  const body = {
    error: 'Historical prices for Bitcoin (BTC) are unavailable right now (Coinbase, DefiLlama did not answer). Please try again in a minute.',
    detail: { code: 'history-unavailable', subject: 'Bitcoin (BTC)', sources: ['Coinbase', 'DefiLlama'] },
  };

  async function failure(answer: unknown): Promise<Error> {
    setApiTransport(vi.fn(async () => Response.json(answer, { status: 503 })));
    try {
      return (await fetchJsonExplained('/api/historical-price').catch((e: unknown) => e)) as Error;
    } finally {
      setApiTransport((url, init) => fetch(url, init));
    }
  }

  it('is worded in the page’s language from its detail, the sources listed the language’s way', async () => {
    const error = await failure(body);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessageText(createI18n('en', {}), error)).toBe(
      'Historical prices for Bitcoin (BTC) are unavailable right now (Coinbase and DefiLlama did not answer). Please try again in a minute.',
    );
    const english = 'Historical prices for {subject} are unavailable right now ({sources} did not answer). Please try again in a minute.';
    const de = createI18n('de', { [generateMessageId(english)]: compileMessage('Historische Kurse für {subject} sind gerade nicht verfügbar ({sources} haben nicht geantwortet).') });
    expect(errorMessageText(de, error)).toBe('Historische Kurse für Bitcoin (BTC) sind gerade nicht verfügbar (Coinbase und DefiLlama haben nicht geantwortet).');
  });

  it('keeps the server’s sentence when the detail is missing or not one it knows', async () => {
    for (const answer of [{ error: body.error }, { error: body.error, detail: { code: 'something-new' } }]) {
      expect(errorMessageText(createI18n('de', {}), await failure(answer))).toBe(body.error);
    }
  });
});
