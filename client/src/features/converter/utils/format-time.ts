import { dateTimeFormat, formatLongDate } from '@shared/format';

/**
 * "2:05:09 PM" in the visitor's time zone for today's data, a full date for older data. With
 * `timeZone: 'UTC'` (server rendering) the zone is named, so the text is true wherever it is read.
 */
export function formatDateTime(iso: string, now: Date = new Date(), timeZone?: 'UTC'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'an unknown time';
  const zone = timeZone ? { timeZone, timeZoneName: 'short' as const } : {};
  const day = dateTimeFormat('en', timeZone ? { timeZone } : {});
  return day.format(date) === day.format(now)
    ? dateTimeFormat('en', { hour: 'numeric', minute: '2-digit', second: '2-digit', ...zone }).format(date)
    : dateTimeFormat('en', { dateStyle: 'medium', timeStyle: timeZone ? 'long' : 'short', ...(timeZone ? { timeZone } : {}) }).format(date);
}

/** When a quote's prices are from: the snapshot's day (it has no meaningful time), else a time. */
export function describeAsOf(quote: { asOf: string; source: string }, timeZone?: 'UTC'): string {
  return quote.source === 'snapshot' ? formatLongDate('en', quote.asOf, 'UTC') : formatDateTime(quote.asOf, new Date(), timeZone);
}
