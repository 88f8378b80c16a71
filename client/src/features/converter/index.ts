export { ConverterCard } from './components/converter-card';
export { FixedAmountSummary } from './components/fixed-amount-summary';
export type { QuoteInfo } from './hooks/use-converter';
