/**
 * Number formatting shared by server and client. The locale is fixed to en-US so the server's
 * HTML and the browser's render agree; tabular display is the UI's job.
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

/** Spec §9: a conversion result shows 2 to 8 fraction digits. */
export function formatResult(value: number): string {
  return formatter(2, 8).format(value);
}

/** Spec §9: the inverse rate shows exactly 8 fraction digits. */
export function formatInverseRate(value: number): string {
  return formatter(8, 8).format(value);
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

export function formatRate(rate: number): string {
  const digits = rateFractionDigits(rate);
  return formatter(digits, digits).format(rate);
}

/** A USD amount with 2 decimals and grouping: 1234.5 → "$1,234.50". */
export function formatUsd(value: number): string {
  return new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD' }).format(value);
}

/** An amount from a URL or the field for display next to its symbol: grouping, up to 8 digits. */
export function formatAmount(value: number): string {
  return formatter(0, 8).format(value);
}

/** "November 23, 2026"; pass timeZone 'UTC' for dates that are days, not moments. */
export function formatLongDate(iso: string | Date, timeZone?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US', { dateStyle: 'long', ...(timeZone ? { timeZone } : {}) });
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

/** The result as a plain number for the clipboard: the digits shown, no grouping ("2228.93"). */
export function plainResult(value: number): string {
  return new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 8, useGrouping: false }).format(value);
}
