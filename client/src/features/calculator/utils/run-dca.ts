import { msg, plural } from '@lingui/core/macro';
import { FIRST_PRICE_DATES } from '@shared/currencies/first-price-dates';
import { formatLongDate } from '@shared/format';
import type { Locale } from '@shared/i18n/locales';
import type { QueryClient } from '@tanstack/react-query';
import { ExplainedError } from '@/lib/api-error';
import { type FxRate, fetchFxSeries } from '@/lib/fx-queries';
import { currentPriceQuery, fetchUsdRange, type UsdPoint } from '@/lib/price-queries';
import { calculateDca, type DcaFrequency, type DcaResult, fxRatesUsed, pricesInBase, purchaseDates } from './dca';
import { USD } from './money';

export type DcaRequest = {
  coin: { id: string; name: string; symbol: string };
  /** Money per purchase, in `base`. */
  amount: number;
  frequency: DcaFrequency;
  start: string;
  end: string;
  /** Fiat id of the base currency ('usd', 'eur', …). */
  base: string;
  today: string;
  /** The page's locale, for the dates in a message; English when absent. */
  locale?: Locale;
};

export type DcaCalculation = DcaResult & {
  coinName: string;
  coinSymbol: string;
  base: string;
  amount: number;
  frequency: DcaFrequency;
  currentPrice: number;
  /** A purchase today that the history has no price for yet was made at the live price. */
  todayAtLivePrice: boolean;
  /** The FX rates used for a base other than USD. */
  fx: { sources: string[]; min: number; max: number; first: { date: string; perUsd: number; rateDate: string } } | null;
  /** Every purchase with the figures it was made from, for the export (decision 020). */
  bought: DcaPurchase[];
  /** When the live price was produced, and by whom. */
  currentAsOf: string;
  currentSource: string;
};

/**
 * One purchase: the price in the base (USD price × the base's rate per USD), each with its
 * source; `usd` null for today's purchase at the live price.
 */
export type DcaPurchase = {
  date: string;
  price: number;
  coins: number;
  usd: UsdPoint | null;
  fx: FxRate | null;
};

/**
 * The schedule, the prices (USD history × the base's rate per USD of each day; split into
 * MAX_RANGE_DAYS requests), the live price in the base, then the arithmetic. A scheduled day the
 * history lacks is skipped (said in the result), except today, bought at the live price.
 */
export async function runDca(request: DcaRequest, client: QueryClient): Promise<DcaCalculation> {
  const { coin, amount, frequency, start, end, base, today, locale = 'en' } = request;
  const dayText = (date: string) => formatLongDate(locale, date, 'UTC');
  const dates = purchaseDates(start, end, frequency);
  const last = dates[dates.length - 1];
  if (!last) throw new ExplainedError(msg`The start date must be before the end date.`);
  const first = FIRST_PRICE_DATES[coin.id];
  if (first && last < first) {
    const { name, symbol } = coin;
    const firstDate = dayText(first);
    throw new ExplainedError(
      msg`${name} (${symbol}) has no price before ${firstDate}, the first date available. Choose dates from ${firstDate} on.`,
    );
  }
  const from = first && start < first ? first : start;
  const [usd, current, fx] = await Promise.all([
    fetchUsdRange(client, coin.id, from, last),
    client.fetchQuery(currentPriceQuery(coin.id, base)),
    base === USD ? null : fetchFxSeries(client, base, from, last),
  ]);
  const usdPrices = new Map([...usd].map(([date, point]) => [date, point.price] as const));
  const prices = pricesInBase(usdPrices, fx?.rates ?? null);
  const todayAtLivePrice = last === today && !prices.has(today) && current.price > 0;
  if (todayAtLivePrice) prices.set(today, current.price);

  let result: DcaResult;
  try {
    result = calculateDca({ amount, dates, prices, currentPrice: current.price });
  } catch {
    const count = dates.length;
    const firstDay = dayText(dates[0]!);
    const lastDay = dayText(last);
    const name = coin.name;
    // Plain digits, no grouping (as the English text has it); the plural lets languages agree with the count.
    throw new ExplainedError(
      msg({
        message: plural(count, {
          one: `The one scheduled purchase, on ${firstDay}, has no price for ${name} in our history. Choose other dates.`,
          other: `None of the ${count} scheduled purchases from ${firstDay} to ${lastDay} has a price for ${name} in our history. Choose other dates.`,
        }),
      }),
    );
  }
  const boughtOn = dates.filter((d) => (prices.get(d) ?? 0) > 0 && !(todayAtLivePrice && d === today));
  const used = fx ? fxRatesUsed(boughtOn, fx.rates) : null;
  return {
    ...result,
    coinName: coin.name,
    coinSymbol: coin.symbol,
    base,
    amount,
    frequency,
    currentPrice: current.price,
    todayAtLivePrice,
    fx: fx && used ? { sources: fx.sources, ...used } : null,
    // The same days and prices calculateDca bought at (a scheduled day with a price).
    bought: dates.flatMap((date) => {
      const price = prices.get(date);
      if (price === undefined || !(price > 0) || !Number.isFinite(price)) return [];
      const live = todayAtLivePrice && date === today;
      return [
        { date, price, coins: amount / price, usd: live ? null : (usd.get(date) ?? null), fx: live ? null : (fx?.rates.get(date) ?? null) },
      ];
    }),
    currentAsOf: current.asOf,
    currentSource: current.provider,
  };
}
