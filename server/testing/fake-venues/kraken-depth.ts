import { type FakeAnswer, type FakeLevel, type FakeVenueContext, type FakeVenueProtocol, fakeBook, json } from './fake-venue-state';
import { krakenPairName } from './kraken';

/**
 * Kraken's GET /0/public/Depth and GET /0/public/AssetPairs as the real ones answer them (decision
 * 024). `pair` takes the altname (XBTUSD) or Kraken's own name (XXBTZUSD); `result` is keyed by
 * the own name, legacy assets in the X/Z form as the ticker fake names them (XXBTZUSD, XETHXXBT,
 * USDTZUSD), newer ones plain (SOLUSD, XDGXBT, XBTCHF). Depth levels are ["price", "volume",
 * timestamp]: fakeBook()'s numbers as fixed-precision strings that read back exactly, and the
 * Unix second each level last changed, the newest being now less `bookAgeMs` (bids[0]; the asks'
 * best is a second older). `count` outside 1..500 is refused as Kraken refuses bad arguments.
 *
 * Listed: every listing in USD and EUR; majors also in USDT, XBT and GBP, CAD, JPY, CHF, AUD.
 * Any other pair: "EQuery:Unknown asset pair". AssetPairs carries Kraken Pro's fee schedule.
 */

export const KRAKEN_DEPTH_PATH = '/0/public/Depth';
export const KRAKEN_ASSET_PAIRS_PATH = '/0/public/AssetPairs';

const ALL_QUOTES = ['USD', 'EUR'] as const;
const MAJOR_QUOTES = ['USDT', 'XBT', 'GBP', 'CAD', 'JPY', 'CHF', 'AUD'] as const;
/** Bases listed against every quote (when the venue lists them at all). */
const MAJORS = new Set(['XBT', 'ETH', 'SOL', 'XRP', 'XDG', 'ADA', 'LTC', 'USDT', 'USDC']);
const STABLECOINS = new Set(['USDT', 'USDC']);
/** Fiat quotes that take the Z form after a legacy base (XXBTZGBP); CHF and AUD came later (XBTCHF). */
const LEGACY_FIAT = new Set(['USD', 'EUR', 'GBP', 'CAD', 'JPY']);

/** Kraken Pro's spot schedule (taker, maker) in percent by 30-day USD volume. */
const TAKER_FEES: [number, number][] = [
  [0, 0.4],
  [10_000, 0.35],
  [50_000, 0.24],
  [100_000, 0.22],
  [250_000, 0.2],
  [500_000, 0.18],
  [1_000_000, 0.16],
  [2_500_000, 0.14],
  [5_000_000, 0.12],
  [10_000_000, 0.1],
];
const MAKER_FEES: [number, number][] = [
  [0, 0.25],
  [10_000, 0.2],
  [50_000, 0.14],
  [100_000, 0.12],
  [250_000, 0.1],
  [500_000, 0.08],
  [1_000_000, 0.06],
  [2_500_000, 0.04],
  [5_000_000, 0.02],
  [10_000_000, 0],
];

type FakePair = { name: string; altname: string; code: string; quote: string; coinId: string };

/** A legacy asset is one whose USD book takes the X…Z… form in the ticker fake. */
const isLegacy = (code: string) => krakenPairName(code, 'USD') === `X${code}ZUSD`;

/** Kraken's own name of the `code`/`quote` book. */
export function krakenBookName(code: string, quote: string): string {
  if (quote === 'USD' || (quote === 'EUR' && code !== 'USDT')) return krakenPairName(code, quote);
  if (!isLegacy(code)) return `${code}${quote}`;
  if (quote === 'XBT') return `X${code}XXBT`;
  return LEGACY_FIAT.has(quote) ? `X${code}Z${quote}` : `${code}${quote}`;
}

function listedPairs(context: FakeVenueContext): FakePair[] {
  const pairs: FakePair[] = [];
  for (const { coinId, code } of context.listings) {
    const quotes: readonly string[] = MAJORS.has(code) ? [...ALL_QUOTES, ...MAJOR_QUOTES] : ALL_QUOTES;
    for (const quote of quotes) {
      // Stablecoins are quoted against bitcoin the other way round (XBTUSDT), never as USDTXBT.
      if (quote === code || (quote === 'XBT' && STABLECOINS.has(code))) continue;
      pairs.push({ name: krakenBookName(code, quote), altname: `${code}${quote}`, code, quote, coinId });
    }
  }
  return pairs;
}

