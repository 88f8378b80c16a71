import type { IncomeKind, PortfolioTx, Quantity, TxType } from '../engine/types';
import type { AssetResolver, Importer, ImportPreview, SkipCode } from './import-types';
import { parseAmount, parseTime } from './parse-values';
import { type CsvLine, findHeader, readCsv } from './read-csv';
import { rowId } from './row-id';

/**
 * The site's own template, for every exchange or wallet without an importer of its own: one row
 * per transaction, in the site's vocabulary (docs/portfolio-import-template.md, kept in step with
 * this file by generic-importer.test.ts).
 */

export const GENERIC_TEMPLATE_HEADER =
  'Date,Type,Received Quantity,Received Currency,Sent Quantity,Sent Currency,Fee Amount,Fee Currency,Wallet,To Wallet,Description';

const COLUMNS = GENERIC_TEMPLATE_HEADER.split(',');
/** The columns that pick the header out; the others may be left out of a hand-made file. */
const REQUIRED_COLUMNS = COLUMNS.slice(0, 6);
const DEFAULT_WALLET = 'Manual';

/** The Type cell (in lower case): a transaction type, or an income kind that implies income. */
const TYPES: ReadonlyMap<string, { type: TxType; incomeKind?: IncomeKind }> = new Map<string, { type: TxType; incomeKind?: IncomeKind }>([
  ['buy', { type: 'buy' }],
  ['sell', { type: 'sell' }],
  ['convert', { type: 'convert' }],
  ['transfer', { type: 'transfer' }],
  ['income', { type: 'income', incomeKind: 'other' }],
  ['staking', { type: 'income', incomeKind: 'staking' }],
  ['airdrop', { type: 'income', incomeKind: 'airdrop' }],
  ['interest', { type: 'income', incomeKind: 'interest' }],
]);

/** A row that cannot become a transaction; thrown inside one row's reading, caught per row. */
class Skip extends Error {
  constructor(
    readonly code: SkipCode,
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
  }
}

type Cell = (column: string) => string;

/** A quantity from its two columns; null when both are empty, a skip when only one is filled. */
function quantity(cell: Cell, amountColumn: string, currencyColumn: string, resolve: AssetResolver): Quantity | null {
  const [amountText, code] = [cell(amountColumn), cell(currencyColumn).toUpperCase()];
  if (amountText === '' && code === '') return null;
  if (amountText === '') throw new Skip('missing-field', amountColumn);
  if (code === '') throw new Skip('missing-field', currencyColumn);
  const amount = parseAmount(amountText);
  if (amount === null) throw new Skip('bad-number', amountText);
  const asset = resolve(code);
  if (asset === null) throw new Skip('unknown-asset', code);
  // Quantities are sizes; the columns already say which way they went, so a minus sign is dropped.
  return { asset, amount: Math.abs(amount) };
}

function required<T>(value: T | null, column: string): T {
  if (value === null) throw new Skip('missing-field', column);
  return value;
}

function genericRow(cell: Cell, resolve: AssetResolver, id: string): PortfolioTx {
  const [dateText, typeText] = [cell('Date'), cell('Type')];
  if (dateText === '') throw new Skip('missing-field', 'Date');
  if (typeText === '') throw new Skip('missing-field', 'Type');
  const time = parseTime(dateText);
  if (time === null) throw new Skip('bad-date', dateText);
  const kind = TYPES.get(typeText.toLowerCase());
  if (!kind) throw new Skip('not-a-trade', typeText);

  const received = quantity(cell, 'Received Quantity', 'Received Currency', resolve);
  const sent = quantity(cell, 'Sent Quantity', 'Sent Currency', resolve);
  const fee = quantity(cell, 'Fee Amount', 'Fee Currency', resolve);
  const base = { id, time, wallet: cell('Wallet') || DEFAULT_WALLET, ...(fee && fee.amount > 0 ? { fee } : {}) };

  switch (kind.type) {
    case 'transfer':
      // What left the wallet is what moves; the engine needs nothing else of a transfer.
      return {
        ...base,
        type: 'transfer',
        sent: required(sent, 'Sent Quantity'),
        toWallet: required(cell('To Wallet') || null, 'To Wallet'),
      };
    case 'income':
      return { ...base, type: 'income', received: required(received, 'Received Quantity'), incomeKind: kind.incomeKind ?? 'other' };
    case 'convert':
      return { ...base, type: 'convert', received: required(received, 'Received Quantity'), sent: required(sent, 'Sent Quantity') };
    default: {
      // A buy without what was paid, or a sale without what was got, is valued at the market price.
      const [needed, column] = kind.type === 'buy' ? [received, 'Received Quantity'] : [sent, 'Sent Quantity'];
      required(needed, column);
      return { ...base, type: kind.type, ...(received ? { received } : {}), ...(sent ? { sent } : {}) };
    }
  }
}

export const genericImporter: Importer = {
  id: 'generic',
  name: 'The site’s CSV template (any exchange or wallet)',
  detect: (header) => {
    const cells = header.map((cell) => cell.replace(/^\uFEFF/, ''));
    return REQUIRED_COLUMNS.every((column) => cells.includes(column));
  },
  parse: (text, resolve) => {
    const lines = readCsv(text);
    const preview: ImportPreview = { format: 'generic', rows: 0, txs: [], skipped: [] };
    const at = findHeader(lines, REQUIRED_COLUMNS);
    const header = lines[at];
    if (!header) return preview;
    const rows = lines.slice(at + 1);
    preview.rows = rows.length;
    const seen = new Map<string, number>();

    for (const row of rows) {
      const cell = (column: string) => cellOf(row, header.cells.indexOf(column));
      // Every cell makes the id; a second identical row (two equal rewards on one day) gets a count.
      const key = row.cells.join('\u0000');
      const count = (seen.get(key) ?? 0) + 1;
      seen.set(key, count);
      const id = rowId('generic', count === 1 ? row.cells : [...row.cells, `#${count}`]);
      try {
        preview.txs.push({ tx: genericRow(cell, resolve, id), lines: [row.line] });
      } catch (error) {
        if (!(error instanceof Skip)) throw error;
        preview.skipped.push({ line: row.line, code: error.code, detail: error.detail });
      }
    }
    return preview;
  },
};

const cellOf = (row: CsvLine, index: number) => (index < 0 ? '' : (row.cells[index] ?? ''));
