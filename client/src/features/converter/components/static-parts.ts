// What a converter page shows below or beside the converter without needing code until it is
// used: one chunk, loaded at the visitor's first sign of use (deferred-parts.tsx).
export { CoinMarketData } from './coin-market-data';
export { PairChartSection } from './pair-chart/pair-chart-section';
export { PopularBtcTable } from './popular-btc-table';
export { QuickAmountTables } from './quick-amount-tables';
