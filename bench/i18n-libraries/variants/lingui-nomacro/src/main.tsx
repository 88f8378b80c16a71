import { appCommon } from '../../../shared/common';
import { I18nProvider } from '@lingui/react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createI18n, loadMessages } from './i18n';

const locale = document.documentElement.lang;
// The page's catalog before hydration, so the first render matches the server's HTML.
void loadMessages(locale).then((messages) =>
  hydrateRoot(
    document.getElementById('root')!,
    <I18nProvider i18n={createI18n(locale, messages)}>
      <App locale={locale} />
    </I18nProvider>,
  ),
);
appCommon();
