import type { VenueId } from './providers/venues/types';

/** A venue's listing is trusted this long after its tickers last answered; then books are asked to find out. */
const LISTING_FRESH_MS = 10 * 60 * 1000;

/**
 * Which markets each venue lists, from its last ticker answer (every ticker call returns every
 * market). The exchange quotes read it so a route through a market the venue lacks is never
 * asked for (decision 024). Names are compared in one spelling: upper case without separators
 * ("BTC-USD", "btc/usd" and "btcusd" alike), Kraken's legacy pair names (XXBTZUSD) as their
 * short names (XBTUSD), which its Depth endpoint also takes.
 */
export class MarketListings {
  private readonly listings = new Map<VenueId, { markets: ReadonlySet<string>; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  record(venue: VenueId, markets: readonly string[]): void {
    if (markets.length === 0) return;
    this.listings.set(venue, { markets: new Set(markets.map((name) => listingKey(venue, name))), at: this.now() });
  }

  /** Whether the venue lists the market; null when its listing is unknown or old. */
  lists(venue: VenueId, market: string): boolean | null {
    const listing = this.listings.get(venue);
    if (!listing || this.now() - listing.at > LISTING_FRESH_MS) return null;
    return listing.markets.has(listingKey(venue, market));
  }
}

/** One spelling for a venue's market name, whichever endpoint wrote it. */
export function listingKey(venue: VenueId, name: string): string {
  const key = name.toUpperCase().replace(/[-/_]/g, '');
  if (venue !== 'kraken') return key;
  // Kraken's older pairs carry X (crypto) and Z (fiat) prefixes on four-letter codes: XXBTZUSD,
  // XETHXXBT, USDTZUSD; their short names drop them (XBTUSD, ETHXBT, USDTUSD).
  const legacy = /^X([A-Z0-9]{3})[XZ]([A-Z0-9]{3})$/.exec(key) ?? /^([A-Z0-9]{4})Z(USD|EUR|GBP|JPY|CAD|CHF|AUD)$/.exec(key);
  return legacy ? `${legacy[1]}${legacy[2]}` : key;
}
