import { binanceStatementImporter, binanceTradesImporter } from './binance-importers';
import { coinbaseImporter } from './coinbase-importer';
import { genericImporter } from './generic-importer';
import type { AssetResolver, Importer, ImportPreview } from './import-types';
import { krakenLedgersImporter, krakenTradesImporter } from './kraken-importers';
import { readCsv } from './read-csv';

/** Every export the portfolio reads, the generic template last (its columns are the plainest). */
export const IMPORTERS: readonly Importer[] = [
  coinbaseImporter,
  krakenLedgersImporter,
  krakenTradesImporter,
  binanceTradesImporter,
  binanceStatementImporter,
  genericImporter,
];

/** How many lines a preamble may take before the header (Coinbase writes a few). */
const PREAMBLE_LINES = 20;

/**
 * A file's preview by whichever importer knows its header, looked for among its first lines (a
 * preamble may come first); null when no importer does (the page then names the exports it reads).
 */
export function readExport(text: string, resolve: AssetResolver): ImportPreview | null {
  const lines = readCsv(text).slice(0, PREAMBLE_LINES);
  for (const importer of IMPORTERS) {
    if (lines.some(({ cells }) => importer.detect(cells))) return importer.parse(text, resolve);
  }
  return null;
}
