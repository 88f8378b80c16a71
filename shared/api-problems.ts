/**
 * The problem types of /api/v1 (RFC 9457): each error's stable `type` is
 * `/api/v1/problems/{slug}`, which redirects to its explanation at `/developers#problem-{slug}`.
 * One list for the server (titles, the redirect) and the developers page (the explanations).
 */
export type ApiProblem = { slug: string; status: number; title: string; explanation: string };

export const API_PROBLEMS = [
  {
    slug: 'invalid-request',
    status: 400,
    title: 'The request is not valid',
    explanation:
      'A parameter is missing, malformed or out of range (a date in the future, a range that ends before it starts). `detail` names it; fix the request before sending it again.',
  },
  {
    slug: 'unknown-currency',
    status: 400,
    title: 'The request is not valid',
    explanation:
      'A currency id names no currency the converter lists. Ids are CoinGecko-style for coins (`bitcoin`) and ISO codes in lower case for fiat (`usd`); `/api/v1/currencies/crypto`, `/api/v1/currencies/fiat` and `/api/v1/currencies/suggest` list them.',
  },
  {
    slug: 'not-found',
    status: 404,
    title: 'Not found',
    explanation: 'No endpoint answers at this path. The reference below lists every path of v1.',
  },
  {
    slug: 'method-not-allowed',
    status: 405,
    title: 'Method not allowed',
    explanation: 'The API is read-only: every endpoint answers GET and HEAD (and OPTIONS for CORS preflights).',
  },
  {
    slug: 'request-too-large',
    status: 413,
    title: 'The request is too large',
    explanation: 'The request carried more than the API reads. No v1 endpoint takes a body.',
  },
  {
    slug: 'uri-too-long',
    status: 414,
    title: 'The address is too long',
    explanation: 'The address is longer than 4,096 characters; no request needs that many.',
  },
  {
    slug: 'unsupported-media-type',
    status: 415,
    title: 'The request body cannot be read',
    explanation:
      'The request carried a body in a character set or compression the API does not read. No v1 endpoint takes a body: send none.',
  },
  {
    slug: 'rate-limited',
    status: 429,
    title: 'Too many requests',
    explanation:
      'This address made more requests this minute than the limit allows. Wait the seconds in `Retry-After` (also in `retryAfter`) and cache answers for as long as their `Cache-Control` says.',
  },
  {
    slug: 'internal-error',
    status: 500,
    title: 'Something went wrong on our side',
    explanation:
      'A fault of ours, logged on the server. Try again later; if it persists, tell us through the contact page with the time and the request.',
  },
  {
    slug: 'unavailable',
    status: 503,
    title: 'The data is unavailable right now',
    explanation: 'No source could give the figure and there is no saved copy to fall back on. Try again in a minute.',
  },
  {
    slug: 'history-unavailable',
    status: 503,
    title: 'The data is unavailable right now',
    explanation:
      'No historical price source answered for this coin. `subject` names the coin and `sources` the sources that failed; try again in a minute.',
  },
  {
    slug: 'history-not-configured',
    status: 503,
    title: 'The data is unavailable right now',
    explanation: 'This server has no historical price source configured (a self-hosted copy without one). The public site always has one.',
  },
  {
    slug: 'fx-unavailable',
    status: 503,
    title: 'The data is unavailable right now',
    explanation:
      'No source of historical exchange rates answered for this currency. `subject` names the currency and `sources` the sources that failed; try again in a minute.',
  },
  {
    slug: 'fx-not-configured',
    status: 503,
    title: 'The data is unavailable right now',
    explanation: 'This server has no source of historical exchange rates configured (a self-hosted copy without one).',
  },
] as const satisfies readonly ApiProblem[];

export type ApiProblemSlug = (typeof API_PROBLEMS)[number]['slug'];

export const API_PROBLEMS_PATH = '/api/v1/problems';

/** Where a problem type is explained. */
export function problemExplanationPath(slug: string): string {
  return `/developers#problem-${slug}`;
}

export function findApiProblem(slug: string): ApiProblem | undefined {
  return API_PROBLEMS.find((problem) => problem.slug === slug);
}
