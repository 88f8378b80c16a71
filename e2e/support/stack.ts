/** Ports of the servers playwright.config.ts starts; specs import these. */
export const LIVE_PORT = 5310;
export const OFFLINE_PORT = 5311;
export const FAKE_PORT = 5312;
export const FAKE_HISTORY_PORT = 5313;
export const FAKE_INDEXNOW_PORT = 5314;
/** Every live-price venue (Coinbase, Kraken, Bitstamp, Binance, OKX, Coinbase's FX table) on one port. */
export const FAKE_VENUES_PORT = 5315;
export const FAKE_VENUES_URL = `http://127.0.0.1:${FAKE_VENUES_PORT}`;
export const OFFLINE_BASE_URL = `http://127.0.0.1:${OFFLINE_PORT}`;
export const FAKE_CONTROL_URL = `http://127.0.0.1:${FAKE_PORT}/__control`;
export const FAKE_INDEXNOW_URL = `http://127.0.0.1:${FAKE_INDEXNOW_PORT}`;
/** Debian's Chromium flags that work in this sandbox. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** A public-looking host name for the live server (resolved to 127.0.0.1 by Chromium's flag). */
export const PUBLIC_HOST = 'converter.test';
