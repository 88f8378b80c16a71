export { ConverterCard } from './components/converter-card';
export {
  LazyFixedAmountSummary as FixedAmountSummary,
  preloadFixedAmountSummary,
  preloadStaleNotice,
  STALE_NOTICE_SELECTOR,
} from './components/lazy-on-demand';
export { CoinMarketData, PairChartSection } from './components/deferred-parts';
export type { QuoteInfo } from './hooks/use-converter';
export { LazyPairSuggestions, preloadPairSuggestions } from './components/lazy-pair-suggestions';
export { preloadExchangeQuote } from './components/lazy-exchange-quote';
export { preloadTickerChooser, TICKER_NOTE_SELECTOR } from './components/lazy-ticker-chooser';
