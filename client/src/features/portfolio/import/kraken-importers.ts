import type { IncomeKind, PortfolioTx, Quantity } from '../engine/types';
import type { AssetResolver, ImportedTx, Importer, ImportPreview, SkipCode, SkippedRow } from './import-types';
import { isFiatAsset } from './fiat-assets';
import { resolveKraken, resolvePair } from './kraken-assets';
import { parseAmount, parseTime } from './parse-values';
import { type CsvLine, findHeader, readCsv } from './read-csv';
import { rowId } from './row-id';

/**
 * Kraken's two exports: the ledger (one row per balance change; a trade is two rows sharing a
 * refid) and the older trades file (one row per fill, with a pair). Columns are found by name:
 * the ledger gained a `wallet` column in 2024 and some files end with `amountusd`.
 */

const LEDGERS = 'kraken-ledgers';
const TRADES = 'kraken-trades';
const WALLET = 'Kraken';
const EXTERNAL = 'External';
const LEDGER_COLUMNS = ['txid', 'refid', 'time', 'type', 'asset', 'amount', 'fee'];
const TRADE_COLUMNS = ['txid', 'ordertxid', 'pair', 'time', 'type', 'cost', 'fee', 'vol'];
/** Ledger types that are one half of a trade. */
const TRADE_TYPES = new Set(['trade', 'spend', 'receive']);

type Failure = { code: SkipCode; detail: string };
const fail = (code: SkipCode, detail: string): Failure => ({ code, detail });
const failed = <T>(value: T | Failure): value is Failure => typeof value === 'object' && value !== null && 'code' in value;

const lines = (rows: readonly Row[]) => rows.map(({ line }) => line);

/** Sums amounts without float dust (0.1 + 0.2), keeping 15 significant digits. */
const add = (a: number, b: number) => Number((a + b).toPrecision(15));

/** A data line with its cells found by column name ('' when the file lacks the column). */
type Row = { line: number; cells: string[]; get: (column: string) => string };

/** The data rows after the header line, or null when the file has no such header. */
function readRows(text: string, required: readonly string[]): Row[] | null {
  const lines = readCsv(text);
  const at = findHeader(lines, required);
  if (at < 0) return null;
  const header = lines[at]!.cells;
  return lines.slice(at + 1).map(({ line, cells }: CsvLine) => ({
    line,
    cells,
    get: (column: string) => {
      const index = header.indexOf(column);
      return index < 0 ? '' : (cells[index] ?? '');
    },
  }));
}

function amountIn(row: Row, column: string): number | Failure {
  const text = row.get(column);
  if (text === '') return fail('missing-field', column);
  return parseAmount(text) ?? fail('bad-number', text);
}

/** A blank fee means none was charged. */
const feeIn = (row: Row, column = 'fee'): number | Failure => (row.get(column) === '' ? 0 : amountIn(row, column));

function timeIn(row: Row): number | Failure {
  const text = row.get('time');
  if (text === '') return fail('missing-field', 'time');
  return parseTime(text) ?? fail('bad-date', text);
}

/** The row's own id when the file gives one, else every cell (still the same on a second import). */
const idOf = (format: string, row: Row, own: string) => rowId(format, own ? [own] : row.cells);

/** One asset given for another: a buy when money was given, a sell when money was got, else a convert. */
function exchange(id: string, time: number, sent: Quantity, received: Quantity, fee: Quantity | null): PortfolioTx | Failure {
  if (isFiatAsset(sent.asset) && isFiatAsset(received.asset)) return fail('not-a-trade', `${sent.asset} to ${received.asset}`);
  const type = isFiatAsset(sent.asset) ? 'buy' : isFiatAsset(received.asset) ? 'sell' : 'convert';
  return { id, time, type, wallet: WALLET, sent, received, ...(fee ? { fee } : {}) };
}

/** Everything a parse collects; txs and skips are put in file order at the end. */
class Collected {
  txs: ImportedTx[] = [];
  skipped: SkippedRow[] = [];
  add(tx: PortfolioTx | Failure, lines: number[]) {
    if (failed(tx)) for (const line of lines) this.skipped.push({ line, ...tx });
    else this.txs.push({ tx, lines });
  }
  preview(format: string, rows: number): ImportPreview {
    this.txs.sort((a, b) => (a.lines[0] ?? 0) - (b.lines[0] ?? 0));
    this.skipped.sort((a, b) => a.line - b.line);
    return { format, rows, txs: this.txs, skipped: this.skipped };
  }
}

