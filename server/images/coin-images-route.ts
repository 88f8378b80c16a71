import { type RequestHandler, Router } from 'express';
import type { CoinImageStore } from './coin-image-store';

const COIN_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** GET /coin-images/{id}: the coin's logo (or its monogram), from this site. */
export function coinImagesRouter(store: CoinImageStore): Router {
  const router = Router();
  const handler: RequestHandler = async (req, res) => {
    const id = String(req.params.id);
    const image = COIN_ID.test(id) ? await store.get(id) : undefined;
    res.set({
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
      // Opened directly, an image (our SVG monogram included) can run nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    if (!image) return void res.status(404).type('text/plain').send('No such coin.');
    res
      .type(image.contentType)
      .set('Cache-Control', image.original ? 'public, max-age=604800' : 'public, max-age=600')
      .send(image.body);
  };
  router.get('/coin-images/:id', handler);
  return router;
}
