import type { I18n } from '@lingui/core';
import type { Locale } from '../i18n/locales';
import { isEnglishOnly, type DeveloperPage, type RouteMatch } from '../routes';
import { defaultTitle } from './page-title';
import { localizedMeta, type PageMeta } from './page-meta';

/**
 * The product spec's titles and descriptions of the calculator, the informational pages and the operator
 * tools: apart from the converter pages' meta so the browser loads them with those pages.
 * English pages show these exact strings; other locales their catalogs' (decision 017).
 */
type Texts = { title: string; description: string };

function staticTexts(i18n: I18n, page: string): Texts {
  switch (page) {
    case 'about':
      return {
        title: i18n._({ id: 'meta.about.title', message: 'About Us | Crypto Calculator and Converter' }),
        description: i18n._({
          id: 'meta.about.description',
          message: 'Who we are, what the converter and profit calculator do, and where our rates come from.',
        }),
      };
    case 'methodology':
      return {
        title: i18n._({ id: 'meta.methodology.title', message: 'How We Calculate Prices | Crypto Calculator and Converter' }),
        description: i18n._({
          id: 'meta.methodology.description',
          message:
            'How live prices are made: five exchanges and CoinGecko asked every minute, the median taken, outliers left out and named, and what happens when a source fails.',
        }),
      };
    case 'contact':
      return {
        title: i18n._({ id: 'meta.contact.title', message: 'Contact | Crypto Calculator and Converter' }),
        description: i18n._({
          id: 'meta.contact.description',
          message: 'Questions about a rate or a coin? How to reach the team behind the crypto converter.',
        }),
      };
    case 'privacy':
      return {
        title: i18n._({ id: 'meta.privacy.title', message: 'Privacy Policy | Crypto Calculator and Converter' }),
        description: i18n._({
          id: 'meta.privacy.description',
          message:
            'No accounts, no tracking cookies: what the site keeps in your browser (your theme, extra converter currencies, offline copies) and what it does not.',
        }),
      };
    case 'terms':
      return {
        title: i18n._({ id: 'meta.terms.title', message: 'Terms of Service | Crypto Calculator and Converter' }),
        description: i18n._({
          id: 'meta.terms.description',
          message: 'The terms for using the free crypto converter and profit calculator.',
        }),
      };
    default:
      return {
        title: i18n._({ id: 'meta.disclaimer.title', message: 'Disclaimer | Crypto Calculator and Converter' }),
        description: i18n._({
          id: 'meta.disclaimer.description',
          message: 'Rates are informational, may be delayed or approximate, and are not financial advice.',
        }),
      };
  }
}

export type InfoRouteMatch = Extract<RouteMatch, { kind: 'calculator' | 'page' | 'tool' | 'developer' | 'alerts' | 'portfolio' }>;

export function isInfoRoute(match: RouteMatch): match is InfoRouteMatch {
  return (
    match.kind === 'calculator' ||
    match.kind === 'page' ||
    match.kind === 'tool' ||
    match.kind === 'developer' ||
    match.kind === 'alerts' ||
    match.kind === 'portfolio'
  );
}

export function infoPageMetaFor(match: InfoRouteMatch, i18n: I18n): PageMeta {
  // The developer pages are English only: one URL, whatever the locale asked.
  if (isEnglishOnly(match)) return englishPathMeta(match, i18n);
  return localizedMeta(englishPathMeta(match, i18n), i18n.locale as Locale);
}

function englishPathMeta(match: InfoRouteMatch, i18n: I18n): PageMeta {
  const index = 'index, follow' as const;
  switch (match.kind) {
    case 'calculator':
      return {
        title: i18n._({ id: 'meta.calculator.title', message: 'Crypto Profit Calculator | Profit/Loss and What If | Crypto Converter' }),
        description: i18n._({
          id: 'meta.calculator.description',
          message:
            'Work out the profit or loss of a crypto investment between two dates, with exchange fees, or what a past purchase would be worth today.',
        }),
        canonicalPath: match.ticker ? `/crypto-profit-calculator/${encodeURIComponent(match.ticker)}` : '/crypto-profit-calculator',
        robots: index,
      };
    case 'page':
      return { ...staticTexts(i18n, match.page), canonicalPath: `/${match.page}`, robots: index };
    case 'developer':
      return developerMeta(match.page, i18n);
    case 'alerts':
      return {
        title: i18n._({ id: 'meta.alerts.title', message: 'Your Price Alerts | Crypto Calculator and Converter' }),
        description: i18n._({
          id: 'meta.alerts.description',
          message: 'The price alerts this browser receives, with a button to delete each. No account needed.',
        }),
        canonicalPath: '/alerts',
        robots: 'noindex, follow',
      };
    case 'portfolio':
      return {
        title: i18n._({ id: 'meta.portfolio.title', message: 'Your Crypto Portfolio | Crypto Calculator and Converter' }),
        description: i18n._({
          id: 'meta.portfolio.description',
          message:
            'Import exchange exports, match tax lots by FIFO, LIFO, HIFO, average cost or the UK rules, and see realized and unrealized gains. Kept in this browser only.',
        }),
        canonicalPath: '/portfolio',
        robots: 'noindex, follow',
      };
    case 'tool':
      return {
        ...(match.tool === 'indexnow-test'
          ? {
              title: i18n._({ id: 'meta.indexnowTool.title', message: 'IndexNow Tester | Crypto Calculator and Converter' }),
              description: i18n._({ id: 'meta.indexnowTool.description', message: 'Operator tool: submit this site’s pages to IndexNow.' }),
            }
          : {
              title: i18n._({ id: 'meta.seoTool.title', message: 'SEO Debugger | Crypto Calculator and Converter' }),
              description: i18n._({ id: 'meta.seoTool.description', message: 'Operator tool: inspect the stored static HTML of a page.' }),
            }),
        canonicalPath: `/${match.tool}`,
        robots: 'noindex, nofollow',
      };
  }
}

/** The developer pages speak English (not in the catalogs); the framed widget speaks its locale. */
function developerMeta(page: DeveloperPage, i18n: I18n): PageMeta {
  switch (page) {
    case 'developers':
      return {
        title: 'Developers: Free Crypto Price API | Crypto Calculator and Converter',
        description:
          'A free, keyless JSON API for live and historical crypto and fiat prices, with the sources of every figure: OpenAPI 3.1 reference, examples in curl and JavaScript, limits and errors.',
        canonicalPath: '/developers',
        robots: 'index, follow',
      };
    case 'widget':
      return {
        title: 'Embed a Crypto Converter on Your Site | Crypto Calculator and Converter',
        description:
          'A free live crypto converter for any web page: one script and a <crypto-converter> tag, or a plain iframe. Pick the pair, amount, theme and language.',
        canonicalPath: '/widget',
        robots: 'index, follow',
      };
    case 'widget-frame':
      // Framed on other sites: indexed only as part of the pages that embed it.
      return localizedMeta(
        {
          title: defaultTitle(i18n),
          description: i18n._({
            id: 'meta.home.description',
            message:
              'Convert Bitcoin, Ethereum and 250 other cryptocurrencies to US dollars, euros and 50 more currencies at live rates. Free, no account, with a profit calculator.',
          }),
          canonicalPath: '/widget/converter',
          robots: 'noindex, indexifembedded',
        },
        i18n.locale as Locale,
      );
  }
}
