import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessageText } from '@/lib/api-client';
import { RATE_ERROR_MESSAGE } from './rate-query';

// The chart's and the past day's keys live here, not in their queries: the chart's query code
// stays out of the first load.
/** Thrown by the chart query when the server gives no sentence of its own. */
export const CHART_UNAVAILABLE_MESSAGE = 'The price chart is not available right now. Please try again in a minute.';
/** Thrown for an answer of the wrong shape. */
export const UNREADABLE_ANSWER_MESSAGE = 'The server sent an answer we could not read. Please try again.';

/**
 * The converter's own error sentences. Thrown as English `Error.message`s, stable keys that code
 * compares (spec §8's "Network response was not ok", its "rate limited"); translated only here,
 * where they are shown.
 */
const MESSAGES: Record<string, MessageDescriptor> = {
  [RATE_ERROR_MESSAGE]: msg`Network response was not ok`,
  [CHART_UNAVAILABLE_MESSAGE]: msg`The price chart is not available right now. Please try again in a minute.`,
  [UNREADABLE_ANSWER_MESSAGE]: msg`The server sent an answer we could not read. Please try again.`,
};

/**
 * An error from the converter's queries as the page's language shows it; the server's own
 * `{ error }` sentences without a `detail` are returned as they are.
 */
export function apiErrorText(i18n: I18n, error: Error | string): string {
  const known = MESSAGES[typeof error === 'string' ? error : error.message];
  return known ? i18n._(known) : errorMessageText(i18n, error);
}
