import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locale } from '@shared/i18n/locales';

type FontWeight = 400 | 600 | 700;
export type CardFont = { name: string; data: Buffer; weight: FontWeight; style: 'normal' };

/**
 * Inter's subsets from @fontsource/inter: Latin for every page, Latin Extended, Cyrillic and
 * Vietnamese for the names and dates of the other locales. Each its own family name, since
 * satori falls back to another family for a missing glyph but not within one family's files.
 */
const INTER_SUBSETS = [
  ['latin', 'Inter'],
  ['latin-ext', 'Inter Ext'],
  ['cyrillic', 'Inter Cyrillic'],
  ['vietnamese', 'Inter Vietnamese'],
] as const;
const WEIGHTS: readonly FontWeight[] = [400, 600, 700];

/**
 * The CJK locales' own fonts (Noto Sans from @fontsource, one file per weight holding the whole
 * script), loaded only for their locale's cards: each is over a megabyte. Two weights: satori
 * draws 600 with the nearest, 700.
 */
const CJK: Partial<Record<Locale, { pkg: string; subset: string; family: string }>> = {
  ja: { pkg: 'noto-sans-jp', subset: 'japanese', family: 'Noto Sans JP' },
  ko: { pkg: 'noto-sans-kr', subset: 'korean', family: 'Noto Sans KR' },
  'zh-Hans': { pkg: 'noto-sans-sc', subset: 'chinese-simplified', family: 'Noto Sans SC' },
};
const CJK_WEIGHTS: readonly FontWeight[] = [400, 700];

/** The font families a card in this locale names, in fallback order. */
export function cardFontFamily(locale: Locale): string {
  const cjk = CJK[locale];
  return [...INTER_SUBSETS.map(([, family]) => family), ...(cjk ? [cjk.family] : [])].join(', ');
}

const require = createRequire(import.meta.url);
// Their .woff files, not .woff2: satori's font parser reads TTF, OTF and WOFF only.
const fontPath = (pkg: string, file: string) => require.resolve(`@fontsource/${pkg}/files/${file}`);

/** A card font as a file: what the drawing process reads for itself (card-process.ts). */
export type CardFontFile = Omit<CardFont, 'data'> & { path: string };

const INTER_FILES: CardFontFile[] = INTER_SUBSETS.flatMap(([subset, name]) =>
  WEIGHTS.map((weight) => ({ name, path: fontPath('inter', `inter-${subset}-${weight}-normal.woff`), weight, style: 'normal' as const })),
);

/** The files of a locale's card fonts, in fallback order. */
export function cardFontFiles(locale: Locale = 'en'): CardFontFile[] {
  const cjk = CJK[locale];
  if (!cjk) return INTER_FILES;
  return [
    ...INTER_FILES,
    ...CJK_WEIGHTS.map((weight) => ({
      name: cjk.family,
      path: fontPath(cjk.pkg, `${cjk.pkg}-${cjk.subset}-${weight}-normal.woff`),
      weight,
      style: 'normal' as const,
    })),
  ];
}

/** One name per distinct font list: the Latin-script locales share Inter's. */
export function cardFontKey(locale: Locale): string {
  return CJK[locale] ? locale : 'latin';
}

const byLocale = new Map<string, CardFont[]>();
const fileData = new Map<string, Buffer>();
const readOnce = (path: string) => fileData.get(path) ?? fileData.set(path, readFileSync(path)).get(path)!;

/**
 * A locale's card fonts read into this process, once and always the same array for a locale
 * (satori keeps its parsed fonts per array). PNGs are drawn in a process of their own, which
 * reads its own (card-process.ts); these are for drawing SVG here (tests).
 */
export function cardFonts(locale: Locale = 'en'): CardFont[] {
  const key = cardFontKey(locale);
  let fonts = byLocale.get(key);
  if (!fonts) {
    fonts = cardFontFiles(locale).map(({ path, ...font }) => ({ ...font, data: readOnce(path) }));
    byLocale.set(key, fonts);
  }
  return fonts;
}
