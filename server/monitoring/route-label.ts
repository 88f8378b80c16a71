import { matchRoute } from '@shared/routes';

/**
 * The API's endpoints (lower case, as Express matches them case-insensitively). A path not
 * listed is labelled `api:unknown`: add new endpoints here so their metrics have a name.
 */
const API_ENDPOINTS = new Set([
  '/api/convert',
  '/api/quote',
  '/api/currencies/crypto',
  '/api/currencies/fiat',
  '/api/currencies/suggest',
  '/api/historical-price',
  '/api/historical-range',
  '/api/historical-fx',
  '/api/convert-on-date',
  '/api/chart',
  '/api/indexnow/submit',
  '/api/indexnow/submit-multiple',
  '/api/indexnow/submit-btc-fixed-amounts',
  '/api/indexnow/visit',
  '/api/sitemap/submit',
]);

const FIXED = new Set(['/healthz', '/readyz', '/metrics', '/sitemap.xml', '/robots.txt']);

/** Page kinds as labels ("page" is the informational pages: about, privacy…). */
const PAGE_LABELS: Record<ReturnType<typeof matchRoute>['kind'], string> = {
  home: 'page:home',
  page: 'page:info',
  calculator: 'page:calculator',
  tool: 'page:tool',
  pair: 'page:pair',
  'pair-amount': 'page:pair-amount',
  'invalid-pair': 'page:invalid-pair',
  'not-found': 'page:not-found',
  developer: 'page:developer',
  alerts: 'page:alerts',
  portfolio: 'page:portfolio',
};

/** The public API's endpoints (decision 018), each its own label. */
const V1_ENDPOINTS = new Set(
  [
    'openapi.json',
    'currencies/crypto',
    'currencies/fiat',
    'currencies/suggest',
    'convert',
    'convert-on-date',
    'historical-price',
    'historical-range',
    'historical-fx',
    'chart',
    'quote',
  ].map((path) => `/api/v1/${path}`),
);

/**
 * A metrics label for a request path: a route template from a small fixed set, never the raw
 * path, so hostile or random URLs cannot grow the number of time series.
 */
export function routeLabel(path: string): string {
  const lower = path.length > 1 && path.endsWith('/') ? path.slice(0, -1).toLowerCase() : path.toLowerCase();
  if (FIXED.has(lower)) return lower;
  if (lower === '/api' || lower.startsWith('/api/')) {
    if (API_ENDPOINTS.has(lower) || V1_ENDPOINTS.has(lower)) return `api:${lower}`;
    if (lower.startsWith('/api/v1/problems/')) return 'api:/api/v1/problems/:slug';
    if (lower.startsWith('/api/debug/seo/')) return 'api:/api/debug/seo/:pair/:amount?';
    return 'api:unknown';
  }
  if (lower.startsWith('/assets/')) return 'asset';
  if (lower.startsWith('/coin-images/')) return 'coin-image';
  if (lower.startsWith('/og/')) return 'og-card';
  if (lower.startsWith('/sitemaps/')) return 'sitemap';
  // Root files: icons, the manifest, the service worker, the IndexNow key file, /index.html.
  if (/^\/(?:icons\/)?[^/]+\.[a-z0-9]+$/.test(lower)) return 'file';
  return PAGE_LABELS[matchRoute(path).kind];
}
