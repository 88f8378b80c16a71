import type { Locale } from '@shared/i18n/locales';

const moneyFormats = new Map<string, Intl.NumberFormat>();
const amountFormats = new Map<string, Intl.NumberFormat>();

/** A value in the reporting currency, to the cent (or the currency's own minor unit). */
export function formatMoney(locale: Locale, value: number, currency: string): string {
  const key = `${locale}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase(), currencyDisplay: 'narrowSymbol' });
    moneyFormats.set(key, format);
  }
  // Never "-0.00": a gain that rounds to nothing is nothing.
  return format.format(Math.abs(value) < 0.005 ? 0 : value);
}

/** A gain or loss with its sign always shown, so a loss reads as one without colour. */
export function formatGain(locale: Locale, value: number, currency: string): string {
  const text = formatMoney(locale, value, currency);
  return value >= 0.005 ? `+${text}` : text;
}

/** A quantity of a coin: as many digits as it has, up to eight decimals. */
export function formatQuantity(locale: Locale, value: number): string {
  let format = amountFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 8 });
    amountFormats.set(locale, format);
  }
  return format.format(value);
}

/** The tone of a gain: the accent for none, muted red only beside its sign. */
export const gainTone = (value: number) => (value <= -0.005 ? 'text-destructive' : '');
