export { ArticleBlock, FixedAmountContent, HomeContent, PairContent } from './components/content-sections';
export { hasCoinContent } from './registry';
