import { describe, expect, it } from 'vitest';
import { UNREACHABLE_MESSAGE } from '@/lib/api-client';
import { createI18n } from '@/lib/i18n';
import { apiErrorText, CHART_UNAVAILABLE_MESSAGE, UNREADABLE_ANSWER_MESSAGE } from './error-text';
import { RATE_ERROR_MESSAGE } from './rate-query';

describe('apiErrorText', () => {
  const en = createI18n('en', {});

  it('shows the converter’s own messages as English pages always did', () => {
    for (const message of [RATE_ERROR_MESSAGE, CHART_UNAVAILABLE_MESSAGE, UNREADABLE_ANSWER_MESSAGE, UNREACHABLE_MESSAGE]) {
      expect(apiErrorText(en, message)).toBe(message);
    }
  });

  it('passes the server’s own sentences through', () => {
    expect(apiErrorText(en, 'Historical prices need a live data connection.')).toBe('Historical prices need a live data connection.');
  });
});
