import { addDays, dateToMs, msToDate } from '@shared/dates';

/**
 * Dollar-cost averaging: a fixed amount bought on a schedule, compared with investing the same
 * total at once on the first day. Pure arithmetic; prices are in the base currency.
 */
export type DcaFrequency = 'daily' | 'weekly' | 'monthly';
export const DCA_FREQUENCIES: readonly DcaFrequency[] = ['daily', 'weekly', 'monthly'];

/**
 * The purchase days from `start` to `end`, both included: every day, every 7 days, or the same
 * day of each month, clamped to the month's last day (Jan 31 → Feb 28 → Mar 31).
 */
export function purchaseDates(start: string, end: string, frequency: DcaFrequency): string[] {
  const dates: string[] = [];
  if (start > end) return dates;
  if (frequency !== 'monthly') {
    const step = frequency === 'daily' ? 1 : 7;
    for (let date = start; date <= end; date = addDays(date, step)) dates.push(date);
    return dates;
  }
  const first = new Date(dateToMs(start));
  const day = first.getUTCDate();
  for (let k = 0; ; k++) {
    const year = first.getUTCFullYear();
    const month = first.getUTCMonth() + k;
    const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
    const date = msToDate(Date.UTC(year, month, Math.min(day, lastDay)));
    if (date > end) return dates;
    dates.push(date);
  }
}

export type DcaInput = {
  /** Money per purchase, in the base currency. */
  amount: number;
  /** The scheduled purchase days, in order. */
  dates: readonly string[];
  /** The coin's price in the base currency on each day the history knows. */
  prices: ReadonlyMap<string, number>;
  /** The coin's live price in the base currency. */
  currentPrice: number;
};

export type Position = {
  invested: number;
  coins: number;
  valueNow: number;
  profitLoss: number;
  /** Percent of the money invested (not rounded). */
  percentageChange: number;
};

export type DcaResult = Position & {
  scheduled: number;
  /** Purchases made: scheduled days with a price. */
  purchases: number;
  /** Scheduled days the history has no price for: not bought, not counted. */
  skipped: string[];
  firstPurchase: string;
  lastPurchase: string;
  /** Money per coin over all purchases. */
  averageCost: number;
  /** The same total invested at once on the first purchase day. */
  lumpSum: Position & { date: string; price: number };
  /** Value now of DCA minus that of the lump sum. */
  difference: number;
  better: 'dca' | 'lump-sum' | 'same';
};

function position(invested: number, coins: number, currentPrice: number): Position {
  const valueNow = coins * currentPrice;
  const profitLoss = valueNow - invested;
  return { invested, coins, valueNow, profitLoss, percentageChange: (profitLoss / invested) * 100 };
}

export function calculateDca({ amount, dates, prices, currentPrice }: DcaInput): DcaResult {
  if (!(amount > 0) || !Number.isFinite(amount)) throw new RangeError('The amount must be a positive number.');
  if (!(currentPrice >= 0) || !Number.isFinite(currentPrice)) throw new RangeError('The current price must be zero or more.');
  const bought: { date: string; price: number }[] = [];
  const skipped: string[] = [];
  for (const date of dates) {
    const price = prices.get(date);
    if (price !== undefined && price > 0 && Number.isFinite(price)) bought.push({ date, price });
    else skipped.push(date);
  }
  const first = bought[0];
  const last = bought[bought.length - 1];
  if (!first || !last) throw new RangeError('No scheduled purchase day has a price.');

  const invested = amount * bought.length;
  const coins = bought.reduce((sum, p) => sum + amount / p.price, 0);
  const dca = position(invested, coins, currentPrice);
  const lumpSum = { date: first.date, price: first.price, ...position(invested, invested / first.price, currentPrice) };
  const difference = dca.valueNow - lumpSum.valueNow;
  // Under half a cent apart is a tie: the two would show the same money.
  const better = Math.abs(difference) < 0.005 ? 'same' : difference > 0 ? 'dca' : 'lump-sum';
  return {
    ...dca,
    scheduled: dates.length,
    purchases: bought.length,
    skipped,
    firstPurchase: first.date,
    lastPurchase: last.date,
    averageCost: invested / coins,
    lumpSum,
    difference,
    better,
  };
}

export type FxRateOnDay = { perUsd: number; rateDate: string };

/**
 * The FX leg: a price in the base currency on day D = the USD price on D × the base's units per
 * USD on D. Days without a rate have no base price (so they count as missing). No rates = USD.
 */
export function pricesInBase(usd: ReadonlyMap<string, number>, fx: ReadonlyMap<string, FxRateOnDay> | null): Map<string, number> {
  if (!fx) return new Map(usd);
  const prices = new Map<string, number>();
  for (const [date, price] of usd) {
    const rate = fx.get(date);
    if (rate) prices.set(date, price * rate.perUsd);
  }
  return prices;
}

/** The span of FX rates applied on `dates` (for the note under the result); null when none. */
export function fxRatesUsed(
  dates: readonly string[],
  fx: ReadonlyMap<string, FxRateOnDay>,
): { min: number; max: number; first: FxRateOnDay & { date: string } } | null {
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  let first: (FxRateOnDay & { date: string }) | null = null;
  for (const date of dates) {
    const rate = fx.get(date);
    if (!rate) continue;
    first ??= { date, ...rate };
    min = Math.min(min, rate.perUsd);
    max = Math.max(max, rate.perUsd);
  }
  return first && { min, max, first };
}
