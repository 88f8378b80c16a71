import { LOCALE_NAMES, LOCALES, type Locale } from '@shared/i18n/locales';

/** A locale named in its own language ("Deutsch", "日本語"), capitalised as a list item. */
export function languageName(locale: Locale): string {
  if (locale === 'en') return 'English';
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    if (name) return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    // No Intl.DisplayNames for this locale: the switcher's name.
  }
  return LOCALE_NAMES[locale];
}

export const LANGUAGE_OPTIONS: readonly { value: Locale; label: string }[] = LOCALES.map((value) => ({
  value,
  label: languageName(value),
}));
