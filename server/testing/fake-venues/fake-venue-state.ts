import { KNOWN_COINS } from '@shared/currencies/known-coins';
import { venueAsset } from '../../rates/providers/venues/venue-markets';
import type { VenueId } from '../../rates/providers/venues/types';
import { FAKE_FIAT_PER_USD, fakeUsdPrice } from '../fake-coingecko';

/**
 * What every fake venue shares (decision 015): the prices it quotes (the fake CoinGecko's, so a
 * consensus of agreeing fakes gives exactly the prices other tests expect), what it lists, and
 * the scripted behaviour a test sets per venue through POST /__control.
 */
export type FakeVenueMode =
  | 'ok'
  /** 503 with the venue's error body. */
  | 'down'
  /** The venue's own rate-limit answer (429, or Kraken's HTTP 200 with EAPI:Rate limit exceeded). */
  | 'rate-limited'
  /** 451, as api.binance.com answers US addresses. */
  | 'geo-blocked'
  /** 200 with a body cut short. */
  | 'malformed'
  /** 200 with an HTML page (a CDN's challenge). */
  | 'html'
  /** Every price "0" (delisted books, cancel-only books). */
  | 'zero'
  /** Answers only after `delayMs` (default 30 s): a timeout. */
  | 'slow';

/**
 * The shape of the order books a fake venue serves: 'normal' holds about 105,000 USD a side over
 * 20 levels, 'thin' 5,000 USD over 5 levels, 'crossed' has its best bid above its best ask, and
 * 'empty-asks' / 'empty-bids' have one side empty.
 */
export type FakeBookShape = 'normal' | 'thin' | 'crossed' | 'empty-asks' | 'empty-bids';

export type FakeVenueState = {
  /** Order books' shape and how old their timestamp is, in ms. */
  book: FakeBookShape;
  bookAgeMs: number;
  mode: FakeVenueMode;
  delayMs: number;
  /** Multiplies every price it quotes: 1.05 = 5 % above the others. */
  factor: number;
  /** How old its prices are, in ms (3,600,000: silent for an hour), for venues that send a time. */
  ageMs: number;
};

export const DEFAULT_VENUE_STATE: FakeVenueState = { mode: 'ok', delayMs: 0, factor: 1, ageMs: 0, book: 'normal', bookAgeMs: 0 };

/** The world all fake venues share: USDT's price in USD (1 unless a test depegs it). */
export type FakeMarketState = { usdtUsd: number };

export type FakeListing = { coinId: string; code: string };

/** The venues plus Coinbase's exchange-rate table (fiat), each a protocol of its own. */
export type FakeSourceId = VenueId | 'coinbase-fx';

/**
 * What a venue lists: every bundled coin it has a mapped market for. TON is Toncoin everywhere
 * (Tokamak Network, which shares the ticker in the fake catalog, is listed nowhere).
 */
export function fakeListings(venue: FakeSourceId): FakeListing[] {
  if (venue === 'coinbase-fx') return [];
  return KNOWN_COINS.flatMap((coin) => {
    const code = venueAsset(coin.id, venue);
    return code ? [{ coinId: coin.id, code }] : [];
  });
}

/** Everything a protocol handler needs to answer one request. */
export type FakeVenueContext = {
  venue: FakeSourceId;
  state: FakeVenueState;
  market: FakeMarketState;
  nowMs: number;
  /** The time the venue's prices carry: now, less `ageMs`. */
  priceTimeMs: number;
  listings: FakeListing[];
  /** USD price of a coin as this venue quotes it (skew and zero mode applied). */
  usdPrice(coinId: string): number;
  /** The same in USDT (usdPrice ÷ USDT's USD price). */
  usdtPrice(coinId: string): number;
  /** Units of a fiat per USD (the fake CoinGecko's). */
  fiatPerUsd: Readonly<Record<string, number>>;
};

