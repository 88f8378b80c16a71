import { type I18n, type Messages, setupI18n } from '@lingui/core';

/** One catalog per locale, its own chunk (Vite turns the template into one import per file). */
export async function loadMessages(locale: string): Promise<Messages> {
  const { messages } = await import(`./locales/${locale}.po`);
  return messages;
}

/** A fresh instance: one per server request, one per page in the browser. */
export function createI18n(locale: string, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}
