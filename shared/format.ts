import { intlLocale, type Locale } from './i18n/locales';

/**
 * Number formatting shared by server and client. Every formatter takes the page's locale
 * (docs/decisions/017) so the server's HTML and the browser's render agree; English pages keep
 * en-US. Tabular display is the UI's job.
 *
 * No formatter here ever gives exponent notation, and none rounds a non-zero value to zero: a
 * value whose digits would fall past the formatter's usual fraction digits (a SHIB or PEPE
 * price, 2e-10 BTC) is shown with 4 significant digits instead ("0.000000644").
 */
const formatters = new Map<string, Intl.NumberFormat>();

/** One NumberFormat per locale and options, kept: building one costs far more than using it. */
export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(intlLocale(locale), options);
    formatters.set(key, f);
  }
  return f;
}

/**
 * ICU versions disagree on which no-break space a locale groups with (fr: U+202F in current
 * CLDR, U+00A0 in older): one kind everywhere, so a browser with other data still hydrates.
 */
export function oneSpace(text: string): string {
  return text.replace(/[\u202f\u2009]/g, '\u00a0');
}

function formatter(locale: Locale, minimumFractionDigits: number, maximumFractionDigits: number): { format: (n: number) => string } {
  const f = numberFormat(locale, { minimumFractionDigits, maximumFractionDigits });
  return { format: (n) => oneSpace(f.format(n)) };
}

/** The locale's decimal mark ("." in en, "," in de). */
export function decimalMark(locale: Locale): string {
  return (
    numberFormat(locale, { minimumFractionDigits: 1 })
      .formatToParts(1.5)
      .find((p) => p.type === 'decimal')?.value ?? '.'
  );
}

const TINY_SIGNIFICANT_DIGITS = 4;

/**
 * Whether `maxFractionDigits` would lose significant digits of a value below 1: it shows fewer
 * than 4 of them and the value has more. 0.000001 keeps its usual form; 0.00000123456 does not.
 */
function isTiny(value: number, maxFractionDigits: number): boolean {
  const abs = Math.abs(value);
  if (abs === 0 || abs >= 1 || !Number.isFinite(abs)) return false;
  const leadingZeros = -Math.floor(Math.log10(abs)) - 1;
  if (leadingZeros + TINY_SIGNIFICANT_DIGITS <= maxFractionDigits) return false;
  const fraction = plainDecimal(abs).split('.')[1] ?? '';
  return fraction.length > maxFractionDigits;
}

/** A tiny value with 4 significant digits, trailing zeros dropped, in plain decimal notation. */
function tinyText(locale: Locale, value: number): string {
  const text = plainDecimal(Number(Math.abs(value).toPrecision(TINY_SIGNIFICANT_DIGITS))).replace('.', decimalMark(locale));
  return value < 0 ? `-${text}` : text;
}

/** The product spec's fraction digits for usual values; 4 significant digits for tiny ones. */
function formatDigits(locale: Locale, value: number, minimumFractionDigits: number, maximumFractionDigits: number): string {
  return isTiny(value, maximumFractionDigits)
    ? tinyText(locale, value)
    : formatter(locale, minimumFractionDigits, maximumFractionDigits).format(value);
}

/** The product spec: a conversion result shows 2 to 8 fraction digits (tiny values: 4 significant digits). */
export function formatResult(locale: Locale, value: number): string {
  return formatDigits(locale, value, 2, 8);
}

/** The inverse rate's fraction digits (the product spec: "inverse rate exactly 8"). */
export const INVERSE_RATE_DIGITS = 8;

/**
 * The product spec: the inverse rate shows exactly 8 fraction digits (1 USD = 0.00000956 BTC). Only a
 * non-zero value that 8 digits would show as 0.00000000 gets 4 significant digits instead.
 */
export function formatInverseRate(locale: Locale, value: number): string {
  const text = formatter(locale, INVERSE_RATE_DIGITS, INVERSE_RATE_DIGITS).format(value);
  return value !== 0 && !/[1-9]/.test(text) ? tinyText(locale, value) : text;
}

/** 1 / rate, or 0 when the rate is 0 (the product spec's definition). */
export function inverseRate(rate: number): number {
  return rate === 0 ? 0 : 1 / rate;
}

/**
 * Fraction digits for a rate: enough for four significant digits, between 2 and 10. This gives
 * the product spec's examples: 2 for BTC and ETH in USD, 8 to 10 for SHIB.
 */
export function rateFractionDigits(rate: number): number {
  const abs = Math.abs(rate);
  if (abs === 0 || !Number.isFinite(abs) || abs >= 100) return 2;
  const leadingZeros = Math.max(0, -Math.floor(Math.log10(abs)) - 1);
  const magnitudeDigits = abs >= 1 ? Math.floor(Math.log10(abs)) + 1 : 0;
  const wanted = abs >= 1 ? 4 - magnitudeDigits : leadingZeros + 4;
  return Math.min(10, Math.max(2, wanted));
}

