import { parseCardPath } from '@shared/seo/card-path';
import { Router } from 'express';
import { AppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';
import { perMinuteLimit } from '../middleware/rate-limits';
import { OgCards } from '../og/og-cards';
import type { I18nFactory } from '../i18n/page-i18n';
import type { Services } from '../services';
import { fleetRateLimitStore } from '../shared-state/rate-limit-store';

export type OgImageOptions = Pick<Services, 'catalog' | 'rates' | 'shared'> & {
  logger: Logger;
  /** Per-IP page-view limit: a card costs a render, like a page (none when omitted, as in tests). */
  limits?: { pageViewsPerMinute: number } | undefined;
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
  // Its own counter, so a crawler that fetches a page and then its card spends one page view, not two.
  const limit = options.limits
    ? [perMinuteLimit(options.limits.pageViewsPerMinute, 'Too many image requests: rate limited. Please wait a minute.', { store: fleetRateLimitStore(options.shared, 'og') })]
    : [];
  router.get('/og/*card', ...limit, async (req, res) => {
    const target = parseCardPath(req.path);
    if (!target) throw new AppError(404, 'No social card at this address: cards are /og/{from}-to-{to}.png, /og/{from}-to-{to}/{amount}.png and /og/site.png.');
    const card = await cards.card(target);
    if (!card) throw new AppError(404, 'No currency has that ticker, so there is no card for it.');
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
  });
  return router;
}
