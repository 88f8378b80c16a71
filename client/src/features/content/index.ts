export { ArticleBlock, FixedAmountContent, HomeContent, PairContent } from './deferred-content';
export { LOADING_ARTICLE } from './components/prose';
