import type { Currency } from '@shared/schemas/currency';
import { venueAsset } from '../rates/providers/venues/venue-markets';
import type { VenueId } from '../rates/providers/venues/types';
import type { Side } from './book-walk';
import type { DepthSource } from './depth-source';

/** One market of a route: which of the two assets is spent, and on which side of the book. */
export type PlannedLeg = { market: string; side: Side; spend: string; get: string };

/** The assets a two-leg route may pass through when a venue has no direct market. */
const BRIDGES = ['USD', 'USDT', 'EUR'] as const;
const STABLES = new Set(['USDT', 'USDC']);

/** The asset as the venue spells it: a coin through the explicit mapping, a fiat by its code. */
export function venueCode(currency: Currency, venue: VenueId): string | null {
  return currency.type === 'fiat' ? currency.id.toUpperCase() : (venueAsset(currency.id, venue) ?? null);
}

/**
 * Which asset is the base of a market between two: coins before BTC and ETH (their usual quotes),
 * before stablecoins, before fiat, USD first among fiat (USD/JPY, but EUR/USD is tried second).
 */
function baseRank(code: string, fiat: ReadonlySet<string>): number {
  if (fiat.has(code)) return code === 'USD' ? 1 : 0;
  if (STABLES.has(code)) return 2;
  if (code === 'BTC' || code === 'XBT') return 3;
  return code === 'ETH' ? 4 : 5;
}

/**
 * The ways to turn `spend` into `get` on one market, the likelier first: the venue's market with
 * the higher-ranked asset as base (sold on the bids when it is the one spent, bought on the asks
 * otherwise), then the other orientation.
 */
export function directLegs(source: DepthSource, spend: string, get: string, fiat: ReadonlySet<string>): PlannedLeg[] {
  const sell = source.marketFor(spend, get);
  const buy = source.marketFor(get, spend);
  const legs: PlannedLeg[] = [];
  if (sell) legs.push({ market: sell, side: 'sell', spend, get });
  if (buy) legs.push({ market: buy, side: 'buy', spend, get });
  return baseRank(spend, fiat) >= baseRank(get, fiat) ? legs : legs.reverse();
}

/**
 * Every route worth trying, in order: each direct market, then each bridge (USD, USDT, EUR) with
 * both legs' orientations. The caller takes the first route whose markets all exist.
 */
export function candidateRoutes(source: DepthSource, from: string, to: string, fiat: ReadonlySet<string>): PlannedLeg[][] {
  const routes: PlannedLeg[][] = directLegs(source, from, to, fiat).map((leg) => [leg]);
  for (const bridge of BRIDGES) {
    if (bridge === from || bridge === to) continue;
    for (const first of directLegs(source, from, bridge, fiat)) {
      for (const second of directLegs(source, bridge, to, fiat)) routes.push([first, second]);
    }
  }
  return routes;
}
