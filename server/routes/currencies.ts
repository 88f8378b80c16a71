import { Router } from 'express';
import { publicCurrencyList } from '../images/public-lists';
import type { CurrencyCatalog } from '../rates/currency-catalog';

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
  return router;
}
