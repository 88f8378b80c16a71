import { isRealDate } from '@shared/dates';

/** How many currencies the visitor may add beside the main target (issue 8). */
export const MAX_EXTRA_TARGETS = 5;

/**
 * The converter's optional extras in the address, so a link shares them: `date` (a past day,
 * YYYY-MM-DD) and `also` (extra target tickers, comma-separated).
 */
export type ConverterOptions = { date: string | null; also: string[] | null };

/** Reads `?date=…&also=…`; a malformed, impossible or future date is ignored, as are junk tickers. */
export function readConverterOptions(search: string, today: string): ConverterOptions {
  const params = new URLSearchParams(search);
  const rawDate = params.get('date');
  const date = rawDate && isRealDate(rawDate) && rawDate <= today ? rawDate : null;
  const rawAlso = params.get('also');
  const also = rawAlso === null ? null : tickerList(rawAlso.split(','));
  return { date, also };
}

/** The search string with `date`/`also` set or removed, other parameters kept ("" when none). */
export function writeConverterOptions(search: string, options: Partial<ConverterOptions>): string {
  const params = new URLSearchParams(search);
  if ('date' in options) {
    if (options.date) params.set('date', options.date);
    else params.delete('date');
  }
  if ('also' in options) {
    if (options.also && options.also.length > 0) params.set('also', options.also.join(','));
    else params.delete('also');
  }
  // Commas read better than %2C in a shared link, and are legal in a query.
  return params.toString().replace(/%2C/gi, ',');
}

/** Lower-cased, de-duplicated, plausible tickers/ids, at most MAX_EXTRA_TARGETS. */
export function tickerList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    const ticker = value.trim().toLowerCase();
    if (/^[a-z0-9][a-z0-9.-]{0,63}$/.test(ticker)) seen.add(ticker);
    if (seen.size === MAX_EXTRA_TARGETS) break;
  }
  return [...seen];
}
