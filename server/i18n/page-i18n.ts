import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
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
  return async (locale) => serverI18n(locale, load ? await load(locale) : {});
}

/** English with its source texts: what a server without the client's catalogs speaks. */
export function englishI18n(): I18n {
  return serverI18n('en', {});
}

function serverI18n(locale: Locale, messages: Messages): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  // A text missing from the catalog falls back to the English beside its id, which comes
  // uncompiled: compile it here, so its placeholders are filled in (and Lingui does not warn).
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}
