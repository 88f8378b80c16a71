import { renderAsync } from '@resvg/resvg-js';
import type satoriType from 'satori';
import { CARD_COLORS, CARD_HEIGHT, CARD_WIDTH, cardElement } from './card-layout';
import { cardFontFiles, cardFontKey, cardFonts } from './card-fonts';
import type { CardModel } from './card-model';
import { CardProcess, type CardProcessOptions } from './card-process';

export { cardFonts };

/** Draws a card model: satori lays it out as SVG, resvg rasterises that to PNG (docs/decisions/016). */
export type CardRenderer = {
  /** The card as SVG. `embedFont: false` keeps the text as <text> elements (tests read them). */
  svg(model: CardModel, options?: { embedFont?: boolean }): Promise<string>;
  png(model: CardModel): Promise<Buffer>;
};

/**
 * PNGs are drawn in a child process with a small heap, ended when idle (card-process.ts): drawn
 * in the server, a burst of new cards grew it by hundreds of MB that V8 and malloc kept. SVG is
 * drawn here: only tests ask for it.
 */
export function createCardRenderer(options: CardProcessOptions = {}): CardRenderer & { drawer: CardProcess } {
  const drawer = new CardProcess(options);
  return {
    drawer,
    async svg(model, { embedFont = true } = {}) {
      const satori: typeof satoriType = (await import('satori')).default;
      // satori takes React elements; the plain { type, props } tree has their shape.
      return satori(cardElement(model) as unknown as Parameters<typeof satori>[0], {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        fonts: cardFonts(model.locale),
        embedFont,
      });
    },
    png(model) {
      return drawer.draw({
        tree: cardElement(model),
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        fontKey: cardFontKey(model.locale),
        fonts: cardFontFiles(model.locale),
      });
    },
  };
}

/**
 * The card of last resort, when even the site card cannot be drawn (fonts unreadable, satori
 * failing, the drawing process not starting): the site's background and accent band, no text, so a
 * preview still shows a 1200 × 630 image rather than a broken one. Drawn here: it needs no
 * satori, and must not depend on that process.
 */
export async function blankCardPng(): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${CARD_COLORS.background}"/>` +
    `<rect y="${CARD_HEIGHT - 16}" width="${CARD_WIDTH}" height="16" fill="${CARD_COLORS.primary}"/></svg>`;
  return (await renderAsync(svg, { font: { loadSystemFonts: false } })).asPng();
}
