import { appCommon } from '../../../shared/common';
import { IntlProvider } from 'use-intl';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { loadMessages } from './i18n';

const locale = document.documentElement.lang;
void loadMessages(locale).then((messages) =>
  hydrateRoot(
    document.getElementById('root')!,
    <IntlProvider locale={locale} messages={messages} timeZone="UTC">
      <App locale={locale} />
    </IntlProvider>,
  ),
);
appCommon();
