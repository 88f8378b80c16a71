import type { Messages } from '@lingui/core';
import type { Locale } from '@shared/i18n/locales';

/**
 * The catalogs (docs/decisions/017), compiled by Lingui's Vite plugin when imported: one chunk
 * per locale. Server-rendered pages carry theirs inline (app-i18n), so the browser fetches one
 * only when it renders without the server (the dev fallback), and this map of them stays out
 * of a page's first load.
 */
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/messages.po');

export async function loadMessages(locale: Locale): Promise<Messages> {
  const load = catalogs[`../locales/${locale}/messages.po`];
  if (!load) throw new Error(`No message catalog for ${locale}`);
  return (await load()).messages;
}
