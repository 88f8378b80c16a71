import { resolveFromTicker, resolveToTicker } from '@shared/currencies/resolve-currency';
import { matchRoute } from '@shared/routes';
import { type MetaContext, pageMetaFor, renderHeadTags } from '@shared/seo/page-meta';
import { publicCurrencyList } from '../images/public-lists';
import type { CurrencyCatalog } from '../rates/currency-catalog';
import type { RatesService } from '../rates/rates-service';

/** The <head> tags for a path: title, description (with the rate at render time), canonical… */
export type HeadRenderer = (pathname: string) => Promise<string>;

export function createHeadRenderer({ catalog, rates, siteUrl }: { catalog: CurrencyCatalog; rates: RatesService; siteUrl: string }): HeadRenderer {
  return async (pathname) => {
    const match = matchRoute(pathname);
    const ctx: MetaContext = { now: new Date() };
    if (match.kind === 'pair' || match.kind === 'pair-amount') {
      // The lists as visitors get them: a coin whose symbol a bigger coin owns has its urlTicker.
      const [catalogCryptos, catalogFiats] = await Promise.all([catalog.cryptos(), catalog.fiats()]);
      const cryptos = publicCurrencyList(catalogCryptos);
      const fiats = publicCurrencyList(catalogFiats);
      const from = resolveFromTicker(match.fromTicker, cryptos, fiats);
      const to = resolveToTicker(match.toTicker, cryptos, fiats);
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
      }
    }
    return renderHeadTags(pageMetaFor(match, ctx), siteUrl, ctx.now);
  };
}
