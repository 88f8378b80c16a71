import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Router } from 'express';
import { pageHandler } from './routes/pages';
import type { HeadRenderer } from './seo/page-head';

/** Development only: Vite's middleware with hot reload (imported lazily, never in production). */
export async function createDevClient(head: HeadRenderer): Promise<Router> {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  const templatePath = fileURLToPath(new URL('../client/index.html', import.meta.url));
  const router = Router();
  router.use(vite.middlewares);
  router.use(pageHandler(async (url) => vite.transformIndexHtml(url, await readFile(templatePath, 'utf8')), head));
  return router;
}
