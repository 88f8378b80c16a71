import { matchRoute } from '@shared/routes';
import { type MetaContext, pageMetaFor, renderHeadTags } from '@shared/seo/page-meta';
import type { RatesService } from '../rates/rates-service';
import type { PairResolver } from './pair-resolver';

/** The <head> tags for a path: title, description (with the rate at render time), canonical… */
export type HeadRenderer = (pathname: string) => Promise<string>;

export function createHeadRenderer({ resolvePair, rates, siteUrl }: { resolvePair: PairResolver; rates: RatesService; siteUrl: string }): HeadRenderer {
  return async (pathname) => {
    const match = matchRoute(pathname);
    const ctx: MetaContext = { now: new Date() };
    const pair = await resolvePair(match);
    if (pair) {
      const { from, to } = pair;
      if (from && to) {
        ctx.from = from;
        ctx.to = to;
        try {
          const quote = await rates.quote(from, to);
          ctx.rate = quote.rate;
          ctx.asOf = quote.asOf;
        } catch {
          // No rate at all: the description simply goes without one.
        }
      } else {
        ctx.unknownPair = true;
      }
    }
    return renderHeadTags(pageMetaFor(match, ctx), siteUrl, ctx.now);
  };
}
