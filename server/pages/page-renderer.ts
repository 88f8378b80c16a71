import type { Messages } from '@lingui/core';
import { splitLocale } from '@shared/i18n/locales';
import { keepPageChunks } from '@shared/page-chunks';
import type { DehydratedState } from '@tanstack/react-query';
import type { HeadRenderer } from './page-head';
import type { InProcessApi } from './in-process-api';

/** The HTML template for a URL (dev: Vite's transform; prod: the built index.html). */
export type HtmlTemplate = (url: string) => Promise<string>;

/** The client's `renderApp` (client/src/entry-server.tsx): the app's HTML and its query cache. */
export type AppRenderer = (
  url: string,
  api: InProcessApi,
) => Promise<{
  html: string;
  state: DehydratedState;
  headTags?: string;
  locale?: string;
  messages?: Messages;
  /** The catalog holds only what the render used; the browser loads the rest before other code. */
  partialCatalog?: boolean;
  page?: string;
}>;

/** A whole HTML document for a URL: head tags, rendered app and the state it hydrates from. */
export type PageRenderer = (url: string) => Promise<string>;

const ROOT = '<div id="root"></div>';

export function createPageRenderer({
  template,
  head,
  renderApp,
  api,
}: {
  template: HtmlTemplate;
  head: HeadRenderer;
  renderApp?: AppRenderer | undefined;
  api: InProcessApi;
}): PageRenderer {
  return async (url) => {
    // Prefixed, never resolved against: a path starting with // must not be read as a host.
    const { pathname } = new URL(`http://localhost${url}`);
    const [html, tags, app] = await Promise.all([template(url), head(pathname), renderApp?.(url, api)]);
    // Function replacers: rendered text may contain `$&` and other replacement patterns.
    // The head: the route's tags, then what the page's data adds (a guide's FAQPage).
    // The page's own files, which its loader asks for with the app's (shared/page-chunks.ts).
    const withHead = keepPageChunks(html, app?.page)
      .replace(/<html lang="[^"]*">/, `<html lang="${splitLocale(pathname).locale}">`)
      .replace('<!--app-head-->', () => (app?.headTags ? `${tags}\n    ${app.headTags}` : tags));
    if (!app) return withHead;
    // The page's catalog travels beside its data, as data: one request, nothing for the CSP to allow.
    const partial = app.partialCatalog ? ' data-partial=""' : '';
    const catalog = app.messages
      ? `\n    <script id="app-i18n" type="application/json"${partial}>${serializeState(app.messages)}</script>`
      : '';
    return withHead.replace(
      ROOT,
      () =>
        `<div id="root">${app.html}</div>\n    <script id="app-state" type="application/json">${serializeState(app.state)}</script>${catalog}`,
    );
  };
}

/**
 * JSON that is safe inside a <script> element: no `</script>`, no `<!--`, and no line
 * separators that older parsers choke on. The element is data (type application/json), so the
 * page's script CSP does not need to allow it.
 */
export function serializeState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Puts the built stylesheet inside the page: the only render-blocking request goes away, so
 * the first paint needs the HTML alone (the CSS is a few KB gzip; pages are sent compressed, Brotli or gzip).
 */
export function inlineStylesheets(html: string, readAsset: (path: string) => string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (_tag, href: string) => {
    const css = readAsset(href).replace(/<\/style/gi, '<\\/style');
    return `<style>${css}</style>`;
  });
}
