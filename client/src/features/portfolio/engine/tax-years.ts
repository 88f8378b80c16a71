/**
 * Tax years: calendar years (UTC), or the UK's, which run from 6 April to 5 April (UK time) and
 * are named by both calendar years ("2024/25").
 */
export type TaxYearKind = 'calendar' | 'uk';

const londonDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The UK calendar day of a moment, "2024-04-05": the day HMRC's same-day and 30-day rules count in. */
export function ukDay(time: number): string {
  return londonDate.format(time);
}

export function taxYearOf(time: number, kind: TaxYearKind): string {
  if (kind === 'calendar') return String(new Date(time).getUTCFullYear());
  const [year, month, day] = ukDay(time).split('-').map(Number) as [number, number, number];
  const start = month > 4 || (month === 4 && day >= 6) ? year : year - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Whole days from one UK day to another ("2024-08-30" → "2024-09-11" is 12). */
export function daysBetween(fromDay: string, toDay: string): number {
  return Math.round((Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / 86_400_000);
}

/** Held more than a year: the disposal comes after the same date a year after the acquisition. */
export function heldOverAYear(acquiredAt: number, disposedAt: number): boolean {
  const anniversary = new Date(acquiredAt);
  anniversary.setUTCFullYear(anniversary.getUTCFullYear() + 1);
  return disposedAt > anniversary.getTime();
}
