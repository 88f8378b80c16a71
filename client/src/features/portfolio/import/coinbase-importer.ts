import type { IncomeKind, PortfolioTx, Quantity } from '../engine/types';
import type { AssetResolver, Importer, ImportPreview, SkipCode } from './import-types';
import { isFiatAsset } from './fiat-assets';
import { findHeader, readCsv } from './read-csv';
import { parseAmount, parseTime } from './parse-values';
import { rowId } from './row-id';

/**
 * Coinbase's transaction history (the "Transactions" statement). Coinbase renamed its columns in
 * 2021, 2023, 2024 and 2025, so columns are found by any of their known names, never by position.
 */

const FORMAT = 'coinbase';
const WALLET = 'Coinbase';
const EXTERNAL = 'External';
const TYPE_COLUMNS = ['Transaction Type', 'Type'] as const;
/** The columns every version has; with one of TYPE_COLUMNS they pick the header out of the preamble. */
const COMMON_COLUMNS = ['Timestamp', 'Asset', 'Quantity Transacted'] as const;
/** The oldest files put the currency in the column names ("USD Spot Price at Transaction"). */
const OLD_PRICE = /^([A-Z]{3}) Spot Price at Transaction$/;
/**
 * Advanced Trade rows give their money side in the account's home currency, while the trade's
 * own quote is in the notes: "Bought 3.72 USDC for 3.43356 EUR on USDC-EUR".
 */
const TRADED = /(?:Bought|Sold)\s+[\d.,]+\s+\S+\s+for\s+([\d.,]+)\s+([A-Za-z0-9]+)\s+on\s+\S+-\S+/i;
/** "Converted 0.5 ETH to 0.025 BTC"; amounts may carry grouping commas. */
const CONVERTED = /Converted\s+[\d.,]+\s+\S+\s+to\s+([\d.,]+)\s+([A-Za-z0-9]+)/i;

type Kind = 'buy' | 'sell' | 'convert' | 'income' | 'send' | 'receive';

/** Coinbase's type names (compared in lower case) to what they mean here. */
const KINDS: Record<string, Kind> = {
  buy: 'buy',
  'advanced trade buy': 'buy',
  sell: 'sell',
  'advanced trade sell': 'sell',
  convert: 'convert',
  'rewards income': 'income',
  'staking income': 'income',
  'learning reward': 'income',
  'coinbase earn': 'income',
  'inflation reward': 'income',
  interest: 'income',
  send: 'send',
  withdrawal: 'send',
  receive: 'receive',
  deposit: 'receive',
};

function incomeKind(type: string): IncomeKind {
  if (/staking|inflation/.test(type)) return 'staking';
  return type === 'interest' ? 'interest' : 'other';
}

/** Where each column is in this file (-1 when absent), under the name the file gives it. */
type Columns = {
  header: string[];
  id: number;
  time: number;
  type: number;
  asset: number;
  quantity: number;
  priceCurrency: number;
  /** The currency named by the oldest files' column names, when there is no currency column. */
  fixedCurrency: string | null;
  price: number;
  subtotal: number;
  fees: number;
  notes: number;
};

function columns(header: string[]): Columns {
  const at = (...names: string[]) => header.findIndex((cell) => names.includes(cell));
  const old = header.map((cell) => OLD_PRICE.exec(cell)?.[1]).find((code) => code !== undefined) ?? null;
  const prefixed = (name: string) => (old ? [`${old} ${name}`] : []);
  return {
    header,
    id: at('ID'),
    time: at('Timestamp'),
    type: at(...TYPE_COLUMNS),
    asset: at('Asset'),
    quantity: at('Quantity Transacted'),
    priceCurrency: at('Price Currency', 'Spot Price Currency'),
    fixedCurrency: old,
    price: at('Price at Transaction', 'Spot Price at Transaction', ...prefixed('Spot Price at Transaction')),
    subtotal: at('Subtotal', ...prefixed('Subtotal')),
    fees: at('Fees and/or Spread', 'Fees', ...prefixed('Fees')),
    notes: at('Notes'),
  };
}

/** A row that cannot become a transaction; thrown inside one row's reading and caught there. */
class Skip {
  constructor(
    readonly code: SkipCode,
    readonly detail: string,
  ) {}
}

