import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '@shared/i18n/locales';
import { formatLongDate, formatRate } from '@shared/format';
import type { FxUsed } from './run-calculation';

// Whole sentences for each case (sources named or not, one rate or a span); only the rate of a
// day is a phrase of its own, placed into them as {buy}, {sell} or {first}.

/** Source names as a list, inside the messages' parentheses ("ECB via Frankfurter"). */
const sourceList = (sources: string[]) => sources.join(', ');

/** "2022-01-01 at 0.88 EUR per USD", with " (rate of 2021-12-31)" when the rate is an earlier day's. */
function rateOf(i18n: I18n, locale: Locale, r: FxUsed, code: string): string {
  const date = formatLongDate(locale, r.date, 'UTC');
  const rateDate = formatLongDate(locale, r.rateDate, 'UTC');
  const rate = formatRate(locale, r.perUsd);
  return r.rateDate === r.date
    ? i18n._(
        msg({
          comment: 'An exchange rate of a day, used inside the FX note as {buy}, {sell} or {first}',
          message: `${date} at ${rate} ${code} per USD`,
        }),
      )
    : i18n._(
        msg({
          comment:
            'An exchange rate of a day taken from an earlier day (a weekend or holiday), used inside the FX note as {buy}, {sell} or {first}',
          message: `${date} at ${rate} ${code} per USD (rate of ${rateDate})`,
        }),
      );
}

/**
 * Which rates turned USD prices into the base: "EUR prices use the reference rate (ECB) of
 * 2022-01-01 at 0.88 EUR per USD." `sell` is null when the sale is at the live price.
 */
export function fxNoteForDates(
  i18n: I18n,
  locale: Locale,
  code: string,
  fx: { sources: string[]; buy: FxUsed; sell: FxUsed | null },
): string {
  const buy = rateOf(i18n, locale, fx.buy, code);
  const sources = sourceList(fx.sources);
  if (fx.sell) {
    const sell = rateOf(i18n, locale, fx.sell, code);
    return i18n._(
      sources
        ? msg`${code} prices use the reference rate (${sources}) of ${buy} and ${sell}.`
        : msg`${code} prices use the reference rate of ${buy} and ${sell}.`,
    );
  }
  return i18n._(
    sources
      ? msg`${code} prices use the reference rate (${sources}) of ${buy}. The current price is the live ${code} price.`
      : msg`${code} prices use the reference rate of ${buy}. The current price is the live ${code} price.`,
  );
}

/** The same for a DCA: one rate per purchase day, summarised by their span and the first. */
export function fxNoteForDca(
  i18n: I18n,
  locale: Locale,
  code: string,
  fx: { sources: string[]; min: number; max: number; first: FxUsed },
  purchases: number,
): string {
  const first = rateOf(i18n, locale, fx.first, code);
  const sources = sourceList(fx.sources);
  if (purchases <= 1) {
    return i18n._(
      sources
        ? msg`${code} prices use the reference rate (${sources}) of ${first}. Value now uses the live ${code} price.`
        : msg`${code} prices use the reference rate of ${first}. Value now uses the live ${code} price.`,
    );
  }
  const min = formatRate(locale, fx.min);
  const max = formatRate(locale, fx.max);
  if (fx.min === fx.max) {
    const rate = min;
    return i18n._(
      sources
        ? msg`${code} prices use the reference rate of each purchase day (${sources}), ${rate} ${code} per USD; the first, ${first}. Value now uses the live ${code} price.`
        : msg`${code} prices use the reference rate of each purchase day, ${rate} ${code} per USD; the first, ${first}. Value now uses the live ${code} price.`,
    );
  }
  return i18n._(
    sources
      ? msg`${code} prices use the reference rate of each purchase day (${sources}), ${min} to ${max} ${code} per USD; the first, ${first}. Value now uses the live ${code} price.`
      : msg`${code} prices use the reference rate of each purchase day, ${min} to ${max} ${code} per USD; the first, ${first}. Value now uses the live ${code} price.`,
  );
}