type LedgerFields = { time: number; amount: number; fee: number };

function ledgerFields(row: Row): LedgerFields | Failure {
  const amount = amountIn(row, 'amount');
  if (failed(amount)) return amount;
  const fee = feeIn(row);
  if (failed(fee)) return fee;
  const time = timeIn(row);
  return failed(time) ? time : { time, amount, fee };
}

/**
 * Both rows of a trade as one transaction. `amount` is gross and `fee` comes off that row's own
 * balance: a fee on the given side left the account too (so it is added to `sent` when the got
 * side also has one, since a transaction carries one fee).
 */
function ledgerTrade(refid: string, rows: readonly Row[], resolve: AssetResolver, found: Collected) {
  const read: Array<{ row: Row; fields: LedgerFields }> = [];
  for (const row of rows) {
    const fields = ledgerFields(row);
    if (failed(fields)) return found.add(fields, lines(rows));
    read.push({ row, fields });
  }
  const given = read.filter(({ fields }) => fields.amount < 0);
  const got = read.filter(({ fields }) => fields.amount > 0);
  if (given.length === 0 || got.length === 0) return found.add(fail('unpaired', refid), lines(rows));
  const [out, into] = [given[0]!, got[0]!];
  // Kraken writes one row per side; more is not a plain trade.
  if (given.length > 1 || got.length > 1)
    return found.add(fail('not-a-trade', `${out.row.get('type')} (${read.length} rows)`), lines(rows));
  // A row with no amount but a fee (paid in fee credits, KFEE) is shown apart rather than lost in the trade.
  const feeOnly = read.filter(({ fields }) => fields.amount === 0 && fields.fee !== 0).map(({ row }) => row);
  for (const row of feeOnly) found.add(fail('not-a-trade', `${row.get('type')} (fee only)`), [row.line]);
  const tradeLines = lines(rows.filter((row) => !feeOnly.includes(row)));
  const sentAsset = resolveKraken(out.row.get('asset'), resolve);
  if (sentAsset === null) return found.add(fail('unknown-asset', out.row.get('asset')), tradeLines);
  const receivedAsset = resolveKraken(into.row.get('asset'), resolve);
  if (receivedAsset === null) return found.add(fail('unknown-asset', into.row.get('asset')), tradeLines);
  const outFee = Math.max(out.fields.fee, 0);
  const intoFee = Math.max(into.fields.fee, 0);
  const sent = { asset: sentAsset, amount: add(-out.fields.amount, intoFee > 0 ? outFee : 0) };
  const received = { asset: receivedAsset, amount: into.fields.amount };
  const fee = intoFee > 0 ? { asset: receivedAsset, amount: intoFee } : outFee > 0 ? { asset: sentAsset, amount: outFee } : null;
  found.add(exchange(rowId(LEDGERS, [refid]), out.fields.time, sent, received, fee), tradeLines);
}

/** Rewards credited to the visitor: staking (and Kraken Earn's rewards), or interest. */
function incomeKindOf(type: string, subtype: string): IncomeKind | null {
  if (type === 'staking' || (type === 'earn' && subtype === 'reward')) return 'staking';
  if (type === 'dividend' || type === 'interest' || subtype === 'interest') return 'interest';
  return null;
}

/** A ledger row that is not half of a trade: a deposit, a withdrawal, a reward, or something skipped. */
function ledgerSingle(row: Row, siblings: ReadonlySet<string>, resolve: AssetResolver): PortfolioTx | Failure {
  const type = row.get('type').toLowerCase();
  const subtype = row.get('subtype').toLowerCase();
  const kind = subtype ? `${type}/${subtype}` : type;
  const moves = type === 'deposit' || type === 'withdrawal';
  const income = incomeKindOf(type, subtype);
  if (!moves && !income) return fail('not-a-trade', kind);
  if (moves) {
    // Older files also log a staking move or reward as a deposit/withdrawal with the same (non-empty) refid.
    const other = [...siblings].find((sibling) => sibling !== 'deposit' && sibling !== 'withdrawal');
    if (other) return fail('not-a-trade', `${kind} (with ${other})`);
    // Kraken logs a deposit or withdrawal twice; only the entry with a txid changed the balance.
    if (!row.get('txid')) return fail('not-a-trade', `${kind} (pending)`);
  }
  const fields = ledgerFields(row);
  if (failed(fields)) return fields;
  const asset = resolveKraken(row.get('asset'), resolve);
  if (asset === null) return fail('unknown-asset', row.get('asset'));
  if (isFiatAsset(asset) || fields.amount === 0) return fail('not-a-trade', kind);
  const id = idOf(LEDGERS, row, row.get('txid'));
  const fee = fields.fee > 0 ? { fee: { asset, amount: fields.fee } } : {};
  if (income) {
    if (fields.amount < 0) return fail('not-a-trade', kind);
    return {
      id,
      time: fields.time,
      type: 'income',
      wallet: WALLET,
      received: { asset, amount: fields.amount },
      incomeKind: income,
      ...fee,
    };
  }
  // The sign says the direction (a reversed deposit comes back as a negative deposit).
  const out = fields.amount < 0;
  return {
    id,
    time: fields.time,
    type: 'transfer',
    wallet: out ? WALLET : EXTERNAL,
    toWallet: out ? EXTERNAL : WALLET,
    sent: { asset, amount: Math.abs(fields.amount) },
    ...fee,
  };
}

