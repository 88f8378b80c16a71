import { type Article, ArticleSchema, type ArticleInput } from '@shared/schemas/content';

/** Each article is its own chunk, loaded by the page that shows it. */
export const articleLoaders = {
  home: () => import('./data/articles/home-article'),
  description: () => import('./data/articles/converter-description'),
  btcGuide: () => import('./data/articles/btc-usd-guide'),
  calculatorGuide: () => import('./data/articles/calculator-guide'),
  about: () => import('./data/articles/about'),
  privacy: () => import('./data/articles/privacy'),
  terms: () => import('./data/articles/terms'),
  disclaimer: () => import('./data/articles/disclaimer'),
} satisfies Record<string, () => Promise<{ default: ArticleInput }>>;

export type ArticleName = keyof typeof articleLoaders;

export async function loadArticle(name: ArticleName): Promise<Article> {
  return ArticleSchema.parse((await articleLoaders[name]()).default);
}

export async function loadEthGuide() {
  const mod = (await import('./data/articles/eth-guide')).default;
  return {
    about: ArticleSchema.parse(mod.about),
    conversion: ArticleSchema.parse(mod.conversion),
    investing: ArticleSchema.parse(mod.investing),
    history: ArticleSchema.parse(mod.history),
    faq: ArticleSchema.parse(mod.faq),
  };
}

export async function loadFixedAmountArticles(ticker: string) {
  const mod = (await import('./data/articles/fixed-amount')).default;
  const coins = mod.coins as Record<string, ArticleInput>;
  return {
    article: ArticleSchema.parse(coins[ticker] ?? mod.generic),
    ethOne: ArticleSchema.parse(mod.ethOne),
    ethHalf: ArticleSchema.parse(mod.ethHalf),
  };
}
