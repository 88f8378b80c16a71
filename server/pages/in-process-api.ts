import type { CurrencyCatalog } from '../rates/currency-catalog';
import type { RatesService } from '../rates/rates-service';
import { AppError } from '../lib/app-error';
import { answerConvert } from '../rates/convert-route';
import { answerSuggest } from '../rates/currencies-route';
import { parseInput } from '../lib/parse-input';
import { SuggestQuerySchema } from '@shared/schemas/suggest';
import { publicCurrencyList } from '../rates/public-lists';
import { QuoteQuerySchema } from '@shared/schemas/quote';
import type { QuoteService } from '../quotes/quote-service';

/** The browser-side `fetch` signature the client's API layer expects. */
export type InProcessApi = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * Answers the client's GET API calls during server rendering without an HTTP round trip to
 * ourselves: the same functions and the same JSON as the routes. Only what pages render from
 * is served; anything else is a 404, which leaves that part of the page to the browser.
 */
export function createInProcessApi({
  catalog,
  rates,
  openApi,
  quotes,
}: {
  catalog: CurrencyCatalog;
  rates: RatesService;
  openApi?: () => unknown;
  /** Exchange quotes: a page shows one only when it was just given (decision 024), never fetched for the render. */
  quotes?: QuoteService | null | undefined;
}): InProcessApi {
  return async (url, init) => {
    if (init?.method && init.method !== 'GET') return Response.json({ error: 'Not available while rendering.' }, { status: 405 });
    const { pathname, searchParams } = new URL(url, 'http://in-process');
    try {
      switch (pathname) {
        case '/api/currencies/crypto':
          return Response.json(publicCurrencyList(await catalog.cryptos()));
        case '/api/currencies/fiat':
          return Response.json(publicCurrencyList(await catalog.fiats()));
        case '/api/currencies/suggest':
          return Response.json(await answerSuggest(catalog, parseInput(SuggestQuerySchema, Object.fromEntries(searchParams))));
        case '/api/convert': {
          // A page render never forces an upstream refresh.
          const query = Object.fromEntries([...searchParams].filter(([key]) => key !== 'bypass_cache'));
          return Response.json(await answerConvert(catalog, rates, query));
        }
        case '/api/quote': {
          const { from, to, amount } = parseInput(QuoteQuerySchema, Object.fromEntries(searchParams));
          const known = quotes?.peek(from, to, amount);
          if (known) return Response.json(known);
          return Response.json({ error: 'No quote given just now; the browser asks.' }, { status: 404 });
        }
        case '/api/v1/openapi.json':
          // The developers page is written from the document /api/v1/openapi.json serves.
          if (openApi) return Response.json(openApi());
          return Response.json({ error: 'No API document here.' }, { status: 404 });
        default:
          return Response.json({ error: `No in-process answer for ${pathname}.` }, { status: 404 });
      }
    } catch (error) {
      const status = error instanceof AppError ? error.status : 503;
      return Response.json({ error: error instanceof Error ? error.message : 'Unavailable.' }, { status });
    }
  };
}
