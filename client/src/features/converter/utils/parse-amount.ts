import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MAX_FRACTION_DIGITS, MAX_INTEGER_DIGITS } from '@shared/amount-limits';
import { plainDecimal } from '@shared/format';
import { EN_US, type NumberSeparators } from '@/lib/number-separators';

/**
 * The product spec's amount field, read the way the page's language writes numbers.
 *
 * The rule: the locale decides which of "." and "," is the decimal separator (what
 * `Intl.NumberFormat` writes in 1.1; the page's locale, the same on the server and in the
 * browser); the other one, a space (also the no-break and narrow no-break spaces) and the
 * locale's own group mark (’ in de-CH) separate thousands, and only between groups of three
 * digits: in en-US "1,234.56" is 1234.56 and "1,23" is refused; in de-DE "1.234,5" is 1234.5 and
 * "0,5" is 0.5. Indian locales (en-IN, hi-IN, whose own numbers group by two above the
 * thousands) also take "1,23,456.7".
 * One exception makes "0.5" work in de-DE and "0,5" in en-US: a separator right after a lone
 * 0, in text with no decimal separator, is the decimal point (no one groups thousands after
 * a 0). Anything else is refused with a message naming the locale's separators, never read as
 * another number: at most one decimal separator, ASCII digits only, no sign or exponent.
 * Empty or a lone separator means 0, and the field then shows "0" ("0." or "0," while a
 * decimal is begun). The field keeps the visitor's separators; the converter gets the plain
 * decimal ("1234.5") for the amount, links and addresses.
 */
export type AmountEdit =
  | { ok: true /** What the field shows. */; text: string /** The same as a plain decimal. */; plain: string; amount: number }
  | { ok: false /** Why not, translated where shown (`i18n._`). */; message: MessageDescriptor };

export { MAX_FRACTION_DIGITS, MAX_INTEGER_DIGITS } from '@shared/amount-limits';

export { EN_US, localeSeparators, localizeNumber as localizeAmount, type NumberSeparators, separatorsFor } from '@/lib/number-separators';

const SPACES = /[ \u00a0\u202f\u2009]/;

function exampleOf({ decimal, group }: NumberSeparators): string {
  return `1${group}234${decimal}56`;
}

// Whole sentences per case, so a translation never glues fragments; the marks are quoted in the
// message ("." never reads as the end of a sentence), a space is named.

/** Characters used wrongly, or in the wrong place. */
export function formatMessage(s: NumberSeparators = EN_US): MessageDescriptor {
  const { decimal, group } = s;
  const example = exampleOf(s);
  return SPACES.test(group)
    ? msg`Use digits, with "${decimal}" for decimals and a space between thousands, for example ${example}.`
    : msg`Use digits, with "${decimal}" for decimals and "${group}" between thousands, for example ${example}.`;
}

/** A thousands mark that is not between groups of three digits ("1,23" in en-US). */
export function groupingMessage(mark: string, s: NumberSeparators = EN_US): MessageDescriptor {
  const { decimal } = s;
  const example = exampleOf(s);
  return SPACES.test(mark)
    ? msg`Use a space only between groups of three digits, and "${decimal}" for decimals, for example ${example}.`
    : msg`Use "${mark}" only between groups of three digits, and "${decimal}" for decimals, for example ${example}.`;
}

export function lengthMessage(s: NumberSeparators = EN_US): MessageDescriptor {
  const integerDigits = MAX_INTEGER_DIGITS;
  const fractionDigits = MAX_FRACTION_DIGITS;
  return s.decimal === '.'
    ? msg`That number is too long: up to ${integerDigits} digits before the point and ${fractionDigits} after.`
    : msg`That number is too long: up to ${integerDigits} digits before the decimal comma and ${fractionDigits} after.`;
}

/** Which kind of thousands mark a character is: spaces count as one, and so do both apostrophes. */
function markKind(mark: string, s: NumberSeparators): string | null {
  if (SPACES.test(mark)) return ' ';
  if (mark === (s.decimal === '.' ? ',' : '.')) return mark;
  if (/^['’]$/.test(mark) && /^['’]$/.test(s.group)) return '’';
  return mark === s.group && !/\d/.test(mark) ? mark : null;
}

export function editAmount(raw: string, s: NumberSeparators = EN_US): AmountEdit {
  const other = s.decimal === '.' ? ',' : '.';
  let decimal: string = s.decimal;
  let text = raw.replace(/^0+(?=\d)/, '');
  // "0.5" in de-DE, "0,5" in en-US: after a lone 0 the other separator can only be a decimal one.
  if (!text.includes(decimal) && new RegExp(`^0?\\${other}\\d*$`).test(text)) decimal = other;
  if (text === '') text = '0';
  if (text.startsWith(decimal)) text = `0${text}`;

  const at = text.indexOf(decimal);
  const integer = at < 0 ? text : text.slice(0, at);
  const fraction = at < 0 ? undefined : text.slice(at + 1);
  if (fraction !== undefined && !/^\d*$/.test(fraction)) return { ok: false, message: formatMessage(s) };

  const marks = integer.replace(/\d/g, '');
  let digits = integer;
  if (marks !== '') {
    const kinds = new Set([...marks].map((m) => markKind(m, s)));
    const [kind] = kinds;
    if (kinds.size > 1 || !kind || /^\D|\D$/.test(integer)) {
      // A mark at an end ("1," while typing "1,234") is a grouping slip; others are format ones.
      const mark = marks[0]!;
      const slip = kinds.size === 1 && kind && integer !== mark && /^\d/.test(integer);
      return { ok: false, message: slip ? groupingMessage(mark, s) : formatMessage(s) };
    }
    const groups = integer.split(/\D/);
    const western = /^[1-9]\d{0,2}$/.test(groups[0]!) && groups.slice(1).every((g) => g.length === 3);
    const indian =
      s.indian && /^[1-9]\d?$/.test(groups[0]!) && groups.slice(1, -1).every((g) => g.length === 2) && groups.at(-1)!.length === 3;
    if (!western && !indian) return { ok: false, message: groupingMessage(marks[0]!, s) };
    digits = groups.join('');
  }
  if (digits.replace(/^0+/, '').length > MAX_INTEGER_DIGITS || (fraction?.length ?? 0) > MAX_FRACTION_DIGITS) {
    return { ok: false, message: lengthMessage(s) };
  }
  const plain = fraction === undefined ? digits : `${digits}.${fraction}`;
  return { ok: true, text, plain, amount: amountOf(plain) };
}

export function amountOf(text: string): number {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : 0;
}

/**
 * The field's text for an amount given by a URL or a prop: every digit of the number, without
 * grouping or exponent. Nothing is rounded away, so an amount beyond the field's limits gives a
 * text that `editAmount` refuses (see `fitsAmountField`) instead of a different number.
 */
export function amountText(amount: number): string {
  if (!Number.isFinite(amount) || amount <= 0) return '0';
  return plainDecimal(amount);
}

/** Whether an amount (from a URL) can be shown in the field exactly, within its digit limits. */
export function fitsAmountField(amount: number): boolean {
  return editAmount(amountText(amount)).ok;
}
