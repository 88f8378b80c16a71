import type { Article, ArticleInput } from '@shared/schemas/content';

/** Full zod loads only with content the browser fetches itself (see registry.ts). */
const articleSchema = async () => (await import('@shared/schemas/content')).ArticleSchema;

/** Each article is its own chunk, loaded by the page that shows it. */
export const articleLoaders = {
  home: () => import('./data/articles/home-article'),
  description: () => import('./data/articles/converter-description'),
  btcGuide: () => import('./data/articles/btc-usd-guide'),
  calculatorGuide: () => import('./data/articles/calculator-guide'),
  about: () => import('./data/articles/about'),
  methodology: () => import('./data/articles/methodology'),
  privacy: () => import('./data/articles/privacy'),
  terms: () => import('./data/articles/terms'),
  disclaimer: () => import('./data/articles/disclaimer'),
} satisfies Record<string, () => Promise<{ default: ArticleInput }>>;

export type ArticleName = keyof typeof articleLoaders;

export async function loadArticle(name: ArticleName): Promise<Article> {
  const [ArticleSchema, data] = await Promise.all([articleSchema(), articleLoaders[name]()]);
  return ArticleSchema.parse(data.default);
}

export async function loadEthGuide() {
  const [ArticleSchema, { default: mod }] = await Promise.all([articleSchema(), import('./data/articles/eth-guide')]);
  return {
    about: ArticleSchema.parse(mod.about),
    conversion: ArticleSchema.parse(mod.conversion),
    investing: ArticleSchema.parse(mod.investing),
    history: ArticleSchema.parse(mod.history),
    faq: ArticleSchema.parse(mod.faq),
  };
}

export async function loadFixedAmountArticles(ticker: string) {
  const [ArticleSchema, { default: mod }] = await Promise.all([articleSchema(), import('./data/articles/fixed-amount')]);
  const coins = mod.coins as Record<string, ArticleInput>;
  return {
    article: ArticleSchema.parse(coins[ticker] ?? mod.generic),
    ethOne: ArticleSchema.parse(mod.ethOne),
    ethHalf: ArticleSchema.parse(mod.ethHalf),
  };
}
