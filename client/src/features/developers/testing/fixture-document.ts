import type { OpenApiDocument, ResponseObject } from '../api/openapi-query';

export const FIXTURE_SERVER = 'https://example.test';

const CURRENCY_ID = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,79}$' } as const;

const problem = (description: string): ResponseObject => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

/**
 * A small document shaped like the server's (server/public-api/document.ts): two paths, one answer
 * a `$ref` to an object with an array of `$ref` objects, the other an array of `$ref` objects,
 * parameters with descriptions and examples, and a rate limit in `info`. Client tests may not
 * import the server, so this is written by hand.
 */
export function fixtureDocument(): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Crypto converter API',
      version: '1.0.0',
      description: 'Live and historical cryptocurrency and fiat prices.',
      'x-rate-limit': { requests: 600, windowSeconds: 60 },
    },
    servers: [{ url: FIXTURE_SERVER }],
    paths: {
      '/api/v1/convert': {
        get: {
          summary: 'Convert at the live rate',
          description: 'The rate of one unit of `from` in `to`: the median of several sources.',
          tags: ['Prices'],
          parameters: [
            {
              in: 'query',
              name: 'from',
              required: true,
              description: 'The currency to convert from.',
              example: 'ethereum',
              schema: CURRENCY_ID,
            },
            { in: 'query', name: 'to', required: true, description: 'The currency to convert to.', example: 'eur', schema: CURRENCY_ID },
            {
              in: 'query',
              name: 'type',
              description: 'Which kind of pair this is.',
              example: 'crypto-to-fiat',
              schema: { type: 'string', enum: ['crypto-to-fiat', 'crypto-to-crypto'] },
            },
          ],
          responses: {
            '200': {
              description: 'The rate, its time and its sources.',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ConvertResponse' } } },
            },
            '304': { description: 'Not modified: the ETag given in If-None-Match still matches.' },
            '400': problem('Invalid parameters (invalid-request) or an unknown currency id (unknown-currency).'),
            '429': problem('Too many requests from this address this minute (rate-limited); see Retry-After.'),
          },
        },
      },
      '/api/v1/currencies/suggest': {
        get: {
          summary: 'Suggest currencies',
          description: 'The currencies nearest to a ticker or name that names none.',
          tags: ['Currencies'],
          parameters: [
            {
              in: 'query',
              name: 'q',
              required: true,
              schema: { type: 'string', minLength: 1, maxLength: 200, examples: ['btc'] },
              description: 'A ticker or name.',
            },
            { in: 'query', name: 'limit', schema: { type: 'integer', minimum: 1, maximum: 20 } },
          ],
          responses: {
            '200': {
              description: 'The suggestions, best first.',
              content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Currency' } } } },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Currency: {
          type: 'object',
          properties: {
            id: { type: 'string', minLength: 1 },
            name: { type: 'string', minLength: 1 },
            symbol: { type: 'string', minLength: 1 },
            type: { type: 'string', enum: ['crypto', 'fiat'] },
            rank: { type: 'integer', exclusiveMinimum: 0, maximum: 9007199254740991 },
          },
          required: ['id', 'name', 'symbol', 'type'],
        },
        ConvertResponse: {
          type: 'object',
          properties: {
            from: { type: 'string' },
            to: { type: 'string' },
            rate: { type: 'number', minimum: 0 },
            asOf: { type: 'string' },
            staleReason: { anyOf: [{ type: 'string', enum: ['rate-limited', 'upstream-unavailable'] }, { type: 'null' }] },
            sources: { type: 'array', items: { $ref: '#/components/schemas/SourceOutput' } },
          },
          required: ['from', 'to', 'rate', 'asOf', 'staleReason'],
        },
        SourceOutput: {
          type: 'object',
          properties: {
            leg: { type: 'string' },
            name: { type: 'string', description: 'Who gave the `price`.' },
            price: { type: ['number', 'null'] },
            used: { type: 'boolean' },
            exclusion: { $ref: '#/components/schemas/ExclusionOutput' },
          },
          required: ['leg', 'name', 'price', 'used'],
        },
        ExclusionOutput: {
          type: 'object',
          oneOf: [
            { type: 'object', properties: { kind: { type: 'string', const: 'timeout' } }, required: ['kind'] },
            {
              type: 'object',
              properties: { kind: { type: 'string', const: 'outlier' }, deviation: { type: 'number' } },
              required: ['kind', 'deviation'],
            },
          ],
        },
        Problem: {
          type: 'object',
          properties: { type: { type: 'string' }, title: { type: 'string' }, status: { type: 'integer' }, detail: { type: 'string' } },
          required: ['type', 'title', 'status', 'detail'],
        },
      },
    },
  };
}
