import { suggestCurrencies } from '@shared/currencies/suggest';
import type { Currency } from '@shared/schemas/currency';
import { type SuggestQuery, SuggestQuerySchema } from '@shared/schemas/suggest';
import { Router } from 'express';
import { publicCurrencyList } from './public-lists';
import { parseInput } from '../lib/parse-input';
import type { CurrencyCatalog } from './currency-catalog';

export function currenciesRouter(catalog: CurrencyCatalog): Router {
  const router = Router();
  router.get('/crypto', async (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.json(publicCurrencyList(await catalog.cryptos()));
  });
  router.get('/fiat', async (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600');
    res.json(publicCurrencyList(await catalog.fiats()));
  });
  router.get('/suggest', async (req, res) => {
    const query = parseInput(SuggestQuerySchema, req.query);
    res.set('Cache-Control', 'public, max-age=300');
    res.json(await answerSuggest(catalog, query));
  });
  return router;
}

/** "Did you mean": the currencies nearest to a ticker that named none, from both lists as served. */
export async function answerSuggest(catalog: CurrencyCatalog, query: SuggestQuery): Promise<Currency[]> {
  const [cryptos, fiats] = await Promise.all([catalog.cryptos(), catalog.fiats()]);
  return suggestCurrencies(query.q, [...publicCurrencyList(cryptos), ...publicCurrencyList(fiats)], query.limit);
}
