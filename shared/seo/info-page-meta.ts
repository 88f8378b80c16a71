import type { RouteMatch } from '../routes';
import type { PageMeta } from './page-meta';

/**
 * Spec §9 titles and descriptions of the calculator, the informational pages and the operator
 * tools: apart from the converter pages' meta so the browser loads them with those pages.
 */

const STATIC: Record<string, { title: string; description: string }> = {
  about: { title: 'About Us | Crypto Calculator and Converter', description: 'Who we are, what the converter and profit calculator do, and where our rates come from.' },
  methodology: {
    title: 'How We Calculate Prices | Crypto Calculator and Converter',
    description: 'How live prices are made: five exchanges and CoinGecko asked every minute, the median taken, outliers left out and named, and what happens when a source fails.',
  },
  contact: { title: 'Contact | Crypto Calculator and Converter', description: 'Questions about a rate or a coin? How to reach the team behind the crypto converter.' },
  privacy: { title: 'Privacy Policy | Crypto Calculator and Converter', description: 'No accounts, no tracking cookies: what the site keeps in your browser (your theme, extra converter currencies, offline copies) and what it does not.' },
  terms: { title: 'Terms of Service | Crypto Calculator and Converter', description: 'The terms for using the free crypto converter and profit calculator.' },
  disclaimer: { title: 'Disclaimer | Crypto Calculator and Converter', description: 'Rates are informational, may be delayed or approximate, and are not financial advice.' },
};

export function infoPageMetaFor(match: Extract<RouteMatch, { kind: 'calculator' | 'page' | 'tool' }>): PageMeta {
  const index = 'index, follow' as const;
  switch (match.kind) {
    case 'calculator':
      return {
        title: 'Crypto Profit Calculator | Profit/Loss and What If | Crypto Converter',
        description: 'Work out the profit or loss of a crypto investment between two dates, with exchange fees, or what a past purchase would be worth today.',
        canonicalPath: match.ticker ? `/crypto-profit-calculator/${encodeURIComponent(match.ticker)}` : '/crypto-profit-calculator',
        robots: index,
      };
    case 'page': {
      const page = STATIC[match.page]!;
      return { ...page, canonicalPath: `/${match.page}`, robots: index };
    }
    case 'tool':
      return {
        ...(match.tool === 'indexnow-test'
          ? { title: 'IndexNow Tester | Crypto Calculator and Converter', description: 'Operator tool: submit this site’s pages to IndexNow.' }
          : { title: 'SEO Debugger | Crypto Calculator and Converter', description: 'Operator tool: inspect the stored static HTML of a page.' }),
        canonicalPath: `/${match.tool}`,
        robots: 'noindex, nofollow',
      };
  }
}
