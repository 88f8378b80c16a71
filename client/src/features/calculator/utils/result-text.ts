import { formatMoney, formatPriceIn, USD } from './money';
import type { CalculationResult } from './run-calculation';

export function formatPercent(value: number): string {
  return `${value > 0 ? '+' : ''}${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
}

/** A price with enough digits for tiny coins ($0.00001280), cents for the rest. */
export function formatPrice(value: number, base: string = USD): string {
  return formatPriceIn(value, base);
}

/** The result as one plain sentence, for the clipboard. */
export function resultText(r: CalculationResult): string {
  const money = (v: number) => formatMoney(v, r.base);
  const fee = r.feePercent > 0 ? ` after ${r.feePercent}% fees on buy and sell` : '';
  const outcome = r.profitLoss >= 0 ? 'a profit of' : 'a loss of';
  return (
    `${money(r.initialValue)} of ${r.coinName} (${r.coinSymbol}) bought on ${r.initialDate} at ${formatPrice(r.initialPrice, r.base)} ` +
    `is worth ${money(r.finalValue)} on ${r.finalDate} at ${formatPrice(r.finalPrice, r.base)}${fee}: ` +
    `${outcome} ${money(Math.abs(r.profitLoss))} (${formatPercent(r.percentageChange)}).`
  );
}
