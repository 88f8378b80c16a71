import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '@shared/i18n/locales';
import { decimalMark, formatLongDate, numberFormat, oneSpace } from '@shared/format';
import { formatMoney, formatPriceIn, USD } from './money';
import type { CalculationResult } from './run-calculation';

/**
 * A change in percent with 2 decimals, signed when above 0: "+12.35%" (de "+12,35 %", tr "%12,35").
 * A unit, not Intl's percent style: the value is already in percent (no ×100 rounding surprises).
 */
export function formatPercent(locale: Locale, value: number): string {
  const options = { style: 'unit', unit: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
  // 'always' only above 0, so a -0 or a loss that rounds to 0 still shows "-0.00%".
  return oneSpace(numberFormat(locale, { ...options, signDisplay: value > 0 ? 'always' : 'auto' }).format(value));
}

/** The fee as typed, in the locale's decimal mark ("0.25"; de "0,25"); the messages add the % sign. */
export function formatFee(locale: Locale, fee: number): string {
  return String(fee).replace('.', decimalMark(locale));
}

/** A price with enough digits for tiny coins ($0.00001280), cents for the rest. */
export function formatPrice(locale: Locale, value: number, base: string = USD): string {
  return formatPriceIn(locale, value, base);
}

/** The result as one plain sentence, for the clipboard. */
export function resultText(i18n: I18n, locale: Locale, r: CalculationResult): string {
  const money = (v: number) => formatMoney(locale, v, r.base);
  const invested = money(r.initialValue);
  const coin = r.coinName;
  const symbol = r.coinSymbol;
  const buyDate = formatLongDate(locale, r.initialDate, 'UTC');
  const buyPrice = formatPrice(locale, r.initialPrice, r.base);
  const worth = money(r.finalValue);
  const sellDate = formatLongDate(locale, r.finalDate, 'UTC');
  const sellPrice = formatPrice(locale, r.finalPrice, r.base);
  const fee = formatFee(locale, r.feePercent);
  const amount = money(Math.abs(r.profitLoss));
  const percent = formatPercent(locale, r.percentageChange);
  // Whole sentences for each case: fee or none, profit or loss.
  if (r.feePercent > 0) {
    return i18n._(
      r.profitLoss >= 0
        ? msg`${invested} of ${coin} (${symbol}) bought on ${buyDate} at ${buyPrice} is worth ${worth} on ${sellDate} at ${sellPrice} after ${fee}% fees on buy and sell: a profit of ${amount} (${percent}).`
        : msg`${invested} of ${coin} (${symbol}) bought on ${buyDate} at ${buyPrice} is worth ${worth} on ${sellDate} at ${sellPrice} after ${fee}% fees on buy and sell: a loss of ${amount} (${percent}).`,
    );
  }
  return i18n._(
    r.profitLoss >= 0
      ? msg`${invested} of ${coin} (${symbol}) bought on ${buyDate} at ${buyPrice} is worth ${worth} on ${sellDate} at ${sellPrice}: a profit of ${amount} (${percent}).`
      : msg`${invested} of ${coin} (${symbol}) bought on ${buyDate} at ${buyPrice} is worth ${worth} on ${sellDate} at ${sellPrice}: a loss of ${amount} (${percent}).`,
  );
}
