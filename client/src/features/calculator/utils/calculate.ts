/**
 * The product spec's arithmetic, plus an exchange fee: final value = amount / buy price × sell price;
 * profit = final − initial; percent = profit / initial × 100. A fee of f % is taken on the buy
 * (less coin for the money) and on the sale (less money for the coin).
 */
export type ProfitInput = {
  /** USD invested. */
  amount: number;
  buyPrice: number;
  sellPrice: number;
  /** Exchange fee in percent, applied on buy and on sell. */
  feePercent?: number;
};

export type ProfitResult = {
  initialValue: number;
  /** Coins bought after the buy fee. */
  coins: number;
  finalValue: number;
  profitLoss: number;
  /** Percent, 2 decimals. */
  percentageChange: number;
  /** Fees paid in USD (buy + sell). */
  fees: number;
};

/** Rounds money to cents, half away from zero, without binary surprises (1.005 → 1.01). */
export function roundCents(value: number): number {
  const cents = Math.round(Math.abs(value) * 100 + Number.EPSILON * 100 * Math.abs(value)) / 100;
  return value < 0 ? -cents : cents;
}

/** Each step of the arithmetic, unrounded: what the result rounds, and what an export lists. */
export type ProfitSteps = {
  buyFee: number;
  coins: number;
  gross: number;
  sellFee: number;
  finalValue: number;
  profitLoss: number;
  percentageChange: number;
};

export function profitSteps({ amount, buyPrice, sellPrice, feePercent = 0 }: ProfitInput): ProfitSteps {
  const fee = feePercent / 100;
  const buyFee = amount * fee;
  const coins = (amount - buyFee) / buyPrice;
  const gross = coins * sellPrice;
  const sellFee = gross * fee;
  const finalValue = gross - sellFee;
  const profitLoss = finalValue - amount;
  return { buyFee, coins, gross, sellFee, finalValue, profitLoss, percentageChange: (profitLoss / amount) * 100 };
}

export function calculateProfit(input: ProfitInput): ProfitResult {
  const { amount, buyPrice, sellPrice, feePercent = 0 } = input;
  if (!(amount > 0) || !Number.isFinite(amount)) throw new RangeError('The amount must be a positive number.');
  if (!(buyPrice > 0) || !Number.isFinite(buyPrice)) throw new RangeError('The purchase price must be a positive number.');
  if (!(sellPrice >= 0) || !Number.isFinite(sellPrice)) throw new RangeError('The sale price must be zero or more.');
  if (!(feePercent >= 0 && feePercent < 100)) throw new RangeError('The fee must be at least 0% and under 100%.');
  const { buyFee, coins, sellFee, finalValue, profitLoss } = profitSteps(input);
  return {
    initialValue: roundCents(amount),
    coins,
    finalValue: roundCents(finalValue),
    profitLoss: roundCents(profitLoss),
    percentageChange: Math.round((profitLoss / amount) * 100 * 100) / 100,
    fees: roundCents(buyFee + sellFee),
  };
}
