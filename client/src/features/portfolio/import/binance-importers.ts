import type { PortfolioTx } from '../engine/types';
import {
  addAmounts,
  BINANCE_WALLET,
  binanceTime,
  binanceTrade,
  type CellReader,
  cellReader,
  DEPOSIT_OPERATIONS,
  EXTERNAL_WALLET,
  FEE_OPERATIONS,
  INCOME_OPERATIONS,
  isSkip,
  occurrenceParts,
  resolveLeg,
  type Skip,
  skip,
  splitMarket,
  TRADE_OPERATIONS,
  WITHDRAW_OPERATIONS,
} from './binance-pairs';
import type { AssetResolver, ImportedTx, Importer, ImportPreview, SkippedRow } from './import-types';
import { parseAmount, parseAmountWithUnit } from './parse-values';
import { type CsvLine, findHeader, readCsv } from './read-csv';
import { rowId } from './row-id';

/**
 * Binance's two CSV exports: the spot trade history (one row per trade) and the transaction
 * statement (one row per balance change, a trade's sides and fee on separate rows).
 */

const withoutBom = (header: readonly string[]) => header.map((cell) => cell.replace(/^\uFEFF/, ''));
const byLine = (a: { line: number }, b: { line: number }) => a.line - b.line;

/** Where each part of a trade is, in the two versions of the trade history. */
type TradeLayout = { market: string; side: string; base: string; quote: string; fee: string; feeCoin: string | null };
const DATE = 'Date(UTC)';
const NEW_LAYOUT: TradeLayout = { market: 'Pair', side: 'Side', base: 'Executed', quote: 'Amount', fee: 'Fee', feeCoin: null };
const OLD_LAYOUT: TradeLayout = { market: 'Market', side: 'Type', base: 'Amount', quote: 'Total', fee: 'Fee', feeCoin: 'Fee Coin' };
const layoutColumns = (layout: TradeLayout) =>
  [DATE, layout.market, layout.side, layout.base, layout.quote, layout.fee, layout.feeCoin].filter((c): c is string => c !== null);
const NEW_COLUMNS = layoutColumns(NEW_LAYOUT);
const OLD_COLUMNS = layoutColumns(OLD_LAYOUT);

/**
 * An amount with its unit: inside the value in the new export ("0.5BTC"), else a plain number in
 * the unit the market name gives.
 */
function amountOf(text: string, column: string, unit: string | undefined, market: string): { amount: number; unit: string } | Skip {
  if (text === '') return skip('missing-field', column);
  const withUnit = parseAmountWithUnit(text);
  if (withUnit) return { amount: Math.abs(withUnit.amount), unit: withUnit.unit };
  const amount = parseAmount(text);
  if (amount === null) return skip('bad-number', text);
  return unit ? { amount: Math.abs(amount), unit } : skip('unknown-asset', market);
}

/** The fee, or null when there is none (empty or zero). */
function feeOf(row: CsvLine, cell: CellReader, layout: TradeLayout): { amount: number; unit: string } | null | Skip {
  const text = cell(row, layout.fee);
  const withUnit = parseAmountWithUnit(text);
  if (withUnit) return withUnit.amount === 0 ? null : { amount: Math.abs(withUnit.amount), unit: withUnit.unit };
  if (text === '') return null;
  const amount = parseAmount(text);
  if (amount === null) return skip('bad-number', text);
  if (amount === 0) return null;
  const unit = layout.feeCoin ? cell(row, layout.feeCoin).toUpperCase() : '';
  return unit ? { amount: Math.abs(amount), unit } : skip('missing-field', layout.feeCoin ?? layout.fee);
}

function tradeRow(row: CsvLine, cell: CellReader, layout: TradeLayout, resolve: AssetResolver, id: string): PortfolioTx | Skip {
  const timeText = cell(row, DATE);
  const sideText = cell(row, layout.side);
  if (timeText === '') return skip('missing-field', DATE);
  if (sideText === '') return skip('missing-field', layout.side);
  const time = binanceTime(timeText);
  if (time === null) return skip('bad-date', timeText);
  const side = sideText.toUpperCase();
  if (side !== 'BUY' && side !== 'SELL') return skip('not-a-trade', sideText);

  const market = cell(row, layout.market);
  const pair = splitMarket(market);
  const base = amountOf(cell(row, layout.base), layout.base, pair?.base, market);
  if (isSkip(base)) return base;
  const quote = amountOf(cell(row, layout.quote), layout.quote, pair?.quote, market);
  if (isSkip(quote)) return quote;
  const feeAmount = feeOf(row, cell, layout);
  if (feeAmount && isSkip(feeAmount)) return feeAmount;

  const baseLeg = resolveLeg(base.unit, base.amount, resolve);
  if (isSkip(baseLeg)) return baseLeg;
  const quoteLeg = resolveLeg(quote.unit, quote.amount, resolve);
  if (isSkip(quoteLeg)) return quoteLeg;
  const fee = feeAmount ? resolveLeg(feeAmount.unit, feeAmount.amount, resolve) : null;
  if (fee && isSkip(fee)) return fee;

  const [sent, received] = side === 'BUY' ? [quoteLeg, baseLeg] : [baseLeg, quoteLeg];
  return binanceTrade(id, time, sent, received, fee);
}

