import { distance } from 'fastest-levenshtein';
import type { Currency } from '../schemas/currency';

/** Longer queries are cut: no ticker or name needs more, and scoring stays cheap on hostile text. */
export const MAX_SUGGEST_QUERY_LENGTH = 40;
export const DEFAULT_SUGGESTIONS = 6;

/** Letters and digits only, lower-cased: "Shiba Inu", "shiba-inu" and "SHIBAINU" compare equal. */
function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * How far a query is from one form of a currency (its ticker, id or name), 0 = the same. A form
 * that starts with the query (btc → btcb) or contains it is near, so a typed beginning still finds
 * its coin; otherwise the edit distance, allowed up to about a third of the longer word.
 */
function closeness(query: string, form: string): number | undefined {
  if (!form) return undefined;
  if (form === query) return 0;
  if (query.length >= 2 && form.startsWith(query)) return 0.5;
  if (query.length >= 3 && form.includes(query)) return 1;
  const edits = distance(query, form);
  const allowed = Math.max(1, Math.floor(Math.max(query.length, form.length) / 3));
  return edits <= allowed ? edits + 0.25 : undefined;
}

/**
 * The catalog's currencies nearest to a ticker that named none (an unknown pair page's "did you mean"):
 * nearest first, then the bigger coin. Empty when nothing is near: junk finds no look-alikes.
 */
export function suggestCurrencies(query: string, list: readonly Currency[], limit = DEFAULT_SUGGESTIONS): Currency[] {
  const q = normalize(query.slice(0, MAX_SUGGEST_QUERY_LENGTH));
  if (!q) return [];
  const scored: { currency: Currency; score: number }[] = [];
  for (const currency of list) {
    const forms = [currency.symbol, currency.urlTicker ?? '', currency.id, currency.name].map(normalize);
    let best: number | undefined;
    for (const form of forms) {
      const score = closeness(q, form);
      if (score !== undefined && (best === undefined || score < best)) best = score;
    }
    if (best !== undefined) scored.push({ currency, score: best });
  }
  const rank = (c: Currency) => c.rank ?? Number.MAX_SAFE_INTEGER;
  scored.sort((a, b) => a.score - b.score || rank(a.currency) - rank(b.currency));
  return scored.slice(0, limit).map((s) => s.currency);
}
