import type { I18n } from '@lingui/core';
import { amountFitsDigitLimits } from '@shared/amount-limits';
import { dateTimeFormat, formatAmount, formatLongDate, formatRate, formatResult } from '@shared/format';
import { currencyName } from '@shared/currencies/currency-name';
import type { Locale } from '@shared/i18n/locales';

/**
 * What a social card says, as text: the figures are formatted here, with the functions the page
 * uses for the same figures, so the card reads exactly as the page it previews. Pure: the layout
 * (card-layout.ts) only places these strings.
 */
export type CardModel = SiteCardModel | RateCardModel;

export type SiteCardModel = { kind: 'site'; locale: Locale; title: string; tagline: string };

export type RateCardModel = {
  kind: 'rate';
  /** The page's language: the card's words, figures and fonts follow it. */
  locale: Locale;
  /** "Bitcoin to US Dollar". */
  pairLabel: string;
  /** What is converted, before the "=": "1 BTC", "0.5 ETH". */
  lead: string;
  /** The figure the page shows for it: "97,312.45". */
  value: string;
  /** The target's symbol: "USD". */
  unit: string;
  /** "as of November 24, 2026, 2:05 PM UTC". */
  asOf: string;
};

export const SITE_NAME = 'Crypto Calculator and Converter';

const SITE_TAGLINE = /*i18n*/ {
  id: 'card.site.tagline',
  message: 'Live rates for 250 cryptocurrencies and 50 currencies, and a profit calculator. Free, no account.',
};

/** The card of every page without a rate of its own, in the page's language (the name is the brand: never translated). */
export function siteCardModel(i18n: I18n): SiteCardModel {
  return { kind: 'site', locale: i18n.locale as Locale, title: SITE_NAME, tagline: i18n._(SITE_TAGLINE) };
}

/** The English site card. */
export const SITE_CARD: SiteCardModel = { kind: 'site', locale: 'en', title: SITE_NAME, tagline: SITE_TAGLINE.message };

type Named = { symbol: string; name: string; type?: 'fiat' | 'crypto' | undefined };

export type RateFigures = {
  from: Named;
  to: Named;
  /** The fixed-amount page's amount, as its URL gives it; absent on a pair page (1 unit). */
  amount?: string | undefined;
  rate: number;
  asOf: Date;
  /** 'snapshot': the bundled prices, dated by day only (the page shows no time for them either). */
  source: 'live' | 'cached' | 'snapshot';
};

/** A fixed-amount page whose amount exceeds the field's limits shows 1 unit and says why; a card has no room to say why. */
export const amountFitsPage = amountFitsDigitLimits;

/**
 * The card of a pair or fixed-amount page, or null where the page shows no such figure. A pair
 * card gives the exchange rate as the page's rate line and <head> description do
 * (`formatRate`); a fixed-amount card the amount and result as the page's summary does
 * (`formatAmount`, `formatResult` of amount × rate).
 */
export function rateCardModel(i18n: I18n, figures: RateFigures): RateCardModel | null {
  const { from, to, rate } = figures;
  const locale = i18n.locale as Locale;
  if (!Number.isFinite(rate)) return null;
  const base = {
    locale,
    pairLabel: i18n._({
      id: 'card.pairLabel',
      message: '{from} to {to}',
      values: { from: currencyName(locale, from), to: currencyName(locale, to) },
    }),
    unit: to.symbol,
    asOf: asOfText(i18n, figures.asOf, figures.source),
  };
  if (figures.amount === undefined) return { kind: 'rate', ...base, lead: `1 ${from.symbol}`, value: formatRate(locale, rate) };
  const amount = Number(figures.amount);
  if (!amountFitsPage(amount)) return null;
  return { kind: 'rate', ...base, lead: `${formatAmount(locale, amount)} ${from.symbol}`, value: formatResult(locale, amount * rate) };
}

/** The page's time, named in UTC (a card is read anywhere); the snapshot's day without a time. */
export function asOfText(i18n: I18n, asOf: Date, source: RateFigures['source']): string {
  const locale = i18n.locale as Locale;
  const day = formatLongDate(locale, asOf, 'UTC');
  if (source === 'snapshot') return i18n._({ id: 'card.asOfApproximate', message: 'as of {day} (approximate)', values: { day } });
  const time = dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(asOf);
  return i18n._({ id: 'card.asOf', message: 'as of {day}, {time} UTC', values: { day, time } });
}

/**
 * A fingerprint of everything a card draws: two requests with the same fingerprint get the same
 * image, so it keys the cache (with the path) and a new rate window makes a new entry by itself.
 */
export function cardFingerprint(model: CardModel): string {
  return JSON.stringify(model);
}
