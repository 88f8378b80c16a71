import { deferredModule } from '@/components/deferred-part';

/**
 * The header's and footer's HTML is the server's until the visitor first uses the page: their
 * links work without code, and a tap on the theme, language or menu button given before the code
 * has come is held and done once it has (components/deferred-part.tsx).
 */
const chrome = deferredModule('site-chrome', () => import('./site-chrome'));

export const SiteHeader = chrome.part((m) => m.SiteHeader);
export const SiteFooter = chrome.part((m) => m.SiteFooter);
