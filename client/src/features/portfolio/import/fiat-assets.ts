/** The fiat currencies exchanges' exports most often trade against, by the site's ids. */
const COMMON_FIAT = new Set(['usd', 'eur', 'gbp', 'cad', 'aud', 'chf', 'jpy']);

/**
 * Whether a resolved asset is money rather than a coin (decision 025): one of the common fiat
 * currencies, or an id that is the file's three-letter code itself (the resolver gives fiat its
 * code in lower case, coins their catalog id). Every importer decides buy, sell or convert by it.
 */
export function isFiatAsset(id: string, code?: string): boolean {
  return COMMON_FIAT.has(id) || (code !== undefined && /^[a-z]{3}$/.test(id) && id === code.trim().toLowerCase());
}
