import { englishI18n } from '../i18n/page-i18n';
const EN = englishI18n();
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { CARD_COLORS, headlineLines } from './card-layout';
import { rateCardModel, SITE_CARD, type SiteCardModel } from './card-model';
import { blankCardPng, cardFonts, createCardRenderer } from './card-renderer';
import { svgWords } from './svg-words';

const renderer = createCardRenderer();
const AT = new Date('2026-11-24T14:05:09Z');
const btcUsd = (rate: number) =>
  rateCardModel(EN, {
    from: { symbol: 'BTC', name: 'Bitcoin' },
    to: { symbol: 'USD', name: 'US Dollar' },
    rate,
    asOf: AT,
    source: 'live',
  })!;

function pixel(png: PNG, x: number, y: number): string {
  const i = (png.width * y + x) * 4;
  return `#${[0, 1, 2].map((c) => png.data[i + c]!.toString(16).padStart(2, '0')).join('')}`;
}

describe('card renderer', () => {
  it('draws a 1200 × 630 PNG in the site colours, the figures in dark text', async () => {
    const png = PNG.sync.read(await renderer.png(btcUsd(97_312.45)));
    expect([png.width, png.height]).toEqual([1200, 630]);
    expect(pixel(png, 5, 5)).toBe(CARD_COLORS.background);
    expect(pixel(png, 600, 625)).toBe(CARD_COLORS.primary);
    // The headline band holds dark (foreground) pixels: text was drawn, not just the frame.
    let dark = 0;
    for (let y = 260; y < 420; y += 2) for (let x = 72; x < 1128; x += 2) if (png.data[(png.width * y + x) * 4]! < 80) dark += 1;
    expect(dark).toBeGreaterThan(2000);
  });

  it('lays out the texts of the model: the value as one word, the pair, the time', async () => {
    const svg = await renderer.svg(btcUsd(97_312.45), { embedFont: false });
    expect(svg).toContain('>97,312.45</text>');
    expect(svgWords(svg)).toBe(
      'Crypto Calculator and Converter Bitcoin to US Dollar 1 BTC = 97,312.45 USD as of November 24, 2026, 2:05 PM UTC',
    );
    // Embedded (the default), text is outlines: resvg needs no font of its own.
    expect(await renderer.svg(btcUsd(97_312.45))).not.toContain('<text');
  });

  it('gives different rates different images, and the same card the same bytes', async () => {
    const a = await renderer.png(btcUsd(97_312.45));
    const b = await renderer.png(btcUsd(97_312.46));
    expect(a.equals(b)).toBe(false);
    // Deterministic: every instance of a fleet makes the same bytes, hence the same ETag.
    expect((await renderer.png(btcUsd(97_312.45))).equals(a)).toBe(true);
  });

  it('draws the site card, and a blank card of the same size as the last resort', async () => {
    const svg = await renderer.svg(SITE_CARD, { embedFont: false });
    expect(svgWords(svg)).toContain('Crypto Calculator and Converter');
    expect(PNG.sync.read(await renderer.png(SITE_CARD))).toMatchObject({ width: 1200, height: 630 });
    const blank = PNG.sync.read(await blankCardPng());
    expect([blank.width, blank.height]).toEqual([1200, 630]);
    expect(pixel(blank, 600, 625)).toBe(CARD_COLORS.primary);
  });

  it("draws a Japanese, Korean or Chinese card's own script, which Inter lacks", async () => {
    // The tagline's line (the title ends above y = 410).
    const taglineRow = (png: PNG) => png.data.subarray(png.width * 4 * 430, png.width * 4 * 500);
    const dark = (row: Buffer) => row.filter((value, i) => i % 4 === 0 && value < 128).length;
    const tagline: Record<string, string> = { ja: '暗号資産の換算ツール', ko: '암호화폐 환산기', 'zh-Hans': '加密货币换算器' };
    for (const locale of ['ja', 'ko', 'zh-Hans'] as const) {
      const card: SiteCardModel = { ...SITE_CARD, locale, tagline: tagline[locale]! };
      const drawn = taglineRow(PNG.sync.read(await renderer.png(card)));
      // The same words with only Inter's fonts (an English card) come out as "no glyph" boxes.
      const boxes = taglineRow(PNG.sync.read(await renderer.png({ ...card, locale: 'en' })));
      expect(dark(drawn), locale).toBeGreaterThan(1000);
      expect(drawn.equals(boxes), locale).toBe(false);
    }
  });

  it('reads the fonts once', () => {
    expect(cardFonts()).toBe(cardFonts());
    expect(cardFonts().map((f) => f.weight)).toEqual([400, 600, 700, 400, 600, 700, 400, 600, 700, 400, 600, 700]);
    expect(cardFonts('ja')).toBe(cardFonts('ja'));
    expect(cardFonts('ja').length).toBe(cardFonts().length + 2);
  });
});

describe('headlineLines', () => {
  it('keeps a usual equation on one large line and splits a long one, each line sized for itself', () => {
    const usual = headlineLines({ lead: '1 BTC', value: '97,312.45', unit: 'USD' });
    expect(usual).toMatchObject({ split: false });
    expect(usual.value).toBeGreaterThanOrEqual(80);
    const long = headlineLines({ lead: '123,456,789.12345 BTC', value: '199,055,020,377,766,820.00', unit: 'IDR' });
    expect(long.split).toBe(true);
    expect(long.value).toBeGreaterThan(long.lead - 1);
    expect(long.value).toBeGreaterThanOrEqual(40);
  });
});
