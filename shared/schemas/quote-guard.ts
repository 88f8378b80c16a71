import type { QuoteResponse } from './quote';
import { QUOTE_PROBLEMS, QUOTE_STATUSES } from './quote-kinds';
import { isNumber, isObject, isText } from './guards';

// The exchange comparison's answer, checked without a schema library (as guards.ts does for the
// rate) and in its own module, so it travels with the comparison's chunk, not every page's first
// load. guards.test.ts holds it to QuoteResponseSchema.

const QUOTE_STATUS_SET = new Set<string>(QUOTE_STATUSES);
const QUOTE_PROBLEM_SET = new Set<string>(QUOTE_PROBLEMS);
const isNullableNumber = (value: unknown) => value === null || isNumber(value);
const isTextList = (value: unknown) => Array.isArray(value) && value.every((item) => isText(item));

/** The exchange comparison (QuoteResponseSchema): what the line under the result and its table read. */
export function isQuoteResponse(value: unknown): value is QuoteResponse {
  return (
    isObject(value) &&
    isText(value.from) &&
    isText(value.to) &&
    isNumber(value.amount) &&
    isNumber(value.mid) &&
    isText(value.asOf) &&
    isText(value.excludes) &&
    Array.isArray(value.venues) &&
    value.venues.every(isVenueQuote)
  );
}

function isVenueQuote(value: unknown): boolean {
  return (
    isObject(value) &&
    isText(value.venue) &&
    isText(value.name) &&
    QUOTE_STATUS_SET.has(value.status as string) &&
    ['receive', 'averagePrice', 'feeRate', 'fee', 'slippage', 'vsMid'].every((key) => isNullableNumber(value[key])) &&
    (value.feeSource === null || isFeeSource(value.feeSource)) &&
    (value.bookAsOf === null || isText(value.bookAsOf)) &&
    isTextList(value.route) &&
    Array.isArray(value.legs) &&
    value.legs.every(isQuoteLeg) &&
    (value.coveredAmount === undefined || isNumber(value.coveredAmount)) &&
    (value.reason === undefined || isText(value.reason)) &&
    (value.problem === undefined || isQuoteProblem(value.problem))
  );
}

function isFeeSource(value: unknown): boolean {
  return (
    isObject(value) && isText(value.tier) && isText(value.url) && isText(value.checked) && (value.from === 'api' || value.from === 'table')
  );
}

function isQuoteLeg(value: unknown): boolean {
  return (
    isObject(value) &&
    isText(value.market) &&
    (value.side === 'buy' || value.side === 'sell') &&
    isNumber(value.averagePrice) &&
    isNumber(value.bestPrice) &&
    isNumber(value.feeRate)
  );
}

function isQuoteProblem(value: unknown): boolean {
  return (
    isObject(value) &&
    QUOTE_PROBLEM_SET.has(value.kind as string) &&
    (value.market === undefined || isText(value.market)) &&
    (value.ageMs === undefined || isNumber(value.ageMs)) &&
    (value.symbol === undefined || isText(value.symbol))
  );
}
