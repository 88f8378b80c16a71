import { formatLongDate } from '@shared/format';

/** "Nov 23, 2026, 14:05" in the visitor's time zone; a full date for data older than today. */
export function formatDateTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'an unknown time';
  const sameDay = date.toDateString() === now.toDateString();
  return sameDay
    ? date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' })
    : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** When a quote's prices are from: the snapshot's day (it has no meaningful time), else a time. */
export function describeAsOf(quote: { asOf: string; source: string }): string {
  return quote.source === 'snapshot' ? formatLongDate(quote.asOf, 'UTC') : formatDateTime(quote.asOf);
}
