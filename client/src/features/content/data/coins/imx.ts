import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'imx',
  coinId: 'immutable-x',
  name: 'Immutable',
  symbol: 'IMX',
  layout: 'faq-card',
  intro: [
    'This converter shows the value of Immutable (IMX) in US dollars and in other currencies. Enter an amount of IMX, choose a target currency, and the page displays the result with the rate and the inverse rate.',
    'Immutable is a company and ecosystem focused on games built on Ethereum. It runs scaling networks that make trading in-game items faster and cheaper, and IMX is the token used for fees, staking rewards and governance across them.',
  ],
  converting:
    'For an IMX to USD conversion, go to the "Crypto to FIAT" tab, type the amount, and choose IMX in From and USD in To. Every minute the page takes the median price across CoinGecko and the exchanges that list IMX, and you can press Refresh once every 10 seconds for the latest figure. To compare IMX with ETH or another token, use the "Crypto to Crypto" tab. If live data is unavailable, the page says the values are approximate.',
  faq: {
    what: {
      question: 'What is Immutable (IMX)?',
      answer: [
        'Immutable was founded in Sydney in 2018 by James Ferguson, Robbie Ferguson and Alan Curtis, and is known for the trading card game Gods Unchained. In 2021 it launched Immutable X, a layer-2 network for NFTs on Ethereum that uses zero-knowledge validity proofs built with StarkWare technology, and released the IMX token the same year.',
        'IMX is an ERC-20 token with a total supply of two billion. It is used to pay part of the fees on Immutable networks, earn staking rewards and vote on governance matters, and it is the gas token of Immutable zkEVM, an Ethereum-compatible network developed with Polygon.',
      ],
    },
    unique: {
      question: 'What makes Immutable different?',
      answer: [
        'Immutable concentrates on gaming rather than general-purpose use. Its networks let players mint and trade in-game items as NFTs without paying Ethereum gas fees for each action, while still relying on Ethereum for security.',
        'It also provides tools for game studios, such as the Immutable Passport wallet and login system and a shared marketplace for game assets, so developers do not need to build that infrastructure themselves.',
      ],
    },
    rateFactors: {
      question: 'What affects the IMX to USD rate?',
      answer: [
        'IMX is influenced by the overall crypto market and by sentiment around Ethereum and blockchain gaming. The number of games launching on Immutable, player activity and trading volumes for in-game assets all shape demand for the token.',
        'Token unlocks and staking rewards add to circulating supply, while competition from other gaming chains, exchange liquidity, regulatory news and moves in the US dollar also affect the IMX to USD rate.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell IMX?',
      intro:
        'IMX is listed on most major centralized exchanges, typically against USD, USDT or ETH. Well-established platforms that offer it include:',
      exchanges: ['Binance', 'Coinbase', 'Kraken', 'OKX', 'KuCoin', 'Gate.io'],
      note: 'As an ERC-20 token, IMX can be kept in Ethereum wallets such as MetaMask and swapped on decentralized exchanges like Uniswap. Immutable Passport and other wallets support IMX on Immutable zkEVM; check which network you are using before moving tokens.',
      reminder:
        'Use reputable exchanges, enable two-factor authentication, and store your seed phrase offline. Never approve wallet requests from games or marketplaces you do not trust.',
    },
  },
  related: [
    { text: 'IMX to EUR', href: '/imx-to-eur' },
    { text: 'IMX to GBP', href: '/imx-to-gbp' },
    { text: 'IMX to AUD', href: '/imx-to-aud' },
    { text: '100 IMX to USD', href: '/imx-to-usd/100' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
