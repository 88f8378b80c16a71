export { ConverterCard } from './components/converter-card';
export { FixedAmountSummary } from './components/fixed-amount-summary';