export const binanceTradesImporter: Importer = {
  id: 'binance-trades',
  name: 'Binance spot trade history',
  detect: (header) => {
    const cells = withoutBom(header);
    return [NEW_COLUMNS, OLD_COLUMNS].some((columns) => columns.every((column) => cells.includes(column)));
  },
  parse: (text, resolve) => {
    const lines = readCsv(text);
    const preview: ImportPreview = { format: 'binance-trades', rows: 0, txs: [], skipped: [] };
    const newAt = findHeader(lines, NEW_COLUMNS);
    const at = newAt >= 0 ? newAt : findHeader(lines, OLD_COLUMNS);
    const header = lines[at];
    if (!header) return preview;
    const layout = newAt >= 0 ? NEW_LAYOUT : OLD_LAYOUT;
    const cell = cellReader(header.cells);
    const idParts = occurrenceParts();
    const rows = lines.slice(at + 1);
    preview.rows = rows.length;
    for (const row of rows) {
      const tx = tradeRow(row, cell, layout, resolve, rowId('binance-trades', idParts(row.cells)));
      if (isSkip(tx)) preview.skipped.push({ line: row.line, code: tx.skip, detail: tx.detail });
      else preview.txs.push({ tx, lines: [row.line] });
    }
    return preview;
  },
};

const STATEMENT_COLUMNS = ['UTC_Time', 'Account', 'Operation', 'Coin', 'Change'];
/** Without these a row cannot even be placed (in a trade group, or as a row of its own). */
const PLACING_CELLS = ['UTC_Time', 'Operation'];

/** A single-row statement entry: a deposit, a withdrawal or income; anything else is not a trade. */
function statementRow(row: CsvLine, cell: CellReader, resolve: AssetResolver, id: string): PortfolioTx | Skip {
  const operation = cell(row, 'Operation');
  const deposit = DEPOSIT_OPERATIONS.has(operation);
  const withdraw = WITHDRAW_OPERATIONS.has(operation);
  const incomeKind = INCOME_OPERATIONS.get(operation);
  // Moves between Binance's own accounts (Spot, Funding, Earn) change nothing the visitor holds.
  if (!deposit && !withdraw && !incomeKind) return skip('not-a-trade', operation);
  const missing = ['Coin', 'Change'].find((column) => cell(row, column) === '');
  if (missing) return skip('missing-field', missing);
  const time = binanceTime(cell(row, 'UTC_Time'));
  if (time === null) return skip('bad-date', cell(row, 'UTC_Time'));
  const change = parseAmount(cell(row, 'Change'));
  if (change === null) return skip('bad-number', cell(row, 'Change'));
  const leg = resolveLeg(cell(row, 'Coin'), Math.abs(change), resolve);
  if (isSkip(leg)) return leg;
  if (incomeKind) return { id, time, type: 'income', wallet: BINANCE_WALLET, received: leg.quantity, incomeKind };
  // Fiat paid in or out is money, not a holding: the coins it buys come in as trades.
  if (leg.fiat) return skip('not-a-trade', operation);
  const [wallet, toWallet] = deposit ? [EXTERNAL_WALLET, BINANCE_WALLET] : [BINANCE_WALLET, EXTERNAL_WALLET];
  return { id, time, type: 'transfer', wallet, toWallet, sent: leg.quantity };
}

/**
 * The rows of one trade (same time and account) as one transaction: what went out, what came in,
 * and the fee, each summed over partial fills. Rows it cannot read are skipped with their reason,
 * the rest of the group as unpaired.
 */
