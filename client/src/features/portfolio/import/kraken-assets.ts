import type { AssetResolver } from './import-types';

/**
 * Kraken's asset codes and trading pairs as the site's symbols know them. Kraken has used three
 * spellings over the years: legacy 4-letter codes with an X (coin) or Z (fiat) prefix ("XXBT",
 * "ZUSD"), plain codes ("BTC", "USD"), and balance suffixes for staked or earning funds ("DOT.S").
 */

/** The 3-letter codes older files prefix with X or Z (XXBT, XETH, XXDG, ZUSD); only these lose the prefix. */
const LEGACY = new Set([
  'XBT',
  'XDG',
  'ETH',
  'ETC',
  'LTC',
  'MLN',
  'REP',
  'XLM',
  'XMR',
  'XRP',
  'ZEC',
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'JPY',
  'AUD',
  'CHF',
]);

/** Kraken's own names for coins the rest of the world spells differently (ETH2 was staked ether). */
const ALIASES = new Map([
  ['XBT', 'BTC'],
  ['XDG', 'DOGE'],
  ['ETH2', 'ETH'],
]);

/** Staked (.S), opt-in rewards (.M), flexible/earn (.F), bonded (.B) and parachain (.P) balances of the same asset. */
const BALANCE_SUFFIX = /\.[SMFBP]$/;

/** "XXBT" → "BTC", "DOT.S" → "DOT", "ZUSD" → "USD", "XXDG" → "DOGE", "BTC" → "BTC". */
export function krakenSymbol(code: string): string {
  let symbol = code.trim().toUpperCase().replace(BALANCE_SUFFIX, '');
  if (symbol.length === 4 && /^[XZ]/.test(symbol) && LEGACY.has(symbol.slice(1))) symbol = symbol.slice(1);
  return ALIASES.get(symbol) ?? symbol;
}

/** What a Kraken asset code means to the site, or null when it is not known. */
export function resolveKraken(code: string, resolve: AssetResolver): string | null {
  const symbol = krakenSymbol(code);
  const found = resolve(symbol);
  if (found !== null) return found;
  // Bonded staking balances carry their lock period in days: DOT28.S, KAVA21.S, SOL03.S.
  const bare = symbol.replace(/\d+$/, '');
  return BALANCE_SUFFIX.test(code.trim().toUpperCase()) && bare !== symbol && bare !== '' ? resolve(bare) : null;
}

/** Quote currencies a pair may end with ("SOLEUR", "XBTUSDT", "ETHXBT"). */
const QUOTES = ['USDT', 'USDC', 'USD', 'EUR', 'GBP', 'XBT', 'ETH', 'CAD', 'JPY', 'CHF', 'AUD'];
/** Legacy spellings of the same quotes (USDTZUSD, XTZXXBT), tried only after the plain ones. */
const LEGACY_QUOTES = ['ZUSD', 'ZEUR', 'ZGBP', 'ZCAD', 'ZJPY', 'ZCHF', 'ZAUD', 'XXBT', 'XETH'];

/**
 * The ways a pair can split into base and quote, likeliest first: "XBT/USD"; legacy 8-letter
 * pairs ("XXBTZUSD", "XETHXXBT"); then a known quote at the end ("SOLEUR", "ETHXBT"). A pair
 * such as "XTZEUR" splits two ways (XTZ+EUR, XT+ZEUR): the caller keeps the first whose two
 * sides both resolve.
 */
export function pairSplits(pair: string): Array<[base: string, quote: string]> {
  const text = pair.trim().toUpperCase();
  if (text.includes('/')) {
    const [base = '', quote = ''] = text.split('/');
    return base && quote ? [[base, quote]] : [];
  }
  const splits: Array<[string, string]> = [];
  if (/^X[A-Z]{3}[XZ][A-Z]{3}$/.test(text) && LEGACY.has(text.slice(1, 4)) && LEGACY.has(text.slice(5))) {
    splits.push([text.slice(0, 4), text.slice(4)]);
  }
  for (const quote of [...QUOTES, ...LEGACY_QUOTES]) {
    if (text.length > quote.length && text.endsWith(quote)) splits.push([text.slice(0, -quote.length), quote]);
  }
  return splits;
}

export type ResolvedPair = { base: string; quote: string };

/** The pair's two sides resolved, or the file's code the site does not know (the pair itself when it cannot be split). */
export function resolvePair(pair: string, resolve: AssetResolver): ResolvedPair | { unknown: string } {
  const splits = pairSplits(pair);
  for (const [base, quote] of splits) {
    const b = resolveKraken(base, resolve);
    const q = resolveKraken(quote, resolve);
    if (b !== null && q !== null) return { base: b, quote: q };
  }
  const first = splits[0];
  if (!first) return { unknown: pair };
  return { unknown: resolveKraken(first[0], resolve) === null ? first[0] : first[1] };
}
