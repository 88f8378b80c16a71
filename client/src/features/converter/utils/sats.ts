import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { numberFormat, oneSpace } from '@shared/format';
import type { Locale } from '@shared/i18n/locales';

/** Satoshis in one bitcoin. */
export const SATS_PER_BTC = 100_000_000;

/**
 * A BTC amount in sats, in the page's language: 0.00012345 → "12,345 sats" (de "12.345 sats");
 * 1 sat → "1 sat". The unit takes the plural form of the number shown.
 */
export function satsText(i18n: I18n, btc: number): string {
  const locale = i18n.locale as Locale;
  const sats = btc * SATS_PER_BTC;
  // Below a hundredth of a sat, two significant digits rather than "0 sats".
  const tiny = sats > 0 && sats < 0.01;
  const amount = oneSpace(numberFormat(locale, tiny ? { maximumSignificantDigits: 2 } : { maximumFractionDigits: 2 }).format(sats));
  const count = tiny ? sats : Math.round(sats * 100) / 100;
  return i18n._(msg({ message: plural(count, { one: `${amount} sat`, other: `${amount} sats` }) }));
}
