import type { ConvertResponse } from './convert-response';
import type { ApiErrorDetail } from './api-error';
import type { Currency } from './currency';
import type { QuoteResponse } from './quote';
import { QUOTE_PROBLEMS, QUOTE_STATUSES } from './quote-kinds';

// The answers the converter reads on every page, checked without a schema library: the
// browser's first load stays small, and guards.test.ts holds these checks to the zod schemas
// (ConvertResponseSchema, CurrencyListSchema, QuoteResponseSchema), which stay the source of truth.

const RATE_SOURCES = new Set(['live', 'cached', 'snapshot']);
const STALE_REASONS = new Set(['rate-limited', 'upstream-unavailable', 'not-configured']);
const CURRENCY_TYPES = new Set(['crypto', 'fiat']);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, minLength = 0): value is string => typeof value === 'string' && value.length >= minLength;

export function isConvertResponse(value: unknown): value is ConvertResponse {
  return (
    isObject(value) &&
    isText(value.from) &&
    isText(value.to) &&
    typeof value.rate === 'number' &&
    Number.isFinite(value.rate) &&
    value.rate >= 0 &&
    isText(value.asOf) &&
    RATE_SOURCES.has(value.source as string) &&
    typeof value.stale === 'boolean' &&
    (value.staleReason === null || STALE_REASONS.has(value.staleReason as string)) &&
    isText(value.provider) &&
    (value.change24h === undefined ||
      value.change24h === null ||
      (typeof value.change24h === 'number' && Number.isFinite(value.change24h))) &&
    (value.sources === undefined || (Array.isArray(value.sources) && value.sources.every(isSource))) &&
    isOptionalNumber(value.sourcesUsed) &&
    isOptionalNumber(value.sourcesAsked) &&
    isOptionalNumber(value.spread)
  );
}

const isOptionalNumber = (value: unknown) => value === undefined || (typeof value === 'number' && Number.isFinite(value));

function isSource(value: unknown): boolean {
  return (
    isObject(value) &&
    isText(value.leg) &&
    isText(value.name) &&
    (value.price === null || (typeof value.price === 'number' && Number.isFinite(value.price))) &&
    (value.asOf === null || isText(value.asOf)) &&
    typeof value.used === 'boolean' &&
    (value.excludedReason === undefined || isText(value.excludedReason)) &&
    (value.exclusion === undefined || isExclusion(value.exclusion))
  );
}

const BARE_EXCLUSIONS = new Set(['rate-limited', 'timeout', 'malformed', 'unreachable', 'no-answer', 'not-positive', 'no-usdt']);
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

function isExclusion(value: unknown): boolean {
  if (!isObject(value)) return false;
  switch (value.kind) {
    case 'http':
      return value.status === null || isNumber(value.status);
    case 'stale':
      return isNumber(value.ageMs);
    case 'outlier':
    case 'reference':
      return isNumber(value.deviation);
    case 'usdt-depeg':
      return isNumber(value.usdtUsd) && isNumber(value.limit);
    default:
      return BARE_EXCLUSIONS.has(value.kind as string);
  }
}

export function isCurrency(value: unknown): value is Currency {
  return (
    isObject(value) &&
    isText(value.id, 1) &&
    isText(value.name, 1) &&
    isText(value.symbol, 1) &&
    isText(value.image) &&
    CURRENCY_TYPES.has(value.type as string) &&
    (value.rank === undefined || (Number.isSafeInteger(value.rank) && (value.rank as number) > 0)) &&
    (value.marketCap === undefined || (typeof value.marketCap === 'number' && Number.isFinite(value.marketCap) && value.marketCap >= 0)) &&
    (value.circulatingSupply === undefined ||
      (typeof value.circulatingSupply === 'number' && Number.isFinite(value.circulatingSupply) && value.circulatingSupply >= 0)) &&
    (value.urlTicker === undefined || isText(value.urlTicker, 1))
  );
}

export function isCurrencyList(value: unknown): value is Currency[] {
  return Array.isArray(value) && value.every(isCurrency);
}

/** The `detail` of an API error body (ApiErrorDetailSchema): what a page words in its language. */
export function isApiErrorDetail(value: unknown): value is ApiErrorDetail {
  if (!isObject(value)) return false;
  switch (value.code) {
    case 'history-unavailable':
    case 'fx-unavailable':
      return typeof value.subject === 'string' && Array.isArray(value.sources) && value.sources.every((s) => typeof s === 'string');
    case 'history-not-configured':
    case 'fx-not-configured':
      return true;
    default:
      return false;
  }
}

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
