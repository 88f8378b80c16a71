import type { Locale } from '@shared/i18n/locales';
import { SYMBOL_ALIASES } from '@shared/currencies/symbol-aliases';
import type { CoinContent, CoinContentInput } from '@shared/schemas/content';

/** Content with the language it is written in: the page's, or English where no translation exists. */
export type Localized<T> = T & { lang: Locale };

/**
 * One lazy chunk per coin and language: a visitor of one coin page downloads only that coin's
 * text in that page's language. The translations' folder layout decides what exists (decision 017).
 * Only the default export: a JSON module's named exports (one per key) would ship in every chunk.
 * The `*.source.json` beside each translation (fingerprints of the English it was translated
 * from) is for scripts/i18n-status.ts only and never joins the bundle.
 */
const loaders = import.meta.glob<CoinContentInput>('./*.json', { base: './data/coins', import: 'default' });
const translations = import.meta.glob<CoinContentInput>(['./*/coins/*.json', '!**/*.source.json'], {
  base: './data/locales',
  import: 'default',
});

/**
 * A coin's guide file by any of its URL tickers: the guide's own (rndr) or another alias of the
 * same coin (render, the ticker its canonical page uses; decision 005).
 */
function guideFile(ticker: string): string | undefined {
  const t = ticker.toLowerCase();
  if (loaders[`./${t}.json`]) return t;
  const coin = SYMBOL_ALIASES[t];
  if (!coin) return undefined;
  return Object.keys(SYMBOL_ALIASES).find((alias) => SYMBOL_ALIASES[alias] === coin && loaders[`./${alias}.json`]);
}

export function hasCoinContent(ticker: string): boolean {
  return guideFile(ticker) !== undefined;
}

/** A coin's guide in `locale`, else in English (`lang` says which); null for a coin without one. */
export async function loadCoinContent(ticker: string, locale: Locale): Promise<Localized<CoinContent> | null> {
  const file = guideFile(ticker);
  if (!file) return null;
  const translated = locale === 'en' ? undefined : translations[`./${locale}/coins/${file}.json`];
  const load = translated ?? loaders[`./${file}.json`]!;
  // The schema (full zod) loads with the first coin text the browser itself fetches; pages
  // rendered on the server arrive with their text already parsed.
  const [{ CoinContentSchema }, data] = await Promise.all([import('@shared/schemas/content'), load()]);
  return { ...CoinContentSchema.parse(data), lang: translated ? locale : 'en' };
}
