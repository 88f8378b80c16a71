import { deferredModule } from '@/components/deferred-part';

/**
 * The converter page's parts that are server-rendered HTML until used (tables of links, the
 * market figures, the chart's section): kept out of the page's first load, hydrated at the
 * visitor's first sign of use or when their figures change (components/deferred-part.tsx).
 */
const parts = deferredModule('converter-parts', () => import('./static-parts'));

export const CoinMarketData = parts.part((m) => m.CoinMarketData);
export const PairChartSection = parts.part((m) => m.PairChartSection);
export const PopularBtcTable = parts.part((m) => m.PopularBtcTable);
export const QuickAmountTables = parts.part((m) => m.QuickAmountTables);
