import { z } from 'zod';

/** A currency id as the catalog writes them (CoinGecko coin ids, fiat codes). */
export const CURRENCY_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** The "from" or "to" currency id of a pair query (GET /api/convert, GET /api/chart). */
export function currencyIdParam(name: 'from' | 'to') {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `Missing required parameter "${name}": give a currency id such as bitcoin or usd.`
          : `Parameter "${name}" must be given once, as text.`,
    })
    .trim()
    .toLowerCase()
    .regex(CURRENCY_ID, {
      error: `Parameter "${name}" is not a valid currency id: use lower-case letters, digits and dashes, such as bitcoin or usd.`,
    });
}
