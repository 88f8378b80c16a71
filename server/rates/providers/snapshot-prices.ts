import type { PriceBook } from '../../upstream/types';

/**
 * The bundled price snapshot served when the upstream is not configured or unreachable.
 * Approximate USD prices as of the date below, rounded; shown to visitors as approximate,
 * with this date. Replace the whole file (and the date) when refreshing it.
 */
export const SNAPSHOT_DATE = '2025-06-01T00:00:00Z';
export const SNAPSHOT_LABEL = 'bundled price snapshot';

const USD_PER_COIN: Record<string, number> = {
  bitcoin: 104_600,
  ethereum: 2_530,
  tether: 1,
  ripple: 2.17,
  binancecoin: 660,
  solana: 156,
  'usd-coin': 1,
  dogecoin: 0.19,
  tron: 0.27,
  cardano: 0.67,
  hyperliquid: 32.5,
  sui: 3.2,
  chainlink: 13.9,
  stellar: 0.27,
  'avalanche-2': 20.6,
  'bitcoin-cash': 405,
  'hedera-hashgraph': 0.168,
  'the-open-network': 3.18,
  litecoin: 88,
  'shiba-inu': 0.0000128,
  polkadot: 4.05,
  monero: 320,
  uniswap: 6.15,
  pepe: 0.0000115,
  aave: 252,
  'pi-network': 0.65,
  bittensor: 410,
  aptos: 4.7,
  near: 2.45,
  'internet-computer': 5.0,
  'crypto-com-chain': 0.095,
  mantle: 0.66,
  kaspa: 0.085,
  'render-token': 3.8,
  arbitrum: 0.34,
  algorand: 0.195,
  cosmos: 4.35,
  vechain: 0.0235,
  filecoin: 2.5,
  'fetch-ai': 0.74,
  'worldcoin-wld': 1.1,
  optimism: 0.66,
  celestia: 2.1,
  'injective-protocol': 12.3,
  blockstack: 0.76,
  'sei-network': 0.2,
  'immutable-x': 0.55,
  'theta-token': 0.8,
  tezos: 0.6,
  gala: 0.0165,
  eos: 0.61,
  decentraland: 0.29,
  'matic-network': 0.21,
};

/** Units of each fiat currency per 1 USD on the snapshot date. */
const FIAT_PER_USD: Record<string, number> = {
  usd: 1,
  eur: 0.881,
  jpy: 144.0,
  gbp: 0.742,
  aud: 1.553,
  cad: 1.373,
  chf: 0.823,
  cny: 7.19,
  inr: 85.5,
  krw: 1375,
  brl: 5.67,
  mxn: 19.35,
  sgd: 1.289,
  hkd: 7.845,
  nzd: 1.674,
  sek: 9.6,
  nok: 10.15,
  pln: 3.76,
  try: 39.2,
  zar: 17.95,
};

export function loadSnapshotBook(): PriceBook {
  const asOf = new Date(SNAPSHOT_DATE);
  const usdPerCoin = new Map(Object.entries(USD_PER_COIN));
  return {
    usdPerCoin,
    fiatPerUsd: new Map(Object.entries(FIAT_PER_USD)),
    coinUpdatedAt: new Map([...usdPerCoin.keys()].map((id) => [id, asOf])),
    asOf,
  };
}
