/** What a translation copies from English: these keys' values, and every item of these lists. */
export const KEPT_AS_IS: ReadonlySet<string> = new Set(['href', 'ticker', 'coinId', 'symbol', 'layout']);
export const KEPT_LISTS: ReadonlySet<string> = new Set(['exchanges']);

/**
 * A translated content file must have the English file's shape: the same keys, the same
 * number of paragraphs, list items, rows and FAQs, and the same links, tickers and exchange
 * names. Only the prose differs. Returns where it does not, as readable paths.
 */

export function contentShapeDifferences(english: unknown, translated: unknown, path = '$'): string[] {
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return [`${path}: expected a list`];
    if (english.length !== translated.length) return [`${path}: ${translated.length} items, English has ${english.length}`];
    const keepItems = KEPT_LISTS.has(path.slice(path.lastIndexOf('.') + 1));
    return english.flatMap((item, i) =>
      keepItems && item !== translated[i]
        ? [`${path}[${i}]: exchange names stay as in English ("${String(item)}")`]
        : contentShapeDifferences(item, translated[i], `${path}[${i}]`),
    );
  }
  if (english !== null && typeof english === 'object') {
    if (translated === null || typeof translated !== 'object' || Array.isArray(translated)) return [`${path}: expected an object`];
    const a = Object.keys(english).sort();
    const b = Object.keys(translated).sort();
    const missing = a.filter((k) => !b.includes(k)).map((k) => `${path}.${k}: missing`);
    const extra = b.filter((k) => !a.includes(k)).map((k) => `${path}.${k}: not in English`);
    const nested = a
      .filter((k) => b.includes(k))
      .flatMap((k) => {
        const e = (english as Record<string, unknown>)[k];
        const t = (translated as Record<string, unknown>)[k];
        if (KEPT_AS_IS.has(k) && e !== t) return [`${path}.${k}: stays "${String(e)}"`];
        return contentShapeDifferences(e, t, `${path}.${k}`);
      });
    return [...missing, ...extra, ...nested];
  }
  if (typeof english !== typeof translated) return [`${path}: expected a ${typeof english}`];
  if (typeof translated === 'string' && translated.trim() === '') return [`${path}: empty`];
  return [];
}
