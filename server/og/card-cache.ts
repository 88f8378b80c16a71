import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { CardModel } from './card-model';
import { cardFingerprint } from './card-model';

/** A drawn card and its strong validator. */
export type DrawnCard = { png: Buffer; etag: string };

export type CardCacheOptions = {
  /** At most this many cards (default 1,000: every sitemap card a few windows over). */
  maxEntries?: number;
  /** And at most this many bytes of PNGs and keys (default 48 MiB; a card is 35–45 KB). */
  maxBytes?: number;
  /** A card unused this long is dropped (default 10 minutes: ten rate windows). */
  ttlMs?: number;
};

/** What the cache did, for tests and /metrics: renders, hits, and requests that joined a render in flight. */
export type CardCacheStats = { renders: number; hits: number; joined: number };

/** The model, wrapped: lru-cache's types distribute over a union context (`CardModel` is one). */
type Context = { model: CardModel };

export function etagOf(png: Buffer): string {
  return `"${createHash('sha1').update(png).digest('base64url')}"`;
}

/**
 * Drawn cards, keyed by everything they draw (`cardFingerprint`: pair, amount, figure, as-of
 * text). The rates service makes one book per freshness window, so a pair's key changes with the
 * window by itself, and a card never shows a figure its page no longer shows (a clock-aligned
 * window could). Concurrent requests for a card not yet drawn wait for one render (lru-cache's
 * fetch joins them); a failed render is not kept, so the next request tries again.
 */
export class CardCache {
  readonly stats: CardCacheStats = { renders: 0, hits: 0, joined: 0 };
  private readonly lru: LRUCache<string, DrawnCard, Context>;
  /** Keys being drawn (lru-cache's `has` is false for a fetch in flight). */
  private readonly drawing = new Set<string>();

  constructor(draw: (model: CardModel) => Promise<Buffer>, options: CardCacheOptions = {}) {
    this.lru = new LRUCache<string, DrawnCard, Context>({
      max: options.maxEntries ?? 1000,
      maxSize: options.maxBytes ?? 48 * 1024 * 1024,
      // The key counts too (a JS string: up to 2 bytes a character), though a PNG is ~100 times larger.
      sizeCalculation: (card, key) => card.png.byteLength + 2 * key.length,
      ttl: options.ttlMs ?? 10 * 60_000,
      updateAgeOnGet: true,
      fetchMethod: async (key, _stale, { context }) => {
        this.stats.renders += 1;
        this.drawing.add(key);
        try {
          const png = await draw(context.model);
          return { png, etag: etagOf(png) };
        } finally {
          this.drawing.delete(key);
        }
      },
    });
  }

  /** The card of `model`, drawn at most once while it is kept; rejects when drawing fails. */
  async get(model: CardModel): Promise<DrawnCard> {
    const status: LRUCache.Status<string, DrawnCard, Context> = {};
    const card = await this.lru.fetch(cardFingerprint(model), { context: { model }, status });
    if (status.fetch === 'hit') this.stats.hits += 1;
    else if (status.fetch === 'inflight') this.stats.joined += 1;
    if (!card) throw new Error('the card renderer gave no image');
    return card;
  }

  /** Whether `get(model)` would be answered without a new render: kept, or being drawn. */
  holds(model: CardModel): boolean {
    const key = cardFingerprint(model);
    return this.lru.has(key) || this.drawing.has(key);
  }

  get size(): number {
    return this.lru.size;
  }
}
