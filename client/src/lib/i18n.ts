import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Locale } from '@shared/i18n/locales';

/** One instance per server request, one in the browser: never the shared global `i18n`. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}
