import { appCommon } from '../../../shared/common';
import { I18nextProvider } from 'react-i18next';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createI18n, loadMessages } from './i18n';

const locale = document.documentElement.lang;
void loadMessages(locale).then((messages) =>
  hydrateRoot(
    document.getElementById('root')!,
    <I18nextProvider i18n={createI18n(locale, messages)}>
      <App locale={locale} />
    </I18nextProvider>,
  ),
);
appCommon();
