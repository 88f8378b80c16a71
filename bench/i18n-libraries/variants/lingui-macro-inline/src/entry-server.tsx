import { I18nProvider } from '@lingui/react';
import { type Messages, setupI18n } from '@lingui/core';
import { renderToString } from 'react-dom/server';
import { App } from './app';

/** Compiled catalogs (by @lingui/vite-plugin), loaded lazily once per process. */
const catalogs = import.meta.glob<{ messages: Messages }>('./locales/*.po');

export async function render(locale: string): Promise<string> {
  const { messages } = await catalogs[`./locales/${locale}.po`]!();
  const i18n = setupI18n({ locale, messages: { [locale]: messages } }); // one instance per request
  const html = renderToString(
    <I18nProvider i18n={i18n}>
      <App locale={locale} />
    </I18nProvider>,
  );
  // The page's catalog travels as data beside the app state (JSON, not script: CSP unchanged).
  const json = JSON.stringify(messages).replace(/</g, '\\u003c');
  return `${html}<!--catalog--><script id="app-i18n" type="application/json">${json}</script>`;
}
