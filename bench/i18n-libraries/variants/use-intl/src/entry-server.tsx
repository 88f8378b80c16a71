import { IntlProvider } from 'use-intl';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { loadMessages } from './i18n';

export async function render(locale: string): Promise<string> {
  const messages = await loadMessages(locale);
  return renderToString(
    <IntlProvider locale={locale} messages={messages} timeZone="UTC">
      <App locale={locale} />
    </IntlProvider>,
  );
}
