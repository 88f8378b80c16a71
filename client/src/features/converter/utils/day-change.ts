import { formatResult, numberFormat, oneSpace } from '@shared/format';
import type { Locale } from '@shared/i18n/locales';
import type { Currency } from '@shared/schemas/currency';

const MINUS = '\u2212';
/** Codes Intl refused as currencies (not ISO 4217), so each is tried once. */
const notCurrencies = new Set<string>();

export type DayChange = {
  direction: 'up' | 'down' | 'flat';
  /** "+$1,230.00", "−0.00120000 BTC". */
  money: string;
  /** "+2.50%" (de "+2,50 %"). */
  percent: string;
};

/**
 * What the visitor's amount gained or lost over 24 hours: the value now minus the same amount
 * at the rate a day earlier (rate ÷ (1 + change)), in the target currency, written as the page's
 * locale writes money and percentages.
 */
export function describeDayChange(
  locale: Locale,
  amount: number,
  rate: number,
  change24h: number,
  to: Pick<Currency, 'symbol' | 'type'>,
): DayChange {
  const now = amount * rate;
  const difference = now - now / (1 + change24h);
  const percent = oneSpace(
    numberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(change24h)),
  );
  // Flat when the change shows as 0.00 %: no non-zero digit in the text.
  const direction = !/[1-9]/.test(percent) ? 'flat' : change24h > 0 ? 'up' : 'down';
  const sign = direction === 'up' ? '+' : direction === 'down' ? MINUS : '';
  return {
    direction,
    money: `${sign}${formatMoney(locale, Math.abs(difference), to)}`,
    percent: `${sign}${percent}`,
  };
}

/** A fiat amount in its own currency format ($1,230.00, ¥1,230); a coin amount with its symbol. */
function formatMoney(locale: Locale, value: number, currency: Pick<Currency, 'symbol' | 'type'>): string {
  const code = currency.symbol;
  if (currency.type === 'fiat' && !notCurrencies.has(code)) {
    try {
      return oneSpace(numberFormat(locale, { style: 'currency', currency: code }).format(value));
    } catch {
      notCurrencies.add(code); // not an ISO 4217 code Intl knows
    }
  }
  return `${formatResult(locale, value)} ${code}`;
}
