import { englishI18n } from '../i18n/page-i18n';
const EN = englishI18n();
import { describe, expect, it } from 'vitest';
import { CardCache, etagOf } from './card-cache';
import { type CardModel, rateCardModel, SITE_CARD } from './card-model';

const AT = new Date('2026-11-24T14:05:09Z');
const card = (rate: number): CardModel =>
  rateCardModel(EN, {
    from: { symbol: 'BTC', name: 'Bitcoin' },
    to: { symbol: 'USD', name: 'US Dollar' },
    rate,
    asOf: AT,
    source: 'live',
  })!;

/** A stand-in renderer: the model's JSON as bytes, after a tick, counting its calls. */
function countingDraw(fail = () => false) {
  const calls: CardModel[] = [];
  const draw = async (model: CardModel) => {
    calls.push(model);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (fail()) throw new Error('drawing failed');
    return Buffer.from(JSON.stringify(model));
  };
  return { calls, draw };
}

describe('CardCache', () => {
  it('draws a card once and answers it from memory after', async () => {
    const { calls, draw } = countingDraw();
    const cache = new CardCache(draw);
    const first = await cache.get(card(100_000));
    const second = await cache.get(card(100_000));
    expect(second).toBe(first);
    expect(first.etag).toBe(etagOf(first.png));
    expect(calls).toHaveLength(1);
    expect(cache.stats).toEqual({ renders: 1, hits: 1, joined: 0 });
  });

  it('joins concurrent requests for one card into one render', async () => {
    const { calls, draw } = countingDraw();
    const cache = new CardCache(draw);
    const cards = await Promise.all(Array.from({ length: 8 }, () => cache.get(card(100_000))));
    expect(new Set(cards.map((c) => c.etag)).size).toBe(1);
    expect(calls).toHaveLength(1);
    expect(cache.stats.joined).toBe(7);
  });

  it('draws anew when what the card shows changes (a new rate window)', async () => {
    const { calls, draw } = countingDraw();
    const cache = new CardCache(draw);
    const a = await cache.get(card(100_000));
    const b = await cache.get(card(100_100));
    expect(a.etag).not.toBe(b.etag);
    expect(calls).toHaveLength(2);
  });

  it('keeps no failed render: the next request draws again', async () => {
    let failing = true;
    const { calls, draw } = countingDraw(() => failing);
    const cache = new CardCache(draw);
    await expect(cache.get(SITE_CARD)).rejects.toThrow('drawing failed');
    failing = false;
    await expect(cache.get(SITE_CARD)).resolves.toMatchObject({ etag: expect.any(String) });
    expect(calls).toHaveLength(2);
  });

  it('is bounded by entries and bytes', async () => {
    const { draw } = countingDraw();
    const byCount = new CardCache(draw, { maxEntries: 3 });
    for (let i = 0; i < 10; i++) await byCount.get(card(100_000 + i));
    expect(byCount.size).toBe(3);
    const size = (await byCount.get(card(1))).png.length;
    const byBytes = new CardCache(draw, { maxBytes: size * 2 + 10 });
    for (let i = 0; i < 10; i++) await byBytes.get(card(100_000 + i));
    expect(byBytes.size).toBeLessThanOrEqual(2);
  });
});
