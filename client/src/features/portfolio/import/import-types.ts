import type { PortfolioTx } from '../engine/types';

/**
 * What every importer gives (decision 025): the transactions it understood, and every row it
 * did not, with why. Nothing is saved until the visitor has seen this preview.
 */
export type ImportPreview = {
  /** The importer that read the file (its id, e.g. "coinbase"). */
  format: string;
  /** Data rows read (header and preamble lines not counted). */
  rows: number;
  txs: ImportedTx[];
  skipped: SkippedRow[];
};

/** A transaction and the file lines it came from (1-based, as an editor shows them). */
export type ImportedTx = { tx: PortfolioTx; lines: number[] };

export const SKIP_CODES = [
  /** The row's asset is not one the site knows (detail: the file's code). */
  'unknown-asset',
  /** A kind of row that is not a transaction of the visitor's holdings (detail: the file's type). */
  'not-a-trade',
  /** A required field is empty or missing (detail: the column). */
  'missing-field',
  /** A number that cannot be read (detail: the text). */
  'bad-number',
  /** A date that cannot be read (detail: the text). */
  'bad-date',
  /** One half of a trade whose other half is not in the file (detail: the reference). */
  'unpaired',
] as const;
export type SkipCode = (typeof SKIP_CODES)[number];

export type SkippedRow = { line: number; code: SkipCode; detail: string };

/**
 * Tells an importer what an exchange's asset code means: a coin's catalog id ("bitcoin"), a fiat
 * currency's code in lower case ("usd"), or null when the site does not know it. The page builds
 * it from the currency lists (symbols, plus the exchanges' own spellings such as XBT).
 */
export type AssetResolver = (code: string) => string | null;

export type Importer = {
  id: string;
  /** As visitors know it: "Coinbase transaction history". */
  name: string;
  /** Whether this importer reads a file with these header cells (trimmed, as in the file). */
  detect: (header: readonly string[]) => boolean;
  /** Reads the whole file's text; never throws for bad rows (they are skipped with a reason). */
  parse: (text: string, resolve: AssetResolver) => ImportPreview;
};