/** Reads one data row; throws Skip when it is not a transaction this importer can record. */
function readRow(cells: string[], cols: Columns, resolve: AssetResolver): PortfolioTx {
  const name = (index: number, fallback: string) => cols.header[index] ?? fallback;
  const text = (index: number) => (index < 0 ? '' : (cells[index] ?? ''));
  const required = (index: number, fallback: string) => {
    const value = text(index);
    if (value === '') throw new Skip('missing-field', name(index, fallback));
    return value;
  };
  const number = (value: string) => {
    const parsed = parseAmount(value);
    if (parsed === null) throw new Skip('bad-number', value);
    return parsed;
  };
  const asset = (code: string) => {
    const id = resolve(code);
    if (id === null) throw new Skip('unknown-asset', code);
    return id;
  };

  const type = required(cols.type, 'Transaction Type');
  const kind = KINDS[type.toLowerCase()];
  if (!kind) throw new Skip('not-a-trade', type);
  const timeText = required(cols.time, 'Timestamp');
  const time = parseTime(timeText);
  if (time === null) throw new Skip('bad-date', timeText);
  const code = required(cols.asset, 'Asset');
  const coin = asset(code);
  // Fiat moved in or out of the account is cash, not a holding the portfolio tracks.
  if ((kind === 'send' || kind === 'receive') && isFiatAsset(coin, code)) throw new Skip('not-a-trade', type);
  // Sells, sends and converts may be written negative; the direction comes from the type.
  const quantity = Math.abs(number(required(cols.quantity, 'Quantity Transacted')));
  const own: Quantity = { asset: coin, amount: quantity };
  const id = rowId(FORMAT, text(cols.id) !== '' ? [text(cols.id)] : cells);
  const base = { id, time, wallet: WALLET };

  if (kind === 'income') return { ...base, type: 'income', received: own, incomeKind: incomeKind(type.toLowerCase()) };
  if (kind === 'send') return { ...base, type: 'transfer', toWallet: EXTERNAL, sent: own };
  if (kind === 'receive') return { ...base, type: 'transfer', wallet: EXTERNAL, toWallet: WALLET, sent: own };

  const currency = asset(cols.fixedCurrency ?? required(cols.priceCurrency, 'Price Currency'));
  const feeText = text(cols.fees);
  const feeAmount = feeText === '' ? 0 : Math.abs(number(feeText));
  const fee = feeAmount > 0 ? { fee: { asset: currency, amount: feeAmount } } : {};

  if (kind === 'convert') {
    const match = CONVERTED.exec(text(cols.notes));
    const amount = match ? parseAmount(match[1]) : null;
    if (!match || amount === null) throw new Skip('missing-field', name(cols.notes, 'Notes'));
    return { ...base, type: 'convert', sent: own, received: { asset: asset(match[2]!), amount }, ...fee };
  }

  // Subtotal is the value before fees; older rows sometimes leave it empty, so price × quantity.
  const subtotalText = text(cols.subtotal);
  const priceText = text(cols.price);
  if (subtotalText === '' && priceText === '') throw new Skip('missing-field', name(cols.subtotal, 'Subtotal'));
  const value = Math.abs(subtotalText !== '' ? number(subtotalText) : quantity * number(priceText));
  // The quote the trade really used, when the notes name it (a BTC-USDC trade spends USDC, not USD).
  // Only when that quote is another currency than the row's: then the subtotal is a conversion.
  const notes = type.toLowerCase().startsWith('advanced trade') ? TRADED.exec(text(cols.notes)) : null;
  const tradedAmount = notes ? parseAmount(notes[1]) : null;
  const traded = notes && tradedAmount !== null && asset(notes[2]!) !== currency ? { code: notes[2]!, amount: tradedAmount } : null;
  const money: Quantity = traded ? { asset: asset(traded.code), amount: traded.amount } : { asset: currency, amount: value };
  if (traded && !isFiatAsset(money.asset, traded.code)) {
    // Paid or paid in a coin: a convert from one coin to the other.
    return kind === 'buy'
      ? { ...base, type: 'convert', received: own, sent: money, ...fee }
      : { ...base, type: 'convert', sent: own, received: money, ...fee };
  }
  return kind === 'buy'
    ? { ...base, type: 'buy', received: own, sent: money, ...fee }
    : { ...base, type: 'sell', sent: own, received: money, ...fee };
}

function findCoinbaseHeader(lines: ReturnType<typeof readCsv>): number {
  for (const type of TYPE_COLUMNS) {
    const index = findHeader(lines, [...COMMON_COLUMNS, type]);
    if (index >= 0) return index;
  }
  return -1;
}

export const coinbaseImporter: Importer = {
  id: FORMAT,
  name: 'Coinbase transaction history',
  detect: (header) => COMMON_COLUMNS.every((name) => header.includes(name)) && TYPE_COLUMNS.some((name) => header.includes(name)),
  parse: (text, resolve) => {
    const lines = readCsv(text);
    const preview: ImportPreview = { format: FORMAT, rows: 0, txs: [], skipped: [] };
    const headerIndex = findCoinbaseHeader(lines);
    if (headerIndex < 0) return preview;
    const cols = columns(lines[headerIndex]!.cells);
    for (const { line, cells } of lines.slice(headerIndex + 1)) {
      preview.rows++;
      try {
        preview.txs.push({ tx: readRow(cells, cols, resolve), lines: [line] });
      } catch (error) {
        if (!(error instanceof Skip)) throw error;
        preview.skipped.push({ line, code: error.code, detail: error.detail });
      }
    }
    return preview;
  },
};
