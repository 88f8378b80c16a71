import { daysBetween, todayUtc } from '@shared/dates';
import type { Currency } from '@shared/schemas/currency';
import { MAX_RANGE_DAYS } from '@shared/history-limits';
import {
  type ConvertOnDateLeg,
  ConvertOnDateQuerySchema,
  type ConvertOnDateResponse,
  HistoricalFxQuerySchema,
  type HistoricalFxResponse,
} from '@shared/schemas/historical-fx';
import { Router } from 'express';
import { type HistoricalFx, USD_SOURCE } from './historical-fx';
import type { HistoricalPrices } from './historical-prices';
import { AppError } from '../lib/app-error';
import { parseInput } from '../lib/parse-input';
import { priceSourceLabel } from './providers/source-labels';
import type { CurrencyCatalog } from '../rates/currency-catalog';
import { findCurrency } from '../rates/find-currency';

/** convert-on-date's ids, with an example pair of the kind it is asked for. */
const PAIR_HINT = 'an id listed by /api/currencies/crypto or /api/currencies/fiat, such as ethereum or eur';

/** GET /api/historical-fx and GET /api/convert-on-date. */
export function historicalFxRouter(catalog: CurrencyCatalog, prices: HistoricalPrices, fx: HistoricalFx): Router {
  const router = Router();

  router.get('/historical-fx', async (req, res) => {
    const query = parseInput(HistoricalFxQuerySchema, req.query);
    if (daysBetween(query.from, query.to) + 1 > MAX_RANGE_DAYS) {
      throw new AppError(400, `A range may cover at most ${MAX_RANGE_DAYS} days; ask for a shorter period.`);
    }
    const currency = await findCurrency(catalog, query.currency, {
      hint: 'a fiat currency code listed by /api/currencies/fiat, such as eur',
    });
    if (currency.type !== 'fiat') {
      throw new AppError(
        400,
        `"${currency.id}" is a cryptocurrency; exchange rates are for fiat currencies such as eur (coin prices: /api/historical-range).`,
      );
    }
    const days = await fx.range(currency, query.from, query.to);
    if (days.length === 0) {
      const when = query.from === query.to ? `for ${query.from}` : `between ${query.from} and ${query.to}`;
      throw new AppError(
        404,
        `No ${currency.symbol.toUpperCase()} exchange rate ${when} was found in any of our sources. Try other dates.`,
      );
    }
    const body: HistoricalFxResponse = {
      currency: currency.id,
      from: query.from,
      to: query.to,
      points: days.map((d) => ({ date: d.date, perUsd: d.perUsd, rateDate: d.rateDate, source: d.source })),
      sources: [...new Set(days.map((d) => d.source))],
    };
    const complete = days.length === daysBetween(query.from, query.to) + 1;
    res.set('Cache-Control', complete && query.to < todayUtc() ? 'public, max-age=86400' : 'public, max-age=3600');
    res.json(body);
  });

  router.get('/convert-on-date', async (req, res) => {
    const query = parseInput(ConvertOnDateQuerySchema, req.query);
    const today = todayUtc();
    if (query.date > today) {
      throw new AppError(400, `The date ${query.date} is in the future. The latest date with a price is ${today}.`);
    }
    const from = await findCurrency(catalog, query.from, { param: 'from', hint: PAIR_HINT });
    const to = await findCurrency(catalog, query.to, { param: 'to', hint: PAIR_HINT });
    let body: ConvertOnDateResponse;
    if (from.id === to.id) {
      body = { from: from.id, to: to.id, date: query.date, rate: 1, legs: [], sources: [] };
    } else {
      // Both legs at once, so a visitor waits for the slower one, not for the sum.
      const settled = await Promise.allSettled([leg(prices, fx, from, query.date), leg(prices, fx, to, query.date)]);
      const legs = settled.map((s) => {
        if (s.status === 'rejected') throw s.reason;
        return s.value;
      });
      const [fromLeg, toLeg] = legs as [ConvertOnDateLeg, ConvertOnDateLeg];
      body = {
        from: from.id,
        to: to.id,
        date: query.date,
        rate: fromLeg.usdPrice / toLeg.usdPrice,
        legs,
        // USD is the unit, not a source.
        sources: [...new Set(legs.map((l) => l.source))].filter((s) => s !== USD_SOURCE),
      };
    }
    res.set('Cache-Control', query.date < today ? 'public, max-age=86400' : 'public, max-age=300');
    res.json(body);
  });

  return router;
}

/** The USD value of one unit of `currency` on `date`, and who gave it. */
async function leg(prices: HistoricalPrices, fx: HistoricalFx, currency: Currency, date: string): Promise<ConvertOnDateLeg> {
  if (currency.type === 'crypto') {
    const point = await prices.priceOn(currency, date);
    if (!(point.price > 0)) {
      throw new AppError(
        404,
        `No price for ${currency.name} (${currency.symbol}) on ${date} was found in any of our sources. Try a nearby date.`,
      );
    }
    return { currency: currency.id, usdPrice: point.price, source: priceSourceLabel(point.source) };
  }
  if (currency.id === 'usd') return { currency: 'usd', usdPrice: 1, source: USD_SOURCE };
  const day = await fx.rateOn(currency, date);
  return { currency: currency.id, usdPrice: 1 / day.perUsd, perUsd: day.perUsd, rateDate: day.rateDate, source: day.source };
}
