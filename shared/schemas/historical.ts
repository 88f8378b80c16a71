import { z } from 'zod';
import { isIsoDateShape, isRealDate } from '../dates';
import { CURRENCY_ID } from './currency-id';

export * from './historical-response';

const currencyParam = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? 'Missing required parameter "currency": give a coin id such as bitcoin.'
        : 'Parameter "currency" must be given once, as text.',
  })
  .trim()
  .toLowerCase()
  .regex(CURRENCY_ID, { error: 'Parameter "currency" is not a valid coin id, such as bitcoin.' });

/** A YYYY-MM-DD query parameter that must be a real calendar date (also used by historical-fx). */
export function dateParam(name: string) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `Missing required parameter "${name}": give a date as YYYY-MM-DD.`
          : `Parameter "${name}" must be given once, as a date YYYY-MM-DD.`,
    })
    .trim()
    .refine(isIsoDateShape, { error: `Parameter "${name}" must be a date written YYYY-MM-DD, such as 2022-01-01.` })
    .refine(isRealDate, { error: (issue) => `Parameter "${name}": ${String(issue.input)} is not a real calendar date.` });
}

export const HistoricalPriceQuerySchema = z.object({ currency: currencyParam, date: dateParam('date') });
export type HistoricalPriceQuery = z.infer<typeof HistoricalPriceQuerySchema>;

export const HistoricalRangeQuerySchema = z
  .object({ currency: currencyParam, from: dateParam('from'), to: dateParam('to') })
  .refine((q) => q.from <= q.to, { error: 'Parameter "from" must not be after "to".' });
export type HistoricalRangeQuery = z.infer<typeof HistoricalRangeQuerySchema>;
