import { join } from 'node:path';
import type { Logger } from '../lib/logger';
import type { CurrencyCatalog } from '../rates/currency-catalog';
import type { RatesService } from '../rates/rates-service';
import type { QuoteService } from '../quotes/quote-service';
import { type DocumentedLimit, openApiDocument } from '../public-api/document';
import { createInProcessApi } from './in-process-api';
import { createHeadRenderer } from './page-head';
import { createI18nFactory, type I18nFactory, type MessagesLoader } from '../i18n/page-i18n';
import { createPairResolver, type PairResolver } from '../rates/pair-resolver';
import { type AppRenderer, createPageRenderer, type HtmlTemplate, type PageRenderer } from './page-renderer';
import { StaticPageStore } from './static-pages';
import type { SharedState } from '../shared-state/redis-client';
import { StaticPageRecords } from './static-page-records';

/** What the page handler serves pages with; the store and resolver are optional for tests. */
export type PageServices = {
  render: PageRenderer;
  staticPages?: StaticPageStore | undefined;
  /** Resolves a pair URL's tickers, so a pair naming no currency answers 404 (else: route table only). */
  resolvePair?: PairResolver | undefined;
};

/** Everything that turns a URL into a page: the renderer and the store of pre-rendered pages. */
export function createPageServices(options: {
  catalog: CurrencyCatalog;
  rates: RatesService;
  quotes?: QuoteService | null | undefined;
  logger: Logger;
  siteUrl: string;
  dataDir: string;
  template: HtmlTemplate;
  renderApp?: AppRenderer;
  /** The client's catalogs, for the head's titles and descriptions (English source text without). */
  loadMessages?: MessagesLoader | undefined;
  /** Regeneration interval; pages older than twice this are rendered live instead. */
  refreshSeconds: number;
  /** The fleet's shared state (REDIS_URL): where the pages' render records live. */
  shared?: SharedState | null | undefined;
  /** The API's per-IP limit, as /developers states it (from the OpenAPI document). */
  apiLimit?: DocumentedLimit | undefined;
}): { render: PageRenderer; staticPages: StaticPageStore; resolvePair: PairResolver; i18nFor: I18nFactory } {
  const resolvePair = createPairResolver(options.catalog);
  const i18nFor = createI18nFactory(options.loadMessages);
  const head = createHeadRenderer({ resolvePair, rates: options.rates, siteUrl: options.siteUrl, i18nFor });
  const api = createInProcessApi({
    catalog: options.catalog,
    rates: options.rates,
    quotes: options.quotes,
    openApi: () => openApiDocument(options.siteUrl, options.apiLimit),
  });
  const render = createPageRenderer({ template: options.template, head, renderApp: options.renderApp, api });
  const staticPages = new StaticPageStore({
    dir: join(options.dataDir, 'static-pages'),
    render,
    logger: options.logger,
    // With regeneration off, a stored page stays servable for a day.
    maxAgeMs: (options.refreshSeconds > 0 ? 2 * options.refreshSeconds : 86_400) * 1000,
    records: options.shared ? new StaticPageRecords(options.shared) : null,
  });
  return { render, staticPages, resolvePair, i18nFor };
}
