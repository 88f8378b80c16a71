import Papa from 'papaparse';

/** A CSV file's lines as cells, with each line's 1-based number; a byte-order mark and blank lines dropped. */
export type CsvLine = { line: number; cells: string[] };

export function readCsv(text: string): CsvLine[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const lines: CsvLine[] = [];
  let line = 0;
  for (const row of parsed.data) {
    line++;
    // Papa gives one row per record; a quoted field with line breaks spans several file lines.
    const cells = row.map((cell) => cell.trim());
    if (cells.every((cell) => cell === '')) continue;
    lines.push({ line, cells });
  }
  return lines;
}

/**
 * The header line: the first line whose cells include every name in `required` (exports may
 * start with a preamble of notes and blank lines). Returns its index in `lines`, or -1.
 */
export function findHeader(lines: readonly CsvLine[], required: readonly string[]): number {
  return lines.findIndex(({ cells }) => required.every((name) => cells.includes(name)));
}
