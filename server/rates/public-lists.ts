import { withLocalImage } from '@shared/currencies/coin-images';
import { withUrlTickers } from '@shared/currencies/resolve-currency';
import type { Currency } from '@shared/schemas/currency';

const mapped = new WeakMap<readonly Currency[], Currency[]>();

/**
 * A catalog list as visitors get it, mapped once per catalog version: logos from this site, and
 * a URL ticker for each coin whose symbol leads to a bigger coin (docs/decisions/011).
 */
export function publicCurrencyList(list: readonly Currency[]): Currency[] {
  let out = mapped.get(list);
  if (!out) {
    out = withUrlTickers(list.map(withLocalImage));
    mapped.set(list, out);
  }
  return out;
}
