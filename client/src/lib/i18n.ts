import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Locale } from '@shared/i18n/locales';

/**
 * The catalogs (docs/decisions/017), compiled by Lingui's Vite plugin when imported: one chunk
 * per locale. Server-rendered pages carry theirs inline (app-i18n), so the browser fetches one
 * only when it renders without the server (the dev fallback).
 */
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/messages.po');

export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = catalogs[`../locales/${locale}/messages.po`];
  if (!load) throw new Error(`No message catalog for ${locale}`);
  return (await load()).messages;
}

/** One instance per server request, one in the browser: never the shared global `i18n`. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}
