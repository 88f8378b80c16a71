import { z } from 'zod';
import { CHART_RANGES, DEFAULT_CHART_RANGE } from './chart-response';

export * from './chart-response';

const CURRENCY_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

function currencyIdParam(name: 'from' | 'to') {
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

/** Query of GET /api/chart: a pair of currency ids and a range (7d when left out). */
export const ChartQuerySchema = z.object({
  from: currencyIdParam('from'),
  to: currencyIdParam('to'),
  range: z
    .enum(CHART_RANGES, { error: `Parameter "range" must be one of ${CHART_RANGES.join(', ')}.` })
    .default(DEFAULT_CHART_RANGE),
});
export type ChartQuery = z.infer<typeof ChartQuerySchema>;
