import { todayUtc } from '@shared/dates';
import { Router } from 'express';
import { robotsTxt, sitemapXml } from '../seo/sitemap';

export function seoRouter(siteUrl: string): Router {
  const router = Router();
  router.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(sitemapXml(siteUrl, todayUtc()));
  });
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(siteUrl));
  });
  return router;
}
