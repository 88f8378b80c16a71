/**
 * The live-price venues (issue 16) pointed at a closed port on loopback, for tests and benches
 * that are not about them: they fail at once and each window falls back to CoinGecko's vote, so
 * no test ever reaches a public API. Tests about the venues point these at startFakeVenues().
 */
export const LIVE_VENUES_UNREACHABLE = {
  COINBASE_LIVE_BASE_URL: 'http://127.0.0.1:9',
  BINANCE_LIVE_BASE_URL: 'http://127.0.0.1:9',
  KRAKEN_BASE_URL: 'http://127.0.0.1:9',
  BITSTAMP_BASE_URL: 'http://127.0.0.1:9',
  OKX_BASE_URL: 'http://127.0.0.1:9',
  COINBASE_API_BASE_URL: 'http://127.0.0.1:9',
} as const;