function findPair(asked: string, context: FakeVenueContext): FakePair | undefined {
  return listedPairs(context).find((p) => p.name === asked || p.altname === asked);
}

/** Quote units per base unit: the fake's USD prices, fiat rates and USDT rate. */
function midPrice(pair: FakePair, context: FakeVenueContext): number {
  const usd = context.usdPrice(pair.coinId);
  if (pair.quote === 'USD') return usd;
  if (pair.quote === 'USDT') return context.usdtPrice(pair.coinId);
  if (pair.quote === 'XBT') return usd / context.usdPrice('bitcoin');
  return usd * (context.fiatPerUsd[pair.quote.toLowerCase()] ?? Number.NaN);
}

/** Decimals that hold a figure's 8 significant digits (fakeBook's precision). */
function decimalsFor(value: number): number {
  return value > 0 ? Math.max(0, 7 - Math.floor(Math.log10(value))) : 0;
}

const errorAnswer = (error: string) => json(200, { error: [error] });

function depth(url: URL, context: FakeVenueContext): FakeAnswer {
  const asked = url.searchParams.get('pair');
  const countText = url.searchParams.get('count');
  const count = countText === null ? 100 : Number(countText);
  if (!asked || !Number.isInteger(count) || count < 1 || count > 500) return errorAnswer('EGeneral:Invalid arguments');
  const pair = findPair(asked, context);
  if (!pair) return errorAnswer('EQuery:Unknown asset pair');

  const book = fakeBook(midPrice(pair, context), context.usdPrice(pair.coinId), context.state.book, count);
  const levels = [...book.bids, ...book.asks];
  // One precision per book, as Kraken's pair_decimals and lot_decimals, enough for every level.
  const priceDecimals = Math.max(1, ...levels.map(([price]) => decimalsFor(price)));
  const sizeDecimals = Math.max(8, ...levels.map(([, size]) => decimalsFor(size)));
  const newest = Math.floor((context.nowMs - context.state.bookAgeMs) / 1000);
  const side = (sideLevels: FakeLevel[], lag: number) =>
    sideLevels.map(([price, size], i) => [price.toFixed(priceDecimals), size.toFixed(sizeDecimals), newest - ((i + lag) % 4)]);
  return json(200, { error: [], result: { [pair.name]: { asks: side(book.asks, 1), bids: side(book.bids, 0) } } });
}

/** Kraken's asset names: legacy crypto X-prefixed, legacy fiat Z-prefixed, the rest plain. */
function assetName(code: string): string {
  if (LEGACY_FIAT.has(code)) return `Z${code}`;
  return isLegacy(code) ? `X${code}` : code;
}

function pairInfo(pair: FakePair) {
  return {
    altname: pair.altname,
    wsname: `${pair.code}/${pair.quote}`,
    aclass_base: 'currency',
    base: assetName(pair.code),
    aclass_quote: 'currency',
    quote: assetName(pair.quote),
    lot: 'unit',
    cost_decimals: 5,
    pair_decimals: 5,
    lot_decimals: 8,
    lot_multiplier: 1,
    leverage_buy: [],
    leverage_sell: [],
    fees: TAKER_FEES,
    fees_maker: MAKER_FEES,
    fee_volume_currency: 'ZUSD',
    margin_call: 80,
    margin_stop: 40,
    ordermin: '0.0001',
    costmin: '0.5',
    tick_size: '0.00001',
    status: 'online',
  };
}

function assetPairs(url: URL, context: FakeVenueContext): FakeAnswer {
  const asked = url.searchParams.get('pair');
  const pairs = asked === null ? listedPairs(context) : asked.split(',').map((name) => findPair(name, context));
  const result: Record<string, ReturnType<typeof pairInfo>> = {};
  for (const pair of pairs) {
    // As on Kraken, one unknown name fails the whole request.
    if (!pair) return errorAnswer('EQuery:Unknown asset pair');
    result[pair.name] = pairInfo(pair);
  }
  return json(200, { error: [], result });
}

export const krakenDepthProtocol: FakeVenueProtocol = {
  venue: 'kraken',
  paths: [KRAKEN_DEPTH_PATH, KRAKEN_ASSET_PAIRS_PATH],
  answer: (url, context) => (url.pathname === KRAKEN_DEPTH_PATH ? depth(url, context) : assetPairs(url, context)),
  // Kraken announces its limit inside an HTTP 200, with no result.
  rateLimited: () => errorAnswer('EAPI:Rate limit exceeded'),
};
