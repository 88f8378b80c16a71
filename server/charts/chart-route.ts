import { type ChartRange, type ChartResponse, ChartQuerySchema } from '@shared/schemas/chart';
import { Router } from 'express';
import { NoChartDataError, type PairCharts } from './pair-charts';
import { AppError } from '../lib/app-error';
import { parseInput } from '../lib/parse-input';
import { UpstreamError } from '../upstream/types';
import type { CurrencyCatalog } from '../rates/currency-catalog';
import { findCurrency } from '../rates/find-currency';

export const CHART_UNAVAILABLE = 'The price chart is not available right now. Please try again in a minute.';
export const CHART_NEEDS_LIVE_DATA =
  'Price history needs a live data connection, and this server runs on its bundled prices only, so there is no chart.';

/** Browser and shared caches may reuse an answer about as long as the series behind it lives. */
const MAX_AGE_SECONDS: Record<ChartRange, number> = { '24h': 60, '7d': 300, '30d': 600, '1y': 1800, max: 1800 };

/** GET /api/chart: a pair's price series over a range. `charts` is null without an upstream. */
export function chartRouter(catalog: CurrencyCatalog, charts: PairCharts | null): Router {
  const router = Router();

  router.get('/chart', async (req, res) => {
    const query = parseInput(ChartQuerySchema, req.query);
    const from = await findCurrency(catalog, query.from, { param: 'from' });
    const to = await findCurrency(catalog, query.to, { param: 'to' });
    if (from.id === to.id) {
      throw new AppError(400, `A chart needs two different currencies, but "from" and "to" are both ${from.id}.`);
    }
    if (from.type === 'fiat' && to.type === 'fiat') {
      throw new AppError(400, `Price charts are for pairs with a cryptocurrency, but ${from.id} and ${to.id} are both fiat currencies.`);
    }
    if (!charts) throw new AppError(503, CHART_NEEDS_LIVE_DATA);

    let chart: Awaited<ReturnType<NonNullable<typeof charts>['chart']>>;
    try {
      chart = await charts.chart(from, to, query.range);
    } catch (error) {
      if (error instanceof NoChartDataError) throw new AppError(404, error.message);
      if (error instanceof UpstreamError) throw new AppError(503, CHART_UNAVAILABLE, { 'Retry-After': '60', 'Cache-Control': 'no-store' });
      throw error;
    }
    const body: ChartResponse = {
      from: from.id,
      to: to.id,
      range: query.range,
      points: chart.points,
      source: chart.source,
      asOf: chart.asOf.toISOString(),
    };
    // An expired series served while the upstream fails: ask again soon.
    res.set('Cache-Control', `public, max-age=${chart.stale ? 60 : MAX_AGE_SECONDS[query.range]}`);
    res.json(body);
  });

  return router;
}
