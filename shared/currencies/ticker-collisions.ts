import type { Currency } from '../schemas/currency';

/**
 * The currencies of one list whose symbol is `ticker` (case-insensitive), biggest market cap
 * first. Coins without a known cap (bundled coins, catalogs stored before caps were kept) come
 * after those with one, in list order; catalog lists are already in market-cap order.
 */
export function coinsWithSymbol(list: readonly Currency[], ticker: string): Currency[] {
  const t = ticker.trim().toLowerCase();
  if (!t) return [];
  // Array.prototype.sort is stable, so equal (or unknown) caps keep the list's order.
  return list.filter((c) => c.symbol.toLowerCase() === t).sort((a, b) => (b.marketCap ?? -1) - (a.marketCap ?? -1));
}

/** Lower-cased symbols that more than one currency of the list carries. */
export function sharedSymbols(list: readonly Currency[]): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const c of list) {
    const s = c.symbol.toLowerCase();
    if (seen.has(s)) shared.add(s);
    else seen.add(s);
  }
  return shared;
}