/** A rate with `rateFractionDigits`; a rate below 10 decimals (1.2e-12) with 4 significant digits. */
export function formatRate(locale: Locale, rate: number): string {
  const digits = rateFractionDigits(rate);
  return formatDigits(locale, rate, digits, digits);
}

/**
 * A USD amount with 2 decimals and grouping: 1234.5 → "$1,234.50" (de: "1.234,50 $"). Money keeps
 * its cents; only a non-zero value that would show as $0.00 gets 4 significant digits instead.
 */
export function formatUsd(locale: Locale, value: number): string {
  const usd = numberFormat(locale, { style: 'currency', currency: 'USD' });
  if (value !== 0 && Math.abs(value) < 0.005 && Number.isFinite(value)) {
    // The currency's pattern with the tiny digits in place of the number.
    return oneSpace(
      usd
        .formatToParts(value < 0 ? -1 : 1)
        .filter((p) => p.type !== 'decimal' && p.type !== 'fraction')
        .map((p) => (p.type === 'integer' ? tinyText(locale, Math.abs(value)) : p.value))
        .join(''),
    );
  }
  return oneSpace(usd.format(value));
}

/** A big USD figure at a glance: 1_946_000_000_000 → "$1.946T" (market caps). */
export function formatCompactUsd(locale: Locale, value: number): string {
  return oneSpace(
    numberFormat(locale, { style: 'currency', currency: 'USD', notation: 'compact', maximumSignificantDigits: 4 }).format(value),
  );
}

/** A big count at a glance: 19_843_210 → "19.84M" (coin supplies). */
export function formatCompactNumber(locale: Locale, value: number): string {
  return oneSpace(numberFormat(locale, { notation: 'compact', maximumSignificantDigits: 4 }).format(value));
}

/** An amount from a URL or the field for display next to its symbol: grouping, up to 8 digits. */
export function formatAmount(locale: Locale, value: number): string {
  return formatDigits(locale, value, 0, 8);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One `Intl.DateTimeFormat` per locale and set of options, kept: building one costs far more
 * than formatting with it (`toLocaleDateString` builds one on every call). Output spaces are
 * normalized as the numbers' are (oneSpace).
 */
export function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): { format: (date: Date | number) => string } {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), options);
    dateFormats.set(key, format);
  }
  const f = format;
  return { format: (date) => oneSpace(f.format(date)) };
}

/** "November 23, 2026" (de: "23. November 2026"); pass timeZone 'UTC' for dates that are days, not moments. */
export function formatLongDate(locale: Locale, iso: string | Date, timeZone?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(locale, { dateStyle: 'long', ...(timeZone ? { timeZone } : {}) }).format(date);
}

/**
 * The shortest text that reads back as `value` (as `String` gives), in plain decimal notation:
 * 1e-7 → "0.0000001", 1e21 → "1000000000000000000000". For addresses and shared links.
 */
export function plainDecimal(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign, head, tail = '', exponent] = match;
  const digits = `${head}${tail}`;
  const pointAt = 1 + Number(exponent);
  if (pointAt <= 0) return `${sign}0.${'0'.repeat(-pointAt)}${digits}`;
  if (pointAt >= digits.length) return `${sign}${digits}${'0'.repeat(pointAt - digits.length)}`;
  return `${sign}${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
}

/** The result as a plain number for the clipboard: the digits shown, no grouping ("2228.93"; de "2228,93"). */
export function plainResult(locale: Locale, value: number): string {
  return isTiny(value, 8)
    ? tinyText(locale, value)
    : numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 8, useGrouping: false }).format(value);
}

/** Unicode subscript digits, for `subscriptZeros`. */
const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

export type ZeroRun = { head: string; zeros: number; tail: string };

/**
 * Splits a text whose number has 5 or more zeros right after its point ("0.000000644 BTC") into
 * the text before the count, the count of zeros, and the rest: "0.0", 6, "644 BTC". Null for
 * any other text (fewer zeros, or zeros with no digit after them). `ReadableNumber` draws the count as a subscript.
 */
export function zeroRun(text: string): ZeroRun | null {
  const match = /^(.*?(?:^|[^\d,.\u00a0\u202f])0[.,])(0{5,})(?=[1-9])(.*)$/s.exec(text);
  if (!match) return null;
  return { head: `${match[1]}0`, zeros: match[2]!.length, tail: match[3]! };
}

/**
 * The compact form of a tiny number as plain text, zeros counted in a Unicode subscript:
 * "0.000000644" → "0.0₆644" (the DEX convention: six zeros after the point). Other text unchanged.
 */
export function subscriptZeros(text: string): string {
  const run = zeroRun(text);
  if (!run) return text;
  const count = String(run.zeros).replace(/\d/g, (d) => SUBSCRIPT_DIGITS[Number(d)]!);
  return `${run.head}${count}${run.tail}`;
}
