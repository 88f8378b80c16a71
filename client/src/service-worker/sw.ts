/**
 * The offline service worker (docs/decisions/010-offline-pwa.md). Built by vite-plugin-pwa's
 * injectManifest into dist/client/sw.js; typechecked with its own tsconfig (WebWorker types).
 *
 * - Precache: the hashed JS chunks but the coin guides, the icons and the manifest (the app
 *   shell, not pages). Coin guides: saved when first read.
 * - Pages: network first (3 s), else the copy saved of that URL, else a page that says the
 *   visitor is offline and lists the pages saved on this device, in the language of the URL's
 *   locale prefix (offline-page.ts).
 * - Rates and currency lists: network first (4 s), else the last answer saved for that URL,
 *   and the page is told which of the two it got (hooks/use-online.ts).
 * - Never: POSTs (workbox routes only GETs), /api/debug/*, other API calls, other origins.
 */
import { API_ANSWER_MESSAGE, type ApiAnswerMessage } from '@/lib/sw-messages';
import { localizedPath } from '@shared/i18n/locales';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { localeOf, offlinePageHtml, type SavedPage, titleOf } from './offline-page';
import { openAlertPage, showAlert } from './push-alerts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const DAY = 24 * 60 * 60;
const PAGES_CACHE = 'pages-v1';
const API_CACHE = 'api-v1';
const IMAGES_CACHE = 'coin-images-v1';
const GUIDES_CACHE = 'coin-guides-v1';
/** Set on a response the worker took from its cache, so the route can tell the page. */
const FROM_CACHE_HEADER = 'x-from-device-cache';

// A new version takes over at once: pages keep working, since hashed chunks never change and
// an old page that asks for a chunk the new version has not precached gets it from the server.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// The page request starts while the worker boots, so network-first costs no extra wait online.
navigationPreload.enable();

/** Pages worth saving: same origin, not the API, not the stored-file debug view. */
function isSavablePage(url: URL): boolean {
  return url.origin === self.location.origin && !url.pathname.startsWith('/api/') && !url.searchParams.has('debug_seo');
}

const pageStrategy = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 3,
  plugins: [
    // Only real pages: not a 404, a 5xx or a redirect.
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
  ],
});

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isSavablePage(url),
  async (options) => {
    try {
      return await pageStrategy.handle(options);
    } catch {
      return offlinePage(options.url);
    }
  },
);

/** Marks answers read from the cache (a network failure or timeout) for the route below. */
const markFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(FROM_CACHE_HEADER, '1');
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

/** The refresh button asks with bypass_cache=true: the same rate, so the same saved entry. */
const oneEntryPerRate: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    if (!url.searchParams.has('bypass_cache')) return request;
    url.searchParams.delete('bypass_cache');
    return url.href;
  },
};

const apiStrategy = new NetworkFirst({
  cacheName: API_CACHE,
  // Longer than pages: the server itself may wait 2.5 s (UPSTREAM_WAIT_MS) for a fresh price.
  networkTimeoutSeconds: 4,
  plugins: [
    oneEntryPerRate,
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    markFromCache,
  ],
});

registerRoute(
  ({ url }) => url.origin === self.location.origin && (url.pathname === '/api/convert' || url.pathname.startsWith('/api/currencies/')),
  async (options) => {
    const response = await apiStrategy.handle(options);
    const source = response.headers.has(FROM_CACHE_HEADER) ? 'device-cache' : 'network';
    options.event.waitUntil(tellPage(options.event, { type: API_ANSWER_MESSAGE, source }));
    return response;
  },
);

// Coin guides are not precached (51 of them): each is saved the first time it is read, and as
// hashed files they never change, so the saved copy is used without asking the network.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/guides/'),
  new CacheFirst({
    cacheName: GUIDES_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// Coin logos: shown from the saved copy at once, refreshed in the background.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/coin-images/'),
  new StaleWhileRevalidate({
    cacheName: IMAGES_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// The first visit is not served by the worker (it installs during that visit): save the page
// being read and the home page (English's, and that of the page's locale) now, so both open
// offline after one visit.
self.addEventListener('install', (event) => {
  event.waitUntil(saveOpenPages(event).catch(() => undefined));
});

async function saveOpenPages(event: ExtendableEvent): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const urls = new Set([new URL('/', self.location.origin).href]);
  for (const client of windows) {
    const url = new URL(client.url);
    url.hash = '';
    if (!isSavablePage(url)) continue;
    urls.add(url.href);
    urls.add(new URL(localizedPath('/', localeOf(url.pathname)), self.location.origin).href);
  }
  await Promise.all(
    [...urls].map(async (url) => {
      // Best effort: a page that cannot be fetched now is simply not saved.
      await Promise.allSettled(pageStrategy.handleAll({ event, request: new Request(url, { credentials: 'same-origin' }) }));
    }),
  );
}

async function tellPage(event: ExtendableEvent, message: ApiAnswerMessage): Promise<void> {
  const clientId = (event as FetchEvent).clientId;
  if (!clientId) return;
  const client = await self.clients.get(clientId);
  client?.postMessage(message);
}

async function offlinePage(url: URL): Promise<Response> {
  const cache = await caches.open(PAGES_CACHE);
  const saved: SavedPage[] = [];
  for (const request of await cache.keys()) {
    const savedUrl = new URL(request.url);
    const response = await cache.match(request);
    if (!response) continue;
    saved.push({ path: savedUrl.pathname + savedUrl.search, title: titleOf(await response.text()) ?? savedUrl.pathname });
  }
  return new Response(offlinePageHtml(url.pathname + url.search, saved), {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Language': localeOf(url.pathname),
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'",
    },
  });
}

// Price alerts (decision 020): show each push; a click opens the pair page it names.
self.addEventListener('push', (event) => {
  event.waitUntil(showAlert(self.registration, () => event.data?.json()));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openAlertPage(self.clients, self.location.origin, event.notification.data));
});
