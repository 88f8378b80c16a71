import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineScriptHashes } from './lib/inline-script-hashes';
import { builtClientRouter, pageHandler, readBuiltTemplate } from './pages/pages-route';
import { inlineStylesheets } from './pages/page-renderer';
import type { SiteClient } from './site';

/** Production: the built client beside the built server (dist/client), its stylesheets inlined. */
export async function builtClient(): Promise<SiteClient> {
  const clientDir = fileURLToPath(new URL('../client', import.meta.url));
  const indexHtml = inlineStylesheets(readBuiltTemplate(clientDir), (href) => readFileSync(join(clientDir, href), 'utf8'));
  const { renderApp, loadMessages } = await import('../client/src/entry-server');
  return {
    template: async () => indexHtml,
    renderApp,
    loadMessages,
    handlers: (pages) => builtClientRouter(clientDir, pages),
    inlineScriptHashes: inlineScriptHashes(indexHtml),
  };
}

/** Development: Vite's middleware renders and serves the client source; no CSP (Vite injects inline scripts). */
export async function developmentClient(): Promise<SiteClient> {
  const { createDevClient } = await import('./dev-client');
  const dev = await createDevClient();
  return {
    template: dev.template,
    renderApp: dev.renderApp,
    loadMessages: dev.loadMessages,
    handlers: (pages) => [dev.widgetScript, dev.assets, pageHandler(pages)],
    strictCsp: false,
  };
}
