import { I18nextProvider } from 'react-i18next';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { createI18n, loadMessages } from './i18n';

export async function render(locale: string): Promise<string> {
  const i18n = createI18n(locale, await loadMessages(locale));
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <App locale={locale} />
    </I18nextProvider>,
  );
}
