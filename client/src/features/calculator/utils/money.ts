import type { Locale } from '@shared/i18n/locales';
import { formatUsd, numberFormat, oneSpace } from '@shared/format';

/** The calculator's base currency: USD unless the visitor picks another listed fiat. */
export const USD = 'usd';

/** The page's currency format for `code` (cached per locale by numberFormat); null for a code Intl does not know. */
function currencyFormatter(locale: Locale, code: string, digits?: number): Intl.NumberFormat | null {
  try {
    return numberFormat(locale, {
      style: 'currency',
      currency: code.toUpperCase(),
      ...(digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    });
  } catch {
    return null; // not an ISO 4217 code: the caller writes the code after the number
  }
}

/** A number in the page's locale, then the code ("10 X1"), for a currency Intl cannot write. */
function withCode(locale: Locale, value: number, code: string, options: Intl.NumberFormatOptions): string {
  return `${oneSpace(numberFormat(locale, options).format(value))} ${code.toUpperCase()}`;
}

/**
 * Money in the base currency with its own decimals (JPY none, EUR two), in the page's locale
 * (en-US on English pages, so server and browser agree). USD keeps the product spec's exact format ("$1,234.50").
 */
export function formatMoney(locale: Locale, value: number, code: string): string {
  if (code === USD) return formatUsd(locale, value);
  const f = currencyFormatter(locale, code);
  return f ? oneSpace(f.format(value)) : withCode(locale, value, code, { maximumFractionDigits: 2 });
}

/** Money without decimals ("€1,000,000,000,000"), for limits written in messages. */
export function formatWholeMoney(locale: Locale, value: number, code: string): string {
  const f = currencyFormatter(locale, code, 0);
  return f ? oneSpace(f.format(value)) : withCode(locale, value, code, { maximumFractionDigits: 0 });
}

/** A coin's price: enough digits for tiny coins (0.00001280), the currency's usual ones above 1. */
export function formatPriceIn(locale: Locale, value: number, code: string): string {
  if (value >= 1) return formatMoney(locale, value, code);
  const digits = value === 0 ? 2 : Math.min(12, Math.max(2, -Math.floor(Math.log10(value)) + 3));
  const f = currencyFormatter(locale, code, digits);
  return f ? oneSpace(f.format(value)) : withCode(locale, value, code, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Coins with up to 8 decimals: 0.01234567. */
export function formatCoins(locale: Locale, value: number): string {
  return oneSpace(numberFormat(locale, { maximumFractionDigits: 8 }).format(value));
}

/** A count with the locale's grouping: 3,653 (de 3.653). */
export function formatCount(locale: Locale, value: number): string {
  return oneSpace(numberFormat(locale, { maximumFractionDigits: 0 }).format(value));
}
