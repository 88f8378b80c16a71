import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { intlLocale, type Locale } from '@shared/i18n/locales';
import type { ApiErrorDetail } from '@shared/schemas/api-error';
import { ApiError, ExplainedError } from './api-error';

const AN_ERROR_OCCURRED = msg`An error occurred`;

/**
 * Any error as the page's language says it: our own words translated (a NetworkError's among
 * them), an API failure's `detail` worded here, else the server's sentence as it sent it
 * (English), else the error's message; `fallback` when there is nothing to say.
 */
export function errorText(i18n: I18n, error: unknown, fallback: MessageDescriptor = AN_ERROR_OCCURRED): string {
  let text: string | undefined;
  if (error instanceof ExplainedError && error.words !== undefined) {
    text = typeof error.words === 'string' ? error.words : i18n._(error.words);
  } else if (error instanceof ApiError && error.detail) {
    text = detailText(i18n, error.detail);
  } else if (error instanceof Error) {
    // An ApiError's message is the server's sentence, else its status line.
    text = error.message;
  }
  return text || i18n._(fallback);
}

/** A history or exchange-rate failure; the sources that did not answer listed the language's way ("A, B and C", de "A, B und C"). */
function detailText(i18n: I18n, detail: ApiErrorDetail): string {
  const prices = detail.code.startsWith('history');
  if (!('subject' in detail)) {
    return i18n._(
      prices
        ? msg`Historical prices are not available on this server: no price source is configured.`
        : msg`Historical exchange rates are not available on this server: no rate source is configured.`,
    );
  }
  const { subject } = detail;
  if (detail.sources.length === 0) {
    return i18n._(
      prices
        ? msg`Historical prices for ${subject} are unavailable right now: our price sources are slow to answer. Please try again in a minute.`
        : msg`Exchange rates for ${subject} are unavailable right now: our rate sources are slow to answer. Please try again in a minute.`,
    );
  }
  const sources = new Intl.ListFormat(intlLocale(i18n.locale as Locale), { type: 'conjunction' }).format(detail.sources);
  return i18n._(
    prices
      ? msg`Historical prices for ${subject} are unavailable right now (${sources} did not answer). Please try again in a minute.`
      : msg`Exchange rates for ${subject} are unavailable right now (${sources} did not answer). Please try again in a minute.`,
  );
}
