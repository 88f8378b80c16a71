export { ArticleBlock, FixedAmountContent, HomeContent, PairContent, preloadContent } from './deferred-content';
