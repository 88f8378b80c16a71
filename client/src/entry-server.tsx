import type { Messages } from '@lingui/core';
import { splitLocale } from '@shared/i18n/locales';
import type { CoinContent } from '@shared/schemas/content';
import { isWidgetFrame, matchRoute } from '@shared/routes';
import { coinFaqEntries } from '@shared/seo/coin-faq';
import { faqPage, jsonLdScript } from '@shared/seo/structured-data';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/app';
import { LOADING_PAGE, type PageName, pageNameFor, preloadPage } from './app/router';
import { preloadDeferredParts } from './components/deferred-part';
import {
  preloadExchangeQuote,
  preloadFixedAmountSummary,
  preloadPairSuggestions,
  preloadStaleNotice,
  preloadTickerChooser,
} from './features/converter';
import { type ApiFetch, setApiTransport } from './lib/api-client';
import { createI18n, recordMessageIds } from './lib/i18n';
import { LOADING_ARTICLE } from './features/content';
import { CONTENT_QUERY_ROOTS, type PageState } from './features/content/bundled-content';
import { LANGUAGE_SUGGESTION_MESSAGES } from './app/layout/language-suggestion';
import { loadMessages } from './lib/load-messages';
import { currenciesQuery } from './lib/currencies-query';
import { createQueryClient } from './lib/query-client';

/**
 * Queries the server answers before sending a page: the currency lists, rates and the page's
 * text. Anything else (a historical chart, say) stays a skeleton the browser fills in, so a
 * slow upstream never holds a page back.
 */
const SERVER_QUERY_ROOTS = new Set([
  '/api/currencies/crypto',
  '/api/currencies/fiat',
  '/api/convert',
  // Answered only from a quote the server gave within seconds; it never asks the exchanges for a render.
  '/api/quote',
  '/api/currencies/suggest',
  // The page's text: rendered, but named rather than carried in the page's data (bundled-content.ts).
  ...CONTENT_QUERY_ROOTS,
  '/api/v1/openapi.json',
]);

/** Each pass can reveal queries that depend on earlier ones (lists → rate); three suffice. */
const MAX_PASSES = 4;

/**
 * `headTags`: what the page's data adds to its head (the coin guide's FAQPage JSON-LD).
 * `locale` and `messages`: the page's language and the catalog the browser hydrates with.
 */
/**
 * `page`: the page module that rendered it (its files are named in the page: shared/page-chunks.ts).
 * `messages`: the catalog the page carries; `partialCatalog` when it is only what the render used.
 */
export type RenderedApp = {
  html: string;
  state: PageState;
  headTags: string;
  locale: string;
  messages: Messages;
  partialCatalog: boolean;
  page: PageName;
};

/**
 * Pages whose code that runs at once, before any use, renders messages the server did not (the
 * alerts list and the portfolio read this browser's data; the contact form and the developer
 * pages load their code without waiting for the catalog): they carry the whole catalog.
 */
const WHOLE_CATALOG_PAGES: ReadonlySet<PageName> = new Set<PageName>([
  'alerts-page',
  'portfolio-page',
  'contact-page',
  'developers-page',
  'widget-page',
  'debug-seo-page',
  'indexnow-test-page',
]);

/** What any page may show before the rest of its catalog has loaded: fallbacks while code loads, the language line. */
const ALWAYS_CARRIED = [LOADING_PAGE, LOADING_ARTICLE, ...LANGUAGE_SUGGESTION_MESSAGES];

/**
 * The catalog a page carries (decision 017 addendum): the messages its render used, and those
 * every page may need before the rest arrives (client/src/lib/complete-catalog.ts).
 */
function pageCatalog(page: PageName, messages: Messages, used: ReadonlySet<string>): { messages: Messages; partialCatalog: boolean } {
  if (WHOLE_CATALOG_PAGES.has(page)) return { messages, partialCatalog: false };
  const ids = new Set([...used, ...ALWAYS_CARRIED.map((message) => message.id)]);
  return { messages: Object.fromEntries(Object.entries(messages).filter(([id]) => ids.has(id))), partialCatalog: true };
}

