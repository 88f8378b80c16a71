import { routeTicker } from '@shared/currencies/resolve-currency';
import type { Currency } from '@shared/schemas/currency';
import { widgetTicker } from '@shared/widget';
import type { CurrencyLists } from '@/lib/currencies-query';

export type CurrencyOption = { value: string; label: string };
export type CurrencyOptionGroup = { label: string; options: CurrencyOption[] };

/** How many cryptocurrencies the selects offer: the top of the list, which is in market-cap order. */
export const TOP_CRYPTOS = 100;

const BTC: CurrencyOption = { value: 'btc', label: 'Bitcoin (BTC)' };
const USD: CurrencyOption = { value: 'usd', label: 'US Dollar (USD)' };

/** One option per ticker the widget accepts, by the list's order. */
function optionsOf(list: readonly Currency[], limit = Number.POSITIVE_INFINITY): CurrencyOption[] {
  const seen = new Set<string>();
  const out: CurrencyOption[] = [];
  for (const currency of list) {
    if (out.length >= limit) break;
    const value = routeTicker(currency);
    if (widgetTicker(value) !== value || seen.has(value)) continue;
    seen.add(value);
    out.push({ value, label: `${currency.name} (${currency.symbol.toUpperCase()})` });
  }
  return out;
}

/** From: the top cryptocurrencies; only Bitcoin until the lists load. */
export function fromOptionGroups(lists: CurrencyLists | undefined): CurrencyOptionGroup[] {
  return [{ label: 'Cryptocurrencies', options: lists ? optionsOf(lists.cryptos, TOP_CRYPTOS) : [BTC] }];
}

/** To: the fiat currencies, then the top cryptocurrencies; only the US dollar until the lists load. */
export function toOptionGroups(lists: CurrencyLists | undefined): CurrencyOptionGroup[] {
  if (!lists) return [{ label: 'Fiat currencies', options: [USD] }];
  return [
    { label: 'Fiat currencies', options: optionsOf(lists.fiats) },
    { label: 'Cryptocurrencies', options: optionsOf(lists.cryptos, TOP_CRYPTOS) },
  ];
}

/** The groups with `value` added at the top when no option has it, so the select shows what is chosen. */
export function withChosen(groups: CurrencyOptionGroup[], value: string): CurrencyOptionGroup[] {
  if (groups.some((g) => g.options.some((o) => o.value === value))) return groups;
  return [{ label: 'Chosen', options: [{ value, label: value.toUpperCase() }] }, ...groups];
}
