import { DEFAULT_LOCALE, type Locale, localePrefix, splitLocale } from '../i18n/locales';
import { isNumericSegment, splitPairSegment } from '../routes';

/**
 * Reading a social card's address (docs/decisions/016): the inverse of the addresses
 * the <head> announces (`pairCardPath` and `SITE_CARD` in page-meta.ts): a pair page's card is
 * /og/{from}-to-{to}.png, a fixed-amount page's /og/{from}-to-{to}/{amount}.png, every other
 * page's /og/site.png; a page in another language has its card under its prefix
 * (/og/de/btc-to-eur.png, /og/ja/site.png), drawn in that language.
 */

/** What a card address asks for: the kinds mirror `RouteMatch`, so the pages' resolver takes them. */
export type CardTarget = { locale: Locale } & (
  | { kind: 'site' }
  | { kind: 'pair'; fromTicker: string; toTicker: string }
  | { kind: 'pair-amount'; fromTicker: string; toTicker: string; amount: string }
);

/** The site card's address in a locale: /og/site.png, /og/de/site.png. */
export function siteCardPath(locale: Locale = DEFAULT_LOCALE): string {
  return `/og${localePrefix(locale)}/site.png`;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Reads a card address (the whole pathname, /og/ included); null for anything that is no card
 * address (wrong extension, a segment that splits into no pair, an amount that is no number).
 * Tickers come back lower-cased and unresolved, the amount as typed, as `matchRoute` gives them.
 */
export function parseCardPath(pathname: string): CardTarget | null {
  if (!pathname.startsWith('/og/') || !pathname.endsWith('.png')) return null;
  const { locale, path } = splitLocale(pathname.slice('/og'.length, -'.png'.length));
  const segments = path.slice(1).split('/').map(decode);
  if (segments.some((s) => !s)) return null;
  if (segments.length === 1 && segments[0] === 'site') return { locale, kind: 'site' };
  const pair = segments[0] ? splitPairSegment(segments[0]) : null;
  if (!pair) return null;
  const [fromTicker, toTicker] = pair;
  if (segments.length === 1) return { locale, kind: 'pair', fromTicker, toTicker };
  const amount = segments[1]!;
  if (segments.length === 2 && isNumericSegment(amount)) return { locale, kind: 'pair-amount', fromTicker, toTicker, amount };
  return null;
}
