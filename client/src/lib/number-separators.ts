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
