import type { Currency } from '@shared/schemas/currency';
import { computePortfolio } from '../engine/compute-portfolio';
import { assetResolver } from '../import/asset-resolver';
import type { ImportPreview } from '../import/import-types';
import { readExport } from '../import/read-export';
import { matchingRules } from '../state/portfolio-settings';
import { PriceBook } from '../valuation/price-book';
import { valueOverTime } from '../valuation/value-over-time';
import { type PricedTx, valueTransactions } from '../valuation/value-transactions';
import type { ComputeRequest, ComputeResult } from './compute-request';

/** The last computation's valued transactions, kept here until an export asks for some of them. */
let lastPriced = new Map<string, PricedTx>();

/**
 * The portfolio's heavy work (decision 025), as plain functions of plain data: the worker runs
 * them off the page's thread, and tests and browsers without workers call them directly.
 */
export function computeAll(request: ComputeRequest): ComputeResult {
  const started = performance.now();
  const book = new PriceBook();
  for (const coin of request.coins) book.addCoin(coin);
  for (const fiat of request.fiats) book.addFiat(fiat.currency, fiat.points);
  const fiatIds = new Set(request.fiatIds);
  const isFiat = (asset: string) => fiatIds.has(asset);
  const { reporting } = request.settings;
  const priced = valueTransactions(request.txs, book, reporting);
  lastPriced = new Map(priced.map((tx) => [tx.id, tx]));
  const report = computePortfolio(priced, matchingRules(request.settings), isFiat);
  const series = valueOverTime(request.txs, book, reporting, isFiat, request.today);
  return {
    report,
    series,
    computeMs: performance.now() - started,
  };
}

/**
 * The valued transactions (each leg's value and prices) of the last computation, for the
 * disposals export. Kept here rather than sent with every report: copying 10,000 of them back
 * to the page held its thread for a fifth of a second (the bench script).
 */
export function pricedFor(txIds: readonly string[]): Record<string, PricedTx> {
  const found: Record<string, PricedTx> = {};
  for (const id of txIds) {
    const tx = lastPriced.get(id);
    if (tx) found[id] = tx;
  }
  return found;
}

/** A file's import preview, its asset codes resolved against the site's currency lists. */
export function previewImport(text: string, cryptos: readonly Currency[], fiats: readonly Currency[]): ImportPreview | null {
  return readExport(text, assetResolver(cryptos, fiats));
}

export const portfolioApi = { computeAll, previewImport, pricedFor };
export type PortfolioApi = typeof portfolioApi;
