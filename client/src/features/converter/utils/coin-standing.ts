import { numberFormat, oneSpace } from '@shared/format';
import type { Locale } from '@shared/i18n/locales';
import type { Currency } from '@shared/schemas/currency';

/** A market cap in short form: "$26.2B", "$45.6M" (de "26,2 Mrd. $"), the page's locale on server and browser alike. */
export function formatMarketCap(locale: Locale, usd: number): string {
  return oneSpace(numberFormat(locale, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }).format(usd));
}

/**
 * What tells coins sharing a symbol apart, as short parts: ["#18", "$26.2B"]. Empty when the
 * catalog has neither (bundled coins, catalogs stored before ranks were kept).
 */
export function standingParts(locale: Locale, currency: Pick<Currency, 'rank' | 'marketCap'>): string[] {
  const parts: string[] = [];
  if (currency.rank !== undefined) parts.push(`#${currency.rank}`);
  if (currency.marketCap !== undefined) parts.push(formatMarketCap(locale, currency.marketCap));
  return parts;
}
