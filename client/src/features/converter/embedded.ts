// The framed widget's entry into this feature (decision 019), apart from index.ts: the converter pages
// import index.ts in the first load, and the widget's code must not ride along.
export { EmbeddedConverter } from './components/embedded/embedded-converter';
