import type { Locale } from '@shared/i18n/locales';
import { WIDGET_DEFAULTS, type WidgetOptions } from '@shared/widget';

/** A widget's language: the visitor's browser ("auto") or one of the site's locales. */
export type WidgetLocale = 'auto' | Locale;

/** What the configurator embeds: the widget's options (the amount always valid) and its language. */
export type WidgetConfig = WidgetOptions & { locale: WidgetLocale };

export const CONFIG_DEFAULTS: WidgetConfig = { ...WIDGET_DEFAULTS, locale: 'auto' };

/** The options alone, as the shared helpers take them. */
export function widgetOptionsOf({ from, to, amount, theme, compare }: WidgetConfig): WidgetOptions {
  return { from, to, amount, theme, compare };
}
