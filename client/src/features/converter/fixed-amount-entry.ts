// The fixed-amount page's entry into this feature, apart from index.ts: every converter page
// imports index.ts in the first load, and the summary only fixed-amount pages show must not ride along.
export { FixedAmountSummary } from './components/fixed-amount-summary';
