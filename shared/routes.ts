/**
 * The product spec's route table (decision 003), shared by the client router and the server
 * (which uses it to answer unknown paths with a 404 status).
 */

export type ConverterRoute = {
  path: string;
  fromTicker: string;
  toTicker: string;
  label: string;
};

function pairRoute(fromTicker: string, toTicker: string, label: string): ConverterRoute {
  return { path: buildPairPath(fromTicker, toTicker), fromTicker, toTicker, label };
}

/** The product spec's 10 fixed converter pages. */
export const FIXED_PAIR_ROUTES: readonly ConverterRoute[] = [
  pairRoute('btc', 'usd', 'BTC to USD'),
  pairRoute('eth', 'usd', 'ETH to USD'),
  pairRoute('bnb', 'usd', 'BNB to USD'),
  pairRoute('sol', 'usd', 'SOL to USD'),
  pairRoute('ada', 'usd', 'ADA to USD'),
  pairRoute('xrp', 'usd', 'XRP to USD'),
  pairRoute('dot', 'usd', 'DOT to USD'),
  pairRoute('doge', 'usd', 'DOGE to USD'),
  pairRoute('usd', 'btc', 'USD to BTC'),
  pairRoute('usd', 'eth', 'USD to ETH'),
];

/** The header's "Crypto Converter" dropdown (the product spec's 8 entries). */
export const HEADER_CONVERTER_ROUTES: readonly ConverterRoute[] = [
  pairRoute('btc', 'usd', 'BTC to USD'),
  pairRoute('sol', 'usd', 'SOL to USD'),
  pairRoute('eth', 'usd', 'ETH to USD'),
  pairRoute('pi', 'usd', 'PI to USD'),
  pairRoute('xrp', 'usd', 'XRP to USD'),
  pairRoute('ada', 'usd', 'ADA to USD'),
  pairRoute('trx', 'usd', 'TRON to USD'),
  pairRoute('bnb', 'usd', 'BNB to USD'),
];

/** The product spec's fixed-amount pages. */
export const BTC_FIXED_AMOUNTS = [0.1, 0.05, 0.01, 0.005, 0.003, 0.002, 0.0025, 0.001, 0.0005, 0.0002, 0.0001, 0.00001] as const;
export const ETH_FIXED_AMOUNTS = [1, 0.5, 0.2, 0.1, 0.05, 0.03, 0.02, 0.01, 0.005, 0.001] as const;

/**
 * Whether a fixed-amount page is one of the curated ones: those are indexed; any other
 * amount stays usable and shareable but is `noindex, follow`, so made-up amounts are no pages.
 */
export function isCuratedAmount(fromTicker: string, toTicker: string, amount: string): boolean {
  const pair = `${fromTicker.toLowerCase()}-${toTicker.toLowerCase()}`;
  const list: readonly number[] = pair === 'btc-usd' ? BTC_FIXED_AMOUNTS : pair === 'eth-usd' ? ETH_FIXED_AMOUNTS : [];
  return list.some((curated) => String(curated) === amount);
}

/** Static content pages (the calculator and the operator tools are route kinds of their own). */
export const STATIC_PAGES = ['about', 'methodology', 'contact', 'privacy', 'terms', 'disclaimer'] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

/** The product spec's operator tools: reachable by URL, never linked. */
export const OPERATOR_TOOLS = ['indexnow-test', 'debug-seo'] as const;
export type OperatorTool = (typeof OPERATOR_TOOLS)[number];

/**
 * Pages for developers (decision 019), in English only: the API docs, the widget configurator and
 * the framed widget (whose language is its locale prefix, as other pages').
 */
export type DeveloperPage = 'developers' | 'widget' | 'widget-frame';
const DEVELOPER_PATHS: Record<string, DeveloperPage> = {
  '/developers': 'developers',
  '/widget': 'widget',
  '/widget/converter': 'widget-frame',
};

