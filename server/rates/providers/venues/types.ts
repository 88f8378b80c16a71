/**
 * Live tickers from exchanges (docs/decisions/015): each venue is one keyless batched
 * call per freshness window that returns the last price of every market it lists. A venue module
 * only translates its protocol into VenueTickers for the catalog coins the explicit mapping
 * (venue-markets.ts) gives it; the consensus (server/rates/consensus.ts) decides what counts.
 */

/** The venues the site can ask, in LIVE_SOURCES spelling. */
export const VENUE_IDS = ['coinbase', 'kraken', 'bitstamp', 'binance', 'okx'] as const;
export type VenueId = (typeof VENUE_IDS)[number];

/** The quote a market is priced in. USDT is not USD: consensus converts it with a checked rate. */
export type QuoteAsset = 'USD' | 'USDT';

/** One market's last trade price, as the venue reported it. */
export type VenueTicker = {
  /** Catalog (CoinGecko) id of the base coin, from the explicit mapping, never from the symbol. */
  coinId: string;
  /** The venue's own market name, e.g. "XXBTZUSD", "BTC-USD", "BTCUSDT". */
  market: string;
  quote: QuoteAsset;
  /** Last price in `quote` units, as sent: zero, negative or non-finite values are kept for the consensus to refuse. */
  price: number;
  /** The venue's own time for the price; when it sends none, when its answer arrived. */
  asOf: Date;
};

export type VenueTickers = {
  venue: VenueId;
  /** When the answer arrived. */
  receivedAt: Date;
  /** Tickers for the requested coins that the venue lists (one per coin: its preferred quote). */
  tickers: VenueTicker[];
  /** The venue's own USDT/USD book (Kraken USDTZUSD, Bitstamp USDT/USD, Coinbase USDT-USD). */
  usdtUsd?: { price: number; asOf: Date; market: string };
  /**
   * Every market the answer listed, as the venue spells it: which books exist, so an exchange
   * quote asks no book that is not there (market-listings.ts).
   */
  markets?: readonly string[];
};

export interface VenueSource {
  readonly id: VenueId;
  /** As visitors know it: "Coinbase", "Kraken", "Bitstamp", "Binance", "OKX". */
  readonly name: string;
  /**
   * One request for every market; rejects with UpstreamError on failure, a rate limit
   * (including one announced inside an HTTP 200 body), a geo block (451) or an unusable body.
   */
  fetchTickers(coinIds: readonly string[]): Promise<VenueTickers>;
}

export type VenueOptions = {
  /** Origin (and path prefix) of the venue's API; tests point it at a fake on 127.0.0.1. */
  baseUrl: string;
  timeoutMs: number;
};

/** Live exchange rates (Coinbase's table): units of each fiat per 1 USD, by lower-case ISO code. */
export type LiveFxRates = {
  source: string;
  receivedAt: Date;
  perUsd: ReadonlyMap<string, number>;
};

export interface LiveFxSource {
  readonly name: string;
  /** One request for the whole table; only the codes asked for are kept. */
  fetchRates(codes: readonly string[]): Promise<LiveFxRates>;
}
