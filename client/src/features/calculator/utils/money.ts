import { formatUsd } from '@shared/format';

/** The calculator's base currency: USD unless the visitor picks another listed fiat. */
export const USD = 'usd';

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(code: string, digits?: number): Intl.NumberFormat | null {
  const key = `${code}:${digits ?? ''}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: code.toUpperCase(),
        ...(digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
      });
    } catch {
      return null; // not an ISO 4217 code: the caller writes the code after the number
    }
    formatters.set(key, f);
  }
  return f;
}

/**
 * Money in the base currency with its own decimals (JPY none, EUR two), locale fixed to en-US
 * so server and browser agree. USD keeps the spec's exact format ("$1,234.50").
 */
export function formatMoney(value: number, code: string): string {
  if (code === USD) return formatUsd('en', value);
  const f = currencyFormatter(code);
  return f ? f.format(value) : `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${code.toUpperCase()}`;
}

/** A coin's price: enough digits for tiny coins (0.00001280), the currency's usual ones above 1. */
export function formatPriceIn(value: number, code: string): string {
  if (value >= 1) return formatMoney(value, code);
  const digits = value === 0 ? 2 : Math.min(12, Math.max(2, -Math.floor(Math.log10(value)) + 3));
  const f = currencyFormatter(code, digits);
  return f ? f.format(value) : `${value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${code.toUpperCase()}`;
}

/** Coins with up to 8 decimals: 0.01234567. */
export function formatCoins(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 8 });
}
