import type { I18n } from '@lingui/core';
import { formatAmount, formatLongDate, formatRate, formatResult } from '../format';
import { isPublished, type Locale, localizedPath, ogLocale, PUBLISHED_LOCALES, splitLocale } from '../i18n/locales';
import { isCuratedAmount, isEnglishOnly, matchRoute, type RouteMatch } from '../routes';
import { defaultTitle, fixedAmountTitle, notFoundTitle, pairTitle } from './page-title';
import { absoluteUrl, type JsonLdNode, jsonLdScript, webApplication } from './structured-data';
import { currencyName } from '../currencies/currency-name';
import { siteCardPath } from './card-path';

/** Everything the <head> of a page says about it; computed once for server and client. */
export type PageMeta = {
  title: string;
  description: string;
  /** Path of the one URL of this page (absolute URLs are built with SITE_URL). */
  canonicalPath: string;
  robots: 'index, follow' | 'noindex, follow' | 'noindex, nofollow' | 'noindex, indexifembedded';
};

/** `urlTicker` is set only for a coin whose symbol a bigger coin owns (decision 011). */
type TitledCurrency = { symbol: string; name: string; urlTicker?: string | undefined; type?: 'fiat' | 'crypto' | undefined };

/** A title names a coin by its symbol, or by symbol and name where the symbol is shared. */
function titleLabel(currency: TitledCurrency | undefined, fallback: string): string {
  if (!currency) return fallback;
  return currency.urlTicker ? `${currency.symbol} (${currency.name})` : currency.symbol;
}

/** What is known at render time: the pair's names and rate, when the page has one. */
export type MetaContext = {
  from?: TitledCurrency;
  to?: TitledCurrency;
  /** Units of `to` per `from`, at render time. */
  rate?: number;
  /** When that rate's prices were produced (a snapshot's date, not today). */
  asOf?: Date;
  /** A pair URL whose ticker names no currency: a 404 page that repeats none of the URL's words. */
  unknownPair?: boolean;
  now: Date;
  /** The page's language: its catalog, and its locale for numbers, dates and paths. */
  i18n: I18n;
};

/** The title of a pair URL naming no currency: fixed text, never the URL's words. */
const UNKNOWN_PAIR = /*i18n*/ { id: 'meta.unknownPair.title', message: 'Currency Not Found | Crypto Calculator and Converter' };
export const UNKNOWN_PAIR_TITLE = UNKNOWN_PAIR.message;

/** The one URL of a pair: the tickers the currencies are served under, so an alias (/rndr-to-usd) points to the current one. */
/** A page's meta in its locale's URL space: /btc-to-usd → /de/btc-to-usd. */
export function localizedMeta(meta: PageMeta, locale: Locale): PageMeta {
  const robots = isPublished(locale) || meta.robots !== 'index, follow' ? meta.robots : 'noindex, follow';
  return { ...meta, canonicalPath: localizedPath(meta.canonicalPath, locale), robots };
}

function servedTicker(currency: TitledCurrency | undefined, typed: string): string {
  return currency?.urlTicker ?? currency?.symbol.toLowerCase() ?? typed;
}

/**
 * The converter pages' meta (home, pairs, fixed amounts, 404): what the browser's first load
 * needs. The other pages' texts live in info-page-meta.ts, loaded with those pages' chunks.
 */
export function converterPageMetaFor(match: RouteMatch, ctx: MetaContext): PageMeta | null {
  const meta = englishPathMeta(match, ctx);
  return meta && localizedMeta(meta, ctx.i18n.locale as Locale);
}

