import { KNOWN_FIATS } from '@shared/currencies/fiat-currencies';
import type { Locale } from '@shared/i18n/locales';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '@/hooks/use-locale';
import { type ArticleName, LEGAL_ARTICLES } from '../articles';
import { articleQuery, coinContentQuery, fixedAmountArticlesQuery } from '../content-queries';
import { hasCoinContent } from '../registry';
import { ArticleView } from './article-view';
import { CoinContentCard } from './coin-content-card';
import { EthGuide } from './eth-guide';
import { GenericPairBlock } from './generic-pair-block';
import { ContentPending } from './prose';

/** The guides are written for these; an unfinished translation stands in English, marked so. */
const GUIDE_ARTICLES: ReadonlySet<ArticleName> = new Set(['btcGuide', 'calculatorGuide']);

export function ArticleBlock({ name, headingLevel = 2 }: { name: ArticleName; headingLevel?: 1 | 2 }) {
  const locale = useLocale();
  const query = useQuery(articleQuery(name, locale));
  const note = LEGAL_ARTICLES.has(name) ? 'legal' : GUIDE_ARTICLES.has(name) ? 'guide' : 'article';
  return query.data ? (
    <ArticleView article={query.data} headingLevel={headingLevel} lang={query.data.lang} note={note} />
  ) : (
    <ContentPending query={query} />
  );
}

/**
 * Whether a pair page shows its coin's guide. English keeps the product spec's rule: only /{ticker}-to-usd. In
 * other languages a reader converts to their own money, so any fiat target does (/de/btc-to-eur).
 */
function showsCoinGuide(locale: Locale, from: string, to: string): boolean {
  if (!hasCoinContent(from)) return false;
  return locale === 'en' ? to === 'usd' : KNOWN_FIATS.some((fiat) => fiat.id === to);
}

/** The product spec: a coin page shows the coin's guide (with the BTC and ETH guides); any other pair the generic block. */
export function PairContent({ fromTicker, toTicker }: { fromTicker: string; toTicker: string }) {
  const locale = useLocale();
  const from = fromTicker.toLowerCase();
  const to = toTicker.toLowerCase();
  const isCoinPage = showsCoinGuide(locale, from, to);
  const query = useQuery({ ...coinContentQuery(from, locale), enabled: isCoinPage });
  if (!isCoinPage) return <GenericPairBlock fromTicker={fromTicker} toTicker={toTicker} />;
  return (
    <>
      {query.data ? (
        <CoinContentCard content={query.data} target={toTicker.toUpperCase()} lang={query.data.lang} />
      ) : (
        <ContentPending query={query} />
      )}
      {/* The BTC guide walks through BTC to USD: on /de/btc-to-eur it would be about another pair. */}
      {from === 'btc' && to === 'usd' && <ArticleBlock name="btcGuide" />}
      {from === 'eth' && <EthGuide />}
    </>
  );
}

/** The home page: the description block, the long article and the BTC guide. */
export function HomeContent() {
  return (
    <>
      <ArticleBlock name="description" />
      <ArticleBlock name="home" />
      <ArticleBlock name="btcGuide" />
    </>
  );
}

/** A fixed-amount page's article (coin-specific or generic), plus the 1 ETH and 0.5 ETH blocks. */
export function FixedAmountContent({ fromTicker, amount }: { fromTicker: string; amount: number }) {
  const locale = useLocale();
  const ticker = fromTicker.toLowerCase();
  const query = useQuery(fixedAmountArticlesQuery(ticker, locale));
  const data = query.data;
  if (!data) return <ContentPending query={query} />;
  // Shown in English: the first block says so; the ETH block right after it is only marked.
  return (
    <>
      <ArticleView article={data.article} lang={data.lang} />
      {ticker === 'eth' && amount === 1 && <ArticleView article={data.ethOne} lang={data.lang} note={false} />}
      {ticker === 'eth' && amount === 0.5 && <ArticleView article={data.ethHalf} lang={data.lang} note={false} />}
    </>
  );
}
