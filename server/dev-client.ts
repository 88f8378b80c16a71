import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { WIDGET_SCRIPT_PATH } from '@shared/widget';
import { Router } from 'express';
import type { MessagesLoader } from './i18n/page-i18n';
import type { AppRenderer, HtmlTemplate } from './pages/page-renderer';

/**
 * Development only (imported lazily, never in production): Vite's middleware with hot reload,
 * its transform of index.html, and the client's server entry loaded through Vite, so edits
 * show up without a rebuild.
 */
export async function createDevClient(): Promise<{
  assets: Router;
  widgetScript: Router;
  template: HtmlTemplate;
  renderApp: AppRenderer;
  loadMessages: MessagesLoader;
}> {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  const templatePath = fileURLToPath(new URL('../client/index.html', import.meta.url));
  const assets = Router();
  assets.use(vite.middlewares);
  // The widget loader is a separate classic script (vite.widget.config.ts): built on each request here.
  const widgetScript = Router();
  widgetScript.get(WIDGET_SCRIPT_PATH, async (_req, res, next) => {
    try {
      const { build } = await import('vite');
      const configFile = fileURLToPath(new URL('../vite.widget.config.ts', import.meta.url));
      const output = (await build({ configFile, logLevel: 'warn', build: { write: false } })) as {
        output: { type: string; code?: string }[];
      }[];
      const chunk = output.flatMap((o) => o.output).find((file) => file.type === 'chunk');
      res
        .type('text/javascript')
        .set('Cache-Control', 'no-cache')
        .send(chunk?.code ?? '');
    } catch (error) {
      next(error);
    }
  });
  return {
    assets,
    widgetScript,
    template: async (url) => vite.transformIndexHtml(url, await readFile(templatePath, 'utf8')),
    renderApp: async (url, api) => {
      const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { renderApp: AppRenderer };
      return entry.renderApp(url, api);
    },
    loadMessages: async (locale) => {
      const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { loadMessages: MessagesLoader };
      return entry.loadMessages(locale);
    },
  };
}
