import { plainDecimal } from '@shared/format';

/**
 * Spec §5 amount field: digits with at most one decimal point; anything else is rejected (never
 * taken as the amount). Empty or a lone "." means 0, and the field then shows "0" ("0." while a
 * decimal is begun).
 */
export type AmountEdit = { ok: true; text: string; amount: number } | { ok: false; message: string };

export const MAX_INTEGER_DIGITS = 15;
export const MAX_FRACTION_DIGITS = 18;

export const FORMAT_MESSAGE = 'Use digits and at most one decimal point, for example 0.5.';
export const LENGTH_MESSAGE = `That number is too long: up to ${MAX_INTEGER_DIGITS} digits before the point and ${MAX_FRACTION_DIGITS} after.`;

export function editAmount(raw: string): AmountEdit {
  if (!/^\d*\.?\d*$/.test(raw)) return { ok: false, message: FORMAT_MESSAGE };
  const [integer = '', fraction] = raw.split('.');
  if (integer.replace(/^0+/, '').length > MAX_INTEGER_DIGITS || (fraction?.length ?? 0) > MAX_FRACTION_DIGITS) {
    return { ok: false, message: LENGTH_MESSAGE };
  }
  let text = raw.replace(/^0+(?=\d)/, '');
  if (text === '') text = '0';
  if (text.startsWith('.')) text = `0${text}`;
  return { ok: true, text, amount: amountOf(text) };
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