/** The catalogs, for what the server writes outside the app (titles, descriptions, cards). */
export { loadMessages };

/**
 * Renders the app for a URL: render, load the queries the render asked for, render again until
 * nothing new is asked. The browser hydrates the same tree from the dehydrated cache.
 */
export async function renderApp(url: string, apiFetch: ApiFetch): Promise<RenderedApp> {
  setApiTransport(apiFetch);
  // Prefixed, never resolved against: a path starting with // must not be read as a host.
  const { pathname, search } = new URL(`http://localhost${url}`);
  const { locale, path } = splitLocale(pathname);
  const queryClient = createQueryClient();
  const [messages] = await Promise.all([
    loadMessages(locale),
    preloadPage(path),
    preloadPairSuggestions(),
    preloadExchangeQuote(),
    preloadTickerChooser(),
    preloadStaleNotice(),
    preloadFixedAmountSummary(),
  ]);
  // After the page's chunk: the deferred parts it declares are registered once it has loaded.
  await preloadDeferredParts();
  // One i18n instance per request: concurrent renders in other languages never share one.
  const i18n = createI18n(locale, messages);
  const used = recordMessageIds(i18n);
  const attempted = new Set<string>();
  const render = () =>
    renderToString(
      <StrictMode>
        <App i18n={i18n} queryClient={queryClient} serverLocation={{ path: pathname, search: search.replace(/^\?/, '') }} />
      </StrictMode>,
    );

  // Converter and calculator pages always need both lists first: loading them up front saves
  // a render pass.
  const match = matchRoute(path);
  if (['home', 'invalid-pair', 'pair', 'pair-amount', 'calculator'].includes(match.kind) || isWidgetFrame(match)) {
    await Promise.all((['crypto', 'fiat'] as const).map((type) => queryClient.prefetchQuery({ ...currenciesQuery(type), retry: false })));
  }
  let html = render();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const wanted = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => isServerQuery(query) && !attempted.has(query.queryHash));
    if (wanted.length === 0) break;
    for (const query of wanted) attempted.add(query.queryHash);
    await Promise.all(wanted.map((query) => fetchOnServer(queryClient, query)));
    html = render();
  }
  const state = pageState(queryClient);
  const headTags = structuredDataOf(queryClient);
  queryClient.clear();
  const page = pageNameFor(match);
  return { html, state, headTags, locale, page, ...pageCatalog(page, messages, used) };
}

/**
 * The data the browser hydrates from: every query answered, except the page's text, which the
 * HTML already holds and the bundle carries (bundled-content.ts); those are named by key only.
 */
function pageState(queryClient: QueryClient): PageState {
  const isText = (query: Query) => CONTENT_QUERY_ROOTS.has(String(query.queryKey[0]));
  const answered = (query: Query) => query.state.status === 'success';
  const bundledQueries = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => isText(query) && answered(query))
    .map((query) => query.queryKey);
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => answered(query) && !isText(query) });
  return bundledQueries.length > 0 ? { ...state, bundledQueries } : state;
}

function isServerQuery(query: Query): boolean {
  const options = query.options as { enabled?: unknown };
  return query.state.status === 'pending' && options.enabled !== false && SERVER_QUERY_ROOTS.has(String(query.queryKey[0]));
}

/** One attempt, no retries: a failing query renders its loading state and the browser retries. */
async function fetchOnServer(queryClient: QueryClient, query: Query): Promise<void> {
  await queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey, retry: false });
}

/**
 * JSON-LD for what the page rendered from its data: a coin guide's FAQs as an FAQPage. Written
 * into the head here, on the server, so the browser's bundle carries none of it.
 */
function structuredDataOf(queryClient: QueryClient): string {
  const guide = queryClient
    .getQueryCache()
    .findAll({ queryKey: ['coin-content'] })
    .find((query) => query.state.data);
  const content = guide?.state.data as CoinContent | null | undefined;
  return content ? jsonLdScript([faqPage(coinFaqEntries(content))]) : '';
}
