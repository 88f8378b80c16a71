/** Calendar dates as 'YYYY-MM-DD' in UTC, shared by server and client. */
export const DAY_MS = 86_400_000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDateShape(text: string): boolean {
  return ISO_DATE.test(text);
}

/** Whether `value` is a real calendar date written YYYY-MM-DD (2021-02-29 is not). */
export function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === value;
}

/** Milliseconds of 00:00 UTC on `date`; RangeError when it is not a date. */
export function dateToMs(date: string): number {
  if (!isRealDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  return Date.parse(`${date}T00:00:00Z`);
}

/** The UTC calendar date an instant in milliseconds falls on. */
export function msToDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function todayUtc(now: number = Date.now()): string {
  return msToDate(now);
}

/** `date` moved by `days` (may be negative). */
export function addDays(date: string, days: number): string {
  return msToDate(dateToMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (0 for the same day, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dateToMs(to) - dateToMs(from)) / DAY_MS);
}

/** Every date from `from` to `to`, both included; empty when `to` is before `from`. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = dateToMs(from), end = dateToMs(to); ms <= end; ms += DAY_MS) days.push(msToDate(ms));
  return days;
}
