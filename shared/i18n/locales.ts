/**
 * The site's languages (docs/decisions/017): English at the root with the product spec's exact strings,
 * every other locale under a path prefix, its BCP 47 tag in lower case (/de/btc-to-usd,
 * /pt-br/crypto-profit-calculator). Tickers and coin ids are never translated.
 */
export const LOCALES = ['en', 'es', 'pt-BR', 'de', 'fr', 'tr', 'ru', 'ja', 'ko', 'zh-Hans', 'id', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The locales offered to visitors and search engines (switcher, hreflang, sitemaps). A locale
 * joins when its catalog and guides are translated; until then its pages are routed but say
 * `noindex` and nothing links to them.
 */
export const PUBLISHED_LOCALES: readonly Locale[] = LOCALES;

export function isPublished(locale: Locale): boolean {
  return PUBLISHED_LOCALES.includes(locale);
}

/** What Intl formats a locale's numbers and dates with: English pages keep the product spec's en-US. */
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

/** Open Graph's language_TERRITORY form of a locale (og:locale). */
export function ogLocale(locale: Locale): string {
  return OG_LOCALES[locale];
}

const OG_LOCALES: Record<Locale, string> = {
  en: 'en_US',
  es: 'es_ES',
  'pt-BR': 'pt_BR',
  de: 'de_DE',
  fr: 'fr_FR',
  tr: 'tr_TR',
  ru: 'ru_RU',
  ja: 'ja_JP',
  ko: 'ko_KR',
  'zh-Hans': 'zh_CN',
  id: 'id_ID',
  vi: 'vi_VN',
};

/** Each locale's name in itself, for the language switcher (the same on every page). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  de: 'Deutsch',
  fr: 'Français',
  tr: 'Türkçe',
  ru: 'Русский',
  ja: '日本語',
  ko: '한국어',
  'zh-Hans': '简体中文',
  id: 'Bahasa Indonesia',
  vi: 'Tiếng Việt',
};

/**
 * The first of a browser's languages (navigator.languages, most preferred first) that one of
 * `among` serves: the exact tag, else the language alone (de-AT → de, en-GB → en). Chinese only
 * in Simplified script (zh, zh-CN, zh-SG, zh-Hans-…; not zh-TW or zh-Hant), any Portuguese →
 * pt-BR. Null when none is served.
 */
export function preferredLocale(languages: readonly string[], among: readonly Locale[] = PUBLISHED_LOCALES): Locale | null {
  for (const raw of languages) {
    const tag = raw.toLowerCase();
    const [language, ...rest] = tag.split('-');
    let match: Locale | undefined = among.find((l) => l.toLowerCase() === tag);
    if (!match && language === 'zh') {
      const traditional = rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part));
      match = traditional ? undefined : among.find((l) => l === 'zh-Hans');
    } else if (!match) {
      match = among.find((l) => l.split('-')[0]!.toLowerCase() === language);
    }
    if (match) return match;
  }
  return null;
}
