import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { dateTimeFormat } from '@shared/format';
import { intlLocale, type Locale } from '@shared/i18n/locales';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();

/** One RelativeTimeFormat per locale, kept (it plurals the units itself: "1 minute", "5 Minuten"). */
function relative(locale: Locale): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'always' });
    relativeFormats.set(locale, format);
  }
  return format;
}

/**
 * "less than a minute ago", "5 minutes ago", "3 hours ago", "2 days ago" in the page's language
 * (`i18n.locale`); null for a bad date.
 */
export function describeAge(i18n: I18n, asOf: string, now: Date = new Date()): string | null {
  const at = new Date(asOf).getTime();
  if (Number.isNaN(at)) return null;
  const age = Math.max(0, now.getTime() - at);
  if (age < MINUTE) return i18n._(msg`less than a minute ago`);
  const format = relative(i18n.locale as Locale);
  if (age < HOUR) return format.format(-Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return format.format(-Math.floor(age / HOUR), 'hour');
  return format.format(-Math.floor(age / DAY), 'day');
}

/** "Nov 23, 2026, 10:04 AM" (de "23.11.2026, 10:04") in the visitor's time zone (only rendered after hydration). */
export function formatSeenAt(locale: Locale, asOf: string, timeZone?: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(new Date(asOf));
}
