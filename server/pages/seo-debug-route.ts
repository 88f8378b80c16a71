import { isNumericSegment, splitPairSegment } from '@shared/routes';
import { Router } from 'express';
import { AppError } from '../lib/app-error';
import { describeStoredPage, type StaticPageStore } from './static-pages';

/** GET /api/debug/seo/{pair}/{amount}: what the stored static page of that path says. */
export function seoDebugRouter(staticPages: StaticPageStore): Router {
  const router = Router();
  router.get('/debug/seo/:pair{/:amount}', async (req, res) => {
    const { pair: pairSegment, amount } = req.params as { pair: string; amount?: string };
    const pair = splitPairSegment(pairSegment);
    if (!pair) {
      throw new AppError(400, `"${pairSegment}" is not a currency pair: use the form btc-to-usd.`);
    }
    if (amount !== undefined && !isNumericSegment(amount)) {
      throw new AppError(400, `"${amount}" is not an amount: use a number such as 0.1.`);
    }
    const encoded = `/${encodeURIComponent(pair[0])}-to-${encodeURIComponent(pair[1])}`;
    const path = amount === undefined ? encoded : `${encoded}/${encodeURIComponent(amount)}`;
    res.set('Cache-Control', 'no-store').json(describeStoredPage(path, await staticPages.stored(path)));
  });
  return router;
}
