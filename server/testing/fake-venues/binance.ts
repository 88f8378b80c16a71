import { decimalString, type FakeVenueContext, type FakeVenueProtocol, json } from './fake-venue-state';

/**
 * Binance spot market data (data-api.binance.vision), GET /api/v3/ticker/price: without `symbol`
 * an array of {symbol, price} for every symbol; with `symbol` one object, or 400 -1121 for an
 * unknown one. Every listed coin has its `${CODE}USDT` book (price in USDT, so a depegged USDT
 * shows), plus what the real list is full of: a USDC book (USDC at par with USD) and a BTC book,
 * written before the USDT one so a client that takes the first book of a coin is caught, and
 * the ghost of a delisted pair: MATICUSDT stays at "0.00000000" since MATIC became POL.
 * Rate limited: 429 {code -1003, msg} with Retry-After in seconds, as Binance answers.
 */

/** Delisted on Binance but still in the price list, frozen at zero. */
export const BINANCE_GHOST_SYMBOLS: readonly string[] = ['MATICUSDT'];

export const BINANCE_RETRY_AFTER_SECONDS = 7;

/** Binance writes every price with 8 decimals; the fake keeps more where a test needs them. */
function price(value: number): string {
  return value === 0 || !Number.isFinite(value) ? '0.00000000' : decimalString(value);
}

function tickerPrices(context: FakeVenueContext): { symbol: string; price: string }[] {
  const rows: { symbol: string; price: string }[] = [];
  const btcUsd = context.usdPrice('bitcoin');
  for (const { coinId, code } of context.listings) {
    if (code !== 'USDC') rows.push({ symbol: `${code}USDC`, price: price(context.usdPrice(coinId)) });
    if (code !== 'BTC') rows.push({ symbol: `${code}BTC`, price: price(btcUsd === 0 ? 0 : context.usdPrice(coinId) / btcUsd) });
    const symbol = `${code}USDT`;
    rows.push({ symbol, price: BINANCE_GHOST_SYMBOLS.includes(symbol) ? '0.00000000' : price(context.usdtPrice(coinId)) });
  }
  return rows;
}

export const binanceProtocol: FakeVenueProtocol = {
  venue: 'binance',
  paths: ['/api/v3/ticker/price'],
  answer(url, context) {
    const rows = tickerPrices(context);
    const symbol = url.searchParams.get('symbol');
    if (symbol === null) return json(200, rows);
    const row = rows.find((r) => r.symbol === symbol);
    return row ? json(200, row) : json(400, { code: -1121, msg: 'Invalid symbol.' });
  },
  rateLimited: () =>
    json(
      429,
      {
        code: -1003,
        msg: 'Too many requests; current limit of IP(127.0.0.1) is 6000 requests per minute. Please use the websocket for live updates to avoid bans.',
      },
      { 'retry-after': String(BINANCE_RETRY_AFTER_SECONDS) },
    ),
};
