import { LOCALES, type Locale } from '@shared/i18n/locales';
import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query';
import { ARTICLE_NAMES, type ArticleName, loadArticle, loadEthGuide, loadFixedAmountArticles } from './articles';
import { contentQueryOptions } from './components/prose';
import { loadCoinContent } from './registry';

/** The page text's queries: one place for their keys and loaders, used by the sections and by bundled-content.ts. */

export const articleQuery = (name: ArticleName, locale: Locale) =>
  queryOptions({ queryKey: ['article', name, locale], queryFn: () => loadArticle(name, locale), ...contentQueryOptions });

export const coinContentQuery = (ticker: string, locale: Locale) =>
  queryOptions({ queryKey: ['coin-content', ticker, locale], queryFn: () => loadCoinContent(ticker, locale), ...contentQueryOptions });

export const ethGuideQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['eth-guide', locale], queryFn: () => loadEthGuide(locale), ...contentQueryOptions });

export const fixedAmountArticlesQuery = (ticker: string, locale: Locale) =>
  queryOptions({
    queryKey: ['fixed-amount-articles', ticker, locale],
    queryFn: () => loadFixedAmountArticles(ticker, locale),
    ...contentQueryOptions,
  });

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
const isArticleName = (value: unknown): value is ArticleName => ARTICLE_NAMES.includes(value as ArticleName);
const isTicker = (value: unknown): value is string => typeof value === 'string' && /^[a-z0-9-]{1,32}$/.test(value);

/**
 * Loads the query a key names into the cache, rebuilt from the key alone (a page's data names its
 * text queries by key); rejects if it cannot be loaded, nothing for a key that names none.
 */
export async function fetchContent(queryClient: QueryClient, key: QueryKey): Promise<void> {
  const [root, first, second] = key;
  if (root === 'article' && isArticleName(first) && isLocale(second)) await queryClient.fetchQuery(articleQuery(first, second));
  else if (root === 'coin-content' && isTicker(first) && isLocale(second)) await queryClient.fetchQuery(coinContentQuery(first, second));
  else if (root === 'eth-guide' && isLocale(first)) await queryClient.fetchQuery(ethGuideQuery(first));
  else if (root === 'fixed-amount-articles' && isTicker(first) && isLocale(second)) {
    await queryClient.fetchQuery(fixedAmountArticlesQuery(first, second));
  }
}
