import { msg } from '@lingui/core/macro';
import { formatLongDate } from '@shared/format';
import type { Locale } from '@shared/i18n/locales';
import type { QueryClient } from '@tanstack/react-query';
import { ExplainedError } from '@/lib/api-error';
import { fetchFxSeries } from '@/lib/fx-queries';
import { currentPriceQuery, historicalPriceQuery } from '@/lib/price-queries';
import { calculateProfit, type ProfitResult } from './calculate';
import { USD } from './money';

export type CalculationRequest = {
  coin: { id: string; name: string; symbol: string };
  amount: number;
  buyDate: string;
  sellDate: string;
  feePercent: number;
  today: string;
  /** Fiat id of the base currency; USD when absent. */
  base?: string;
  /** The page's locale, for the dates in a message; English when absent. */
  locale?: Locale;
  /** Asked from the What If tab (named so in the export). */
  whatIf?: boolean;
};

export type FxUsed = { date: string; perUsd: number; rateDate: string; source?: string };

/** The product spec's calculation result, plus fees and where the prices came from. */
export type CalculationResult = ProfitResult & {
  initialPrice: number;
  finalPrice: number;
  initialDate: string;
  finalDate: string;
  /** The base currency's code, upper case ('USD'). */
  currency: string;
  /** Its fiat id ('usd'). */
  base: string;
  coinName: string;
  coinSymbol: string;
  feePercent: number;
  /** The sell price is the live price (sell date = today). */
  finalIsCurrent: boolean;
  /** Asked from the What If tab. */
  whatIf: boolean;
  /**
   * For a base other than USD: the rate per USD applied on the purchase date, and on the sale
   * date unless the sale is at the live price (`sell` null).
   */
  fx: { sources: string[]; buy: FxUsed; sell: FxUsed | null } | null;
  /**
   * Where each price came from, for the export (decision 020): the amount entered, the USD prices and
   * their sources (the sale's null when it is the live price in the base), the live price's time.
   */
  provenance: {
    amount: number;
    buyUsd: { price: number; source: string };
    sellUsd: { price: number; source: string } | null;
    live: { asOf: string; source: string } | null;
  };
};

/** The base's rate per USD on `date`, as /api/historical-fx gives it. */
async function fxOn(client: QueryClient, base: string, date: string, locale: Locale): Promise<{ rate: FxUsed; sources: string[] }> {
  const series = await fetchFxSeries(client, base, date, date);
  const rate = series.rates.get(date);
  const code = base.toUpperCase();
  if (!rate) {
    const day = formatLongDate(locale, date, 'UTC');
    throw new ExplainedError(msg`No ${code} exchange rate is available for ${day}. Choose another date, or USD.`);
  }
  return { rate: { date, ...rate }, sources: series.sources };
}

/**
 * Prices on both dates (the current price for today), then the arithmetic. In another base, a
 * historical price is the USD price × that day's rate per USD; today's is the live price in it.
 */
export async function runCalculation(request: CalculationRequest, client: QueryClient): Promise<CalculationResult> {
  const { coin, amount, buyDate, sellDate, feePercent, today, base = USD, locale = 'en', whatIf = false } = request;
  const finalIsCurrent = sellDate >= today;
  const inUsd = base === USD;
  const [buy, sell, buyFx, sellFx] = await Promise.all([
    client.fetchQuery(historicalPriceQuery(coin.id, buyDate)),
    finalIsCurrent ? client.fetchQuery(currentPriceQuery(coin.id, base)) : client.fetchQuery(historicalPriceQuery(coin.id, sellDate)),
    inUsd ? null : fxOn(client, base, buyDate, locale),
    inUsd || finalIsCurrent ? null : fxOn(client, base, sellDate, locale),
  ]);
  const buyPrice = buy.price * (buyFx?.rate.perUsd ?? 1);
  const sellPrice = sell.price * (sellFx?.rate.perUsd ?? 1);
  if (!(buyPrice > 0)) {
    const name = coin.name;
    const buyDay = formatLongDate(locale, buyDate, 'UTC');
    throw new ExplainedError(msg`The price of ${name} on ${buyDay} was zero, so no return can be computed. Choose a later purchase date.`);
  }
  return {
    ...calculateProfit({ amount, buyPrice, sellPrice, feePercent }),
    initialPrice: buyPrice,
    finalPrice: sellPrice,
    initialDate: buyDate,
    finalDate: finalIsCurrent ? today : sellDate,
    currency: base.toUpperCase(),
    base,
    coinName: coin.name,
    coinSymbol: coin.symbol,
    feePercent,
    finalIsCurrent,
    whatIf,
    fx: buyFx
      ? { sources: [...new Set([...buyFx.sources, ...(sellFx?.sources ?? [])])], buy: buyFx.rate, sell: sellFx?.rate ?? null }
      : null,
    provenance: {
      amount,
      buyUsd: { price: buy.price, source: buy.source },
      sellUsd: 'source' in sell ? { price: sell.price, source: sell.source } : null,
      live: 'provider' in sell ? { asOf: sell.asOf, source: sell.provider } : null,
    },
  };
}
