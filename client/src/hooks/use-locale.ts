import { useLingui } from '@lingui/react';
import type { Locale } from '@shared/i18n/locales';

/** The page's locale, for Intl formatters and localized paths. */
export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}
