// The header and footer around every page: one chunk, loaded at the visitor's first sign of use (deferred-chrome.tsx).
export { SiteFooter } from './site-footer';
export { SiteHeader } from './site-header';
