import { DEFAULT_LOCALE, type Locale, localizedPath, PUBLISHED_LOCALES } from '@shared/i18n/locales';
import { isEnglishOnly, matchRoute } from '@shared/routes';

/** Where the visitor's language choice is kept, like the theme's. */
export const LOCALE_STORAGE_KEY = 'locale';

/** Whether there is a choice to offer: the switcher shows only once a second locale is published. */
export const HAS_LANGUAGE_CHOICE = PUBLISHED_LOCALES.length > 1;

/**
 * The same page in every locale: the path within the locale (the router's location) and the
 * query (amount, date, tab…) kept, so switching keeps what the visitor was looking at. A page
 * that exists in English only (the developer pages) has no other-language version to keep:
 * those links lead to that language's home page.
 */
export function languageLinks(path: string, search: string): { locale: Locale; href: string }[] {
  const query = search ? `?${search.replace(/^\?/, '')}` : '';
  const englishOnly = isEnglishOnly(matchRoute(path));
  return PUBLISHED_LOCALES.map((locale) => ({
    locale,
    href: englishOnly && locale !== DEFAULT_LOCALE ? localizedPath('/', locale) : `${localizedPath(path, locale)}${query}`,
  }));
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage off (private mode, policy): the choice simply is not remembered.
  }
}

/** The language the visitor chose on this device (the switcher or the suggestion), if any. */
export function rememberedLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return PUBLISHED_LOCALES.find((locale) => locale === stored) ?? null;
  } catch {
    return null;
  }
}