function statementTrade(rows: readonly CsvLine[], cell: CellReader, resolve: AssetResolver): PortfolioTx | SkippedRow[] {
  const first = rows[0];
  if (!first) return [];
  const timeText = cell(first, 'UTC_Time');
  const all = (code: Skip['skip'], detail: string) => rows.map(({ line }) => ({ line, code, detail }));
  const time = binanceTime(timeText);
  if (time === null) return all('bad-date', timeText);

  const moved = new Map<string, number>();
  const fees = new Map<string, number>();
  const bad: SkippedRow[] = [];
  for (const row of rows) {
    const [coin, changeText] = [cell(row, 'Coin').toUpperCase(), cell(row, 'Change')];
    const change = parseAmount(changeText);
    if (coin === '' || changeText === '') {
      bad.push({ line: row.line, code: 'missing-field', detail: coin === '' ? 'Coin' : 'Change' });
    } else if (change === null) {
      bad.push({ line: row.line, code: 'bad-number', detail: changeText });
    } else {
      const sums = FEE_OPERATIONS.has(cell(row, 'Operation')) ? fees : moved;
      sums.set(coin, addAmounts(sums.get(coin) ?? 0, change));
    }
  }
  if (bad.length > 0) {
    const badLines = new Set(bad.map(({ line }) => line));
    return [...bad, ...all('unpaired', timeText).filter(({ line }) => !badLines.has(line))].sort(byLine);
  }

  const out = [...moved].filter(([, sum]) => sum < 0);
  const into = [...moved].filter(([, sum]) => sum > 0);
  const paidFees = [...fees].filter(([, sum]) => sum !== 0);
  const [sentSide, receivedSide] = [out[0], into[0]];
  if (!sentSide || !receivedSide || out.length > 1 || into.length > 1 || paidFees.length > 1) return all('unpaired', timeText);

  const sent = resolveLeg(sentSide[0], -sentSide[1], resolve);
  if (isSkip(sent)) return all(sent.skip, sent.detail);
  const received = resolveLeg(receivedSide[0], receivedSide[1], resolve);
  if (isSkip(received)) return all(received.skip, received.detail);
  const paid = paidFees[0];
  const fee = paid ? resolveLeg(paid[0], Math.abs(paid[1]), resolve) : null;
  if (fee && isSkip(fee)) return all(fee.skip, fee.detail);

  // The bought side's row is gross: Binance takes a fee in that coin on a separate Fee row.
  const id = rowId(
    'binance-statement',
    rows.flatMap(({ cells }) => cells),
  );
  return binanceTrade(id, time, sent, received, fee);
}

export const binanceStatementImporter: Importer = {
  id: 'binance-statement',
  name: 'Binance transaction statement',
  detect: (header) => {
    const cells = withoutBom(header);
    return STATEMENT_COLUMNS.every((column) => cells.includes(column));
  },
  parse: (text, resolve) => {
    const lines = readCsv(text);
    const preview: ImportPreview = { format: 'binance-statement', rows: 0, txs: [], skipped: [] };
    const at = findHeader(lines, STATEMENT_COLUMNS);
    const header = lines[at];
    if (!header) return preview;
    const cell = cellReader(header.cells);
    const idParts = occurrenceParts();
    const rows = lines.slice(at + 1);
    preview.rows = rows.length;
    const txs: ImportedTx[] = [];
    const skipped: SkippedRow[] = [];
    const trades = new Map<string, CsvLine[]>();

    for (const row of rows) {
      const missing = PLACING_CELLS.find((column) => cell(row, column) === '');
      if (missing) {
        skipped.push({ line: row.line, code: 'missing-field', detail: missing });
      } else if (TRADE_OPERATIONS.has(cell(row, 'Operation'))) {
        // Sides of a trade may be apart in the file (partial fills); gather them by time and account.
        const key = `${cell(row, 'UTC_Time')}\u0000${cell(row, 'Account')}`;
        const group = trades.get(key);
        if (group) group.push(row);
        else trades.set(key, [row]);
      } else {
        const tx = statementRow(row, cell, resolve, rowId('binance-statement', idParts(row.cells)));
        if (isSkip(tx)) skipped.push({ line: row.line, code: tx.skip, detail: tx.detail });
        else txs.push({ tx, lines: [row.line] });
      }
    }
    for (const group of trades.values()) {
      const tx = statementTrade(group, cell, resolve);
      if (Array.isArray(tx)) skipped.push(...tx);
      else txs.push({ tx, lines: group.map(({ line }) => line) });
    }

    preview.txs = txs.sort((a, b) => (a.lines[0] ?? 0) - (b.lines[0] ?? 0));
    preview.skipped = skipped.sort(byLine);
    return preview;
  },
};
