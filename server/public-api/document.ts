import { ChartQuerySchema } from '@shared/schemas/chart';
import { ChartResponseSchema } from '@shared/schemas/chart-response';
import { ConvertQuerySchema, ConvertResponseSchema, SourceSchema } from '@shared/schemas/convert';
import { QuoteQuerySchema, QuoteResponseSchema } from '@shared/schemas/quote';
import { CurrencyListSchema, CurrencySchema } from '@shared/schemas/currency';
import { ExclusionSchema } from '@shared/schemas/exclusion';
import { ConvertOnDateQuerySchema, HistoricalFxQuerySchema } from '@shared/schemas/historical-fx';
import { ConvertOnDateResponseSchema, HistoricalFxResponseSchema } from '@shared/schemas/historical-fx-response';
import { HistoricalPriceQuerySchema, HistoricalRangeQuerySchema } from '@shared/schemas/historical';
import { HistoricalPriceResponseSchema, HistoricalRangeResponseSchema } from '@shared/schemas/historical-response';
import { SuggestQuerySchema } from '@shared/schemas/suggest';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { z } from 'zod';

export const OPENAPI_PATH = '/api/v1/openapi.json';

const ProblemSchema = z
  .object({
    type: z.string().meta({ description: 'A stable URI reference naming the kind of error, such as /api/v1/problems/unknown-currency.' }),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().meta({ description: 'What went wrong and what to do, in English.' }),
    retryAfter: z.optional(z.number().int()).meta({ description: 'On 429: seconds until the limit resets (also in Retry-After).' }),
    subject: z.optional(z.string()).meta({ description: 'On history-unavailable and fx-unavailable: the coin or currency.' }),
    sources: z.optional(z.array(z.string())).meta({ description: 'On history-unavailable and fx-unavailable: the sources that failed.' }),
  })
  .meta({ id: 'Problem', description: 'An error, as RFC 9457 problem details (application/problem+json).' });

const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: ProblemSchema } } });

const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': { description: 'The per-address limit: "{requests};w={seconds}".', schema: { type: 'string' as const } },
  RateLimit: { description: 'What is left: "limit={n}, remaining={n}, reset={seconds}".', schema: { type: 'string' as const } },
};

function ok(description: string, schema: z.core.$ZodType): ZodOpenApiResponsesObject {
  return {
    '200': {
      description,
      headers: { ...RATE_LIMIT_HEADERS, ETag: { description: 'Send it back in If-None-Match for a 304.', schema: { type: 'string' } } },
      content: { 'application/json': { schema } },
    },
    '304': { description: 'Not modified: the ETag given in If-None-Match still matches.' },
    '400': problem('Invalid parameters (invalid-request) or an unknown currency id (unknown-currency).'),
    '429': problem('Too many requests from this address this minute (rate-limited); see Retry-After.'),
    '503': problem('The data is unavailable right now (unavailable, history-unavailable, fx-unavailable); try again in a minute.'),
  };
}

function get(
  summary: string,
  description: string,
  query: z.core.$ZodType,
  responses: ZodOpenApiResponsesObject,
  tag: string,
): { get: ZodOpenApiOperationObject } {
  return { get: { summary, description, tags: [tag], requestParams: { query: query as never }, responses } };
}

