/**
 * Historical USD prices. "The price on day D" is, for every source, the USD price at 00:00 UTC
 * of D (CoinGecko's /history definition; for daily candles, the open of D's candle).
 */
import type { DailyPrice } from '../../upstream/types';

export type { DailyPrice };

export type HistoryCoin = { id: string; symbol: string };

export interface HistorySource {
  /** Short name reported to clients as `source`: coingecko, coinbase, defillama, binance. */
  readonly name: string;
  /**
   * Prices for each UTC day in [from, to] (YYYY-MM-DD, inclusive) that the source knows,
   * ascending by date; days it has no data for are left out (an empty array is not an error).
   * Network, HTTP and shape failures reject with UpstreamError (server/upstream/types.ts).
   */
  fetchDaily(coin: HistoryCoin, from: string, to: string): Promise<DailyPrice[]>;
  /** Whether the source can answer for this coin at all (e.g. a symbol it lists). */
  supports?(coin: HistoryCoin): boolean;
}
