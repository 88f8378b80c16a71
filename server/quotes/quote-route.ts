import { QuoteQuerySchema, type QuoteResponse } from '@shared/schemas/quote';
import { Router } from 'express';
import { AppError } from '../lib/app-error';
import { parseInput } from '../lib/parse-input';
import { sendJsonText } from '../lib/send-json';
import type { CurrencyCatalog } from '../rates/currency-catalog';
import { findCurrency } from '../rates/find-currency';
import { BOOK_FRESH_MS } from './book-cache';
import type { QuoteService } from './quote-service';

/** Reads the query, finds both currencies and asks every venue: GET /api/quote and /api/v1/quote. */
export async function answerQuote(catalog: CurrencyCatalog, quotes: QuoteService | null, query: unknown): Promise<QuoteResponse> {
  const { from: fromId, to: toId, amount } = parseInput(QuoteQuerySchema, query);
  const from = await findCurrency(catalog, fromId, { param: 'from' });
  const to = await findCurrency(catalog, toId, { param: 'to' });
  if (from.id === to.id) throw new AppError(400, 'Pick two different currencies.');
  // Order books come from the live venues; a site on the bundled snapshot has none.
  if (!quotes) throw new AppError(503, 'Exchange quotes need the live exchanges, and this server runs on the bundled snapshot only.');
  return quotes.quote(from, to, amount);
}

/** /quote: cached as long as its books are (a few seconds); errors as the router's error handler words them. */
export function quoteRouter(catalog: CurrencyCatalog, quotes: QuoteService | null): Router {
  const router = Router();
  router.get('/quote', async (req, res) => {
    const answer = await answerQuote(catalog, quotes, req.query);
    res.set('Cache-Control', `public, max-age=${Math.round(BOOK_FRESH_MS / 1000)}`);
    sendJsonText(req, res, JSON.stringify(answer));
  });
  return router;
}
