/**
 * Amounts for a pair page's quick tables: round amounts whose values are readable.
 * From a coin: 1, 5, 10, 25, 50, 100, 500, 1,000 steps scaled so the smallest is worth about
 * 10 units of the target (0.0001 BTC ≈ $10, 1,000,000 SHIB ≈ $10). Into a coin from a fiat
 * currency: the round fiat amounts people look up.
 */
const STEPS = [1, 5, 10, 25, 50, 100, 500, 1000] as const;
export const FIAT_QUICK_AMOUNTS = [10, 50, 100, 500, 1000, 5000, 10000] as const;

/** Amounts of a currency worth `unitValue` target units each (e.g. BTC at 100,000 USD). */
export function scaledQuickAmounts(unitValue: number): number[] {
  if (!Number.isFinite(unitValue) || unitValue <= 0) return [...STEPS];
  const exponent = Math.floor(Math.log10(10 / unitValue));
  // Rounded through a string, so 10^-4 × 5 reads 0.0005, not 0.0005000000000000001.
  return STEPS.map((step) => Number((step * 10 ** exponent).toPrecision(6)));
}
