import type { FxPoint } from '@shared/schemas/historical-fx-response';
import type { PortfolioReport } from '../engine/compute-portfolio';
import type { PortfolioTx } from '../engine/types';
import type { PortfolioSettings } from '../state/portfolio-settings';
import type { ValuePoint } from '../valuation/value-over-time';

/** A coin's daily USD prices, as /api/historical-range answers (one or more pieces of them). */
export type CoinPrices = { currency: string; points: { date: string; price: number; source: string }[] };
/** A fiat currency's daily rates, as /api/historical-fx answers. */
export type FiatRates = { currency: string; points: FxPoint[] };

/** Everything one computation needs, all plain data (it is copied to the worker). */
export type ComputeRequest = {
  txs: PortfolioTx[];
  coins: CoinPrices[];
  fiats: FiatRates[];
  /** Fiat ids ("usd", "eur"): which assets are money rather than holdings. */
  fiatIds: string[];
  settings: PortfolioSettings;
  /** Today's UTC day, where the value chart ends. */
  today: string;
};

export type ComputeResult = {
  report: PortfolioReport;
  /** The portfolio's value in the reporting currency at the end of each day. */
  series: ValuePoint[];
  /** Milliseconds the worker spent (valuing, matching, the series). */
  computeMs: number;
};
