/** The product spec: a rate is fresh for one minute; a visible page refetches it each minute. */
export const RATE_FRESH_MS = 60 * 1000;
/** The first part of every rate query's key (rate-query.ts). */
export const RATE_QUERY_ROOT = '/api/convert';
