import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatLongDate } from '@shared/format';
import type { Locale } from '@shared/i18n/locales';
import type { Currency } from '@shared/schemas/currency';
import { type ExportCell, type ExportDocument, fileNameOf } from '@/lib/export/export-document';
import type { DateLeg, RateOnDate } from '../api/rate-on-date-query';

export type HistoricalExportInput = { from: Currency; to: Currency; amount: number; quote: RateOnDate };

/**
 * The converter's past-day result as an export document (decision 020), from the same answer the
 * page shows: each side's USD value that day with its source (a coin's price at 00:00 UTC, a
 * fiat's reference rate with the day it was published), the rate and the result.
 */
export function historicalExport(i18n: I18n, { from, to, amount, quote }: HistoricalExportInput): ExportDocument {
  const { date } = quote;
  const fromCode = from.symbol.toUpperCase();
  const toCode = to.symbol.toUpperCase();
  const rows: ExportCell[][] = [[i18n._(msg`Amount (${fromCode})`), amount, null, null, null, i18n._(msg`as entered`)]];
  for (const leg of quote.legs) {
    const currency = leg.currency === from.id ? from : to;
    if (currency.id !== 'usd') rows.push(...legRows(i18n, currency, leg, date));
  }
  const rateFormula =
    quote.legs.length === 0
      ? i18n._(msg`the same currency`)
      : to.id === 'usd'
        ? usdValueOf(i18n, fromCode)
        : from.id === 'usd'
          ? i18n._(msg`1 ÷ USD value of 1 ${toCode}`)
          : i18n._(msg`USD value of 1 ${fromCode} ÷ USD value of 1 ${toCode}`);
  rows.push(
    [i18n._(msg`Rate (${toCode} per ${fromCode})`), quote.rate, { day: date }, null, null, rateFormula],
    [i18n._(msg`Result (${toCode})`), amount * quote.rate, { day: date }, null, null, i18n._(msg`amount × rate`)],
  );
  const day = formatLongDate(i18n.locale as Locale, date, 'UTC');
  return {
    name: fileNameOf(from.symbol, 'to', to.symbol, date),
    title: i18n._(msg`Conversion of ${fromCode} to ${toCode} at the prices of ${date}`),
    facts: [
      [i18n._(msg`Amount (${fromCode})`), amount],
      [i18n._(msg`From`), `${from.name} (${fromCode})`],
      [i18n._(msg`To`), `${to.name} (${toCode})`],
      [i18n._(msg`Date`), { day: date }],
    ],
    tables: [
      {
        caption: i18n._(msg`Figures`),
        columns: [
          i18n._(msg`Figure`),
          i18n._(msg`Value`),
          i18n._(msg`Date`),
          i18n._(msg`Time (UTC)`),
          i18n._(msg`Source`),
          i18n._(msg`Formula`),
        ],
        rows,
      },
    ],
    notes: [i18n._(msg`Prices of ${day}: one price per day, at 00:00 UTC.`)],
  };
}

const usdValueOf = (i18n: I18n, code: string) => i18n._(msg`USD value of 1 ${code}`);

/** A coin: its USD price at 00:00 UTC. A fiat: the reference rate per USD, and one unit's USD value from it. */
function legRows(i18n: I18n, currency: Currency, leg: DateLeg, date: string): ExportCell[][] {
  const code = currency.symbol.toUpperCase();
  const usdValue = usdValueOf(i18n, code);
  if (currency.type !== 'fiat') return [[usdValue, leg.usdPrice, { day: date }, '00:00', leg.source, i18n._(msg`the day’s price`)]];
  return [
    [
      i18n._(msg`${code} per USD`),
      leg.perUsd ?? 1 / leg.usdPrice,
      { day: leg.rateDate ?? date },
      null,
      leg.source,
      i18n._(msg`rate of the last working day on or before ${date}`),
    ],
    [usdValue, leg.usdPrice, { day: date }, null, null, i18n._(msg`1 ÷ (${code} per USD)`)],
  ];
}
