/**
 * The lot engine's vocabulary (docs/decisions/025): transactions as a visitor records them, the
 * ledger events they become, and what matching them gives. Pure data; amounts are plain numbers
 * (quantities of an asset, values in the one reporting currency the engine is run in).
 */

export const TX_TYPES = ['buy', 'sell', 'convert', 'transfer', 'income'] as const;
export type TxType = (typeof TX_TYPES)[number];

export const INCOME_KINDS = ['staking', 'airdrop', 'interest', 'other'] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];

/** A quantity of one asset: a coin by its catalog id ("bitcoin"), a fiat by its code ("usd"). */
export type Quantity = { asset: string; amount: number };

/**
 * One transaction as recorded: a buy sends fiat (or a stablecoin) and receives a coin, a sell the
 * reverse, a convert sends one coin and receives another, a transfer moves a coin between two of
 * the visitor's own wallets, income receives a coin for nothing (staking, airdrop, interest).
 */
export type PortfolioTx = {
  id: string;
  /** Milliseconds since the epoch (UTC). */
  time: number;
  type: TxType;
  /** The wallet or exchange it happened in; for a transfer, where the coin left. */
  wallet: string;
  /** A transfer's destination wallet. */
  toWallet?: string;
  /** What came in; a fee taken out of it is still counted here (the gross amount) and in `fee`. */
  received?: Quantity;
  /** What went out, without the fee. */
  sent?: Quantity;
  /** The fee, in whatever asset it was paid. */
  fee?: Quantity;
  incomeKind?: IncomeKind;
};

/** Each leg's value in the reporting currency at the transaction's time; null where no price is known. */
export type TxValues = { received: number | null; sent: number | null; fee: number | null };

export type ValuedTx = PortfolioTx & { values: TxValues };

/** Why a disposal happened: a sale or convert, or a fee paid in a coin (itself a disposal of it). */
export type DisposalCause = 'sale' | 'convert' | 'fee';

/** What the engine matches: a coin coming in at a cost, going out for proceeds, or moving wallets. */
export type LedgerEvent =
  | {
      type: 'acquire';
      txId: string;
      seq: number;
      time: number;
      wallet: string;
      asset: string;
      amount: number;
      cost: number | null;
      income: IncomeKind | null;
    }
  | {
      type: 'dispose';
      txId: string;
      seq: number;
      time: number;
      wallet: string;
      asset: string;
      amount: number;
      proceeds: number | null;
      cause: DisposalCause;
    }
  | { type: 'transfer'; txId: string; seq: number; time: number; asset: string; amount: number; from: string; to: string };

export const LOT_METHODS = ['fifo', 'lifo', 'hifo', 'average'] as const;
export type LotMethod = (typeof LOT_METHODS)[number];

/**
 * How disposals are matched: one of the lot methods per tax year (pooled across wallets or per
 * wallet), or the UK's share-matching rules (same day, 30 days after, then the Section 104 pool),
 * which pool across wallets and count tax years from 6 April.
 */
export type MatchingRules =
  | { kind: 'lots'; methodFor: (taxYear: string) => LotMethod; perWallet: boolean; taxYear: 'calendar' | 'uk' }
  | { kind: 'uk' };

/** Which acquisition a part of a disposal was matched with, and how. */
export type MatchedPart = {
  /** The acquiring transaction; null for the UK pool (an average of many). */
  acquiredBy: string | null;
  acquiredAt: number | null;
  amount: number;
  /** The part's allowable cost; null when the acquisition's value was not known. */
  cost: number | null;
  rule: LotMethod | 'same-day' | '30-day' | 'pool';
  /** Held more than a year; null for the pool. */
  longTerm: boolean | null;
};

export type DisposalResult = {
  txId: string;
  seq: number;
  time: number;
  asset: string;
  wallet: string;
  amount: number;
  proceeds: number | null;
  cause: DisposalCause;
  taxYear: string;
  rule: LotMethod | 'uk';
  parts: MatchedPart[];
  /** Quantity no acquisition could be matched with: never given a cost of zero. */
  unmatched: number;
  /** Proceeds less the costs of the matched parts with a known cost; null without proceeds. */
  gain: number | null;
  /** Of `gain`, the parts held more than a year and the rest (lot methods only). */
  longTermGain: number | null;
  shortTermGain: number | null;
  /** Something in it cannot be counted: an unmatched quantity, or a part or proceeds without a value. */
  flagged: boolean;
};
