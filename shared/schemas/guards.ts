import type { ConvertResponse } from './convert-response';
import type { ApiErrorDetail } from './api-error';
import type { Currency } from './currency';
import type { AlertList } from './alerts';

// The answers pages read before any input (the converter's rate and lists, the alerts list), checked without a schema library: the
// browser's first load stays small, and guards.test.ts holds these checks to the zod schemas
// (ConvertResponseSchema, CurrencyListSchema), which stay the source of truth.

const RATE_SOURCES = new Set(['live', 'cached', 'snapshot']);
const STALE_REASONS = new Set(['rate-limited', 'upstream-unavailable', 'not-configured']);
const CURRENCY_TYPES = new Set(['crypto', 'fiat']);

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isText = (value: unknown, minLength = 0): value is string => typeof value === 'string' && value.length >= minLength;

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
export const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

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

const ALERT_DIRECTIONS = new Set(['above', 'below']);
const ALERT_REPEATS = new Set(['once', 'daily']);

/** AlertListSchema's check: the /alerts page lists this browser's alerts as it opens. */
export function isAlertList(value: unknown): value is AlertList {
  return isObject(value) && Array.isArray(value.alerts) && value.alerts.every(isAlert);
}

function isAlert(value: unknown): boolean {
  return (
    isObject(value) &&
    isText(value.id) &&
    isText(value.from) &&
    isText(value.to) &&
    ALERT_DIRECTIONS.has(value.direction as string) &&
    isNumber(value.threshold) &&
    isNumber(value.amount) &&
    ALERT_REPEATS.has(value.repeat as string) &&
    isText(value.createdAt) &&
    (value.lastSentAt === null || isText(value.lastSentAt))
  );
}
