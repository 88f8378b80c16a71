import { SYMBOL_ALIASES } from '@shared/currencies/symbol-aliases';
import type { CoinContent, CoinContentInput } from '@shared/schemas/content';

/** One lazy chunk per coin: a visitor of one coin page downloads only that coin's text. */
const loaders = import.meta.glob<{ default: CoinContentInput }>('./data/coins/*.ts');

/**
 * A coin's guide by any of its URL tickers: the guide's own (rndr) or another alias of the same
 * coin (render, the ticker its canonical page uses since the rename).
 */
function loaderFor(ticker: string) {
  const t = ticker.toLowerCase();
  const direct = loaders[`./data/coins/${t}.ts`];
  const coin = SYMBOL_ALIASES[t];
  if (direct || !coin) return direct;
  const sibling = Object.keys(SYMBOL_ALIASES).find((alias) => SYMBOL_ALIASES[alias] === coin && loaders[`./data/coins/${alias}.ts`]);
  return sibling ? loaders[`./data/coins/${sibling}.ts`] : undefined;
}

export function hasCoinContent(ticker: string): boolean {
  return loaderFor(ticker) !== undefined;
}

export async function loadCoinContent(ticker: string): Promise<CoinContent | null> {
  const load = loaderFor(ticker);
  if (!load) return null;
  // The schema (full zod) loads with the first coin text the browser itself fetches; pages
  // rendered on the server arrive with their text already parsed.
  const [{ CoinContentSchema }, data] = await Promise.all([import('@shared/schemas/content'), load()]);
  return CoinContentSchema.parse(data.default);
}
