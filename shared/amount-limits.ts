import { plainDecimal } from './format';

/** The largest amount an exchange quote is asked for: beyond it no public book has the depth anyway. */
export const MAX_QUOTE_AMOUNT = 1e12;

/** The converter's amount field takes up to 15 digits before the point and 18 after. */
export const MAX_INTEGER_DIGITS = 15;
export const MAX_FRACTION_DIGITS = 18;

/**
 * Whether an amount's every digit fits those limits: a fixed-amount page whose amount does not
 * shows 1 unit instead (and its social card the site's card).
 */
export function amountFitsDigitLimits(amount: number): boolean {
  if (!Number.isFinite(amount) || amount < 0) return false;
  const [integer = '', fraction = ''] = plainDecimal(amount).split('.');
  return integer.replace(/^0+/, '').length <= MAX_INTEGER_DIGITS && fraction.length <= MAX_FRACTION_DIGITS;
}
