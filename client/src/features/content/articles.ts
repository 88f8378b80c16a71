import type { Locale } from '@shared/i18n/locales';
import type { Article } from '@shared/schemas/content';
import type { Localized } from './registry';

/** Full zod loads only with content the browser fetches itself (see registry.ts). */
const articleSchema = async () => (await import('@shared/schemas/content')).ArticleSchema;

/**
 * Each article is its own chunk per language, loaded by the page that shows it. What is
 * translated is what the locales' folders hold (decision 017), not a list kept here.
 */
const english = import.meta.glob<unknown>('./*.json', { base: './data/articles', import: 'default' });
// Not the fingerprint sidecars (`*.source.json`): tooling only, see registry.ts.
const translations = import.meta.glob<unknown>(['./*/articles/*.json', '!**/*.source.json'], { base: './data/locales', import: 'default' });

/** Article names as pages ask for them, and their files. */
const ARTICLE_FILES = {
  home: 'home-article',
  description: 'converter-description',
  btcGuide: 'btc-usd-guide',
  calculatorGuide: 'calculator-guide',
  about: 'about',
  methodology: 'methodology',
  privacy: 'privacy',
  terms: 'terms',
  disclaimer: 'disclaimer',
} as const;

export type ArticleName = keyof typeof ARTICLE_FILES;
export const ARTICLE_NAMES = Object.keys(ARTICLE_FILES) as ArticleName[];

/** The legal texts are published in English only: the English version is the one that applies. */
export const LEGAL_ARTICLES: ReadonlySet<ArticleName> = new Set(['privacy', 'terms', 'disclaimer']);

/** A content file in `locale` where one exists, else in English, and which of the two it is. */
async function loadFile(file: string, locale: Locale): Promise<{ data: unknown; lang: Locale }> {
  const translated = locale === 'en' ? undefined : translations[`./${locale}/articles/${file}.json`];
  const load = translated ?? english[`./${file}.json`];
  if (!load) throw new Error(`No content file ${file}`);
  return { data: await load(), lang: translated ? locale : 'en' };
}

export async function loadArticle(name: ArticleName, locale: Locale): Promise<Localized<Article>> {
  const [ArticleSchema, { data, lang }] = await Promise.all([
    articleSchema(),
    loadFile(ARTICLE_FILES[name], LEGAL_ARTICLES.has(name) ? 'en' : locale),
  ]);
  return { ...ArticleSchema.parse(data), lang };
}

export async function loadEthGuide(locale: Locale) {
  const [ArticleSchema, { data, lang }] = await Promise.all([articleSchema(), loadFile('eth-guide', locale)]);
  const mod = data as Record<'about' | 'conversion' | 'investing' | 'history' | 'faq', unknown>;
  return {
    about: ArticleSchema.parse(mod.about),
    conversion: ArticleSchema.parse(mod.conversion),
    investing: ArticleSchema.parse(mod.investing),
    history: ArticleSchema.parse(mod.history),
    faq: ArticleSchema.parse(mod.faq),
    lang,
  };
}

export async function loadFixedAmountArticles(ticker: string, locale: Locale) {
  const [ArticleSchema, { data, lang }] = await Promise.all([articleSchema(), loadFile('fixed-amount', locale)]);
  const mod = data as { generic: unknown; ethOne: unknown; ethHalf: unknown; coins: Record<string, unknown> };
  return {
    article: ArticleSchema.parse(Object.hasOwn(mod.coins, ticker) ? mod.coins[ticker] : mod.generic),
    ethOne: ArticleSchema.parse(mod.ethOne),
    ethHalf: ArticleSchema.parse(mod.ethHalf),
    lang,
  };
}
