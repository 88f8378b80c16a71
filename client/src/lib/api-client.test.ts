import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it, vi } from 'vitest';
import { errorMessageText, fetchJsonExplained, setApiTransport, UNREACHABLE_MESSAGE } from './api-client';
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
