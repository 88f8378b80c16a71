import type { VenueId } from './types';

/**
 * Which market of each venue is which catalog coin (decision 015), written down per coin id.
 * A coin is matched only through this table, never by its symbol: a ticker several catalog coins
 * share (docs/decisions/011: TON is Toncoin and Tokamak Network) reaches only the coin listed
 * here, and a coin missing from it stays on CoinGecko. `code` is the base asset as the venues
 * spell it; `venues` overrides a venue's spelling (Kraken's XBT, XDG) or, with null, says that
 * venue's market of that code is not this coin or is not to be used.
 */
type VenueMapping = { code: string; venues?: Partial<Record<VenueId, string | null>> };

const MAPPINGS: Readonly<Record<string, VenueMapping>> = {
  bitcoin: { code: 'BTC', venues: { kraken: 'XBT' } },
  ethereum: { code: 'ETH' },
  // USDT's own price comes from the USD venues' USDT/USD books; a USDT-quoted venue has none.
  tether: { code: 'USDT', venues: { binance: null, okx: null } },
  ripple: { code: 'XRP' },
  binancecoin: { code: 'BNB' },
  solana: { code: 'SOL' },
  // Coinbase's USDC books are aliases of its USD books (one price, counted twice): not asked.
  'usd-coin': { code: 'USDC', venues: { coinbase: null } },
  dogecoin: { code: 'DOGE', venues: { kraken: 'XDG' } },
  tron: { code: 'TRX' },
  cardano: { code: 'ADA' },
  hyperliquid: { code: 'HYPE' },
  sui: { code: 'SUI' },
  chainlink: { code: 'LINK' },
  stellar: { code: 'XLM' },
  'avalanche-2': { code: 'AVAX' },
  'bitcoin-cash': { code: 'BCH' },
  'hedera-hashgraph': { code: 'HBAR' },
  'the-open-network': { code: 'TON' },
  litecoin: { code: 'LTC' },
  'shiba-inu': { code: 'SHIB' },
  polkadot: { code: 'DOT' },
  monero: { code: 'XMR' },
  uniswap: { code: 'UNI' },
  pepe: { code: 'PEPE' },
  aave: { code: 'AAVE' },
  'pi-network': { code: 'PI' },
  bittensor: { code: 'TAO' },
  aptos: { code: 'APT' },
  near: { code: 'NEAR' },
  'internet-computer': { code: 'ICP' },
  'crypto-com-chain': { code: 'CRO' },
  mantle: { code: 'MNT' },
  kaspa: { code: 'KAS' },
  'render-token': { code: 'RENDER' },
  arbitrum: { code: 'ARB' },
  algorand: { code: 'ALGO' },
  cosmos: { code: 'ATOM' },
  vechain: { code: 'VET' },
  filecoin: { code: 'FIL' },
  'fetch-ai': { code: 'FET' },
  'worldcoin-wld': { code: 'WLD' },
  optimism: { code: 'OP' },
  celestia: { code: 'TIA' },
  'injective-protocol': { code: 'INJ' },
  blockstack: { code: 'STX' },
  'sei-network': { code: 'SEI' },
  'immutable-x': { code: 'IMX' },
  'theta-token': { code: 'THETA' },
  tezos: { code: 'XTZ' },
  gala: { code: 'GALA' },
  eos: { code: 'EOS' },
  decentraland: { code: 'MANA' },
  'matic-network': { code: 'MATIC' },
  'polygon-ecosystem-token': { code: 'POL' },
  'ethereum-classic': { code: 'ETC' },
  zcash: { code: 'ZEC' },
  'wrapped-bitcoin': { code: 'WBTC' },
  dai: { code: 'DAI' },
  'curve-dao-token': { code: 'CRV' },
  maker: { code: 'MKR' },
  'the-graph': { code: 'GRT' },
  'lido-dao': { code: 'LDO' },
  'the-sandbox': { code: 'SAND' },
  'axie-infinity': { code: 'AXS' },
  'ondo-finance': { code: 'ONDO' },
  'jupiter-exchange-solana': { code: 'JUP' },
  bonk: { code: 'BONK' },
  dogwifcoin: { code: 'WIF' },
  floki: { code: 'FLOKI' },
  ethena: { code: 'ENA' },
  'ethena-usde': { code: 'USDE', venues: { binance: null } },
  'quant-network': { code: 'QNT' },
  flow: { code: 'FLOW' },
  chiliz: { code: 'CHZ' },
  'pancakeswap-token': { code: 'CAKE' },
  'compound-governance-token': { code: 'COMP' },
  '1inch': { code: '1INCH' },
  'basic-attention-token': { code: 'BAT' },
  iota: { code: 'IOTA' },
  neo: { code: 'NEO' },
  dash: { code: 'DASH' },
  'elrond-erd-2': { code: 'EGLD' },
  kusama: { code: 'KSM' },
  'synthetix-network-token': { code: 'SNX' },
  'yearn-finance': { code: 'YFI' },
  'ocean-protocol': { code: 'OCEAN' },
  helium: { code: 'HNT' },
  jasmycoin: { code: 'JASMY' },
  ens: { code: 'ENS' },
  starknet: { code: 'STRK' },
  'ripple-usd': { code: 'RLUSD', venues: { binance: null, okx: null } },
};

/**
 * The base asset code of `coinId` on `venue`, or undefined when the coin is not mapped (it stays
 * on CoinGecko) or that venue's market is not to be used for it.
 */
export function venueAsset(coinId: string, venue: VenueId): string | undefined {
  const mapping = MAPPINGS[coinId];
  if (!mapping) return undefined;
  const override = mapping.venues?.[venue];
  if (override === null) return undefined;
  return override ?? mapping.code;
}

/** Every mapped coin id (for tests and the methodology page's count). */
export function mappedCoinIds(): string[] {
  return Object.keys(MAPPINGS);
}
