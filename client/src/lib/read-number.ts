import { EN_US, type NumberSeparators } from './number-separators';

// Its own module, not number-separators.ts: that one is in every page's first load (the
// converter's), this only in the pages with such fields (the calculator's and the portfolio's chunks).

/**
 * What a number field accepts (the calculator's, the portfolio's), read the way the page's
 * language writes numbers (as the converter's amount field does): digits with the locale's decimal mark and
 * fraction, an optional minus sign and exponent ("1e3"), and thousands grouped by the other mark,
 * a space or the locale's own ("1,000.50" in English, "1.000,50" or "1 000,50" in German, never
 * "1,5" in English: that could be a decimal comma). Where the decimal mark is a comma, a point
 * that cannot be grouping ("250.5", "0.5", "1000.25") is read as a decimal point too.
 */
const POINT_DECIMAL = /^-?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const COMMA_DECIMAL = /^-?(?:(?:\d{1,3}(?:[. \u00a0\u202f\u2009'’]\d{3})+|\d+)(?:,\d*)?|,\d+)(?:e[+-]?\d+)?$/i;
const POINT_GROUPS = /^-?\d{1,3}(?:\.\d{3})+$/;
const PLAIN_POINT = /^-?\d*\.\d+$/;

/** The number in a field's text exactly as typed, or null when the text is not a number. */
export function readNumber(text: string, separators: NumberSeparators = EN_US): number | null {
  const trimmed = text.trim();
  if (separators.decimal === '.') return POINT_DECIMAL.test(trimmed) ? Number(trimmed.replace(/,/g, '')) : null;
  if (COMMA_DECIMAL.test(trimmed)) return Number(trimmed.replace(/[. \u00a0\u202f\u2009'’]/g, '').replace(',', '.'));
  return PLAIN_POINT.test(trimmed) && !POINT_GROUPS.test(trimmed) ? Number(trimmed) : null;
}