export type RouteMatch =
  | { kind: 'home' }
  | { kind: 'developer'; page: DeveloperPage }
  /** This browser's price alerts (decision 020): personal, so never indexed. */
  | { kind: 'alerts' }
  /** This browser's transactions and gains (decision 025): personal, so never indexed. */
  | { kind: 'portfolio' }
  | { kind: 'page'; page: StaticPage }
  /** The profit calculator, optionally with a coin preselected by ticker. */
  | { kind: 'calculator'; ticker?: string }
  /** Operator tools: reachable by URL, not linked, hidden from search engines. */
  | { kind: 'tool'; tool: OperatorTool }
  /** A converter for a pair; tickers are lower-cased and not yet resolved to currencies. */
  | { kind: 'pair'; fromTicker: string; toTicker: string }
  /** A fixed-amount page; `amount` is the URL segment as typed (the product spec: a string). */
  | { kind: 'pair-amount'; fromTicker: string; toTicker: string; amount: string }
  /** Contains -to- but does not split into two tickers: the default converter (the product spec). */
  | { kind: 'invalid-pair'; segment: string }
  | { kind: 'not-found' };

const NUMERIC_SEGMENT = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const MAX_AMOUNT_LENGTH = 40;

export function isNumericSegment(segment: string): boolean {
  return segment.length <= MAX_AMOUNT_LENGTH && NUMERIC_SEGMENT.test(segment) && Number.isFinite(Number(segment));
}

/** Splits "BTC-to-usd" into ["btc", "usd"]; null unless it is exactly two non-empty parts. */
export function splitPairSegment(segment: string): [string, string] | null {
  const parts = segment.toLowerCase().split('-to-');
  if (parts.length !== 2) return null;
  const [from, to] = parts as [string, string];
  return from && to ? [from, to] : null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Matches a pathname (no query string) against the product spec's route table. */
export function matchRoute(pathname: string): RouteMatch {
  const segments = pathname.split('/').filter(Boolean).map(safeDecode);
  if (segments.length === 0) return { kind: 'home' };
  if (segments[0] === 'crypto-profit-calculator' && segments.length <= 2) {
    return segments[1] ? { kind: 'calculator', ticker: segments[1].toLowerCase() } : { kind: 'calculator' };
  }
  const developer = DEVELOPER_PATHS[`/${segments.join('/')}`];
  if (developer) return { kind: 'developer', page: developer };
  if (segments.length === 1 && segments[0] === 'alerts') return { kind: 'alerts' };
  if (segments.length === 1 && segments[0] === 'portfolio') return { kind: 'portfolio' };
  const tool = OPERATOR_TOOLS.find((t) => t === segments[0]);
  if (tool && segments.length === 1) return { kind: 'tool', tool };
  const page = STATIC_PAGES.find((p) => p === segments[0]);
  if (page && segments.length === 1) return { kind: 'page', page };

  const pairIndex = segments.findIndex((s) => s.toLowerCase().includes('-to-'));
  if (pairIndex === -1) return { kind: 'not-found' };
  const pairSegment = segments[pairIndex]!;
  const pair = splitPairSegment(pairSegment);
  const last = segments[segments.length - 1]!;

  // /{pair} and /{pair}/{amount}, and the /{path+} fallback: numeric last segment → amount.
  if (pair && segments.length > 1 && pairIndex < segments.length - 1 && isNumericSegment(last)) {
    return { kind: 'pair-amount', fromTicker: pair[0], toTicker: pair[1], amount: last };
  }
  if (pair) return { kind: 'pair', fromTicker: pair[0], toTicker: pair[1] };
  if (segments.length <= 2) return { kind: 'invalid-pair', segment: pairSegment };
  return { kind: 'not-found' };
}

export function buildPairPath(fromTicker: string, toTicker: string, amount?: string | number): string {
  const base = `/${fromTicker.toLowerCase()}-to-${toTicker.toLowerCase()}`;
  return amount === undefined ? base : `${base}/${amount}`;
}

/** The developer pages that exist in English only: other locales' addresses redirect to them. */
export function isEnglishOnly(match: RouteMatch): boolean {
  return match.kind === 'developer' && match.page !== 'widget-frame';
}

/** The framed converter: bare (no header or footer), frameable by any site. */
export function isWidgetFrame(match: RouteMatch): boolean {
  return match.kind === 'developer' && match.page === 'widget-frame';
}
