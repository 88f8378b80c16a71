/**
 * schema.org JSON-LD for the pages: the app itself, breadcrumbs, the pair's exchange
 * rate and the coin guides' FAQs. Pure builders shared by the server's head tags and the client's
 * coin card. The schema-dts types are imported as types only: they make a type or property that
 * schema.org lacks fail the typecheck and cost no bytes at run time.
 */
import type {
  Answer,
  BreadcrumbList,
  ExchangeRateSpecification,
  FAQPage,
  ListItem,
  Question,
  Thing,
  WebApplication,
  WithContext,
} from 'schema-dts';
import { plainDecimal } from '../format';

/** Any top-level node these builders make. */
export type JsonLdNode = WithContext<Thing>;

/** A currency as the pages name it: "BTC" and "Bitcoin". */
export type NamedCurrency = { symbol: string; name: string };

/** One step of a breadcrumb trail; `path` is a canonical path ("/btc-to-usd"). */
export type Crumb = { name: string; path: string };

/** An FAQ answer as the card shows it: a string is a paragraph, an array a bulleted list. */
export type FaqBlock = string | readonly string[];
export type FaqEntry = { question: string; answer: readonly FaqBlock[] };

/** What the home page is called in a trail (search results show it: "Crypto Converter › BTC to USD"). */
export const HOME_CRUMB_NAME = 'Crypto Converter';

const APP_NAME = 'Crypto Calculator and Converter';

/** SITE_URL may end in a slash; canonical paths start with one. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The app itself, on every page (what renderHeadTags has always emitted). */
export function webApplication({ url, description }: { url: string; description: string }): WithContext<WebApplication> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: APP_NAME,
    url,
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any',
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    description,
  };
}

/** A trail from the first crumb to the page itself; positions count from 1 as schema.org asks. */
export function breadcrumbList(origin: string, crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(
      (crumb, index): ListItem => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(origin, crumb.path) }),
    ),
  };
}

/**
 * The trail of a pair or fixed-amount page: Home → "BTC to USD" (→ "0.5 BTC to USD"). Tickers and
 * amount are the route's segments as matched (lower-cased tickers, the amount as typed), encoded
 * the way pageMetaFor builds the canonical path, so each crumb is a canonical URL.
 */
export function converterBreadcrumbs(
  origin: string,
  page: { fromTicker: string; toTicker: string; amount?: string | undefined; fromSymbol: string; toSymbol: string },
  homeName: string = HOME_CRUMB_NAME,
): WithContext<BreadcrumbList> {
  const from = page.fromSymbol.toUpperCase();
  const to = page.toSymbol.toUpperCase();
  const pairPath = `/${encodeURIComponent(page.fromTicker)}-to-${encodeURIComponent(page.toTicker)}`;
  const crumbs: Crumb[] = [
    { name: homeName, path: '/' },
    { name: `${from} to ${to}`, path: pairPath },
  ];
  if (page.amount !== undefined)
    crumbs.push({ name: `${page.amount} ${from} to ${to}`, path: `${pairPath}/${encodeURIComponent(page.amount)}` });
  return breadcrumbList(origin, crumbs);
}

/** Significant digits of a price: the float noise of a median-and-divide beyond this means nothing. */
const PRICE_DIGITS = 12;

/**
 * A price as schema.org wants it: digits and a "." only. JSON would write 1.2e-8 for a tiny rate
 * (or 1e+21 for a huge one), so the number goes out as a plain decimal string.
 */
export function schemaPrice(value: number): string {
  return plainDecimal(Number(value.toPrecision(PRICE_DIGITS)));
}

/**
 * The page's rate: one `from` costs `rate` units of `to` (schema.org: `currency` is the currency
 * exchanged, `currentExchangeRate` its price). `asOf` becomes the price's `validFrom`, the
 * vocabulary's nearest "as of" (ExchangeRateSpecification itself has no date). Null when there
 * is no usable rate, so a page without one says nothing rather than something wrong.
 */
export function exchangeRateSpecification({
  from,
  to,
  rate,
  asOf,
  url,
}: {
  from: NamedCurrency;
  to: NamedCurrency;
  rate: number | undefined;
  asOf?: Date | undefined;
  url?: string | undefined;
}): WithContext<ExchangeRateSpecification> | null {
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) return null;
  const validFrom = asOf && !Number.isNaN(asOf.getTime()) ? asOf.toISOString() : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'ExchangeRateSpecification',
    name: `${from.name} (${from.symbol.toUpperCase()}) to ${to.name} (${to.symbol.toUpperCase()}) exchange rate`,
    ...(url ? { url } : {}),
    currency: from.symbol.toUpperCase(),
    currentExchangeRate: {
      '@type': 'UnitPriceSpecification',
      price: schemaPrice(rate),
      priceCurrency: to.symbol.toUpperCase(),
      ...(validFrom ? { validFrom } : {}),
    },
  };
}

/**
 * An answer's text: paragraphs apart by a blank line, a list one "- item" per line under the
 * paragraph before it. Plain text, because schema.org's `text` is Text and the guides hold no
 * markup; the lines keep the list readable even where whitespace is collapsed.
 */
export function faqAnswerText(blocks: readonly FaqBlock[]): string {
  const parts: string[] = [];
  for (const block of blocks) {
    if (typeof block === 'string') parts.push(block);
    else if (block.length > 0) {
      const list = block.map((item) => `- ${item}`).join('\n');
      if (parts.length > 0) parts[parts.length - 1] += `\n${list}`;
      else parts.push(list);
    }
  }
  return parts.join('\n\n');
}

/** The FAQs a page shows, as an FAQPage whose questions are its main entities. */
export function faqPage(entries: readonly FaqEntry[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map(
      (entry): Question => ({
        '@type': 'Question',
        name: entry.question,
        acceptedAnswer: { '@type': 'Answer', text: faqAnswerText(entry.answer) } satisfies Answer,
      }),
    ),
  };
}

const SCRIPT_UNSAFE: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * A node as the text of a <script type="application/ld+json"> (a data block: the hash-only script
 * CSP does not apply). `<` is escaped so no `</script>` or `<!--` can end or bend the element;
 * `>`, `&` and the line separators too, for parsers that read script text less strictly. All
 * are JSON escapes, so JSON.parse gives back the same values; outside strings JSON has none of
 * these characters.
 */
export function jsonLdText(node: JsonLdNode): string {
  return JSON.stringify(node).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_UNSAFE[c]!);
}

/**
 * One <script type="application/ld+json"> per node, one per line, for the head. Absent nodes
 * (null, undefined, false) are skipped, so optional ones can be listed inline.
 */
export function jsonLdScript(nodes: readonly (JsonLdNode | null | undefined | false)[]): string {
  return nodes
    .filter((node): node is JsonLdNode => Boolean(node))
    .map((node) => `<script type="application/ld+json">${jsonLdText(node)}</script>`)
    .join('\n');
}
