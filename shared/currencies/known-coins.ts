import type { Currency } from '../schemas/currency';

const CG = 'https://assets.coingecko.com/coins/images';

/**
 * Coins the site always knows, even with no upstream: the product spec's 15 defaults and every
 * coin with a guide. Ordered by approximate market capitalisation (mid-2025), so that where
 * two entries could share a symbol the bigger coin comes first.
 */
export const KNOWN_COINS: readonly Currency[] = [
  coin('bitcoin', 'BTC', 'Bitcoin', `${CG}/1/large/bitcoin.png`),
  coin('ethereum', 'ETH', 'Ethereum', `${CG}/279/large/ethereum.png`),
  coin('tether', 'USDT', 'Tether', `${CG}/325/large/Tether.png`),
  coin('ripple', 'XRP', 'XRP', `${CG}/44/large/xrp-symbol-white-128.png`),
  coin('binancecoin', 'BNB', 'BNB', `${CG}/825/large/bnb-icon2_2x.png`),
  coin('solana', 'SOL', 'Solana', `${CG}/4128/large/solana.png`),
  coin('usd-coin', 'USDC', 'USDC', `${CG}/6319/large/usdc.png`),
  coin('dogecoin', 'DOGE', 'Dogecoin', `${CG}/5/large/dogecoin.png`),
  coin('tron', 'TRX', 'TRON', `${CG}/1094/large/tron-logo.png`),
  coin('cardano', 'ADA', 'Cardano', `${CG}/975/large/cardano.png`),
  coin('hyperliquid', 'HYPE', 'Hyperliquid', `${CG}/50882/large/hyperliquid.jpg`),
  coin('sui', 'SUI', 'Sui', `${CG}/26375/large/sui_asset.jpeg`),
  coin('chainlink', 'LINK', 'Chainlink', `${CG}/877/large/chainlink-new-logo.png`),
  coin('stellar', 'XLM', 'Stellar', `${CG}/100/large/Stellar_symbol_black_RGB.png`),
  coin('avalanche-2', 'AVAX', 'Avalanche', `${CG}/12559/large/Avalanche_Circle_RedWhite_Trans.png`),
  coin('bitcoin-cash', 'BCH', 'Bitcoin Cash', `${CG}/780/large/bitcoin-cash-circle.png`),
  coin('hedera-hashgraph', 'HBAR', 'Hedera', `${CG}/3688/large/hbar.png`),
  coin('the-open-network', 'TON', 'Toncoin', `${CG}/17980/large/ton_symbol.png`),
  coin('litecoin', 'LTC', 'Litecoin', `${CG}/2/large/litecoin.png`),
  coin('shiba-inu', 'SHIB', 'Shiba Inu', `${CG}/11939/large/shiba.png`),
  coin('polkadot', 'DOT', 'Polkadot', `${CG}/12171/large/polkadot.png`),
  coin('monero', 'XMR', 'Monero', `${CG}/69/large/monero_logo.png`),
  coin('uniswap', 'UNI', 'Uniswap', `${CG}/12504/large/uniswap-uni.png`),
  coin('pepe', 'PEPE', 'Pepe', `${CG}/29850/large/pepe-token.jpeg`),
  coin('aave', 'AAVE', 'Aave', `${CG}/12645/large/AAVE.png`),
  coin('pi-network', 'PI', 'Pi Network', `${CG}/54342/large/pi_network.jpg`),
  coin('bittensor', 'TAO', 'Bittensor', `${CG}/28452/large/ARUsPeNQ_400x400.jpeg`),
  coin('aptos', 'APT', 'Aptos', `${CG}/26455/large/aptos_round.png`),
  coin('near', 'NEAR', 'NEAR Protocol', `${CG}/10365/large/near.jpg`),
  coin('internet-computer', 'ICP', 'Internet Computer', `${CG}/14495/large/Internet_Computer_logo.png`),
  coin('crypto-com-chain', 'CRO', 'Cronos', `${CG}/7310/large/cro_token_logo.png`),
  coin('mantle', 'MNT', 'Mantle', `${CG}/30980/large/token-logo.png`),
  coin('kaspa', 'KAS', 'Kaspa', `${CG}/25751/large/kaspa-icon-exchanges.png`),
  coin('render-token', 'RENDER', 'Render', `${CG}/11636/large/rndr.png`),
  coin('arbitrum', 'ARB', 'Arbitrum', `${CG}/16547/large/photo_2023-03-29_21.47.00.jpeg`),
  coin('algorand', 'ALGO', 'Algorand', `${CG}/4380/large/download.png`),
  coin('cosmos', 'ATOM', 'Cosmos Hub', `${CG}/1481/large/cosmos_hub.png`),
  coin('vechain', 'VET', 'VeChain', `${CG}/1167/large/VeChain-Logo-768x725.png`),
  coin('filecoin', 'FIL', 'Filecoin', `${CG}/12817/large/filecoin.png`),
  coin('fetch-ai', 'FET', 'Artificial Superintelligence Alliance', `${CG}/5681/large/Fetch.jpg`),
  coin('worldcoin-wld', 'WLD', 'Worldcoin', `${CG}/31069/large/worldcoin.jpeg`),
  coin('optimism', 'OP', 'Optimism', `${CG}/25244/large/Optimism.png`),
  coin('celestia', 'TIA', 'Celestia', `${CG}/33172/large/celestia.png`),
  coin('injective-protocol', 'INJ', 'Injective', `${CG}/12882/large/Secondary_Symbol.png`),
  coin('blockstack', 'STX', 'Stacks', `${CG}/2069/large/Stacks_logo_full.png`),
  coin('sei-network', 'SEI', 'Sei', `${CG}/28205/large/Sei_Logo_-_Transparent.png`),
  coin('immutable-x', 'IMX', 'Immutable', `${CG}/17233/large/immutableX-symbol-BLK-RGB.png`),
  coin('theta-token', 'THETA', 'Theta Network', `${CG}/2538/large/theta-token-logo.png`),
  coin('tezos', 'XTZ', 'Tezos', `${CG}/976/large/Tezos-logo.png`),
  coin('gala', 'GALA', 'GALA', `${CG}/12493/large/GALA-COINGECKO.png`),
  coin('eos', 'EOS', 'EOS', `${CG}/738/large/eos-eos-logo.png`),
  coin('decentraland', 'MANA', 'Decentraland', `${CG}/878/large/decentraland-mana.png`),
  coin('matic-network', 'MATIC', 'Polygon', `${CG}/4713/large/matic-token-icon.png`),
];

function coin(id: string, symbol: string, name: string, image: string): Currency {
  return { id, symbol, name, image, type: 'crypto' };
}
