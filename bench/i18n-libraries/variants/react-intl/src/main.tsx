import { appCommon } from '../../../shared/common';
import { IntlProvider } from 'react-intl';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { loadMessages } from './i18n';

const locale = document.documentElement.lang;
void loadMessages(locale).then((messages) =>
  hydrateRoot(
    document.getElementById('root')!,
    <IntlProvider locale={locale} messages={messages as never}>
      <App locale={locale} />
    </IntlProvider>,
  ),
);
appCommon();
