import { routeTicker } from '@shared/currencies/resolve-currency';
import { splitLocale } from '@shared/i18n/locales';
import { matchRoute } from '@shared/routes';
import { type MetaContext, pairCardPath, renderHeadTags, siteCard, type SocialCard } from '@shared/seo/page-meta';
import { pageMetaFor } from '@shared/seo/page-meta-for';
import { absoluteUrl, converterBreadcrumbs, exchangeRateSpecification, type JsonLdNode } from '@shared/seo/structured-data';
import { rateCardModel } from '../og/card-model';
import type { Quote, RatesService } from '../rates/rates-service';
import type { I18nFactory } from '../i18n/page-i18n';
import type { PairResolver } from '../rates/pair-resolver';

/** The <head> tags for a path: title, description (with the rate at render time), canonical… */
export type HeadRenderer = (pathname: string) => Promise<string>;

export function createHeadRenderer({
  resolvePair,
  rates,
  siteUrl,
  i18nFor,
}: {
  resolvePair: PairResolver;
  rates: RatesService;
  siteUrl: string;
  i18nFor: I18nFactory;
}): HeadRenderer {
  return async (pathname) => {
    const { locale, path } = splitLocale(pathname);
    const match = matchRoute(path);
    const i18n = await i18nFor(locale);
    const ctx: MetaContext = { now: new Date(), i18n };
    let quote: Quote | undefined;
    const pair = await resolvePair(match);
    if (pair) {
      const { from, to } = pair;
      if (from && to) {
        ctx.from = from;
        ctx.to = to;
        try {
          quote = await rates.quote(from, to);
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
      return renderHeadTags(meta, siteUrl, ctx.now, { card: siteCard(i18n) });
    }
    // A pair page: its trail, its rate as schema.org data, and its own card.
    const { from, to } = ctx;
    const amount = match.kind === 'pair-amount' ? match.amount : undefined;
    const structuredData: JsonLdNode[] = [
      converterBreadcrumbs(siteUrl, {
        fromTicker: routeTicker(from),
        toTicker: routeTicker(to),
        amount,
        fromSymbol: from.symbol,
        toSymbol: to.symbol,
      }),
    ];
    const rate = exchangeRateSpecification({ from, to, rate: ctx.rate, asOf: ctx.asOf, url: absoluteUrl(siteUrl, meta.canonicalPath) });
    if (rate) structuredData.push(rate);
    // The card's words, for those who cannot see it: the same model the card is drawn from.
    const drawn = quote && rateCardModel(i18n, { from, to, amount, rate: quote.rate, asOf: quote.asOf, source: quote.source });
    const card: SocialCard = {
      path: pairCardPath(meta.canonicalPath),
      alt: drawn
        ? `${drawn.lead} = ${drawn.value} ${drawn.unit} ${drawn.asOf}`
        : i18n._({
            id: 'card.pairAlt',
            message: '{fromName} ({from}) to {toName} ({to}) converter',
            values: { fromName: from.name, from: from.symbol, toName: to.name, to: to.symbol },
          }),
    };
    return renderHeadTags(meta, siteUrl, ctx.now, { structuredData, card });
  };
}
