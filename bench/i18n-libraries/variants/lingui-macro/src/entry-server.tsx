import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { createI18n, loadMessages } from './i18n';

export async function render(locale: string): Promise<string> {
  const i18n = createI18n(locale, await loadMessages(locale)); // per request
  return renderToString(
    <I18nProvider i18n={i18n}>
      <App locale={locale} />
    </I18nProvider>,
  );
}
