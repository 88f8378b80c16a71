import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { dateTimeFormat, formatLongDate } from '@shared/format';
import type { Locale } from '@shared/i18n/locales';

/**
 * "2:05:09 PM" in the visitor's time zone for today's data, a full date for older data, in the
 * page's language (`i18n.locale`). With `timeZone: 'UTC'` (server rendering) the zone is named,
 * so the text is true wherever it is read.
 */
export function formatDateTime(i18n: I18n, iso: string, now: Date = new Date(), timeZone?: 'UTC'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return i18n._(msg`an unknown time`);
  const locale = i18n.locale as Locale;
  const zone = timeZone ? { timeZone, timeZoneName: 'short' as const } : {};
  const day = dateTimeFormat(locale, timeZone ? { timeZone } : {});
  return day.format(date) === day.format(now)
    ? dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', second: '2-digit', ...zone }).format(date)
    : dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: timeZone ? 'long' : 'short', ...(timeZone ? { timeZone } : {}) }).format(
        date,
      );
}

/** When a quote's prices are from: the snapshot's day (it has no meaningful time), else a time. */
export function describeAsOf(i18n: I18n, quote: { asOf: string; source: string }, timeZone?: 'UTC'): string {
  return quote.source === 'snapshot'
    ? formatLongDate(i18n.locale as Locale, quote.asOf, 'UTC')
    : formatDateTime(i18n, quote.asOf, new Date(), timeZone);
}
