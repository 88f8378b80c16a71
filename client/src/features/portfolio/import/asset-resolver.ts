import { findByTicker } from '@shared/currencies/resolve-currency';
import type { Currency } from '@shared/schemas/currency';
import type { AssetResolver } from './import-types';

/**
 * An exchange's asset code as the site knows it, from the currency lists: a fiat currency's code
 * first ("USD" → "usd"), else the coin with that symbol (the biggest by market cap when several
 * share it, as the converter's URLs do), else null. Answers are kept: a file repeats its codes.
 */
export function assetResolver(cryptos: readonly Currency[], fiats: readonly Currency[]): AssetResolver {
  const known = new Map<string, string | null>();
  return (code) => {
    const key = code.trim().toUpperCase();
    let answer = known.get(key);
    if (answer === undefined) {
      answer = (findByTicker(fiats, key) ?? findByTicker(cryptos, key))?.id ?? null;
      known.set(key, answer);
    }
    return answer;
  };
}
