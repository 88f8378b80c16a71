import type { IncomeKind, PortfolioTx, Quantity, TxType } from '../engine/types';
import type { AssetResolver, SkipCode } from './import-types';
import type { CsvLine } from './read-csv';
import { parseTime } from './parse-values';
import { isFiatAsset } from './fiat-assets';

/**
 * What the two Binance importers share: market names, asset look-ups, Binance's times and the
 * statement's operation names (docs/decisions/025's vocabulary on the other side).
 */

export const BINANCE_WALLET = 'Binance';
/** Where a deposit came from and a withdrawal went: outside the visitor's known wallets. */
export const EXTERNAL_WALLET = 'External';

/** A row that cannot become a transaction, and why. */
export type Skip = { skip: SkipCode; detail: string };
export const skip = (code: SkipCode, detail: string): Skip => ({ skip: code, detail });
export const isSkip = (value: object): value is Skip => 'skip' in value;

/** A resolved quantity and whether its asset is money (fiat) rather than a coin. */
export type Leg = { quantity: Quantity; fiat: boolean };

/**
 * Looks a file's asset code up. Fiat comes back as its own code in lower case ("eur"); a coin as a
 * catalog id, so a stablecoin like USDT ("tether") counts as a coin, as the engine treats it.
 */
export function resolveLeg(code: string, amount: number, resolve: AssetResolver): Leg | Skip {
  const upper = code.toUpperCase();
  const asset = resolve(upper);
  if (asset === null) return skip('unknown-asset', upper);
  return { quantity: { asset, amount }, fiat: isFiatAsset(asset, upper) };
}

/** Paying money is a buy, getting money a sell; coin for coin (stablecoins included) a convert. */
function tradeType(sent: Leg, received: Leg): TxType {
  if (sent.fiat) return 'buy';
  return received.fiat ? 'sell' : 'convert';
}

/** A trade on Binance as a transaction, whichever export it was read from. */
export function binanceTrade(id: string, time: number, sent: Leg, received: Leg, fee: Leg | null): PortfolioTx {
  return {
    id,
    time,
    type: tradeType(sent, received),
    wallet: BINANCE_WALLET,
    received: received.quantity,
    sent: sent.quantity,
    ...(fee ? { fee: fee.quantity } : {}),
  };
}

/** Quote assets Binance lists markets against, longest first so "FDUSD" is tried before shorter ones. */
const QUOTE_SUFFIXES = ['FDUSD', 'USDT', 'BUSD', 'USDC', 'BTC', 'ETH', 'BNB', 'EUR', 'GBP', 'TRY', 'BRL'];

/** "BTCUSDT" → BTC and USDT (old exports run the two codes together); "BTC/USDT" also read. */
export function splitMarket(market: string): { base: string; quote: string } | null {
  const text = market.trim().toUpperCase();
  const parts = text.split(/[/_-]/);
  if (parts.length === 2 && parts[0] && parts[1]) return { base: parts[0], quote: parts[1] };
  const quote = QUOTE_SUFFIXES.find((suffix) => text.endsWith(suffix) && text.length > suffix.length);
  return quote ? { base: text.slice(0, -quote.length), quote } : null;
}

/** Binance writes UTC without saying so: "2024-02-01 10:20:30", newer statements "24-02-01 10:20:30". */
export function binanceTime(text: string): number | null {
  return parseTime(/^\d{2}-\d{2}-\d{2}(?:\s|$)/.test(text) ? `20${text}` : text);
}

/** Sums amounts without binary noise (0.1 + 0.2 stays 0.3): exports carry at most about 15 digits. */
export const addAmounts = (a: number, b: number): number => Number((a + b).toPrecision(15));

/** Reads a cell by its column name; '' when the column or the cell is absent. */
export type CellReader = (row: CsvLine, column: string) => string;
export function cellReader(header: readonly string[]): CellReader {
  return (row, column) => {
    const index = header.indexOf(column);
    return index < 0 ? '' : (row.cells[index] ?? '');
  };
}

/**
 * Ids from every cell, as decision 025 asks, with a count added from the second identical row on:
 * two same-second fills of the same size are two trades, and must not collapse into one id.
 */
export function occurrenceParts(): (parts: readonly string[]) => string[] {
  const seen = new Map<string, number>();
  return (parts) => {
    const key = parts.join('\u0000');
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? [...parts] : [...parts, `#${count}`];
  };
}

/** Statement operations that are one side of a trade; rows at the same time and account are one trade. */
export const TRADE_OPERATIONS: ReadonlySet<string> = new Set([
  'Buy',
  'Sell',
  'Fee',
  'Transaction Related',
  'Transaction Buy',
  'Transaction Spend',
  'Transaction Sold',
  'Transaction Revenue',
  'Transaction Fee',
  'Small Assets Exchange BNB',
  'Binance Convert',
  'Stablecoins Auto-Conversion',
]);

/** Of those, the rows that are the trade's fee. */
export const FEE_OPERATIONS: ReadonlySet<string> = new Set(['Fee', 'Transaction Fee']);

/** Movements between the visitor's Binance balance and the outside world. */
export const DEPOSIT_OPERATIONS: ReadonlySet<string> = new Set(['Deposit']);
export const WITHDRAW_OPERATIONS: ReadonlySet<string> = new Set(['Withdraw', 'Withdrawal']);

/** Coins received for nothing, and what kind of income each is. */
export const INCOME_OPERATIONS: ReadonlyMap<string, IncomeKind> = new Map<string, IncomeKind>([
  ['Simple Earn Flexible Interest', 'interest'],
  ['Simple Earn Locked Rewards', 'interest'],
  ['Savings Interest', 'interest'],
  ['Staking Rewards', 'staking'],
  ['ETH 2.0 Staking Rewards', 'staking'],
  // Launchpool pays new tokens for BNB or FDUSD locked into a pool: a reward for staking.
  ['Launchpool Interest', 'staking'],
  ['Distribution', 'airdrop'],
  ['Airdrop Assets', 'airdrop'],
  ['Cash Voucher Distribution', 'other'],
]);
