import { useLingui } from '@lingui/react';
import { type Locale, localizedPath } from '@shared/i18n/locales';
import { useCallback } from 'react';

/** The page's locale, for Intl formatters and localized paths. */
export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}

/**
 * Site paths as the page's locale serves them (/about → /de/about), for plain `<a href>` links,
 * which are full page loads and so outside wouter's base. Wouter's Link and navigate() add the
 * prefix themselves.
 */
export function useLocalizedHref(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => (path.startsWith('/') && !path.startsWith('//') ? localizedPath(path, locale) : path), [locale]);
}
