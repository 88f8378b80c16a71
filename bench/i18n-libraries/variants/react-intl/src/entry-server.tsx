import { IntlProvider } from 'react-intl';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { loadMessages } from './i18n';

/** IntlProvider creates its intl object per render: per request by construction. */
export async function render(locale: string): Promise<string> {
  const messages = await loadMessages(locale);
  return renderToString(
    <IntlProvider locale={locale} messages={messages as never}>
      <App locale={locale} />
    </IntlProvider>,
  );
}
