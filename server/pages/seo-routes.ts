import { Router } from 'express';
import { type DocumentedLimit, openApiDocument } from '../public-api/document';
import { llmsTxt } from '../public-api/llms-txt';
import { robotsTxt, type Sitemap } from './sitemap';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml';

const CACHE = 'public, max-age=3600';

/** /sitemap.xml (an index of /sitemaps/{name}.xml files), /robots.txt pointing to it, and /llms.txt. */
export function seoRouter(siteUrl: string, sitemap: Sitemap, limit?: DocumentedLimit): Router {
  const router = Router();
  router.get('/sitemap.xml', async (_req, res) => {
    res
      .type('application/xml')
      .set('Cache-Control', CACHE)
      .send(sitemapIndexXml(siteUrl, await sitemap.files()));
  });
  router.get('/sitemaps/:name.xml', async (req, res, next) => {
    const file = await sitemap.file(req.params.name);
    // An unknown file falls through to the pages' 404.
    if (!file) return next();
    res.type('application/xml').set('Cache-Control', CACHE).send(urlSetXml(siteUrl, file.urls));
  });
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', CACHE).send(robotsTxt(siteUrl));
  });
  router.get('/llms.txt', (_req, res) => {
    res
      .type('text/markdown')
      .set('Cache-Control', CACHE)
      .send(llmsTxt(siteUrl, openApiDocument(siteUrl, limit) as Parameters<typeof llmsTxt>[1]));
  });
  return router;
}
