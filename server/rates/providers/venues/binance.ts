import { z } from 'zod';
import { getJson } from '../../../upstream/http';
import type { VenueOptions, VenueSource, VenueTicker, VenueTickers } from './types';
import { venueAsset } from './venue-markets';

/**
 * Binance spot, market data only, a live source (decision 015): one GET /api/v3/ticker/price without `symbol`
 * returns the last price of every symbol (weight 4 of the 6,000 per minute an IP may use). The
 * real base is https://data-api.binance.vision: api.binance.com answers 451 to US addresses.
 *
 * Only `${CODE}USDT` books are read (quote USDT; the consensus converts it with a checked
 * USDT/USD rate); USDC, BTC, FDUSD… books are ignored. Binance sends no time with a price, so
 * asOf is when the answer arrived. A delisted pair keeps answering "0.00000000": it is returned
 * as price 0 for the consensus to refuse. 429 (and 418, an IP ban) are 'rate-limited' with
 * Retry-After in seconds; 451 (restricted location) stays 'http' 451. Errors come as {code, msg}.
 */

/** [{ "symbol": "BTCUSDT", "price": "100000.00000000" }, …] */
const TickerPriceSchema = z.array(z.object({ symbol: z.string(), price: z.string() }));

export const BINANCE_QUOTE = 'USDT';

export function binanceMarket(coinId: string): string | undefined {
  const code = venueAsset(coinId, 'binance');
  return code && code !== BINANCE_QUOTE ? `${code}${BINANCE_QUOTE}` : undefined;
}

export function createBinanceVenue(options: VenueOptions): VenueSource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const http = { timeoutMs: options.timeoutMs, label: 'Binance', rateLimitStatuses: [429, 418] };

  return {
    id: 'binance',
    name: 'Binance',
    async fetchTickers(coinIds: readonly string[]): Promise<VenueTickers> {
      const rows = await getJson(`${base}/api/v3/ticker/price`, TickerPriceSchema, http);
      const receivedAt = new Date();
      const priceBySymbol = new Map<string, string>();
      for (const row of rows) if (!priceBySymbol.has(row.symbol)) priceBySymbol.set(row.symbol, row.price);

      const tickers: VenueTicker[] = [];
      for (const coinId of new Set(coinIds)) {
        const market = binanceMarket(coinId);
        const price = market === undefined ? undefined : priceBySymbol.get(market);
        if (market === undefined || price === undefined) continue;
        tickers.push({ coinId, market, quote: 'USDT', price: Number(price), asOf: receivedAt });
      }
      return { venue: 'binance', receivedAt, tickers, markets: [...priceBySymbol.keys()] };
    },
  };
}