/** What a reader of the document needs to call each parameter right: its meaning and an example. */
const PARAMETER_DOCS: Record<string, Record<string, { description: string; example: string }>> = {
  '/api/v1/currencies/suggest': {
    q: { description: 'A ticker or name as a person typed it.', example: 'etherium' },
    limit: { description: 'How many suggestions, 1 to 20 (default 5).', example: '3' },
  },
  '/api/v1/convert': {
    from: { description: 'The currency to convert from: a coin id (`bitcoin`) or a fiat code in lower case (`usd`).', example: 'bitcoin' },
    to: { description: 'The currency to convert to, written the same way.', example: 'usd' },
    type: {
      description: 'Optional: which kind of pair this is. Derived from the two currencies when left out.',
      example: 'crypto-to-fiat',
    },
    conversion_type: { description: 'The same as `type` (an older name); when both are given they must agree.', example: 'crypto-to-fiat' },
    bypass_cache: {
      description: '`true` asks for prices newer than the cached ones where the sources allow it; the answer is the same shape.',
      example: 'false',
    },
  },
  '/api/v1/convert-on-date': {
    from: { description: 'The currency to convert from: a coin id or a fiat code in lower case.', example: 'bitcoin' },
    to: { description: 'The currency to convert to.', example: 'eur' },
    date: { description: 'The day, YYYY-MM-DD (UTC), not in the future.', example: '2020-03-16' },
  },
  '/api/v1/historical-price': {
    currency: { description: 'A coin id.', example: 'bitcoin' },
    date: { description: 'The day, YYYY-MM-DD (UTC), not in the future.', example: '2020-03-15' },
  },
  '/api/v1/historical-range': {
    currency: { description: 'A coin id.', example: 'bitcoin' },
    from: { description: 'The first day, YYYY-MM-DD.', example: '2020-03-10' },
    to: { description: 'The last day, YYYY-MM-DD, not before `from`.', example: '2020-03-15' },
  },
  '/api/v1/historical-fx': {
    currency: { description: 'A fiat code in lower case.', example: 'eur' },
    from: { description: 'The first day, YYYY-MM-DD.', example: '2020-03-13' },
    to: { description: 'The last day, YYYY-MM-DD (default: the same day as `from`).', example: '2020-03-16' },
  },
  '/api/v1/quote': {
    from: { description: 'The currency the visitor spends: a coin id or a fiat code in lower case.', example: 'usd' },
    to: { description: 'The currency the visitor receives.', example: 'bitcoin' },
    amount: { description: 'How much of `from` to spend, a plain decimal number.', example: '10000' },
  },
  '/api/v1/chart': {
    from: { description: 'The currency whose price is charted: a coin id or a fiat code.', example: 'bitcoin' },
    to: { description: 'The currency the price is given in.', example: 'usd' },
    range: { description: 'How far back the chart reaches (default 24h).', example: '7d' },
  },
};

type Document = ReturnType<typeof createDocument>;
/** The per-address read limit the server applies, when it has one. */
export type DocumentedLimit = { requests: number; windowSeconds: number };

const built = new Map<string, Document>();

/** The document for this site, built once (the openapi.json route, /llms.txt and /developers share it). */
export function openApiDocument(siteUrl: string, limit?: DocumentedLimit): Document {
  const key = `${siteUrl} ${limit ? `${limit.requests}/${limit.windowSeconds}` : ''}`;
  let doc = built.get(key);
  if (!doc) {
    doc = buildOpenApiDocument(siteUrl, limit);
    built.set(key, doc);
  }
  return doc;
}

/** The OpenAPI 3.1 document of /api/v1, generated from the same zod schemas the server answers with. */
export function buildOpenApiDocument(siteUrl: string, limit?: DocumentedLimit): Document {
  const doc = generate(siteUrl);
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const parameter of item?.get?.parameters ?? []) {
      if ('$ref' in parameter) continue;
      const docs = PARAMETER_DOCS[path]?.[parameter.name];
      if (docs) Object.assign(parameter, docs);
    }
  }
  // An extension member: the limit is the deployment's (API_READS_PER_MINUTE), not the API's shape.
  if (limit) Object.assign(doc.info, { 'x-rate-limit': limit });
  return doc;
}

