/** Satoshis in one bitcoin. */
export const SATS_PER_BTC = 100_000_000;

const satsFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
// Below a hundredth of a sat, two significant digits rather than "0 sats".
const tinySatsFormat = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 2 });

/** A BTC amount in sats: 0.00012345 → "12,345 sats"; 1 sat → "1 sat". */
export function satsText(btc: number): string {
  const sats = btc * SATS_PER_BTC;
  const text = sats > 0 && sats < 0.01 ? tinySatsFormat.format(sats) : satsFormat.format(sats);
  return `${text} ${text === '1' ? 'sat' : 'sats'}`;
}
