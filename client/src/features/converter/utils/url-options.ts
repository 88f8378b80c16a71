import { MAX_FRACTION_DIGITS, MAX_INTEGER_DIGITS } from '@shared/amount-limits';
import { isRealDate } from '@shared/dates';

/** How many currencies the visitor may add beside the main target. */
export const MAX_EXTRA_TARGETS = 5;

/**
 * The converter's optional extras in the address, so a link shares them: `date` (a past day,
 * YYYY-MM-DD), `also` (extra target tickers, comma-separated) and `amount` (the typed amount as a
 * plain decimal, "0.5"; absent for the default 1), which also carries the amount across a
 * language switch (the switcher keeps the query).
 */
export type ConverterOptions = { date: string | null; also: string[] | null; amount: string | null };

/**
 * Reads `?date=…&also=…&amount=…`; a malformed, impossible or future date is ignored, as are junk
 * tickers and an amount that is not a plain decimal within the field's digit limits.
 */
export function readConverterOptions(search: string, today: string): ConverterOptions {
  const params = new URLSearchParams(search);
  const rawDate = params.get('date');
  const date = rawDate && isRealDate(rawDate) && rawDate <= today ? rawDate : null;
  const rawAlso = params.get('also');
  const also = rawAlso === null ? null : tickerList(rawAlso.split(','));
  const rawAmount = params.get('amount');
  return { date, also, amount: rawAmount === null ? null : urlAmount(rawAmount) };
}

/**
 * The search string with `date`/`also`/`amount` set or removed, other parameters kept ("" when
 * none). An amount of 1 (the default), or one `urlAmount` refuses, removes the parameter.
 */
const OWN_KEYS = ['date', 'also', 'amount'];

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
  if ('amount' in options) {
    const amount = options.amount ? urlAmount(options.amount) : null;
    if (amount && amount !== '1') params.set('amount', amount);
    else params.delete('amount');
  }
  // One order whatever was written first (the amount settles after a pause): others, then ours.
  const ordered = new URLSearchParams([...params].filter(([key]) => !OWN_KEYS.includes(key)));
  for (const key of OWN_KEYS) {
    const value = params.get(key);
    if (value !== null) ordered.set(key, value);
  }
  // Commas read better than %2C in a shared link, and are legal in a query.
  return ordered.toString().replace(/%2C/gi, ',');
}

/**
 * An amount as the address writes it: ASCII digits and at most one dot, without leading zeros or
 * trailing fraction zeros ("000.50" → "0.5", "2." → "2"). Null for anything else (signs,
 * exponents, commas, other digits) and for more digits than the amount field takes (the product spec).
 */
export function urlAmount(text: string): string | null {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || !/\d/.test(text)) return null;
  const integer = match[1]!.replace(/^0+/, '') || '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (integer.length > MAX_INTEGER_DIGITS || fraction.length > MAX_FRACTION_DIGITS) return null;
  return fraction ? `${integer}.${fraction}` : integer;
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
