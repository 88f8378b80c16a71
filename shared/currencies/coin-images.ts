import type { Currency } from '../schemas/currency';

/** Coin logos are served by this site (fetched once from the CoinGecko CDN and kept). */
export const COIN_IMAGE_PREFIX = '/coin-images/';

export function coinImagePath(id: string): string {
  return `${COIN_IMAGE_PREFIX}${encodeURIComponent(id)}`;
}

/** The currency as visitors get it: its logo from this site, never a third-party host. */
export function withLocalImage(currency: Currency): Currency {
  return currency.image ? { ...currency, image: coinImagePath(currency.id) } : currency;
}
