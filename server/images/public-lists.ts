import { withLocalImage } from '@shared/currencies/coin-images';
import type { Currency } from '@shared/schemas/currency';

const mapped = new WeakMap<readonly Currency[], Currency[]>();

/** A catalog list as visitors get it (logos from this site), mapped once per catalog version. */
export function publicCurrencyList(list: readonly Currency[]): Currency[] {
  let out = mapped.get(list);
  if (!out) {
    out = list.map(withLocalImage);
    mapped.set(list, out);
  }
  return out;
}
