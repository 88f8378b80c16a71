import { numberFormat } from '@shared/format';
import type { Locale } from '@shared/i18n/locales';

// How the page's language writes numbers, for the fields that read typed numbers (the
// converter's amount, the calculator's amounts and fee): see features/converter/utils/parse-amount.

export type NumberSeparators = {
  decimal: '.' | ',';
  /** The locale's own thousands mark, for messages ("." in de-DE, a narrow space in fr-FR). */
  group: string;
  /** Whether the locale groups by two above the thousands (1,23,456). */
  indian: boolean;
};

/** en-US's: the fallback for locales writing other digits or marks. */
export const EN_US: NumberSeparators = { decimal: '.', group: ',', indian: false };

/** The number separators of the first of `locales` Intl supports; en-US's for any other script. */
export function separatorsFor(locales: string | readonly string[]): NumberSeparators {
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(locales as string[]).formatToParts(1234567.1);
  } catch {
    return EN_US;
  }
  return separatorsOf(parts);
}

const pageSeparators = new Map<Locale, NumberSeparators>();

/** The separators of the page's locale (kept per locale), so the server and the browser agree. */
export function localeSeparators(locale: Locale): NumberSeparators {
  let separators = pageSeparators.get(locale);
  if (!separators) {
    separators = separatorsOf(numberFormat(locale, {}).formatToParts(1234567.1));
    pageSeparators.set(locale, separators);
  }
  return separators;
}

function separatorsOf(parts: Intl.NumberFormatPart[]): NumberSeparators {
  const decimal = parts.find((p) => p.type === 'decimal')?.value;
  const integers = parts.filter((p) => p.type === 'integer').map((p) => p.value);
  // Arabic or Bengali digits, or a decimal mark other than . and ,: the field takes ASCII only.
  if ((decimal !== '.' && decimal !== ',') || !integers.every((d) => /^\d+$/.test(d))) return EN_US;
  const group = parts.find((p) => p.type === 'group')?.value ?? (decimal === '.' ? ',' : '.');
  return { decimal, group, indian: integers.length > 2 && integers[1]!.length === 2 };
}

/** A plain decimal ("1234.5", from state, a link or a step) as the locale writes it: "1234,5". */
export function localizeNumber(plain: string, separators: NumberSeparators): string {
  return separators.decimal === '.' ? plain : plain.replace('.', separators.decimal);
}

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
