/**
 * The quote answer's fixed vocabularies, apart from its zod schema (quote.ts) so the browser's
 * guard (quote-guard.ts) can use them without loading zod.
 */

export const QUOTE_STATUSES = ['ok', 'insufficient-depth', 'not-listed', 'failed', 'skipped'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Why a venue has no quote (VenueQuote.problem.kind). */
export const QUOTE_PROBLEMS = [
  'not-listed',
  'no-market',
  'depth',
  'crossed',
  'stale',
  'empty-side',
  'budget',
  'rate-limited',
  'timeout',
  'malformed',
  'unreachable',
  'error',
] as const;
export type QuoteProblemKind = (typeof QUOTE_PROBLEMS)[number];
