import { MAX_FRACTION_DIGITS, MAX_INTEGER_DIGITS } from '@shared/amount-limits';
import { plainDecimal } from '@shared/format';

/**
 * Spec §5 amount field, read the way the visitor's browser writes numbers.
 *
 * The rule: the browser's locale decides which of "." and "," is the decimal separator (what
 * `Intl.NumberFormat(navigator.languages)` writes in 1.1); the other one, a space (also the
 * no-break and narrow no-break spaces) and the locale's own group mark (’ in de-CH) separate
 * thousands, and only between groups of three digits: in en-US "1,234.56" is 1234.56 and
 * "1,23" is refused; in de-DE "1.234,5" is 1234.5 and "0,5" is 0.5. Indian locales (en-IN,
 * hi-IN, whose own numbers group by two above the thousands) also take "1,23,456.7".
 * One exception makes "0.5" work in de-DE and "0,5" in en-US: a separator right after a lone
 * 0, in text with no decimal separator, is the decimal point (no one groups thousands after
 * a 0). Anything else is refused with a message naming the locale's separators, never read as
 * another number: at most one decimal separator, ASCII digits only, no sign or exponent.
 * Empty or a lone separator means 0, and the field then shows "0" ("0." or "0," while a
 * decimal is begun). The field keeps the visitor's separators; the converter gets the plain
 * decimal ("1234.5") for the amount, links and addresses.
 */
export type AmountEdit =
  | { ok: true; /** What the field shows. */ text: string; /** The same as a plain decimal. */ plain: string; amount: number }
  | { ok: false; message: string };

export type NumberSeparators = {
  decimal: '.' | ',';
  /** The locale's own thousands mark, for messages ("." in de-DE, a narrow space in fr-FR). */
  group: string;
  /** Whether the locale groups by two above the thousands (1,23,456). */
  indian: boolean;
};

/** What the server renders with, and what the browser uses until it has hydrated. */
export const EN_US: NumberSeparators = { decimal: '.', group: ',', indian: false };

export { MAX_FRACTION_DIGITS, MAX_INTEGER_DIGITS } from '@shared/amount-limits';

/** The number separators of the first locale the browser supports; en-US's for any other script. */
export function separatorsFor(locales: string | readonly string[]): NumberSeparators {
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(locales as string[]).formatToParts(1234567.1);
  } catch {
    return EN_US;
  }
  const decimal = parts.find((p) => p.type === 'decimal')?.value;
  const integers = parts.filter((p) => p.type === 'integer').map((p) => p.value);
  // Arabic or Bengali digits, or a decimal mark other than . and ,: the field takes ASCII only.
  if ((decimal !== '.' && decimal !== ',') || !integers.every((d) => /^\d+$/.test(d))) return EN_US;
  const group = parts.find((p) => p.type === 'group')?.value ?? (decimal === '.' ? ',' : '.');
  return { decimal, group, indian: integers.length > 2 && integers[1]!.length === 2 };
}

const SPACES = /[ \u00a0\u202f\u2009]/;

/** A separator named in a message: quoted, so "." never reads as the end of a sentence. */
function nameOf(mark: string): string {
  return SPACES.test(mark) ? 'a space' : `"${mark}"`;
}

function exampleOf({ decimal, group }: NumberSeparators): string {
  return `1${group}234${decimal}56`;
}

/** Characters used wrongly, or in the wrong place. */
export function formatMessage(s: NumberSeparators = EN_US): string {
  return `Use digits, with ${nameOf(s.decimal)} for decimals and ${nameOf(s.group)} between thousands, for example ${exampleOf(s)}.`;
}

/** A thousands mark that is not between groups of three digits ("1,23" in en-US). */
export function groupingMessage(mark: string, s: NumberSeparators = EN_US): string {
  return `Use ${nameOf(mark)} only between groups of three digits, and ${nameOf(s.decimal)} for decimals, for example ${exampleOf(s)}.`;
}

export function lengthMessage(s: NumberSeparators = EN_US): string {
  const point = s.decimal === '.' ? 'point' : 'decimal comma';
  return `That number is too long: up to ${MAX_INTEGER_DIGITS} digits before the ${point} and ${MAX_FRACTION_DIGITS} after.`;
}

/** The en-US messages, which the server and tests see. */
export const FORMAT_MESSAGE = formatMessage(EN_US);
export const LENGTH_MESSAGE = lengthMessage(EN_US);

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
    const indian = s.indian && /^[1-9]\d?$/.test(groups[0]!) && groups.slice(1, -1).every((g) => g.length === 2) && groups.at(-1)!.length === 3;
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

/** A plain decimal ("1234.5", from the converter's state) as the locale writes it: "1234,5". */
export function localizeAmount(plain: string, s: NumberSeparators): string {
  return s.decimal === '.' ? plain : plain.replace('.', s.decimal);
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
