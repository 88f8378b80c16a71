import { plainDecimal } from '@shared/format';

/**
 * Exports with provenance (decision 020). A result is described once, as an ExportDocument of typed
 * cells, by one function per result; the CSV and the print view are two renderings of it. The CSV
 * writes numbers as plain, unrounded decimals and days as ISO dates; the print view writes both
 * the visitor's way (print-cell.ts).
 */

/** A calendar day, 'YYYY-MM-DD' (a price's day, a rate's publication day). */
export type DayCell = { day: string };
/** A moment, ISO 8601 in UTC (the time of a live price). */
export type InstantCell = { instant: string };
export type ExportCell = string | number | null | DayCell | InstantCell;

export type ExportTable = { caption: string; columns: string[]; rows: ExportCell[][] };

export type ExportDocument = {
  /** The file's name without its extension: 'dca-btc-eur-2022-01-01-to-2026-11-24'. */
  name: string;
  title: string;
  /** What was asked and where the document comes from, as label and value. */
  facts: [label: string, value: ExportCell][];
  tables: ExportTable[];
  /** Sentences that hold for the whole document (how prices are taken, what is left out). */
  notes: string[];
};

export const isDay = (cell: ExportCell): cell is DayCell => typeof cell === 'object' && cell !== null && 'day' in cell;
export const isInstant = (cell: ExportCell): cell is InstantCell => typeof cell === 'object' && cell !== null && 'instant' in cell;

/** A file name from words and codes: lower case, one hyphen between parts. */
export function fileNameOf(...parts: string[]): string {
  return parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; formula-like text defused. */
function csvField(cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? plainDecimal(cell) : '';
  if (isDay(cell)) return cell.day;
  if (isInstant(cell)) return cell.instant;
  // A cell starting with = + - @ is a formula to a spreadsheet: never run text we did not write as one.
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly ExportCell[])[]): string {
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/**
 * The document as a spreadsheet opens it: the title, the facts as label-value rows, then each
 * table under its caption, a blank row between parts, then the notes.
 */
export function documentCsv(doc: ExportDocument): string {
  const rows: ExportCell[][] = [[doc.title], ...doc.facts.map(([label, value]) => [label, value])];
  for (const table of doc.tables) rows.push([], [table.caption], table.columns, ...table.rows);
  if (doc.notes.length > 0) rows.push([], ...doc.notes.map((note) => [note]));
  return toCsv(rows);
}

/** Saves `csv` as a file (UTF-8 with a byte-order mark, so spreadsheets read the symbols right). */
export function downloadCsv(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
