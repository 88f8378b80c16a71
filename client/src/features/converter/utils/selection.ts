import { DEFAULT_FROM_ID, DEFAULT_TO_CRYPTO_ID, DEFAULT_TO_FIAT_ID } from '@shared/currencies/default-ids';
import { resolveFromTicker, resolveToTicker } from '@shared/currencies/resolve-currency';
import { coinsWithSymbol } from '@shared/currencies/ticker-collisions';
import type { ConversionType } from '@shared/schemas/convert';
import type { Currency } from '@shared/schemas/currency';

export type Lists = { cryptos: readonly Currency[]; fiats: readonly Currency[] };
export type Selection = {
  from: Currency;
  to: Currency;
  unresolved: string[];
  /** Per side, the other currencies whose symbol is the URL's ticker, biggest market cap first. */
  alternatives: { from: Currency[]; to: Currency[] };
};

function byId(lists: Lists, id: string): Currency {
  const found = lists.cryptos.find((c) => c.id === id) ?? lists.fiats.find((c) => c.id === id);
  return found ?? lists.cryptos[0] ?? lists.fiats[0]!;
}

/** The currencies that share the URL's ticker as their symbol with the one it resolved to. */
function alternativesFor(ticker: string | undefined, chosen: Currency, lists: Lists): Currency[] {
  if (!ticker) return [];
  const list = chosen.type === 'fiat' ? lists.fiats : lists.cryptos;
  return coinsWithSymbol(list, ticker).filter((c) => c.id !== chosen.id);
}

/**
 * The product spec's resolution: the URL's tickers to currencies. A ticker that matches nothing keeps the
 * default selection and is reported in `unresolved`, so the page can say so. A ticker that is
 * the symbol of several coins resolves to one (alias, else the biggest market cap) and lists
 * the others in `alternatives`; an id ticker (/tokamak-network-to-usd) names one coin, so none.
 */
export function resolveSelection(fromTicker: string | undefined, toTicker: string | undefined, lists: Lists): Selection {
  const unresolved: string[] = [];
  const foundFrom = fromTicker ? resolveFromTicker(fromTicker, lists.cryptos, lists.fiats) : undefined;
  if (fromTicker && !foundFrom) unresolved.push(fromTicker);
  const foundTo = toTicker ? resolveToTicker(toTicker, lists.cryptos, lists.fiats) : undefined;
  if (toTicker && !foundTo) unresolved.push(toTicker);
  return {
    from: foundFrom ?? byId(lists, DEFAULT_FROM_ID),
    to: foundTo ?? byId(lists, DEFAULT_TO_FIAT_ID),
    unresolved,
    alternatives: {
      from: foundFrom ? alternativesFor(fromTicker, foundFrom, lists) : [],
      to: foundTo ? alternativesFor(toTicker, foundTo, lists) : [],
    },
  };
}

/** The product spec: crypto-to-crypto when both sides are crypto, otherwise crypto-to-fiat. */
export function conversionTypeOf(from: Currency, to: Currency): ConversionType {
  return from.type === 'crypto' && to.type === 'crypto' ? 'crypto-to-crypto' : 'crypto-to-fiat';
}

/**
 * The product spec's tab change: the destination resets to USD (crypto-to-fiat) or Ethereum
 * (crypto-to-crypto); Bitcoin stands in when the source already is Ethereum.
 */
export function pairForType(from: Currency, to: Currency, type: ConversionType, lists: Lists): { from: Currency; to: Currency } {
  if (type === 'crypto-to-fiat') {
    const source = from.type === 'crypto' ? from : to;
    return { from: source, to: byId(lists, DEFAULT_TO_FIAT_ID) };
  }
  const source = from.type === 'crypto' ? from : to.type === 'crypto' ? to : byId(lists, DEFAULT_FROM_ID);
  const target = byId(lists, source.id === DEFAULT_TO_CRYPTO_ID ? DEFAULT_FROM_ID : DEFAULT_TO_CRYPTO_ID);
  return { from: source, to: target };
}

/** A picker offers the list of its currency's own kind (a fiat side keeps offering fiats). */
export function pickerOptions(current: Currency, lists: Lists): readonly Currency[] {
  return current.type === 'fiat' ? lists.fiats : lists.cryptos;
}

/**
 * Case-insensitive search on name or symbol (the product spec), best matches first: exact symbol, symbol
 * prefix, name prefix, then any other match; each group keeps the list's market-cap order.
 * `nameOf` gives the name the page shows (a fiat currency's in the page's language); the list's
 * own name matches too.
 */
export function filterCurrencies(list: readonly Currency[], search: string, nameOf?: (currency: Currency) => string): readonly Currency[] {
  const q = search.trim().toLowerCase();
  if (!q) return list;
  const rank = (c: Currency): number => {
    const symbol = c.symbol.toLowerCase();
    const names = [c.name.toLowerCase()];
    const shown = nameOf?.(c).toLowerCase();
    if (shown !== undefined && shown !== names[0]) names.unshift(shown);
    if (symbol === q) return 0;
    if (symbol.startsWith(q)) return 1;
    if (names.some((name) => name.startsWith(q))) return 2;
    return symbol.includes(q) || names.some((name) => name.includes(q)) ? 3 : -1;
  };
  return list
    .map((currency, index) => ({ currency, index, rank: rank(currency) }))
    .filter((x) => x.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((x) => x.currency);
}
