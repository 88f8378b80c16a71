import type { Currency } from '../schemas/currency';
import { SYMBOL_ALIASES } from './symbol-aliases';
import { coinsWithSymbol } from './ticker-collisions';

/**
 * Finds a currency in one list by URL ticker: alias table, then symbol (the biggest market cap
 * of the coins sharing it), then id. The alias pins win over market cap on purpose, so that a
 * bookmarked /ton-to-usd keeps showing Toncoin (docs/decisions/011).
 */
export function findByTicker(list: readonly Currency[], ticker: string): Currency | undefined {
  const t = ticker.trim().toLowerCase();
  if (!t) return undefined;
  const aliased = SYMBOL_ALIASES[t];
  if (aliased) {
    const byAlias = list.find((c) => c.id === aliased);
    if (byAlias) return byAlias;
  }
  return coinsWithSymbol(list, t)[0] ?? list.find((c) => c.id === t);
}

/** The product spec: the source side is a crypto ticker; a fiat one (as in /usd-to-btc) is accepted too. */
export function resolveFromTicker(ticker: string, cryptos: readonly Currency[], fiats: readonly Currency[]): Currency | undefined {
  return findByTicker(cryptos, ticker) ?? findByTicker(fiats, ticker);
}

/** The product spec: the target side is looked up in the fiat list first, then the crypto list. */
export function resolveToTicker(ticker: string, cryptos: readonly Currency[], fiats: readonly Currency[]): Currency | undefined {
  return findByTicker(fiats, ticker) ?? findByTicker(cryptos, ticker);
}

/**
 * The ticker a currency gets in a route: its lower-cased symbol, or the `urlTicker` the server
 * gave it when that symbol leads to another coin (see `withUrlTickers`).
 */
export function routeTicker(currency: Pick<Currency, 'symbol' | 'urlTicker'>): string {
  return currency.urlTicker ?? currency.symbol.toLowerCase();
}

/**
 * A list as the site serves it: every currency gets a ticker that resolves back to it. The
 * symbol where it does; otherwise (a smaller coin sharing a symbol, or one an alias shadows) the
 * id, then any alias of it, as `urlTicker`. A ticker containing "-to-" cannot be split out of a
 * pair path, so it never qualifies; a currency no ticker reaches is left out, since the pair
 * lives in the URL and picking it would show another coin.
 */
export function withUrlTickers(list: readonly Currency[]): Currency[] {
  const out: Currency[] = [];
  for (const currency of list) {
    const { urlTicker: _old, ...plain } = currency;
    const symbol = currency.symbol.toLowerCase();
    const aliases = Object.keys(SYMBOL_ALIASES).filter((key) => SYMBOL_ALIASES[key] === currency.id);
    const ticker = [symbol, currency.id.toLowerCase(), ...aliases].find(
      (t) => t && !t.includes('-to-') && findByTicker(list, t)?.id === currency.id,
    );
    if (ticker === undefined) continue;
    out.push(ticker === symbol ? plain : { ...plain, urlTicker: ticker });
  }
  return out;
}
