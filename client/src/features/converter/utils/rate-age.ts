const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });

/** "less than a minute ago", "5 minutes ago", "3 hours ago", "2 days ago"; null for a bad date. */
export function describeAge(asOf: string, now: Date = new Date()): string | null {
  const at = new Date(asOf).getTime();
  if (Number.isNaN(at)) return null;
  const age = Math.max(0, now.getTime() - at);
  if (age < MINUTE) return 'less than a minute ago';
  if (age < HOUR) return relative.format(-Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return relative.format(-Math.floor(age / HOUR), 'hour');
  return relative.format(-Math.floor(age / DAY), 'day');
}

/** "Nov 23, 2026, 10:04 AM" in the visitor's time zone (only rendered after hydration). */
export function formatSeenAt(asOf: string, timeZone?: string): string {
  return new Date(asOf).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
}
