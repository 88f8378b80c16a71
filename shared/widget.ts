/**
 * The embeddable converter (decision 019): what the loader script (/widget.js), the framed page
 * (/widget/converter) and the configurator (/widget) agree on. Plain TypeScript with no
 * dependencies, because the loader bundles it and must stay under 5 KB gzip.
 */
import { type Locale, LOCALES, localizedPath } from './i18n/locales';

export { SITE_NAME } from './site';

/** The framed page: the only path any other site may frame (CSP frame-ancestors *). */
export const WIDGET_FRAME_PATH = '/widget/converter';
/** The loader script's stable address (not hashed: embedders copy it once). */
export const WIDGET_SCRIPT_PATH = '/widget.js';
/** The custom element the loader defines. */
export const WIDGET_ELEMENT = 'crypto-converter';

export const WIDGET_THEMES = ['auto', 'light', 'dark'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];

/**
 * What a widget shows: tickers as the site's URLs spell them (btc, usd), the amount as typed, and
 * whether the line comparing what each exchange would give shows under the result (`compare`).
 */
export type WidgetOptions = { from: string; to: string; amount: string; theme: WidgetTheme; compare: boolean };

export const WIDGET_DEFAULTS: WidgetOptions = { from: 'btc', to: 'usd', amount: '1', theme: 'auto', compare: false };

const TICKER = /^[a-z0-9][a-z0-9-]{0,39}$/;
const AMOUNT = /^(?:\d{1,15}(?:\.\d{0,12})?|\.\d{1,12})$/;

/** A ticker as given (any case, spaces around), or null when it cannot be one. */
export function widgetTicker(value: string | null | undefined): string | null {
  const ticker = (value ?? '').trim().toLowerCase();
  return TICKER.test(ticker) ? ticker : null;
}

/** A positive plain decimal ("1", "0.5"), or null. */
export function widgetAmount(value: string | null | undefined): string | null {
  const amount = (value ?? '').trim();
  return AMOUNT.test(amount) && Number(amount) > 0 ? amount : null;
}

export function widgetTheme(value: string | null | undefined): WidgetTheme {
  const theme = (value ?? '').trim().toLowerCase();
  return (WIDGET_THEMES as readonly string[]).includes(theme) ? (theme as WidgetTheme) : 'auto';
}

/**
 * The `compare` attribute is a boolean attribute: present (`compare`, `compare=""`, any value but
 * "false" or "0") turns the comparison on; absent leaves it off.
 */
export function widgetCompare(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  const text = value.trim().toLowerCase();
  return text !== 'false' && text !== '0';
}

/** Options from anything a host wrote (attributes, a query string): invalid values fall back to the defaults. */
export function readWidgetOptions(get: (name: keyof WidgetOptions) => string | null | undefined): WidgetOptions {
  return {
    from: widgetTicker(get('from')) ?? WIDGET_DEFAULTS.from,
    to: widgetTicker(get('to')) ?? WIDGET_DEFAULTS.to,
    amount: widgetAmount(get('amount')) ?? WIDGET_DEFAULTS.amount,
    theme: widgetTheme(get('theme')),
    compare: widgetCompare(get('compare')),
  };
}

/**
 * The page language for a `locale` attribute: a locale the site has ("de", "pt-BR", "zh-Hans",
 * any case), else the closest by language ("de-AT" → de, "pt" → pt-BR, "zh-CN" → zh-Hans),
 * else English. "auto" (or nothing) uses the visitor's languages, in order.
 */
export function widgetLocale(value: string | null | undefined, visitorLanguages: readonly string[]): Locale {
  const wanted = !value || value.trim().toLowerCase() === 'auto' ? visitorLanguages : [value.trim()];
  for (const tag of wanted) {
    const lower = tag.toLowerCase();
    const exact = LOCALES.find((l) => l.toLowerCase() === lower);
    if (exact) return exact;
    const language = lower.split('-')[0];
    if (language === 'zh') return 'zh-Hans';
    const byLanguage = LOCALES.find((l) => l.toLowerCase().split('-')[0] === language);
    if (byLanguage) return byLanguage;
  }
  return 'en';
}

