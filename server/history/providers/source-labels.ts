/** How the historical price sources (their `name`, also stored with each price) are named to visitors. */
const PRICE_SOURCE_LABELS: Readonly<Record<string, string>> = {
  coingecko: 'CoinGecko',
  coinbase: 'Coinbase',
  defillama: 'DefiLlama',
  binance: 'Binance',
};

export function priceSourceLabel(name: string): string {
  return PRICE_SOURCE_LABELS[name] ?? name;
}