function generate(siteUrl: string): Document {
  const none = z.object({});
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Crypto converter API',
      version: '1.0.0',
      description:
        'Live and historical cryptocurrency and fiat prices: the data behind this site. No key; each address may make a limited number of requests per minute (RateLimit headers). Answers are cached as long as their figures are fresh, with ETags for revalidation. Errors are RFC 9457 problem details.',
      license: { name: 'Data: CoinGecko, exchanges, ECB via Frankfurter (see /developers)' },
    },
    servers: [{ url: siteUrl.replace(/\/$/, '') }],
    components: {
      schemas: {
        Currency: CurrencySchema,
        ConvertResponse: ConvertResponseSchema,
        Source: SourceSchema,
        Exclusion: ExclusionSchema,
        ConvertOnDateResponse: ConvertOnDateResponseSchema,
        HistoricalPriceResponse: HistoricalPriceResponseSchema,
        HistoricalRangeResponse: HistoricalRangeResponseSchema,
        HistoricalFxResponse: HistoricalFxResponseSchema,
        ChartResponse: ChartResponseSchema,
      },
    },
    tags: [{ name: 'Currencies' }, { name: 'Prices' }, { name: 'History' }],
    paths: {
      '/api/v1/currencies/crypto': get(
        'Cryptocurrencies',
        'Every cryptocurrency the converter knows, largest first.',
        none,
        ok('The list.', CurrencyListSchema),
        'Currencies',
      ),
      '/api/v1/currencies/fiat': get(
        'Fiat currencies',
        'Every fiat currency the converter knows.',
        none,
        ok('The list.', CurrencyListSchema),
        'Currencies',
      ),
      '/api/v1/currencies/suggest': get(
        'Suggest currencies',
        'The currencies nearest to a ticker or name that names none.',
        SuggestQuerySchema,
        ok('The suggestions, best first.', CurrencyListSchema),
        'Currencies',
      ),
      '/api/v1/convert': get(
        'Convert at the live rate',
        'The rate of one unit of `from` in `to`: the median of several sources, each source with its price, age and whether it was used (and why not).',
        ConvertQuerySchema,
        ok('The rate, its time and its sources.', ConvertResponseSchema),
        'Prices',
      ),
      '/api/v1/convert-on-date': get(
        'Convert on a past day',
        'The rate of one unit of `from` in `to` at 00:00 UTC of a past day.',
        ConvertOnDateQuerySchema,
        ok('The rate and each side’s source.', ConvertOnDateResponseSchema),
        'History',
      ),
      '/api/v1/historical-price': get(
        'Price on a day',
        'A coin’s USD price at 00:00 UTC of a day.',
        HistoricalPriceQuerySchema,
        ok('The price and its source.', HistoricalPriceResponseSchema),
        'History',
      ),
      '/api/v1/historical-range': get(
        'Prices over a range',
        'A coin’s daily USD prices between two days.',
        HistoricalRangeQuerySchema,
        ok('One price per day.', HistoricalRangeResponseSchema),
        'History',
      ),
      '/api/v1/historical-fx': get(
        'Exchange rates over a range',
        'A fiat currency’s daily rate per USD (ECB reference rates where they exist).',
        HistoricalFxQuerySchema,
        ok('One rate per day.', HistoricalFxResponseSchema),
        'History',
      ),
      '/api/v1/quote': get(
        'What each exchange gives for an amount',
        'For `amount` of `from`, what each exchange (Coinbase, Kraken, Bitstamp, Binance, OKX) would give in `to`: its public order book walked for the amount, directly or through USD, USDT or EUR, less its taker fee for a new retail account (from the exchange where it publishes it, else the site’s dated fee table). Each venue with its average price, fee, slippage against the best price, difference from the consensus mid, book time and route; a venue whose fetched depth does not cover the amount says how much it covers (`coveredAmount`), and one that does not list the pair or failed says why. Best first. Deposit, withdrawal and network fees are not included. Books are reused for 5 seconds.',
        QuoteQuerySchema,
        ok('Every venue, best first.', QuoteResponseSchema),
        'Prices',
      ),
      '/api/v1/chart': get(
        'Price chart of a pair',
        'Points of the price of `from` in `to` over a range.',
        ChartQuerySchema,
        ok('The points.', ChartResponseSchema),
        'Prices',
      ),
    },
  });
}

/** The limit the document states, from the app's per-minute API limit. */
export function documentedLimit(limits: { apiReadsPerMinute: number } | undefined): DocumentedLimit | undefined {
  return limits ? { requests: limits.apiReadsPerMinute, windowSeconds: 60 } : undefined;
}
