import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { numberFormat, oneSpace } from '@shared/format';
import type { Locale } from '@shared/i18n/locales';
import type { QuoteResponse, VenueQuote } from '@shared/schemas/quote';

/**
 * "about 0.10412", "95,123.46": what an exchange would give, to five significant digits below
 * 100 and to the cent above (a quote is an estimate: more digits would claim more than a book
 * read a few seconds ago can promise).
 */
export function quoteAmount(locale: Locale, value: number): string {
  const options: Intl.NumberFormatOptions =
    Math.abs(value) >= 100 ? { maximumFractionDigits: 2 } : { maximumSignificantDigits: 5, maximumFractionDigits: 12 };
  return oneSpace(numberFormat(locale, options).format(value));
}

/**
 * A fraction as a percentage with two decimals, in the page's words ("0.40 %", de "0,40 %",
 * tr "%0,40"); `signed` writes + or a true minus before it all ("−0.48 %", tr "−%0,48").
 */
export function percentText(i18n: I18n, fraction: number, { signed = false } = {}): string {
  const digits = numberFormat(i18n.locale as Locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const value = oneSpace(digits.format(Math.abs(fraction) * 100));
  const percent = i18n._(msg({ message: `${value} %`, comment: 'A percentage, e.g. "0.40 %"' }));
  const sign = !signed || value === digits.format(0) ? '' : fraction < 0 ? '\u2212' : '+';
  return `${sign}${percent}`;
}

/** The best quote, when any venue could fill the whole amount (venues come best first). */
export function bestQuote(quote: QuoteResponse): (VenueQuote & { receive: number; feeRate: number }) | undefined {
  const best = quote.venues[0];
  return best?.status === 'ok' && best.receive !== null && best.feeRate !== null
    ? { ...best, receive: best.receive, feeRate: best.feeRate }
    : undefined;
}
