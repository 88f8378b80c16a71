import type { VenueId } from '../rates/providers/venues/types';
import type { BookLevel } from './book-walk';

/**
 * One venue's public order books (docs/decisions/024): asked for on demand, one market at a
 * time, with a capped depth. A venue module only translates its protocol; the quote service
 * decides routes, fees, caching and budgets.
 */

/** A market's book as the venue sent it, levels parsed from its decimal strings. */
export type MarketBook = {
  venue: VenueId;
  /** The venue's own market name: "BTC-USD", "XXBTZUSD", "btcusd", "BTCUSDT", "BTC-USDT". */
  market: string;
  /** Best (highest) first. */
  bids: BookLevel[];
  /** Best (lowest) first. */
  asks: BookLevel[];
  /** The venue's time for the book; when it sends none, when the answer arrived. */
  asOf: Date;
  receivedAt: Date;
};

/** Base and quote as the site names assets: the base a catalog coin id, the quote an asset code. */
export type BookPair = { baseCode: string; quoteCode: string };

/** The venue says it has no such market (its own "unknown pair" answer): not a failure of the venue. */
export class MarketNotListedError extends Error {
  constructor(
    readonly venue: VenueId,
    readonly market: string,
  ) {
    super(`${venue} lists no market ${market}`);
    this.name = 'MarketNotListedError';
  }
}

export interface DepthSource {
  readonly id: VenueId;
  /**
   * The venue's market name for a base and quote in venue spelling (venueAsset() gives the base:
   * Kraken's XBT, XDG), e.g. ("BTC", "USD") → "BTC-USD"; null when the venue's naming cannot
   * express it (a quote it never uses).
   */
  marketFor(baseCode: string, quoteCode: string): string | null;
  /**
   * Fetches the market's book, at most `depth` levels a side (capped to what the venue allows).
   * Rejects with MarketNotListedError for a market the venue does not have, and with the
   * upstream error (server/upstream/types.ts UpstreamError: timeout, rate-limited with its
   * Retry-After, http, malformed) for anything else.
   */
  fetchBook(market: string, depth: number): Promise<MarketBook>;
}

export type DepthOptions = {
  /** Origin of the venue's API; tests point it at a fake on 127.0.0.1. */
  baseUrl: string;
  timeoutMs: number;
};