/** The framed page's address for a widget: /de/widget/converter?from=btc&to=eur&amount=1&theme=dark (then &compare=1 when on). */
export function widgetFramePath(options: WidgetOptions, locale: Locale): string {
  const query = new URLSearchParams({ from: options.from, to: options.to, amount: options.amount, theme: options.theme });
  if (options.compare) query.set('compare', '1');
  return `${localizedPath(WIDGET_FRAME_PATH, locale)}?${query.toString()}`;
}

/** The full converter page a widget's attribution links to: /de/btc-to-eur. */
export function widgetPairPath(options: Pick<WidgetOptions, 'from' | 'to'>, locale: Locale): string {
  return localizedPath(`/${options.from}-to-${options.to}`, locale);
}

/**
 * Messages between the host page's loader and the framed page, by postMessage. The frame says
 * when it is ready and how tall its content is; the loader sends new options when an attribute
 * changes (a new locale reloads the frame instead). Each side checks the other's origin or
 * window before acting.
 */
export const WIDGET_MESSAGE = 'crypto-converter';
export type FrameToHostMessage =
  | { source: typeof WIDGET_MESSAGE; kind: 'ready' }
  | { source: typeof WIDGET_MESSAGE; kind: 'height'; height: number };
export type HostToFrameMessage = { source: typeof WIDGET_MESSAGE; kind: 'options'; options: WidgetOptions };

export function isFrameToHostMessage(data: unknown): data is FrameToHostMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.source !== WIDGET_MESSAGE) return false;
  return (
    message.kind === 'ready' ||
    (message.kind === 'height' && typeof message.height === 'number' && Number.isFinite(message.height) && message.height >= 0)
  );
}

export function isHostToFrameMessage(data: unknown): data is HostToFrameMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return message.source === WIDGET_MESSAGE && message.kind === 'options' && typeof message.options === 'object' && message.options !== null;
}

/** The fixed height of a plain <iframe> embed (the loader sizes its frames to their content). */
export const WIDGET_IFRAME_HEIGHT = 360;

/**
 * The plain-text attribution under each widget, outside the frame, in the widget's language: the
 * site's name and nothing else linked (a keyword-rich link in a widget is a link scheme).
 */
export const WIDGET_ATTRIBUTION: Record<Locale, string> = {
  en: 'Rates by CryptoCalc',
  es: 'Cotizaciones de CryptoCalc',
  'pt-BR': 'Cotações por CryptoCalc',
  de: 'Kurse von CryptoCalc',
  fr: 'Cours fournis par CryptoCalc',
  tr: 'Kurlar: CryptoCalc',
  ru: 'Курсы от CryptoCalc',
  ja: 'レート提供: CryptoCalc',
  ko: '환율 제공: CryptoCalc',
  'zh-Hans': '汇率由 CryptoCalc 提供',
  id: 'Kurs dari CryptoCalc',
  vi: 'Tỷ giá từ CryptoCalc',
};

/** The frame's accessible name (its `title`), in the widget's language. */
export const WIDGET_FRAME_TITLE: Record<Locale, string> = {
  en: 'Crypto converter',
  es: 'Conversor de criptomonedas',
  'pt-BR': 'Conversor de criptomoedas',
  de: 'Krypto-Umrechner',
  fr: 'Convertisseur de cryptomonnaies',
  tr: 'Kripto para çevirici',
  ru: 'Конвертер криптовалют',
  ja: '暗号資産コンバーター',
  ko: '암호화폐 변환기',
  'zh-Hans': '加密货币转换器',
  id: 'Konverter kripto',
  vi: 'Công cụ chuyển đổi tiền mã hóa',
};
