/**
 * The site's languages (docs/decisions/017): English at the root with the spec's exact strings,
 * every other locale under a path prefix, its BCP 47 tag in lower case (/de/btc-to-usd,
 * /pt-br/crypto-profit-calculator). Tickers and coin ids are never translated.
 */
export const LOCALES = ['en', 'es', 'pt-BR', 'de', 'fr', 'tr', 'ru', 'ja', 'ko', 'zh-Hans', 'id', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** What Intl formats a locale's numbers and dates with: English pages keep the spec's en-US. */
export function intlLocale(locale: Locale): string {
  return locale === 'en' ? 'en-US' : locale;
}

/** The path prefix of a locale: none for English, else "/" and its tag in lower case. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale.toLowerCase()}`;
}

const BY_PREFIX = new Map<string, Locale>(LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => [l.toLowerCase(), l]));

/**
 * A pathname's locale and the path within it: /de/btc-to-usd → de, /btc-to-usd; /ja → ja, /.
 * Only the exact lower-case prefix counts (a page has one URL); anything else is English's
 * path as it is, so /en/… and /DE/… are no locale pages.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = match ? BY_PREFIX.get(match[1]!) : undefined;
  if (!match || !locale) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale, path: match[2] && match[2] !== '/' ? match[2] : '/' };
}

/** A path within the site as the given locale serves it: /btc-to-usd, de → /de/btc-to-usd; /, ja → /ja. */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}
