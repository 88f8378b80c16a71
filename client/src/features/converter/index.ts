export { ConverterCard } from './components/converter-card';
export { FixedAmountSummary } from './components/fixed-amount-summary';
export { PairChartSection } from './components/pair-chart/pair-chart-section';
export type { QuoteInfo } from './hooks/use-converter';
export { LazyPairSuggestions, preloadPairSuggestions } from './components/lazy-pair-suggestions';
export { preloadExchangeQuote } from './components/lazy-exchange-quote';
export { CoinMarketData } from './components/coin-market-data';
