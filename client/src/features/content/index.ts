export { ArticleBlock, FixedAmountContent, HomeContent, PairContent } from './deferred-content';
