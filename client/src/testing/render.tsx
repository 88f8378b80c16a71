import { I18nProvider } from '@lingui/react';
import { render as rtlRender, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '@shared/i18n/locales';
import { createI18n } from '@/lib/i18n';

/**
 * Testing Library's render inside the i18n provider components need. English by default, whose
 * source texts are the messages (macros keep them outside production builds).
 */
export function render(
  ui: ReactElement,
  { locale = 'en', messages = {}, ...options }: RenderOptions & { locale?: Locale; messages?: Record<string, string> } = {},
) {
  const i18n = createI18n(locale, messages);
  const Outer = options.wrapper;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{Outer ? <Outer>{children}</Outer> : children}</I18nProvider>
  );
  return rtlRender(ui, { ...options, wrapper });
}

export * from '@testing-library/react';
