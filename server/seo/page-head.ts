import { formatAmount, formatLongDate, formatRate, formatResult } from '@shared/format';
import { routeTicker } from '@shared/currencies/resolve-currency';
import { matchRoute } from '@shared/routes';
import { type MetaContext, pairCardPath, renderHeadTags, type SocialCard } from '@shared/seo/page-meta';
import { pageMetaFor } from '@shared/seo/page-meta-for';
import { absoluteUrl, converterBreadcrumbs, exchangeRateSpecification, type JsonLdNode } from '@shared/seo/structured-data';
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
    const meta = pageMetaFor(match, ctx);
    if ((match.kind !== 'pair' && match.kind !== 'pair-amount') || !ctx.from || !ctx.to) {
      return renderHeadTags(meta, siteUrl, ctx.now);
    }
    // A pair page: its trail, its rate as schema.org data, and its own card.
    const { from, to } = ctx;
    const amount = match.kind === 'pair-amount' ? match.amount : undefined;
    const structuredData: JsonLdNode[] = [
      converterBreadcrumbs(siteUrl, { fromTicker: routeTicker(from), toTicker: routeTicker(to), amount, fromSymbol: from.symbol, toSymbol: to.symbol }),
    ];
    const rate = exchangeRateSpecification({ from, to, rate: ctx.rate, asOf: ctx.asOf, url: absoluteUrl(siteUrl, meta.canonicalPath) });
    if (rate) structuredData.push(rate);
    // The card's words, for those who cannot see it: the figure it shows and its date.
    const value = ctx.rate === undefined ? undefined : amount === undefined ? formatRate(ctx.rate) : formatResult(Number(amount) * ctx.rate);
    const card: SocialCard = {
      path: pairCardPath(meta.canonicalPath),
      alt:
        value === undefined
          ? `${from.name} (${from.symbol}) to ${to.name} (${to.symbol}) converter`
          : `${amount === undefined ? '1' : formatAmount(Number(amount))} ${from.symbol} = ${value} ${to.symbol}${ctx.asOf ? ` as of ${formatLongDate(ctx.asOf, 'UTC')}` : ''}`,
    };
    return renderHeadTags(meta, siteUrl, ctx.now, { structuredData, card });
  };
}
