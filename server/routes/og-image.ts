import { parseCardPath } from '@shared/seo/card-path';
import { type Request, Router } from 'express';
import { AppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';
import { perMinuteLimit } from '../middleware/rate-limits';
import { OgCards, type PreparedCard } from '../og/og-cards';
import type { I18nFactory } from '../i18n/page-i18n';
import type { CurrencyCatalog } from '../rates/currency-catalog';
import type { RatesService } from '../rates/rates-service';
import type { SharedState } from '../shared-state/redis-client';
import { fleetRateLimitStore } from '../shared-state/rate-limit-store';

/** New cards drawn for one address per minute, by default (`cardsPerMinute`). */
export const CARDS_PER_MINUTE = 60;

export type OgImageOptions = {
  catalog: CurrencyCatalog;
  rates: RatesService;
  /** The fleet's shared state (REDIS_URL): the per-IP counters are the fleet's. */
  shared?: SharedState | null | undefined;
  logger: Logger;
  /** Per-IP page-view limit: a card costs a render, like a page (none when omitted, as in tests). */
  limits?: { pageViewsPerMinute: number } | undefined;
  /**
   * Per-IP limit on cards that must be drawn (not in the cache), per minute; only with `limits`.
   * Default CARDS_PER_MINUTE.
   */
  cardsPerMinute?: number | undefined;
  /** The cards service; by default one drawn with satori and resvg (tests pass their own). */
  ogCards?: OgCards | undefined;
  /** The pages' catalogs, so a card speaks its page's language. */
  i18nFor?: I18nFactory | undefined;
};

/**
 * GET /og/{from}-to-{to}.png, /og/{from}-to-{to}/{amount}.png and /og/site.png: the social card
 * (og:image) of a page (docs/decisions/016); under a locale's prefix (/og/de/…), in its language. An address that is no card, or a ticker that names
 * no currency, answers 404 JSON; a card that cannot be drawn answers the site's card.
 */
export function ogImageRouter(options: OgImageOptions): Router {
  const cards = options.ogCards ?? new OgCards(options);
  const router = Router();
  const prepared = new WeakMap<Request, PreparedCard>();
  // Its own counter, so a crawler that fetches a page and then its card spends one page view, not two.
  const requestLimit = options.limits
    ? [
        perMinuteLimit(options.limits.pageViewsPerMinute, 'Too many image requests: rate limited. Please wait a minute.', {
          store: fleetRateLimitStore(options.shared, 'og'),
        }),
      ]
    : [];
  // Drawing is what costs (≈ 20 ms of CPU and a burst of memory a card), and every amount is a
  // new card: new cards have a tighter limit (docs/decisions/023). A card already drawn does not
  // count: crawlers fetch a card for each share of a link, many of the same few cards, each
  // answered from the cache.
  const drawLimit = options.limits
    ? [
        perMinuteLimit(options.cardsPerMinute ?? CARDS_PER_MINUTE, 'Too many new images: rate limited. Please wait a minute.', {
          skip: (req) => {
            const card = prepared.get(req);
            return !card || cards.isDrawn(card);
          },
          store: fleetRateLimitStore(options.shared ?? null, 'cards'),
        }),
      ]
    : [];
  router.get(
    '/og/*card',
    ...requestLimit,
    async (req, _res, next) => {
      const target = parseCardPath(req.path);
      if (!target)
        throw new AppError(
          404,
          'No social card at this address: cards are /og/{from}-to-{to}.png, /og/{from}-to-{to}/{amount}.png and /og/site.png.',
        );
      const card = await cards.prepare(target);
      if (!card) throw new AppError(404, 'No currency has that ticker, so there is no card for it.');
      prepared.set(req, card);
      next();
    },
    ...drawLimit,
    async (req, res) => {
      const card = await cards.draw(prepared.get(req)!);
      res.set({
        'Content-Type': 'image/png',
        'Cache-Control': `public, max-age=${card.maxAgeSeconds}`,
        // Set before send, so Express answers a matching If-None-Match with 304 and keeps this one.
        ETag: card.etag,
        'X-Content-Type-Options': 'nosniff',
        // Cards are made to be shown by other sites (previews, chat clients).
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
      res.send(card.png);
    },
  );
  return router;
}
