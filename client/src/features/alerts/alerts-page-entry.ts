// The /alerts page's entry into this feature, apart from index.ts: the converter pages import
// index.ts (the alert line) in the first load, and the list's code must not ride along.
export { AlertsList } from './components/alerts-list';
