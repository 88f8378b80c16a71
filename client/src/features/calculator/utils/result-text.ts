import { formatUsd } from '@shared/format';
import type { CalculationResult } from './run-calculation';

export function formatPercent(value: number): string {
  return `${value > 0 ? '+' : ''}${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`;
}

/** A price with enough digits for tiny coins ($0.00001280), cents for the rest. */
export function formatPrice(value: number): string {
  if (value >= 1) return formatUsd(value);
  const digits = value === 0 ? 2 : Math.min(12, Math.max(2, -Math.floor(Math.log10(value)) + 3));
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/** The result as one plain sentence, for the clipboard. */
export function resultText(r: CalculationResult): string {
  const fee = r.feePercent > 0 ? ` after ${r.feePercent}% fees on buy and sell` : '';
  const outcome = r.profitLoss >= 0 ? 'a profit of' : 'a loss of';
  return (
    `${formatUsd(r.initialValue)} of ${r.coinName} (${r.coinSymbol}) bought on ${r.initialDate} at ${formatPrice(r.initialPrice)} ` +
    `is worth ${formatUsd(r.finalValue)} on ${r.finalDate} at ${formatPrice(r.finalPrice)}${fee}: ` +
    `${outcome} ${formatUsd(Math.abs(r.profitLoss))} (${formatPercent(r.percentageChange)}).`
  );
}
