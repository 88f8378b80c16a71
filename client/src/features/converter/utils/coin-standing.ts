import type { Currency } from '@shared/schemas/currency';

// A fixed locale, so the server and the browser render the same text (no hydration mismatch).
const compactUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

/** A market cap in short form: "$26.2B", "$45.6M". */
export function formatMarketCap(usd: number): string {
  return compactUsd.format(usd);
}

/**
 * What tells coins sharing a symbol apart, as short parts: ["#18", "$26.2B"]. Empty when the
 * catalog has neither (bundled coins, catalogs stored before ranks were kept).
 */
export function standingParts(currency: Pick<Currency, 'rank' | 'marketCap'>): string[] {
  const parts: string[] = [];
  if (currency.rank !== undefined) parts.push(`#${currency.rank}`);
  if (currency.marketCap !== undefined) parts.push(formatMarketCap(currency.marketCap));
  return parts;
}
