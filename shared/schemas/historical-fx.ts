import { z } from 'zod';
import { CURRENCY_ID } from './currency-id';
import { dateParam } from './historical';

export * from './historical-fx-response';

function currencyParam(name: string, example: string) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `Missing required parameter "${name}": give a currency id such as ${example}.`
          : `Parameter "${name}" must be given once, as text.`,
    })
    .trim()
    .toLowerCase()
    .regex(CURRENCY_ID, { error: `Parameter "${name}" is not a valid currency id, such as ${example}.` });
}

/** Query of GET /api/historical-fx; `to` defaults to `from` (one day). */
export const HistoricalFxQuerySchema = z
  .object({ currency: currencyParam('currency', 'eur'), from: dateParam('from'), to: dateParam('to').optional() })
  .transform((q) => ({ currency: q.currency, from: q.from, to: q.to ?? q.from }))
  .refine((q) => q.from <= q.to, { error: 'Parameter "from" must not be after "to".' });
export type HistoricalFxQuery = z.infer<typeof HistoricalFxQuerySchema>;

/** Query of GET /api/convert-on-date: a pair (coin or fiat ids) on one past day. */
export const ConvertOnDateQuerySchema = z.object({
  from: currencyParam('from', 'ethereum'),
  to: currencyParam('to', 'eur'),
  date: dateParam('date'),
});
export type ConvertOnDateQuery = z.infer<typeof ConvertOnDateQuerySchema>;
