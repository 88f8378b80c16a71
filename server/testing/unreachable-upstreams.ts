/** The environment that points every live-price venue (decision 015) at `url`: a fake, or a closed port. */
export function liveVenuesAt(url: string) {
  return {
    COINBASE_LIVE_BASE_URL: url,
    BINANCE_LIVE_BASE_URL: url,
    KRAKEN_BASE_URL: url,
    BITSTAMP_BASE_URL: url,
    OKX_BASE_URL: url,
    COINBASE_API_BASE_URL: url,
  };
}

/**
 * The live-price venues (decision 015) pointed at a closed port on loopback, for tests and benches
 * that are not about them: they fail at once and each window falls back to CoinGecko's vote, so
 * no test ever reaches a public API. Tests about the venues use liveVenuesAt(startFakeVenues().url).
 */
export const LIVE_VENUES_UNREACHABLE = liveVenuesAt('http://127.0.0.1:9');

/**
 * The historical sources, the ECB's rates, IndexNow and the logo CDN pointed at the same closed
 * port: for test and bench servers that are not about them.
 */
export const OTHER_UPSTREAMS_UNREACHABLE = {
  COINBASE_BASE_URL: 'http://127.0.0.1:9',
  DEFILLAMA_BASE_URL: 'http://127.0.0.1:9',
  BINANCE_BASE_URL: 'http://127.0.0.1:9',
  FRANKFURTER_BASE_URL: 'http://127.0.0.1:9',
  INDEXNOW_ENDPOINT: 'http://127.0.0.1:9/indexnow',
  COIN_IMAGE_CDN_URL: 'http://127.0.0.1:9',
};
