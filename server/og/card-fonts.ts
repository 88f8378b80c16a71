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
const read = (pkg: string, file: string) => readFileSync(require.resolve(`@fontsource/${pkg}/files/${file}`));

let inter: CardFont[] | null = null;
const byLocale = new Map<Locale, CardFont[]>();

/**
 * A locale's card fonts, read once per process and always the same array for a locale (satori
 * keeps its parsed fonts per array).
 */
export function cardFonts(locale: Locale = 'en'): CardFont[] {
  inter ??= INTER_SUBSETS.flatMap(([subset, name]) =>
    WEIGHTS.map((weight) => ({ name, data: read('inter', `inter-${subset}-${weight}-normal.woff`), weight, style: 'normal' as const })),
  );
  const cjk = CJK[locale];
  if (!cjk) return inter;
  let fonts = byLocale.get(locale);
  if (!fonts) {
    fonts = [
      ...inter,
      ...CJK_WEIGHTS.map((weight) => ({ name: cjk.family, data: read(cjk.pkg, `${cjk.pkg}-${cjk.subset}-${weight}-normal.woff`), weight, style: 'normal' as const })),
    ];
    byLocale.set(locale, fonts);
  }
  return fonts;
}
