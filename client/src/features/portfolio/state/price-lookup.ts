import type { QueryClient } from '@tanstack/react-query';
import { historicalFxQuery } from '@/lib/fx-queries';
import { historicalPriceQuery } from '@/lib/price-queries';

export type LookedUpPrice = { price: number; source: string; day: string };

/**
 * A coin's price in a fiat on a past day, for a transaction entered without one: the day's USD
 * price from the site's history times that day's rate of the fiat (as the calculator prices a
 * past day). Null when either is missing: the form then asks for the price.
 */
export async function lookUpPrice(client: QueryClient, coin: string, fiat: string, day: string): Promise<LookedUpPrice | null> {
  try {
    const usd = await client.fetchQuery({ ...historicalPriceQuery(coin, day), retry: 1 });
    if (!(usd.price > 0)) return null;
    if (fiat === 'usd') return { price: usd.price, source: usd.source, day };
    const fx = await client.fetchQuery({ ...historicalFxQuery(fiat, day, day), retry: 1 });
    const rate = fx.points.find((point) => point.date === day);
    if (!rate) return null;
    return { price: usd.price * rate.perUsd, source: `${usd.source}; ${rate.source} (${rate.rateDate})`, day };
  } catch {
    return null;
  }
}
