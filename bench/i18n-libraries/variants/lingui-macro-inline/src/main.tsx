import { appCommon } from '../../../shared/common';
import { I18nProvider } from '@lingui/react';
import { type Messages, setupI18n } from '@lingui/core';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app';

const locale = document.documentElement.lang;
const messages = JSON.parse(document.getElementById('app-i18n')!.textContent!) as Messages;
hydrateRoot(
  document.getElementById('root')!,
  <I18nProvider i18n={setupI18n({ locale, messages: { [locale]: messages } })}>
    <App locale={locale} />
  </I18nProvider>,
);
appCommon();