/** Synthetic markets of coins nobody maps (F0001, F0002…), so a venue's answer has its real size. */
function fillerListings(count: number): FakeListing[] {
  return Array.from({ length: count }, (_, i) => ({ coinId: `filler-${i}`, code: `F${String(i).padStart(4, '0')}` }));
}

export function venueContext(
  venue: FakeSourceId,
  state: FakeVenueState,
  market: FakeMarketState,
  nowMs: number,
  filler = 0,
): FakeVenueContext {
  const usdPrice = (coinId: string) => {
    if (state.mode === 'zero') return 0;
    // Tether's USD price is the market's USDT/USD rate.
    const usd = coinId === 'tether' ? market.usdtUsd : fakeUsdPrice(coinId);
    return usd * state.factor;
  };
  return {
    venue,
    state,
    market,
    nowMs,
    priceTimeMs: nowMs - state.ageMs,
    listings: filler > 0 ? [...fakeListings(venue), ...fillerListings(filler)] : fakeListings(venue),
    usdPrice,
    usdtPrice: (coinId) => usdPrice(coinId) / market.usdtUsd,
    fiatPerUsd: FAKE_FIAT_PER_USD,
  };
}

/** A protocol handler's answer: status, body text, extra headers. */
export type FakeAnswer = { status: number; body: string; headers?: Record<string, string> };

export function json(status: number, body: unknown, headers: Record<string, string> = {}): FakeAnswer {
  return { status, body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } };
}

/**
 * One venue's protocol: answers a request for `url` (its real paths and fields), or null when
 * the path is not this venue's. Mode 'rate-limited' is the handler's to answer in its own way;
 * the server answers the other failure modes the same for every venue.
 */
export type FakeVenueProtocol = {
  venue: FakeSourceId;
  /** Paths this venue serves, e.g. ['/0/public/Ticker']. */
  paths: readonly string[];
  /** For paths with a market in them (Coinbase's /products/BTC-USD/book): whether this protocol serves `pathname`. */
  matches?(pathname: string): boolean;
  answer(url: URL, context: FakeVenueContext): FakeAnswer;
  rateLimited(context: FakeVenueContext): FakeAnswer;
};

/** Prices as venues write them: decimal strings, never exponents (1e-7 → "0.0000001"). */
export function decimalString(value: number): string {
  if (value === 0) return '0';
  const text = value.toFixed(12).replace(/0+$/, '').replace(/\.$/, '');
  return text;
}

/** One level as numbers: [price in quote units, size in base units]. */
export type FakeLevel = [price: number, size: number];

/** Each step between levels: 0.02 % of the mid. */
const BOOK_STEP = 0.0002;

/**
 * A deterministic order book around `mid` (quote units per base unit) for a base worth `baseUsd`
 * dollars: level i (0 = best) sits (i + 1) steps from the mid and holds 500 × (i + 1) USD of the
 * base ('thin': 1,000 USD each over 5 levels). Prices and sizes have 8 significant digits, as the
 * venues' strings would; tests walk exactly what the fake sent. `levels` caps each side.
 */
export function fakeBook(mid: number, baseUsd: number, shape: FakeBookShape, levels = 20): { bids: FakeLevel[]; asks: FakeLevel[] } {
  const count = Math.min(levels, shape === 'thin' ? 5 : 20);
  const round = (value: number) => Number(value.toPrecision(8));
  const side = (sign: 1 | -1): FakeLevel[] =>
    Array.from({ length: count }, (_, i) => {
      const usd = shape === 'thin' ? 1_000 : 500 * (i + 1);
      // Crossed: the asks start below the mid, under the best bid.
      const offset = shape === 'crossed' && sign === 1 ? -3 * BOOK_STEP + i * BOOK_STEP : sign * (i + 1) * BOOK_STEP;
      return [round(mid * (1 + offset)), round(usd / baseUsd)];
    });
  if (!(mid > 0) || !(baseUsd > 0)) return { bids: [], asks: [] };
  return { bids: shape === 'empty-bids' ? [] : side(-1), asks: shape === 'empty-asks' ? [] : side(1) };
}
