import type { QuoteResponse } from './quote';
import { isNumber, isObject, isText } from './guards';

// What the line under the result reads of an exchange comparison (its pair, amount, and each
// venue's name, status, figure and fee), checked without a schema library and apart from the
// whole answer's guard (quote-guard.ts), which the comparison table's chunk runs before it shows
// the rest: the line's code stays small on every converter page.

const isNullableNumber = (value: unknown) => value === null || isNumber(value);

export function isQuoteSummary(value: unknown): value is QuoteResponse {
  return (
    isObject(value) &&
    isText(value.from) &&
    isText(value.to) &&
    isNumber(value.amount) &&
    Array.isArray(value.venues) &&
    value.venues.every(
      (venue) =>
        isObject(venue) &&
        isText(venue.venue) &&
        isText(venue.name) &&
        isText(venue.status) &&
        isNullableNumber(venue.receive) &&
        isNullableNumber(venue.feeRate),
    )
  );
}
