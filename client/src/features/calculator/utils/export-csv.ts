import type { DcaCalculation } from './run-dca';
import type { CalculationResult } from './run-calculation';

/**
 * Exports with provenance (issue 20): every figure a result was made from, as a spreadsheet
 * reads it. Numbers are plain decimals, unrounded (the page rounds for reading; the file keeps
 * what was computed), dates ISO, times UTC. Built from the very calculation the page shows.
 */

/** A number as a plain decimal: no grouping, no exponent (1e-7 → 0.0000001). */
export function plainNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const text = String(value);
  if (!/e/i.test(text)) return text;
  const [mantissa, exponentText] = text.toLowerCase().split('e') as [string, string];
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith('-');
  const [whole, fraction = ''] = mantissa.replace('-', '').split('.') as [string, string?];
  const digits = whole + fraction;
  const point = whole.length + exponent;
  const plain =
    point <= 0 ? `0.${'0'.repeat(-point)}${digits}` : point >= digits.length ? digits + '0'.repeat(point - digits.length) : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return negative ? `-${plain}` : plain;
}

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; formula-like text defused. */
function field(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return plainNumber(value);
  // A cell starting with = + - @ is a formula to a spreadsheet: never from data we did not write.
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

const MIDNIGHT_UTC = '00:00 UTC';

/**
 * The DCA calculation as rows: what was asked, then one row per purchase (its day, the price in
 * the base with the USD price and the exchange rate it was made from, each with its source),
 * then the results and how each was worked out.
 */
export function dcaCsvRows(r: DcaCalculation): (string | number | null)[][] {
  const base = r.base.toUpperCase();
  const coin = r.coinSymbol.toUpperCase();
  const rows: (string | number | null)[][] = [
    ['Dollar-cost averaging', `${r.coinName} (${coin})`],
    ['Amount per purchase', r.amount, base],
    ['Frequency', r.frequency],
    ['Scheduled purchases', r.scheduled],
    ['Purchases made', r.purchases],
    ['Skipped (no price that day)', r.skipped.join(' ')],
    [],
    [
      'Date',
      'Time',
      `Invested (${base})`,
      `Price (${base} per ${coin})`,
      `${coin} bought`,
      'USD price',
      'USD price source',
      `${base} per USD`,
      'Rate of',
      'Rate source',
    ],
  ];
  for (const p of r.bought) {
    const live = p.usd === null;
    rows.push([
      p.date,
      live ? r.currentAsOf : MIDNIGHT_UTC,
      r.amount,
      p.price,
      p.coins,
      p.usd?.price ?? null,
      live ? `Live price: ${r.currentSource}` : (p.usd?.source ?? null),
      p.fx?.perUsd ?? (base === 'USD' ? 1 : null),
      p.fx?.rateDate ?? null,
      p.fx?.source ?? null,
    ]);
  }
  rows.push(
    [],
    ['Result', 'Value', 'Formula'],
    [`Total invested (${base})`, r.invested, 'amount per purchase × purchases made'],
    [`${coin} accumulated`, r.coins, 'sum of (amount per purchase ÷ price) over the purchases'],
    [`Average cost (${base} per ${coin})`, r.averageCost, 'total invested ÷ coins accumulated'],
    [`Current price (${base} per ${coin})`, r.currentPrice, `live price of ${r.currentAsOf} (${r.currentSource})`],
    [`Value now (${base})`, r.valueNow, 'coins accumulated × current price'],
    [`Profit or loss (${base})`, r.profitLoss, 'value now − total invested'],
    ['Change (%)', r.percentageChange, 'profit or loss ÷ total invested × 100'],
    [`Lump sum on ${r.lumpSum.date}: value now (${base})`, r.lumpSum.valueNow, `total invested ÷ price of ${r.lumpSum.date} (${r.lumpSum.price}) × current price`],
    [`DCA minus lump sum (${base})`, r.difference, 'value now − lump sum value now'],
  );
  return rows;
}

/** A file name that says what is in it: dca-btc-eur-2022-01-01-to-2026-11-24.csv. */
export function dcaCsvFileName(r: DcaCalculation): string {
  return `dca-${r.coinSymbol}-${r.base}-${r.firstPurchase}-to-${r.lastPurchase}.csv`.toLowerCase().replace(/[^a-z0-9.-]+/g, '-');
}

/**
 * A Profit/Loss or What If result as rows: every figure with its day, time, source and how it
 * was worked out, recomputed unrounded from the same inputs the page's result was made from.
 */
export function profitCsvRows(r: CalculationResult, title: string): (string | number | null)[][] {
  const base = r.currency;
  const coin = r.coinSymbol.toUpperCase();
  const { amount, buyUsd, sellUsd, live } = r.provenance;
  const fee = r.feePercent / 100;
  const buyFee = amount * fee;
  const coins = (amount - buyFee) / r.initialPrice;
  const gross = coins * r.finalPrice;
  const sellFee = gross * fee;
  const finalValue = gross - sellFee;
  const inUsd = base === 'USD';
  const rows: (string | number | null)[][] = [
    [title, `${r.coinName} (${coin})`],
    [],
    ['Figure', 'Value', 'Date', 'Time', 'Source', 'Formula'],
    [`Amount invested (${base})`, amount, r.initialDate, null, null, 'as entered'],
    [`${coin} price in USD`, buyUsd.price, r.initialDate, MIDNIGHT_UTC, buyUsd.source, null],
  ];
  if (!inUsd && r.fx) rows.push([`${base} per USD`, r.fx.buy.perUsd, r.fx.buy.rateDate, null, r.fx.buy.source ?? r.fx.sources.join(' '), `rate of the working day on or before ${r.initialDate}`]);
  rows.push(
    [`Purchase price (${base} per ${coin})`, r.initialPrice, r.initialDate, MIDNIGHT_UTC, null, inUsd ? 'USD price' : 'USD price × rate per USD'],
    ['Exchange fee (%)', r.feePercent, null, null, null, 'as entered; paid on the purchase and on the sale'],
    [`Fee on the purchase (${base})`, buyFee, r.initialDate, null, null, 'amount × fee'],
    [`${coin} bought`, coins, r.initialDate, null, null, '(amount − fee on the purchase) ÷ purchase price'],
  );
  if (live) {
    rows.push([`Sale price (${base} per ${coin})`, r.finalPrice, r.finalDate, live.asOf, `Live price: ${live.source}`, 'the live price']);
  } else {
    rows.push([`${coin} price in USD`, sellUsd?.price ?? null, r.finalDate, MIDNIGHT_UTC, sellUsd?.source ?? null, null]);
    if (!inUsd && r.fx?.sell) rows.push([`${base} per USD`, r.fx.sell.perUsd, r.fx.sell.rateDate, null, r.fx.sell.source ?? r.fx.sources.join(' '), `rate of the working day on or before ${r.finalDate}`]);
    rows.push([`Sale price (${base} per ${coin})`, r.finalPrice, r.finalDate, MIDNIGHT_UTC, null, inUsd ? 'USD price' : 'USD price × rate per USD']);
  }
  rows.push(
    [`Value before the sale fee (${base})`, gross, r.finalDate, null, null, `${coin} bought × sale price`],
    [`Fee on the sale (${base})`, sellFee, r.finalDate, null, null, 'value before the sale fee × fee'],
    [`Final value (${base})`, finalValue, r.finalDate, null, null, 'value before the sale fee − fee on the sale'],
    [`Profit or loss (${base})`, finalValue - amount, null, null, null, 'final value − amount invested'],
    ['Change (%)', ((finalValue - amount) / amount) * 100, null, null, null, 'profit or loss ÷ amount invested × 100'],
  );
  return rows;
}

export function profitCsvFileName(r: CalculationResult): string {
  return `${r.coinSymbol}-${r.currency}-${r.initialDate}-to-${r.finalDate}.csv`.toLowerCase().replace(/[^a-z0-9.-]+/g, '-');
}

/** Saves `csv` as a file (UTF-8 with a byte-order mark, so spreadsheets read the symbols right). */
export function downloadCsv(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
