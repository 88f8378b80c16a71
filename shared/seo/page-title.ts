import type { I18n } from '@lingui/core';

/**
 * The product spec's titles: English pages show these exact strings; other locales their catalogs' (017).
 * Descriptors marked for extraction (the i18n comment), so the catalogs hold their English too.
 */
const HOME_TITLE = /*i18n*/ { id: 'meta.home.title', message: 'Crypto Calculator and Converter | Real-Time Rates' };
const NOT_FOUND = /*i18n*/ { id: 'meta.notFound.title', message: '404 Page Not Found' };
export const DEFAULT_TITLE = HOME_TITLE.message;
export const NOT_FOUND_TITLE = NOT_FOUND.message;

export function defaultTitle(i18n: I18n): string {
  return i18n._(HOME_TITLE);
}

export function notFoundTitle(i18n: I18n): string {
  return i18n._(NOT_FOUND);
}

export function pairTitle(i18n: I18n, fromSymbol: string, toSymbol: string): string {
  const from = fromSymbol.toUpperCase();
  const to = toSymbol.toUpperCase();
  return i18n._({ id: 'meta.pair.title', message: '{from} to {to} Converter | {from}/{to} Calculator | Live Rates', values: { from, to } });
}

/** A fixed-amount page: "0.5 ETH to USD: 1,265.00 USD | Live Conversion". */
export function fixedAmountTitle(i18n: I18n, amount: string, fromSymbol: string, toSymbol: string, value?: string): string {
  const from = fromSymbol.toUpperCase();
  const to = toSymbol.toUpperCase();
  return value
    ? i18n._({
        id: 'meta.amount.titleWithValue',
        message: '{amount} {from} to {to}: {value} {to} | Live Conversion',
        values: { amount, from, to, value },
      })
    : i18n._({ id: 'meta.amount.title', message: '{amount} {from} to {to} | Live Conversion', values: { amount, from, to } });
}
