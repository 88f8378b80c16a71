import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { daysBetween, isRealDate } from '@shared/dates';
import { MAX_RANGE_DAYS } from '@shared/history-limits';
import type { Locale } from '@shared/i18n/locales';
import { plainDecimal } from '@shared/format';
import { localeSeparators, localizeNumber } from '@/lib/number-separators';
import { readNumber } from '@/lib/read-number';
import { formatWholeMoney, USD } from './money';

const MAX_AMOUNT = 1e12;

// The problems are descriptors, translated where shown (`i18n._(problem)`).
export const AMOUNT_ABOVE_ZERO = msg`Enter an amount above 0.`;
export const AMOUNT_TOO_LARGE = msg({
  comment: 'The spec’s limit; write the number the language’s way',
  message: 'Enter an amount up to $1,000,000,000,000.',
});
/** The example is written with the page's decimal mark ("250.50", de "250,50"). */
export function amountNotANumber(locale: Locale): MessageDescriptor {
  const example = localizeNumber('250.50', localeSeparators(locale));
  return msg`Enter the amount as a number, for example 1000 or ${example}.`;
}
export const FEE_OUT_OF_RANGE = msg`Enter a fee from 0 to 99.99%.`;

/**
 * The product spec: the amounts are numbers, minimum 0 (an amount of 0 cannot be calculated), at most
 * $1,000,000,000,000; whole dollars step with the arrow keys, cents are accepted.
 */
export function amountProblem(locale: Locale, text: string, base: string = USD): MessageDescriptor | null {
  if (text.trim() === '') return AMOUNT_ABOVE_ZERO;
  const amount = readNumber(text, localeSeparators(locale));
  if (amount === null) return amountNotANumber(locale);
  if (!(amount > 0)) return AMOUNT_ABOVE_ZERO;
  if (!Number.isFinite(amount) || amount > MAX_AMOUNT) return amountTooLarge(locale, base);
  return null;
}

/** The same limit, written in the base currency and the page's locale ("Enter an amount up to €1,000,000,000,000."). */
export function amountTooLarge(locale: Locale, base: string): MessageDescriptor {
  if (base === USD) return AMOUNT_TOO_LARGE;
  const limit = formatWholeMoney(locale, MAX_AMOUNT, base);
  return msg`Enter an amount up to ${limit}.`;
}

/** The fee in percent: an empty field means 0 %; anything else must be a number from 0 to 99.99. */
export function readFee(text: string, locale: Locale): number | null {
  if (text.trim() === '') return 0;
  const fee = readNumber(text, localeSeparators(locale));
  return fee !== null && Number.isFinite(fee) && fee >= 0 && fee < 100 ? fee : null;
}

export function feeProblem(text: string, locale: Locale): MessageDescriptor | null {
  return readFee(text, locale) === null ? FEE_OUT_OF_RANGE : null;
}

/** The product spec: the Calculate button is off while the amount is empty or zero. */
export function isEmptyOrZeroAmount(text: string, locale: Locale): boolean {
  return text.trim() === '' || readNumber(text, localeSeparators(locale)) === 0;
}

/** A message for the first problem in the inputs, or null when they can be calculated. */
export function validateCalculation(input: {
  /** The page's locale, for the amount limit in another base. */
  locale: Locale;
  amount: string;
  buyDate: string;
  sellDate: string;
  fee: string;
  today: string;
  base?: string;
}): MessageDescriptor | null {
  const amount = amountProblem(input.locale, input.amount, input.base);
  if (amount) return amount;
  if (!isRealDate(input.buyDate)) return msg`Choose a purchase date.`;
  if (!isRealDate(input.sellDate)) return msg`Choose a sell date.`;
  if (input.buyDate > input.today) return msg`The purchase date cannot be after today.`;
  if (input.sellDate > input.today) return msg`The sell date cannot be after today.`;
  if (input.buyDate > input.sellDate) return msg`The purchase date must be on or before the sell date.`;
  return feeProblem(input.fee, input.locale);
}

/** Longest DCA period: two history requests of MAX_RANGE_DAYS (about 20 years; Bitcoin's data starts in 2013). */
export const MAX_DCA_DAYS = 2 * MAX_RANGE_DAYS;
export const DCA_TOO_LONG = msg`The period can be at most 20 years. Choose a later start date.`;

/** The first problem with the DCA tab's inputs, or null when they can be calculated. */
export function validateDca(input: {
  locale: Locale;
  amount: string;
  start: string;
  end: string;
  today: string;
  base?: string;
}): MessageDescriptor | null {
  const amount = amountProblem(input.locale, input.amount, input.base);
  if (amount) return amount;
  if (!isRealDate(input.start)) return msg`Choose a start date.`;
  if (!isRealDate(input.end)) return msg`Choose an end date.`;
  if (input.start > input.today) return msg`The start date cannot be after today.`;
  if (input.end > input.today) return msg`The end date cannot be after today.`;
  if (input.start >= input.end) return msg`The start date must be before the end date.`;
  if (daysBetween(input.start, input.end) + 1 > MAX_DCA_DAYS) return DCA_TOO_LONG;
  return null;
}

/** A valid number's text for a shared link: plain digits ("1,000.5" and "1e3" → "1000.5", "1000"). */
export const numberText = plainDecimal;

/**
 * Arrow up or down in an amount field (the product spec: step 1, minimum 0): the next whole dollar up or
 * down, never below 0; an empty field starts from 0. Null when the text is not a number to step.
 */
export function stepAmount(text: string, direction: 1 | -1, locale: Locale): string | null {
  const value = text.trim() === '' ? 0 : readNumber(text, localeSeparators(locale));
  if (value === null || !Number.isFinite(value) || value > MAX_AMOUNT) return null;
  const next = direction === 1 ? Math.floor(value) + 1 : Math.ceil(value) - 1;
  return localizeNumber(numberText(Math.max(0, next)), localeSeparators(locale));
}
