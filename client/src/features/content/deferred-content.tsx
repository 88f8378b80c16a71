import { deferredModule } from '@/components/deferred-part';
import { loadBundledContent } from './bundled-content';
import { ContentSkeleton } from './components/prose';

/**
 * The editorial text below the converter is the page's largest piece of code (guides, FAQ
 * accordions, tabs) and the last thing a visitor reaches. The server renders it in full; the
 * browser keeps that HTML as it is and loads the code that makes it interactive at the visitor's
 * first sign of use, holding a tap or key given before then (components/deferred-part.tsx).
 */
const sections = deferredModule('page-text', async () => {
  // With the text the server rendered, which its data names but does not carry (bundled-content.ts).
  const [module] = await Promise.all([import('./components/content-sections'), loadBundledContent()]);
  return module;
});

// gap-[inherit]: the sections keep the page's own spacing, as if this box were not there.
const options = { fallback: <ContentSkeleton />, className: 'flex flex-col gap-[inherit]' };

export const ArticleBlock = sections.part((m) => m.ArticleBlock, options);
export const PairContent = sections.part((m) => m.PairContent, options);
export const HomeContent = sections.part((m) => m.HomeContent, options);
export const FixedAmountContent = sections.part((m) => m.FixedAmountContent, options);
