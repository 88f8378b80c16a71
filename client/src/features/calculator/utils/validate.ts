import { isRealDate } from '@shared/dates';

const MAX_AMOUNT = 1e12;

/** A message for the first problem in the inputs, or null when they can be calculated. */
export function validateCalculation(input: { amount: string; buyDate: string; sellDate: string; fee: string; today: string }): string | null {
  const amount = Number(input.amount);
  if (input.amount.trim() === '' || Number.isNaN(amount) || amount <= 0) return 'Enter an amount above 0.';
  if (!Number.isFinite(amount) || amount > MAX_AMOUNT) return 'Enter an amount up to $1,000,000,000,000.';
  if (!isRealDate(input.buyDate)) return 'Choose a purchase date.';
  if (!isRealDate(input.sellDate)) return 'Choose a sell date.';
  if (input.buyDate > input.today) return 'The purchase date cannot be after today.';
  if (input.sellDate > input.today) return 'The sell date cannot be after today.';
  if (input.buyDate > input.sellDate) return 'The purchase date must be on or before the sell date.';
  const fee = Number(input.fee || '0');
  if (!Number.isFinite(fee) || fee < 0 || fee >= 100) return 'Enter a fee from 0 to 99.99%.';
  return null;
}
