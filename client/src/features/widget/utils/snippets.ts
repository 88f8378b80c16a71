import type { Locale } from '@shared/i18n/locales';
import {
  WIDGET_ATTRIBUTION,
  WIDGET_ELEMENT,
  WIDGET_FRAME_TITLE,
  WIDGET_IFRAME_HEIGHT,
  WIDGET_SCRIPT_PATH,
  widgetFramePath,
  widgetPairPath,
} from '@shared/widget';
import { CONFIG_DEFAULTS, type WidgetConfig, widgetOptionsOf } from './widget-config';

/** Text made safe for an HTML attribute value in double quotes, or for element content. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const ATTRIBUTES = ['from', 'to', 'amount', 'theme', 'locale'] as const;

/** The frame's extra height for the comparison line (the loader's embed sizes itself instead). */
const COMPARE_LINE_HEIGHT = 40;

/**
 * The script embed: the loader, then the element with only the attributes that differ from the
 * defaults; `compare` is a boolean attribute, written bare.
 */
export function scriptSnippet(origin: string, config: WidgetConfig): string {
  const attributes =
    ATTRIBUTES.filter((name) => config[name] !== CONFIG_DEFAULTS[name])
      .map((name) => ` ${name}="${escapeHtml(config[name])}"`)
      .join('') + (config.compare ? ' compare' : '');
  return [
    `<script src="${escapeHtml(`${origin}${WIDGET_SCRIPT_PATH}`)}" async></script>`,
    `<${WIDGET_ELEMENT}${attributes}></${WIDGET_ELEMENT}>`,
  ].join('\n');
}

/** An iframe cannot read the visitor's languages, so "auto" embeds English. */
export function iframeLocale(config: WidgetConfig): Locale {
  return config.locale === 'auto' ? 'en' : config.locale;
}

/** The embed for pages that strip scripts: a fixed-height frame and the attribution link under it. */
export function iframeSnippet(origin: string, config: WidgetConfig): string {
  const locale = iframeLocale(config);
  const options = widgetOptionsOf(config);
  const src = escapeHtml(`${origin}${widgetFramePath(options, locale)}`);
  const title = escapeHtml(WIDGET_FRAME_TITLE[locale]);
  const href = escapeHtml(`${origin}${widgetPairPath(options, locale)}`);
  return [
    `<iframe src="${src}" title="${title}" width="100%" height="${WIDGET_IFRAME_HEIGHT + (config.compare ? COMPARE_LINE_HEIGHT : 0)}" style="border:0" loading="lazy"></iframe>`,
    `<p><a href="${href}">${escapeHtml(WIDGET_ATTRIBUTION[locale])}</a></p>`,
  ].join('\n');
}
