/**
 * Number formatting shared by server and client. The locale is fixed to en-US so the server's
 * HTML and the browser's render agree; tabular display is the UI's job.
 *
 * No formatter here ever gives exponent notation, and none rounds a non-zero value to zero: a
 * value whose digits would fall past the formatter's usual fraction digits (a SHIB or PEPE
 * price, 2e-10 BTC) is shown with 4 significant digits instead ("0.000000644").
 */
const LOCALE = 'en-US';
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits}:${maximumFractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE, { minimumFractionDigits, maximumFractionDigits });
    formatters.set(key, f);
  }
  return f;
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
function tinyText(value: number): string {
  const text = plainDecimal(Number(Math.abs(value).toPrecision(TINY_SIGNIFICANT_DIGITS)));
  return value < 0 ? `-${text}` : text;
}

/** Spec §9 fraction digits for usual values; 4 significant digits for tiny ones. */
function formatDigits(value: number, minimumFractionDigits: number, maximumFractionDigits: number): string {
  return isTiny(value, maximumFractionDigits) ? tinyText(value) : formatter(minimumFractionDigits, maximumFractionDigits).format(value);
}

/** Spec §9: a conversion result shows 2 to 8 fraction digits (tiny values: 4 significant digits). */
export function formatResult(value: number): string {
  return formatDigits(value, 2, 8);
}

/** The inverse rate's fraction digits (spec §2 and §9: "inverse rate exactly 8"). */
export const INVERSE_RATE_DIGITS = 8;

/**
 * Spec §9: the inverse rate shows exactly 8 fraction digits (1 USD = 0.00000956 BTC). Only a
 * non-zero value that 8 digits would show as 0.00000000 gets 4 significant digits instead.
 */
export function formatInverseRate(value: number): string {
  const text = formatter(INVERSE_RATE_DIGITS, INVERSE_RATE_DIGITS).format(value);
  return value !== 0 && !/[1-9]/.test(text) ? tinyText(value) : text;
}

/** 1 / rate, or 0 when the rate is 0 (spec §3). */
export function inverseRate(rate: number): number {
  return rate === 0 ? 0 : 1 / rate;
}

/**
 * Fraction digits for a rate: enough for four significant digits, between 2 and 10. This gives
 * spec §9's examples: 2 for BTC and ETH in USD, 8 to 10 for SHIB.
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
export function formatRate(rate: number): string {
  const digits = rateFractionDigits(rate);
  return formatDigits(rate, digits, digits);
}

const usd = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD' });

/**
 * A USD amount with 2 decimals and grouping: 1234.5 → "$1,234.50". Money keeps its cents; only a
 * non-zero value that would show as $0.00 gets 4 significant digits instead ("$0.000001234").
 */
export function formatUsd(value: number): string {
  if (value !== 0 && Math.abs(value) < 0.005 && Number.isFinite(value)) {
    const text = tinyText(value);
    return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
  }
  return usd.format(value);
}

const compactUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumSignificantDigits: 4 });
const compactNumber = new Intl.NumberFormat('en-US', { notation: 'compact', maximumSignificantDigits: 4 });

/** A big USD figure at a glance: 1_946_000_000_000 → "$1.946T" (market caps). */
export function formatCompactUsd(value: number): string {
  return compactUsd.format(value);
}

/** A big count at a glance: 19_843_210 → "19.84M" (coin supplies). */
export function formatCompactNumber(value: number): string {
  return compactNumber.format(value);
}

/** An amount from a URL or the field for display next to its symbol: grouping, up to 8 digits. */
export function formatAmount(value: number): string {
  return formatDigits(value, 0, 8);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One `Intl.DateTimeFormat` (en-US, as the numbers) per set of options, kept: building one costs far more than
 * formatting with it (`toLocaleDateString` builds one on every call).
 */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** "November 23, 2026"; pass timeZone 'UTC' for dates that are days, not moments. */
export function formatLongDate(iso: string | Date, timeZone?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat({ dateStyle: 'long', ...(timeZone ? { timeZone } : {}) }).format(date);
}

/**
 * The shortest text that reads back as `value` (as `String` gives), in plain decimal notation:
 * 1e-7 → "0.0000001", 1e21 → "1000000000000000000000". For addresses and shared links.
 */
export function plainDecimal(value: number): string {
  const text = String(value);
  const match = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const digits = `${match[1]}${match[2] ?? ''}`;
  const pointAt = 1 + Number(match[3]);
  if (pointAt <= 0) return `0.${'0'.repeat(-pointAt)}${digits}`;
  if (pointAt >= digits.length) return `${digits}${'0'.repeat(pointAt - digits.length)}`;
  return `${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
}

const ungroupedResult = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 8, useGrouping: false });

/** The result as a plain number for the clipboard: the digits shown, no grouping ("2228.93"). */
export function plainResult(value: number): string {
  return isTiny(value, 8) ? tinyText(value) : ungroupedResult.format(value);
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
  const match = /^(.*?(?:^|[^\d,])0\.)(0{5,})(?=[1-9])(.*)$/s.exec(text);
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