function englishPathMeta(match: RouteMatch, ctx: MetaContext): PageMeta | null {
  const { i18n } = ctx;
  const locale = i18n.locale as Locale;
  const index = 'index, follow' as const;
  switch (match.kind) {
    case 'home':
    case 'invalid-pair':
      return {
        title: defaultTitle(i18n),
        description: i18n._({
          id: 'meta.home.description',
          message:
            'Convert Bitcoin, Ethereum and 250 other cryptocurrencies to US dollars, euros and 50 more currencies at live rates. Free, no account, with a profit calculator.',
        }),
        canonicalPath: '/',
        robots: index,
      };
    case 'pair':
    case 'pair-amount': {
      if (ctx.unknownPair) {
        return {
          title: i18n._(UNKNOWN_PAIR),
          description: i18n._({
            id: 'meta.unknownPair.description',
            message:
              'We could not find this currency. Convert any of 250 cryptocurrencies and 50 fiat currencies at live rates, or pick one of the suggestions.',
          }),
          canonicalPath: '/',
          robots: 'noindex, follow',
        };
      }
      const from = ctx.from?.symbol ?? match.fromTicker.toUpperCase();
      const to = ctx.to?.symbol ?? match.toTicker.toUpperCase();
      const fromName = ctx.from ? currencyName(locale, ctx.from) : from;
      const toName = ctx.to ? currencyName(locale, ctx.to) : to;
      const fromTicker = servedTicker(ctx.from, match.fromTicker);
      const toTicker = servedTicker(ctx.to, match.toTicker);
      const path = `/${encodeURIComponent(fromTicker)}-to-${encodeURIComponent(toTicker)}`;
      const rate =
        ctx.rate === undefined
          ? ''
          : i18n._({
              id: 'meta.pair.rateSentence',
              message: ' 1 {from} = {rate} {to} as of {date}.',
              values: { from, to, rate: formatRate(locale, ctx.rate), date: formatLongDate(locale, ctx.asOf ?? ctx.now, 'UTC') },
            });
      if (match.kind === 'pair-amount') {
        const amountValue = Number(match.amount);
        // English keeps the URL's digits (the product spec); other locales their own decimal mark.
        const amount = locale === 'en' ? match.amount : formatAmount(locale, amountValue);
        const value = ctx.rate === undefined ? undefined : formatResult(locale, amountValue * ctx.rate);
        const valueSentence = value
          ? i18n._({
              id: 'meta.amount.valueSentence',
              message: ' {amount} {from} = {value} {to} at the latest rate.',
              values: { amount, from, to, value },
            })
          : '';
        return {
          title: fixedAmountTitle(i18n, amount, titleLabel(ctx.from, from), titleLabel(ctx.to, to), value),
          description: i18n._({
            id: 'meta.amount.description',
            message: 'How much is {amount} {fromName} ({from}) in {toName}?{valueSentence} Live conversion, updated every minute.',
            values: { amount, fromName, from, toName, valueSentence },
          }),
          canonicalPath: `${path}/${encodeURIComponent(match.amount)}`,
          robots: isCuratedAmount(fromTicker, toTicker, match.amount) ? index : 'noindex, follow',
        };
      }
      return {
        title: pairTitle(i18n, titleLabel(ctx.from, from), titleLabel(ctx.to, to)),
        description: i18n._({
          id: 'meta.pair.description',
          message:
            'Convert {fromName} ({from}) to {toName} ({to}) with a free live calculator.{rate} Rates update every minute; no sign-up.',
          values: { fromName, from, toName, to, rate },
        }),
        canonicalPath: path,
        robots: index,
      };
    }
    case 'not-found':
      return {
        title: notFoundTitle(i18n),
        description: i18n._({ id: 'meta.notFound.description', message: 'This page does not exist.' }),
        canonicalPath: '/',
        robots: 'noindex, nofollow',
      };
    default:
      return null;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A page's picture when shared: a 1200 × 630 PNG drawn by the server (server/og). */
export type SocialCard = { path: string; alt: string };

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const SITE_CARD_ALT = /*i18n*/ { id: 'card.site.alt', message: 'Crypto Calculator and Converter: live crypto and currency conversion' };
export const SITE_CARD: SocialCard = { path: '/og/site.png', alt: SITE_CARD_ALT.message };

/** The site card with its alt text in the page's language. */
export function siteCard(i18n: I18n): SocialCard {
  return { path: siteCardPath(i18n.locale as Locale), alt: i18n._(SITE_CARD_ALT) };
}

/**
 * `hreflang` links (decision 017): the page in every locale, and x-default → English at the root.
 * Only for pages that are indexed: a noindex page is in no cluster.
 */
export function hreflangAlternates(meta: PageMeta): { hreflang: string; path: string }[] {
  if (meta.robots !== 'index, follow' || PUBLISHED_LOCALES.length < 2) return [];
  const { path } = splitLocale(meta.canonicalPath);
  if (isEnglishOnly(matchRoute(path))) return [];
  return [...PUBLISHED_LOCALES.map((locale) => ({ hreflang: locale, path: localizedPath(path, locale) })), { hreflang: 'x-default', path }];
}

function hreflangLinks(meta: PageMeta, siteUrl: string): string[] {
  return hreflangAlternates(meta).map(
    ({ hreflang, path }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absoluteUrl(siteUrl, path))}" />`,
  );
}

/** Where a pair or fixed-amount page's card is drawn: its canonical path under /og, as a PNG. */
export function pairCardPath(canonicalPath: string): string {
  return `/og${canonicalPath}.png`;
}

/**
 * The head tags of a page, as HTML (every value escaped; JSON-LD made safe for a script tag).
 * `updatedTime`: when the page was rendered (og:updated_time; the product spec's "updated time").
 * `structuredData`: JSON-LD beyond the WebApplication every page carries (breadcrumbs, the rate).
 */
export function renderHeadTags(
  meta: PageMeta,
  siteUrl: string,
  updatedTime?: Date,
  { structuredData = [], card = SITE_CARD }: { structuredData?: readonly (JsonLdNode | null)[]; card?: SocialCard } = {},
): string {
  const url = absoluteUrl(siteUrl, meta.canonicalPath);
  const image = absoluteUrl(siteUrl, card.path);
  const e = escapeHtml;
  return [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}" />`,
    `<meta name="robots" content="${meta.robots}" />`,
    '<meta name="revisit-after" content="1 days" />',
    `<link rel="canonical" href="${e(url)}" />`,
    ...hreflangLinks(meta, siteUrl),
    '<meta property="og:type" content="website" />',
    `<meta property="og:locale" content="${ogLocale(splitLocale(meta.canonicalPath).locale)}" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:url" content="${e(url)}" />`,
    `<meta property="og:image" content="${e(image)}" />`,
    '<meta property="og:image:type" content="image/png" />',
    `<meta property="og:image:width" content="${CARD_WIDTH}" />`,
    `<meta property="og:image:height" content="${CARD_HEIGHT}" />`,
    `<meta property="og:image:alt" content="${e(card.alt)}" />`,
    ...(updatedTime ? [`<meta property="og:updated_time" content="${updatedTime.toISOString()}" />`] : []),
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${e(meta.title)}" />`,
    `<meta name="twitter:description" content="${e(meta.description)}" />`,
    `<meta name="twitter:image" content="${e(image)}" />`,
    `<meta name="twitter:image:alt" content="${e(card.alt)}" />`,
    jsonLdScript([webApplication({ url, description: meta.description }), ...structuredData]),
  ].join('\n    ');
}
