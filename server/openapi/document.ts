import { ChartQuerySchema } from '@shared/schemas/chart';
import { ChartResponseSchema } from '@shared/schemas/chart-response';
import { ConvertQuerySchema, ConvertResponseSchema, SourceSchema } from '@shared/schemas/convert';
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

function get(summary: string, description: string, query: z.core.$ZodType, responses: ZodOpenApiResponsesObject, tag: string): { get: ZodOpenApiOperationObject } {
  return { get: { summary, description, tags: [tag], requestParams: { query: query as never }, responses } };
}

const built = new Map<string, ReturnType<typeof buildOpenApiDocument>>();

/** The document for this site, built once (the openapi.json route and /llms.txt share it). */
export function openApiDocument(siteUrl: string): ReturnType<typeof buildOpenApiDocument> {
  let doc = built.get(siteUrl);
  if (!doc) {
    doc = buildOpenApiDocument(siteUrl);
    built.set(siteUrl, doc);
  }
  return doc;
}

/** The OpenAPI 3.1 document of /api/v1, generated from the same zod schemas the server answers with. */
export function buildOpenApiDocument(siteUrl: string) {
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
      '/api/v1/currencies/crypto': get('Cryptocurrencies', 'Every cryptocurrency the converter knows, largest first.', none, ok('The list.', CurrencyListSchema), 'Currencies'),
      '/api/v1/currencies/fiat': get('Fiat currencies', 'Every fiat currency the converter knows.', none, ok('The list.', CurrencyListSchema), 'Currencies'),
      '/api/v1/currencies/suggest': get('Suggest currencies', 'The currencies nearest to a ticker or name that names none.', SuggestQuerySchema, ok('The suggestions, best first.', CurrencyListSchema), 'Currencies'),
      '/api/v1/convert': get(
        'Convert at the live rate',
        'The rate of one unit of `from` in `to`: the median of several sources, each source with its price, age and whether it was used (and why not).',
        ConvertQuerySchema,
        ok('The rate, its time and its sources.', ConvertResponseSchema),
        'Prices',
      ),
      '/api/v1/convert-on-date': get('Convert on a past day', 'The rate of one unit of `from` in `to` at 00:00 UTC of a past day.', ConvertOnDateQuerySchema, ok('The rate and each side’s source.', ConvertOnDateResponseSchema), 'History'),
      '/api/v1/historical-price': get('Price on a day', 'A coin’s USD price at 00:00 UTC of a day.', HistoricalPriceQuerySchema, ok('The price and its source.', HistoricalPriceResponseSchema), 'History'),
      '/api/v1/historical-range': get('Prices over a range', 'A coin’s daily USD prices between two days.', HistoricalRangeQuerySchema, ok('One price per day.', HistoricalRangeResponseSchema), 'History'),
      '/api/v1/historical-fx': get('Exchange rates over a range', 'A fiat currency’s daily rate per USD (ECB reference rates where they exist).', HistoricalFxQuerySchema, ok('One rate per day.', HistoricalFxResponseSchema), 'History'),
      '/api/v1/chart': get('Price chart of a pair', 'Points of the price of `from` in `to` over a range.', ChartQuerySchema, ok('The points.', ChartResponseSchema), 'Prices'),
    },
  });
}
