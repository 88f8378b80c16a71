import { formatResult } from '@shared/format';
import type { Currency } from '@shared/schemas/currency';

const MINUS = '\u2212';
const percentFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const moneyFormats = new Map<string, Intl.NumberFormat | null>();

export type DayChange = {
  direction: 'up' | 'down' | 'flat';
  /** "+$1,230.00", "−0.00120000 BTC". */
  money: string;
  /** "+2.50%". */
  percent: string;
};

/**
 * What the visitor's amount gained or lost over 24 hours: the value now minus the same amount
 * at the rate a day earlier (rate ÷ (1 + change)), in the target currency.
 */
export function describeDayChange(amount: number, rate: number, change24h: number, to: Pick<Currency, 'symbol' | 'type'>): DayChange {
  const now = amount * rate;
  const difference = now - now / (1 + change24h);
  const percent = change24h * 100;
  const rounded = Number(percentFormat.format(Math.abs(percent)));
  const direction = rounded === 0 ? 'flat' : percent > 0 ? 'up' : 'down';
  const sign = direction === 'up' ? '+' : direction === 'down' ? MINUS : '';
  return {
    direction,
    money: `${sign}${formatMoney(Math.abs(difference), to)}`,
    percent: `${sign}${percentFormat.format(Math.abs(percent))}%`,
  };
}

/** A fiat amount in its own currency format ($1,230.00, ¥1,230); a coin amount with its symbol. */
function formatMoney(value: number, currency: Pick<Currency, 'symbol' | 'type'>): string {
  if (currency.type === 'fiat') {
    const format = moneyFormat(currency.symbol);
    if (format) return format.format(value);
  }
  return `${formatResult('en', value)} ${currency.symbol}`;
}

function moneyFormat(code: string): Intl.NumberFormat | null {
  let format = moneyFormats.get(code);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    } catch {
      format = null; // not an ISO 4217 code Intl knows
    }
    moneyFormats.set(code, format);
  }
  return format;
}
