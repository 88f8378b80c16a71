// The default pair and the size rule of spec §8, without the default tables themselves, so
// code that only needs these stays small (the tables load when a list is unusable).

export const DEFAULT_FROM_ID = 'bitcoin';
export const DEFAULT_TO_FIAT_ID = 'usd';
export const DEFAULT_TO_CRYPTO_ID = 'ethereum';

/** A list with at least this many entries is used as it is (spec §8). */
export const COMPLETE_LIST_SIZE = 20;
