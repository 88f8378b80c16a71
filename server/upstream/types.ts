import type { Currency } from '@shared/schemas/currency';
import type { Exclusion } from '@shared/schemas/exclusion';

/** `budget`: our own call budget refused the call, so it never reached the upstream. */
export type UpstreamFailureKind = 'rate-limited' | 'budget' | 'http' | 'timeout' | 'network' | 'malformed';

/** An upstream call that did not give usable data; `kind` decides how we back off. */
export class UpstreamError extends Error {
  readonly kind: UpstreamFailureKind;
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(kind: UpstreamFailureKind, message: string, opts: { status?: number; retryAfterMs?: number } = {}) {
    super(message);
    this.name = 'UpstreamError';
    this.kind = kind;
    this.status = opts.status;
    this.retryAfterMs = opts.retryAfterMs;
  }
}

/** One source's answer for one currency, as the visitor sees it in the disclosure (decision 015). */
export type SourceVote = {
  name: string;
  /** USD per coin, or units of a fiat per USD; null when the source gave none this window. */
  price: number | null;
  asOf: Date | null;
  used: boolean;
  /** Why it was left out, in English (the API's words); a stored book without `exclusion` has only this. */
  excludedReason?: string;
  exclusion?: Exclusion;
};

/** How one currency's price was reached: every source asked, how many were used, their spread. */
export type ConsensusDetail = {
  sources: SourceVote[];
  used: number;
  asked: number;
  /** (highest − lowest) ÷ median of the used prices. */
  spread: number;
};

/** Prices at one moment: everything is expressed against USD so any pair is a ratio. */
export type PriceBook = {
  /** USD price of one unit of each coin, by coin id. */
  usdPerCoin: ReadonlyMap<string, number>;
  /** Units of each fiat currency per 1 USD, by fiat id (usd → 1). */
  fiatPerUsd: ReadonlyMap<string, number>;
  /** When the upstream produced each coin's price. */
  coinUpdatedAt: ReadonlyMap<string, Date>;
  /** When the upstream produced the book as a whole (used for fiat legs). */
  asOf: Date;
  /**
   * USD value now ÷ USD value 24 hours earlier, by coin id and by fiat id, where the upstream
   * said (absent from the bundled snapshot and from books stored before this was kept).
   */
  usdChange24h?: ReadonlyMap<string, number>;
  fiatUsdChange24h?: ReadonlyMap<string, number>;
  /** Who said what, per coin and per fiat, when the book is a consensus of several sources. */
  coinConsensus?: ReadonlyMap<string, ConsensusDetail>;
  fiatConsensus?: ReadonlyMap<string, ConsensusDetail>;
  /** Coins no source priced this window: their last consensus, served as cached. */
  carried?: ReadonlySet<string>;
};

/** A source of current prices and of the crypto catalog (CoinGecko today). */
export interface RateSource {
  readonly name: string;
  /** One batched call: every coin id in USD, plus the fiat ids (derived through Bitcoin). */
  fetchPriceBook(coinIds: readonly string[], fiatIds: readonly string[]): Promise<PriceBook>;
  /** The top coins by market cap, biggest first. */
  fetchTopCoins(limit: number): Promise<Currency[]>;
  /** ISO 4217 codes (lower-case) of the fiat currencies the source quotes. */
  fetchFiatCodes(): Promise<string[]>;
}

/** A coin's USD price at 00:00 UTC on one day, from a historical source. */
export type DailyPrice = { date: string; priceUsd: number };
