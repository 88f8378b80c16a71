import { CARD_HEIGHT, CARD_WIDTH } from '@shared/seo/page-meta';
import type { CardModel, RateCardModel, SiteCardModel } from './card-model';
import { cardFontFamily } from './card-fonts';
import { SITE_NAME } from './card-model';

/**
 * The card's element tree for satori, as plain `{ type, props }` objects (satori reads React
 * elements' shape; no JSX transform is needed on the server). Pure: model in, tree out.
 */
export type CardNode = {
  type: string;
  props: { style?: Record<string, string | number>; children?: CardChildren; [key: string]: unknown };
};
type CardChildren = string | CardNode | (string | CardNode)[];

// The size the <head> announces (og:image:width/height).
export { CARD_HEIGHT, CARD_WIDTH };
const PADDING = 72;
const CONTENT_WIDTH = CARD_WIDTH - 2 * PADDING;

/** The site's light theme (client/src/styles/globals.css), as hex: the one accent is --primary. */
export const CARD_COLORS = {
  background: '#f9fafb', // --background
  foreground: '#0f1729', // --foreground
  muted: '#48566a', // --muted-foreground
  border: '#dae2ec', // --border
  primary: '#1659e9', // --primary
} as const;

/** The favicon's mark (public/favicon.svg) in the accent colour, so the card is recognisably the site's. */
const MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${CARD_COLORS.primary}"/><path d="M9 12h11l-3-3M23 20H12l3 3" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
const MARK_URI = `data:image/svg+xml;base64,${Buffer.from(MARK_SVG).toString('base64')}`;

function node(
  type: string,
  style: Record<string, string | number>,
  children?: CardChildren,
  extra: Record<string, unknown> = {},
): CardNode {
  return { type, props: { style, ...(children === undefined ? {} : { children }), ...extra } };
}

/**
 * Widths in em of Inter Bold's glyphs with tabular figures (measured with satori): digits
 * 0.65, capitals about 0.7, separators 0.3. An estimate is enough to pick a size the line fits.
 */
function widthEm(text: string): number {
  let em = 0;
  for (const ch of text) {
    if (/\d/.test(ch)) em += 0.65;
    else if (ch === ' ') em += 0.26;
    else if (ch === ',' || ch === '.') em += 0.3;
    else if (/[A-Z=]/.test(ch)) em += 0.72;
    else em += 0.62;
  }
  return em;
}

/** The largest size, from `min` to `max` px, at which a text fits the card's width (at `min` it may wrap). */
export function fittedSize(text: string, min: number, max: number): number {
  return Math.max(min, Math.min(max, Math.floor(CONTENT_WIDTH / widthEm(text))));
}

/**
 * The equation's lines: one line while it fits at 64 px or more, else the lead ("123,456.5 BTC =")
 * on a smaller line above the result, each line sized for itself.
 */
export function headlineLines(model: Pick<RateCardModel, 'lead' | 'value' | 'unit'>): { lead: number; value: number; split: boolean } {
  const whole = fittedSize(`${model.lead} = ${model.value} ${model.unit}`, 44, 104);
  if (whole >= 64) return { lead: whole, value: whole, split: false };
  const value = fittedSize(`${model.value} ${model.unit}`, 40, 96);
  return { lead: Math.min(value, fittedSize(`${model.lead} =`, 36, 64)), value, split: true };
}

function frame(model: CardModel, children: CardNode[]): CardNode {
  return node(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      backgroundColor: CARD_COLORS.background,
      fontFamily: cardFontFamily(model.locale),
      color: CARD_COLORS.foreground,
      // Figures in columns of equal width, as the page's tabular-nums.
      fontVariantNumeric: 'tabular-nums',
    },
    [
      node(
        'div',
        { display: 'flex', flexDirection: 'column', flexGrow: 1, padding: `${PADDING - 8}px ${PADDING}px ${PADDING - 16}px` },
        children,
      ),
      // The one accent: a band along the bottom edge.
      node('div', { display: 'flex', height: 16, backgroundColor: CARD_COLORS.primary }),
    ],
  );
}

function mark(size: number, marginRight = 0): CardNode {
  return node('img', { width: size, height: size, marginRight }, undefined, { src: MARK_URI, width: size, height: size });
}

/** The mark and the site's name, heading a rate card. */
function brand(size: number): CardNode {
  return node('div', { display: 'flex', alignItems: 'center' }, [
    mark(size, Math.round(size * 0.4)),
    node('div', { display: 'flex', fontSize: Math.round(size * 0.55), fontWeight: 600 }, SITE_NAME),
  ]);
}

function rateCard(model: RateCardModel): CardNode {
  const sizes = headlineLines(model);
  const gap = Math.round(sizes.value * 0.26);
  const pairSize = model.pairLabel.length > 48 ? 32 : 40;
  const lead = node(
    'div',
    { display: 'flex', color: CARD_COLORS.muted, fontWeight: 600, fontSize: sizes.lead, marginRight: gap },
    `${model.lead} =`,
  );
  return frame(model, [
    brand(52),
    node('div', { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1 }, [
      node(
        'div',
        { display: 'flex', fontSize: pairSize, color: CARD_COLORS.muted, marginBottom: 12, maxHeight: pairSize * 2.6, overflow: 'hidden' },
        model.pairLabel,
      ),
      node(
        'div',
        {
          display: 'flex',
          flexDirection: sizes.split ? 'column' : 'row',
          alignItems: sizes.split ? 'flex-start' : 'baseline',
          fontWeight: 700,
          lineHeight: 1.15,
          letterSpacing: '-0.01em',
        },
        [
          lead,
          // The figure and its unit stay together; a figure too long even at the smallest size wraps.
          node('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', fontSize: sizes.value }, [
            node('div', { display: 'flex', marginRight: gap }, model.value),
            node('div', { display: 'flex' }, model.unit),
          ]),
        ],
      ),
    ]),
    node(
      'div',
      { display: 'flex', fontSize: 30, color: CARD_COLORS.muted, borderTop: `2px solid ${CARD_COLORS.border}`, paddingTop: 24 },
      model.asOf,
    ),
  ]);
}

function siteCard(model: SiteCardModel): CardNode {
  // The title is the site's name, so the mark stands alone above it.
  return frame(model, [
    node('div', { display: 'flex' }, [mark(88)]),
    node('div', { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1 }, [
      node(
        'div',
        { display: 'flex', fontSize: 84, fontWeight: 700, lineHeight: 1.1, letterSpacing: '-0.02em', marginBottom: 28 },
        model.title,
      ),
      node('div', { display: 'flex', fontSize: 36, color: CARD_COLORS.muted, lineHeight: 1.35 }, model.tagline),
    ]),
  ]);
}

export function cardElement(model: CardModel): CardNode {
  return model.kind === 'site' ? siteCard(model) : rateCard(model);
}
