import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Locale } from '@shared/i18n/locales';

/** The client's compiled catalogs (client/src/lib/i18n.ts), reached through its Vite build. */
export type MessagesLoader = (locale: Locale) => Promise<Messages>;

/** A fresh i18n instance for one request's head, card or feed, in the given locale. */
export type I18nFactory = (locale: Locale) => Promise<I18n>;

/**
 * Without a loader (a server started without the client, as some tests do) texts fall back to
 * the English written beside their ids, which is what English pages say anyway.
 */
export function createI18nFactory(load?: MessagesLoader): I18nFactory {
  return async (locale) => {
    const messages = load ? await load(locale) : {};
    return setupI18n({ locale, messages: { [locale]: messages } });
  };
}

/** English with its source texts: what a server without the client's catalogs speaks. */
export function englishI18n(): I18n {
  return setupI18n({ locale: 'en', messages: { en: {} } });
}
