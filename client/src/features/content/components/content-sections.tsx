import { useQuery } from '@tanstack/react-query';
import { type ArticleName, loadArticle, loadFixedAmountArticles } from '../articles';
import { hasCoinContent, loadCoinContent } from '../registry';
import { ArticleView } from './article-view';
import { CoinContentCard } from './coin-content-card';
import { EthGuide } from './eth-guide';
import { GenericPairBlock } from './generic-pair-block';
import { ContentPending, contentQueryOptions } from './prose';

export function ArticleBlock({ name, headingLevel = 2 }: { name: ArticleName; headingLevel?: 1 | 2 }) {
  const query = useQuery({ queryKey: ['article', name], queryFn: () => loadArticle(name), ...contentQueryOptions });
  return query.data ? <ArticleView article={query.data} headingLevel={headingLevel} /> : <ContentPending query={query} />;
}

/** Spec §2: a coin page (/{ticker}-to-usd) shows the coin's guide; any other pair the generic block. */
export function PairContent({ fromTicker, toTicker }: { fromTicker: string; toTicker: string }) {
  const from = fromTicker.toLowerCase();
  const isCoinPage = toTicker.toLowerCase() === 'usd' && hasCoinContent(from);
  const query = useQuery({
    queryKey: ['coin-content', from],
    queryFn: () => loadCoinContent(from),
    enabled: isCoinPage,
    ...contentQueryOptions,
  });
  if (!isCoinPage) return <GenericPairBlock fromTicker={fromTicker} toTicker={toTicker} />;
  return (
    <>
      {query.data ? <CoinContentCard content={query.data} /> : <ContentPending query={query} />}
      {from === 'btc' && <ArticleBlock name="btcGuide" />}
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
  const ticker = fromTicker.toLowerCase();
  const query = useQuery({
    queryKey: ['fixed-amount-articles', ticker],
    queryFn: () => loadFixedAmountArticles(ticker),
    ...contentQueryOptions,
  });
  const data = query.data;
  if (!data) return <ContentPending query={query} />;
  return (
    <>
      <ArticleView article={data.article} />
      {ticker === 'eth' && amount === 1 && <ArticleView article={data.ethOne} />}
      {ticker === 'eth' && amount === 0.5 && <ArticleView article={data.ethHalf} />}
    </>
  );
}
