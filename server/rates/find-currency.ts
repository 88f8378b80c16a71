import type { Currency } from '@shared/schemas/currency';
import { AppError } from '../lib/app-error';
import type { CurrencyCatalog } from './currency-catalog';

/** What to pick from, for a query that takes any currency. */
export const ANY_CURRENCY_HINT = 'an id listed by /api/currencies/crypto or /api/currencies/fiat, such as bitcoin or usd';

export type FindCurrencyOptions = {
  /** The query parameter the id came in, named when a query has two. */
  param?: 'from' | 'to';
  /** What to use instead, after "Use ": the list to pick from and an example. */
  hint?: string;
};

/** The catalog's currency with this id, or a 400 that says where to find valid ids. */
export async function findCurrency(catalog: CurrencyCatalog, id: string, options: FindCurrencyOptions = {}): Promise<Currency> {
  return knownCurrency(await catalog.find(id), id, options);
}

/** `currency` (a catalog lookup of `id`), or the same 400 as findCurrency when there is none. */
export function knownCurrency(
  currency: Currency | undefined,
  id: string,
  { param, hint = ANY_CURRENCY_HINT }: FindCurrencyOptions = {},
): Currency {
  if (!currency) {
    const where = param ? ` in "${param}"` : '';
    throw new AppError(400, `Unknown currency "${id}"${where}. Use ${hint}.`, {}, { problem: 'unknown-currency' });
  }
  return currency;
}
