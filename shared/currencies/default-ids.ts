// The default pair and the product spec's list-size rule, without the default tables themselves, so
// code that only needs these stays small (the tables load when a list is unusable).

export const DEFAULT_FROM_ID = 'bitcoin';
export const DEFAULT_TO_FIAT_ID = 'usd';
export const DEFAULT_TO_CRYPTO_ID = 'ethereum';

/** A list with at least this many entries is used as it is (the product spec). */
export const COMPLETE_LIST_SIZE = 20;
