import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatRate, numberFormat, oneSpace } from '@shared/format';
import type { Locale } from '@shared/i18n/locales';
import type { ConvertResponse, Source } from '@shared/schemas/convert';

/**
 * The calm line under a result (decision 015): "Median of 6 sources · spread 0.04 %", or "One source:
 * CoinGecko"; null when the answer names no sources (the bundled snapshot). Its age is added
 * separately, after hydration, so the server's HTML and the browser's first render agree.
 */
export function describeSources(
  i18n: I18n,
  quote: Pick<ConvertResponse, 'sources' | 'sourcesUsed' | 'sourcesAsked' | 'spread'>,
): string | null {
  const sources = quote.sources ?? [];
  const used = quote.sourcesUsed ?? 0;
  if (sources.length === 0) return null;
  if (used === 0) return i18n._(msg`No source answered this minute`);
  const parts: string[] = [];
  if (used === 1) {
    const name = sources.find((s) => s.used)?.name ?? i18n._(msg`unknown`);
    parts.push(i18n._(msg`One source: ${name}`));
  } else {
    parts.push(i18n._(msg({ message: plural(used, { one: 'Median of # source', other: 'Median of # sources' }) })));
    const spread = spreadText(i18n.locale as Locale, quote.spread ?? 0);
    parts.push(i18n._(msg`spread ${spread} %`));
  }
  const leftOut = (quote.sourcesAsked ?? 0) - used;
  if (leftOut > 0) parts.push(i18n._(msg({ message: plural(leftOut, { one: '# left out', other: '# left out' }) })));
  return parts.join(' · ');
}

/** 0.0004 → "0.04" (de "0,04"), the percentage: two decimals, enough to tell agreeing venues apart. */
export function spreadText(locale: Locale, spread: number): string {
  return oneSpace(numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(spread * 100));
}

/** "12 s", "3 min", "2 h", "4 d": how old a price is, in the page's language. */
export function shortAge(i18n: I18n, asOf: string | null, now: number): string | null {
  if (!asOf) return null;
  const at = Date.parse(asOf);
  if (Number.isNaN(at)) return null;
  return durationText(i18n, now - at);
}

/** A duration as shortAge words it: "45 s", "3 min", "2 h", "4 d". */
export function durationText(i18n: I18n, ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 120) return i18n._(msg`${seconds} s`);
  if (seconds < 7200) {
    const minutes = Math.round(seconds / 60);
    return i18n._(msg`${minutes} min`);
  }
  if (seconds < 172_800) {
    const hours = Math.round(seconds / 3600);
    return i18n._(msg`${hours} h`);
  }
  const days = Math.round(seconds / 86_400);
  return i18n._(msg`${days} d`);
}

/**
 * A USD price with the rate's digits, in the locale's currency pattern: "$97,000.00",
 * "$0.00001234" (de "97.000,00 $").
 */
export function formatUsdPrice(locale: Locale, price: number): string {
  const digits = formatRate(locale, price);
  const parts = numberFormat(locale, { style: 'currency', currency: 'USD' }).formatToParts(1);
  return oneSpace(
    parts
      .filter((p) => p.type !== 'decimal' && p.type !== 'fraction')
      .map((p) => (p.type === 'integer' ? digits : p.value))
      .join(''),
  );
}

/** The sources grouped by the currency they price, in the answer's order. */
export function sourcesByLeg(sources: readonly Source[]): { leg: string; sources: Source[] }[] {
  const groups: { leg: string; sources: Source[] }[] = [];
  for (const source of sources) {
    const group = groups.find((g) => g.leg === source.leg);
    if (group) group.sources.push(source);
    else groups.push({ leg: source.leg, sources: [source] });
  }
  return groups;
}
