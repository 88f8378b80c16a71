import type { ConvertResponse, Source } from '@shared/schemas/convert';

/**
 * The calm line under a result (issue 16): "Median of 6 sources · spread 0.04 %", or "One source:
 * CoinGecko"; null when the answer names no sources (the bundled snapshot). Its age is added
 * separately, after hydration, so the server's HTML and the browser's first render agree.
 */
export function describeSources(quote: Pick<ConvertResponse, 'sources' | 'sourcesUsed' | 'sourcesAsked' | 'spread'>): string | null {
  const sources = quote.sources ?? [];
  const used = quote.sourcesUsed ?? 0;
  if (sources.length === 0) return null;
  if (used === 0) return 'No source answered this minute';
  const parts = [used === 1 ? `One source: ${sources.find((s) => s.used)?.name ?? 'unknown'}` : `Median of ${used} sources`];
  if (used > 1) parts.push(`spread ${spreadText(quote.spread ?? 0)}`);
  const leftOut = (quote.sourcesAsked ?? 0) - used;
  if (leftOut > 0) parts.push(`${leftOut} left out`);
  return parts.join(' · ');
}

/** 0.0004 → "0.04 %": two decimals, enough to tell agreeing venues apart. */
export function spreadText(spread: number): string {
  return `${(spread * 100).toFixed(2)} %`;
}

/** "12 s", "3 min", "2 h", "4 d": how old a price is. */
export function shortAge(asOf: string | null, now: number): string | null {
  if (!asOf) return null;
  const at = Date.parse(asOf);
  if (Number.isNaN(at)) return null;
  const s = Math.max(0, Math.round((now - at) / 1000));
  if (s < 120) return `${s} s`;
  if (s < 7200) return `${Math.round(s / 60)} min`;
  if (s < 172_800) return `${Math.round(s / 3600)} h`;
  return `${Math.round(s / 86_400)} d`;
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