function parseLedgers(text: string, resolve: AssetResolver): ImportPreview {
  const rows = readRows(text, LEDGER_COLUMNS);
  const found = new Collected();
  if (!rows) return found.preview(LEDGERS, 0);
  const trades = new Map<string, Row[]>();
  const typesByRef = new Map<string, Set<string>>();
  for (const row of rows) {
    const refid = row.get('refid');
    const type = row.get('type').toLowerCase();
    if (!typesByRef.has(refid)) typesByRef.set(refid, new Set());
    typesByRef.get(refid)!.add(type);
    if (!TRADE_TYPES.has(type) || !refid) continue;
    if (!trades.has(refid)) trades.set(refid, []);
    trades.get(refid)!.push(row);
  }
  for (const row of rows) {
    const refid = row.get('refid');
    const type = row.get('type').toLowerCase();
    if (!TRADE_TYPES.has(type)) {
      found.add(ledgerSingle(row, (refid && typesByRef.get(refid)) || new Set(), resolve), [row.line]);
    } else if (!refid) {
      found.add(fail('missing-field', 'refid'), [row.line]);
    } else if (trades.get(refid)?.[0] === row) {
      // A trade's rows are read together, when its first row comes up.
      ledgerTrade(refid, trades.get(refid) ?? [], resolve, found);
    }
  }
  return found.preview(LEDGERS, rows.length);
}

/** One row of the trades file: a fill of `vol` base for `cost` quote, the fee in the quote. */
function tradeRow(row: Row, resolve: AssetResolver): PortfolioTx | Failure {
  const type = row.get('type').toLowerCase();
  if (type !== 'buy' && type !== 'sell') return fail('not-a-trade', type);
  // A margin position's fills borrow the money: they are not the visitor's coins.
  const margin = parseAmount(row.get('margin'));
  if (margin !== null && margin !== 0) return fail('not-a-trade', `${type} (margin)`);
  const vol = amountIn(row, 'vol');
  if (failed(vol)) return vol;
  const cost = amountIn(row, 'cost');
  if (failed(cost)) return cost;
  const fee = feeIn(row);
  if (failed(fee)) return fee;
  const time = timeIn(row);
  if (failed(time)) return time;
  const pair = resolvePair(row.get('pair'), resolve);
  if ('unknown' in pair) return fail('unknown-asset', pair.unknown);
  const base = { asset: pair.base, amount: Math.abs(vol) };
  const quote = { asset: pair.quote, amount: Math.abs(cost) };
  const feeQuantity = fee > 0 ? { asset: pair.quote, amount: fee } : null;
  const id = idOf(TRADES, row, row.get('txid'));
  return type === 'buy' ? exchange(id, time, quote, base, feeQuantity) : exchange(id, time, base, quote, feeQuantity);
}

function parseTrades(text: string, resolve: AssetResolver): ImportPreview {
  const rows = readRows(text, TRADE_COLUMNS);
  const found = new Collected();
  for (const row of rows ?? []) found.add(tradeRow(row, resolve), [row.line]);
  return found.preview(TRADES, rows?.length ?? 0);
}

const hasAll = (header: readonly string[], names: readonly string[]) => names.every((name) => header.includes(name));

export const krakenLedgersImporter: Importer = {
  id: LEDGERS,
  name: 'Kraken ledgers',
  detect: (header) => hasAll(header, LEDGER_COLUMNS),
  parse: parseLedgers,
};

export const krakenTradesImporter: Importer = {
  id: TRADES,
  name: 'Kraken trades',
  detect: (header) => hasAll(header, TRADE_COLUMNS),
  parse: parseTrades,
};
