import type { Currency } from '../schemas/currency';
import { SYMBOL_ALIASES } from './symbol-aliases';

/** Finds a currency in one list by URL ticker: alias table, then symbol, then id. */
export function findByTicker(list: readonly Currency[], ticker: string): Currency | undefined {
  const t = ticker.trim().toLowerCase();
  if (!t) return undefined;
  const aliased = SYMBOL_ALIASES[t];
  if (aliased) {
    const byAlias = list.find((c) => c.id === aliased);
    if (byAlias) return byAlias;
  }
  // Lists are ordered by market cap, so the first symbol match is the biggest coin.
  return list.find((c) => c.symbol.toLowerCase() === t) ?? list.find((c) => c.id === t);
}

/** Spec §4: the source side is a crypto ticker; a fiat one (as in /usd-to-btc) is accepted too. */
export function resolveFromTicker(
  ticker: string,
  cryptos: readonly Currency[],
  fiats: readonly Currency[],
): Currency | undefined {
  return findByTicker(cryptos, ticker) ?? findByTicker(fiats, ticker);
}

/** Spec §4: the target side is looked up in the fiat list first, then the crypto list. */
export function resolveToTicker(
  ticker: string,
  cryptos: readonly Currency[],
  fiats: readonly Currency[],
): Currency | undefined {
  return findByTicker(fiats, ticker) ?? findByTicker(cryptos, ticker);
}

/** The ticker a currency gets in a route: its symbol, lower-cased. */
export function routeTicker(currency: Pick<Currency, 'symbol'>): string {
  return currency.symbol.toLowerCase();
}
