import { resolveFromTicker, resolveToTicker } from '@shared/currencies/resolve-currency';
import type { RouteMatch } from '@shared/routes';
import type { Currency } from '@shared/schemas/currency';
import { publicCurrencyList } from './public-lists';
import type { CurrencyCatalog } from './currency-catalog';

/** A pair URL's tickers resolved as the page resolves them; a side that names nothing is absent. */
export type ResolvedPair = { from?: Currency | undefined; to?: Currency | undefined };

/** Resolves a pair route's tickers against the lists visitors get (null for any other route). */
export type PairResolver = (match: RouteMatch) => Promise<ResolvedPair | null>;

export function createPairResolver(catalog: CurrencyCatalog): PairResolver {
  return async (match) => {
    if (match.kind !== 'pair' && match.kind !== 'pair-amount') return null;
    // The lists as visitors get them: a coin whose symbol a bigger coin owns has its urlTicker.
    const [cryptos, fiats] = await Promise.all([catalog.cryptos(), catalog.fiats()]);
    const publicCryptos = publicCurrencyList(cryptos);
    const publicFiats = publicCurrencyList(fiats);
    return {
      from: resolveFromTicker(match.fromTicker, publicCryptos, publicFiats),
      to: resolveToTicker(match.toTicker, publicCryptos, publicFiats),
    };
  };
}

/**
 * The HTTP status of a page: 404 where the route table (decision 003) has no page, and for a pair whose
 * ticker names no currency (the page still offers the converter, but it is no page of its own:
 * answering 200 would be a soft 404 and let any URL put its words on this site).
 */
export async function pageStatus(match: RouteMatch, resolvePair: PairResolver): Promise<number> {
  if (match.kind === 'not-found') return 404;
  const pair = await resolvePair(match);
  return pair && (!pair.from || !pair.to) ? 404 : 200;
}
