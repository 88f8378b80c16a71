import type { CoinContent, CoinContentInput } from '@shared/schemas/content';

/** One lazy chunk per coin: a visitor of one coin page downloads only that coin's text. */
const loaders = import.meta.glob<{ default: CoinContentInput }>('./data/coins/*.ts');

function loaderFor(ticker: string) {
  return loaders[`./data/coins/${ticker.toLowerCase()}.ts`];
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
