import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { CARD_COLORS, CARD_HEIGHT, CARD_WIDTH, cardElement } from './card-layout';
import { cardFonts } from './card-fonts';
import type { CardModel } from './card-model';

export { cardFonts };

/** Draws a card model: satori lays it out as SVG, resvg rasterises that to PNG (docs/decisions/016). */
export type CardRenderer = {
  /** The card as SVG. `embedFont: false` keeps the text as <text> elements (tests read them). */
  svg(model: CardModel, options?: { embedFont?: boolean }): Promise<string>;
  png(model: CardModel): Promise<Buffer>;
};

export function createCardRenderer(): CardRenderer {
  const svg: CardRenderer['svg'] = (model, { embedFont = true } = {}) =>
    // satori takes React elements; the plain { type, props } tree has their shape.
    satori(cardElement(model) as unknown as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: cardFonts(model.locale), embedFont });
  return {
    svg,
    async png(model) {
      // Text is already outlines in the SVG, so resvg needs no fonts. renderAsync rasterises on
      // libuv's thread pool (≈7 ms off the event loop); satori (≈9 ms) and the PNG encoding in
      // asPng (≈11 ms) stay on it, which the cache makes once per card and window.
      const image = await renderAsync(await svg(model), { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
      return image.asPng();
    },
  };
}

/**
 * The card of last resort, when even the site card cannot be drawn (fonts unreadable, satori
 * failing): the site's background and accent band, no text, so a preview still shows a 1200 × 630
 * image rather than a broken one.
 */
export async function blankCardPng(): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${CARD_COLORS.background}"/>` +
    `<rect y="${CARD_HEIGHT - 16}" width="${CARD_WIDTH}" height="16" fill="${CARD_COLORS.primary}"/></svg>`;
  return (await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng();
}
