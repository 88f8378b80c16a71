/** Spec §9 titles. Issue 6 extends this module to descriptions and social tags. */
export const DEFAULT_TITLE = 'Crypto Calculator and Converter | Real-Time Rates';
export const NOT_FOUND_TITLE = '404 Page Not Found';

export function pairTitle(fromSymbol: string, toSymbol: string): string {
  const from = fromSymbol.toUpperCase();
  const to = toSymbol.toUpperCase();
  return `${from} to ${to} Converter | ${from}/${to} Calculator | Live Rates`;
}

/** A fixed-amount page: "0.5 ETH to USD: 1,265.00 USD | Live Conversion". */
export function fixedAmountTitle(amount: string, fromSymbol: string, toSymbol: string, value?: string): string {
  const from = fromSymbol.toUpperCase();
  const to = toSymbol.toUpperCase();
  return value ? `${amount} ${from} to ${to}: ${value} ${to} | Live Conversion` : `${amount} ${from} to ${to} | Live Conversion`;
}
