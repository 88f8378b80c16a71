import type { Currency, CurrencyType } from '../schemas/currency';
import { withLocalImage } from './coin-images';
import { COMPLETE_LIST_SIZE } from './default-ids';
import { KNOWN_FIATS } from './fiat-currencies';
import { KNOWN_COINS } from './known-coins';

const DEFAULT_CRYPTO_IDS = [
  'bitcoin',
  'ethereum',
  'binancecoin',
  'ripple',
  'solana',
  'cardano',
  'dogecoin',
  'polkadot',
  'shiba-inu',
  'litecoin',
  'tron',
  'avalanche-2',
  'matic-network',
  'uniswap',
  'chainlink',
] as const;

const DEFAULT_FIAT_IDS = ['usd', 'eur', 'jpy', 'gbp', 'aud', 'cad', 'chf'] as const;

function pick(ids: readonly string[], from: readonly Currency[]): Currency[] {
  return ids.map((id) => {
    const found = from.find((c) => c.id === id);
    if (!found) throw new Error(`default currency ${id} missing from the known table`);
    return found;
  });
}

/** The product spec's built-in crypto list (15, in its order). */
export const DEFAULT_CRYPTO_LIST: readonly Currency[] = pick(DEFAULT_CRYPTO_IDS, KNOWN_COINS).map(withLocalImage);
/** The product spec's built-in fiat list (7). */
export const DEFAULT_FIAT_LIST: readonly Currency[] = pick(DEFAULT_FIAT_IDS, KNOWN_FIATS);

export { DEFAULT_FROM_ID, DEFAULT_TO_CRYPTO_ID, DEFAULT_TO_FIAT_ID } from './default-ids';

const MIN_USABLE = 10;
const SUPPLEMENT_BELOW = COMPLETE_LIST_SIZE;
const SUPPLEMENT_COUNT: Record<CurrencyType, number> = { crypto: 5, fiat: 3 };

/**
 * The product spec: a list that is not an array or has fewer than 10 entries is replaced by the
 * defaults; one of 10 to 19 entries gets up to 5 (crypto) or 3 (fiat) defaults it lacks.
 */
export function withDefaultCurrencies(list: unknown, type: CurrencyType): Currency[] {
  const defaults = type === 'crypto' ? DEFAULT_CRYPTO_LIST : DEFAULT_FIAT_LIST;
  if (!Array.isArray(list) || list.length < MIN_USABLE) return [...defaults];
  const current = list as Currency[];
  if (current.length >= SUPPLEMENT_BELOW) return current;
  const present = new Set(current.map((c) => c.id));
  const missing = defaults.filter((c) => !present.has(c.id)).slice(0, SUPPLEMENT_COUNT[type]);
  return [...current, ...missing];
}
