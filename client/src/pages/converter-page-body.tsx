import { resolveFromTicker, resolveToTicker } from '@shared/currencies/resolve-currency';
import { CoinMarketData, ConverterCard, LazyPairSuggestions, PairChartSection } from '@/features/converter';
import { HomeContent, PairContent } from '@/features/content';
import { AlertLine } from '@/features/alerts';
import { DEFAULT_FROM_ID, DEFAULT_TO_FIAT_ID } from '@shared/currencies/default-ids';
import type { Currency } from '@shared/schemas/currency';
import { useSearch } from 'wouter';
import { useReportPageWhenRateLoads } from '@/hooks/use-report-page';
import { usePageQuote } from '@/hooks/use-page-quote';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { useCurrencyLists } from '@/lib/currencies-query';

export type ConverterPageProps = { fromTicker?: string; toTicker?: string };

/**
 * Home and pair pages: the converter for the URL's pair, then the pair's chart and guide or the
 * home article. A pair naming a currency we do not list shows the default converter and
 * suggestions instead (the server answers it 404).
 */
export function ConverterPageBody({ fromTicker, toTicker }: ConverterPageProps) {
  const [quote, setQuote] = usePageQuote();
  useRouteMeta(quote ?? {});
  useReportPageWhenRateLoads(quote && !('unknownPair' in quote) ? quote : undefined);
  const lists = useCurrencyLists();
  const search = useSearch();
  const pair = fromTicker && toTicker ? { fromTicker, toTicker } : undefined;
  const from = pair && lists && resolveFromTicker(pair.fromTicker, lists.cryptos, lists.fiats);
  const to = pair && lists && resolveToTicker(pair.toTicker, lists.cryptos, lists.fiats);
  const unknown = pair !== undefined && lists !== undefined && (!from || !to);
  const coin = unknown ? undefined : [from, to].find((c) => c?.type === 'crypto');
  // Known while rendering on the server too (the lists are), so the line takes its place without a shift.
  const alertPair = unknown || !lists ? undefined : pair ? (from && to ? { from, to } : undefined) : defaultPair(lists);
  const alertRate =
    quote && !('unknownPair' in quote) && alertPair && quote.from.id === alertPair.from.id && quote.to.id === alertPair.to.id
      ? quote.rate
      : undefined;
  return (
    <div className="flex flex-col gap-8 px-4 py-8 sm:py-12">
      <div className="mx-auto w-full max-w-content">
        <ConverterCard
          fromTicker={fromTicker}
          toTicker={toTicker}
          onQuote={setQuote}
          footer={alertPair && <AlertLine from={alertPair.from} to={alertPair.to} rate={alertRate} amount={alertAmount(search)} />}
        />
      </div>
      {pair && unknown && (
        <div className="mx-auto w-full max-w-content">
          <LazyPairSuggestions fromTicker={pair.fromTicker} toTicker={pair.toTicker} from={from} to={to} />
        </div>
      )}
      {pair && !unknown && (
        <div className="mx-auto w-full max-w-content">
          <PairChartSection fromTicker={pair.fromTicker} toTicker={pair.toTicker} />
        </div>
      )}
      {/* The pair's first crypto side (/usd-to-eth shows Ethereum's). */}
      {coin && <CoinMarketData coin={coin} />}
      {pair ? !unknown && <PairContent fromTicker={pair.fromTicker} toTicker={pair.toTicker} /> : <HomeContent />}
    </div>
  );
}

function defaultPair(lists: { cryptos: readonly Currency[]; fiats: readonly Currency[] }): { from: Currency; to: Currency } | undefined {
  const from = lists.cryptos.find((c) => c.id === DEFAULT_FROM_ID);
  const to = lists.fiats.find((c) => c.id === DEFAULT_TO_FIAT_ID);
  return from && to ? { from, to } : undefined;
}

/** The amount an alert starts from: the converter's (kept in the address as ?amount=), else 1. */
function alertAmount(search: string): number {
  const amount = Number(new URLSearchParams(search).get('amount'));
  return Number.isFinite(amount) && amount > 0 ? amount : 1;
}
