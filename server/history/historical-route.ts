import { priceSourceLabel } from './providers/source-labels';
import { daysBetween } from '@shared/dates';
import {
  type HistoricalPriceResponse,
  HistoricalPriceQuerySchema,
  type HistoricalRangeResponse,
  HistoricalRangeQuerySchema,
} from '@shared/schemas/historical';
import { MAX_RANGE_DAYS } from '@shared/history-limits';
import type { Currency } from '@shared/schemas/currency';
import { Router } from 'express';
import type { HistoricalPrices } from './historical-prices';
import { AppError } from '../lib/app-error';
import { parseInput } from '../lib/parse-input';
import type { CurrencyCatalog } from '../rates/currency-catalog';
import { findCurrency } from '../rates/find-currency';

export function historicalRouter(catalog: CurrencyCatalog, history: HistoricalPrices): Router {
  const router = Router();

  router.get('/historical-price', async (req, res) => {
    const query = parseInput(HistoricalPriceQuerySchema, req.query);
    const coin = await findCoin(catalog, query.currency);
    const point = await history.priceOn(coin, query.date);
    const body: HistoricalPriceResponse = { currency: coin.id, date: point.date, price: point.price, source: point.source };
    res.set('Cache-Control', 'public, max-age=86400');
    res.json(body);
  });

  router.get('/historical-range', async (req, res) => {
    const query = parseInput(HistoricalRangeQuerySchema, req.query);
    if (daysBetween(query.from, query.to) + 1 > MAX_RANGE_DAYS) {
      throw new AppError(400, `A range may cover at most ${MAX_RANGE_DAYS} days; ask for a shorter period.`);
    }
    const coin = await findCoin(catalog, query.currency);
    const points = await history.range(coin, query.from, query.to);
    const body: HistoricalRangeResponse = {
      currency: coin.id,
      from: query.from,
      to: query.to,
      points: points.map((p) => ({ date: p.date, price: p.price, source: priceSourceLabel(p.source) })),
      sources: [...new Set(points.map((p) => priceSourceLabel(p.source)))],
    };
    res.set('Cache-Control', 'public, max-age=3600');
    res.json(body);
  });

  return router;
}

async function findCoin(catalog: CurrencyCatalog, id: string): Promise<Currency> {
  const coin = await findCurrency(catalog, id, { hint: 'a coin id listed by /api/currencies/crypto, such as bitcoin' });
  if (coin.type !== 'crypto') throw new AppError(400, `"${id}" is a fiat currency; historical prices are for cryptocurrencies.`);
  return coin;
}
