import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'theta',
  coinId: 'theta-token',
  name: 'Theta Network',
  symbol: 'THETA',
  layout: 'faq-card',
  intro: [
    'With this converter you can check the value of Theta Network (THETA) in US dollars or in other fiat and crypto currencies. Enter the number of tokens, choose your target currency, and the page shows the result with the rate and the inverse rate.',
    'Theta Network is a blockchain aimed at video streaming and, more recently, decentralized GPU computing. It uses two tokens: THETA, which secures and governs the network, and Theta Fuel (TFUEL), which pays for transactions and services.',
  ],
  converting:
    'Converting THETA to US dollars works the same way as any other pair: on the "Crypto to FIAT" tab, enter your amount and choose THETA as From and USD as To. The converter uses the median price across CoinGecko and the exchanges that list THETA, refreshed every minute, and the Refresh button requests a new quote at most once every 10 seconds. Note that THETA and TFUEL are separate tokens with different prices. When live data cannot be loaded, the page says the values are approximate.',
  faq: {
    what: {
      question: 'What is Theta Network (THETA)?',
      answer: [
        'Theta was co-founded by Mitch Liu and Jieyi Long. Its token was first issued on Ethereum in 2017, and the project launched its own mainnet in March 2019, when ERC-20 THETA was swapped for native tokens. The supply of THETA is fixed at one billion tokens.',
        'THETA is staked by validator nodes and guardian nodes, which together produce and confirm blocks, and it is used to vote on network governance. Staking THETA earns rewards in TFUEL. Well-known companies, including Google and Samsung, have taken part as enterprise validators.',
      ],
    },
    unique: {
      question: 'What is Theta Network used for?',
      answer: [
        'Theta was designed to make video delivery cheaper by letting users share spare bandwidth and computing power through edge nodes, which are rewarded in TFUEL for relaying video and doing other work.',
        'The network has since expanded the same idea to GPU computing with Theta EdgeCloud, which offers distributed processing for tasks such as AI model training and inference, video encoding and rendering. The two-token design keeps THETA focused on security and governance while TFUEL covers everyday usage.',
      ],
    },
    rateFactors: {
      question: 'What affects the THETA to USD rate?',
      answer: [
        'THETA follows the overall mood of the crypto market. Because its supply is fixed, price changes come mainly from shifts in demand: how much THETA is staked by nodes, adoption of the network for streaming and EdgeCloud computing, and partnerships with media and technology companies.',
        'Exchange listings and liquidity, regulatory developments and movements in the US dollar can also affect the rate, which is why the converter shows a live figure.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell THETA?',
      intro:
        'THETA is traded on a number of centralized exchanges, and a large share of its volume has historically come from South Korean platforms. Established exchanges that list it include:',
      exchanges: ['Binance', 'Upbit', 'Bithumb', 'KuCoin', 'Gate.io', 'Crypto.com'],
      note: 'THETA runs on its own blockchain rather than on Ethereum, so it is held in wallets that support the Theta network, such as the official Theta Wallet. Make sure the exchange and wallet you use both support native THETA before transferring.',
      reminder:
        'Use reputable exchanges that serve your country, enable two-factor authentication, and keep your seed phrase or keystore file private and backed up offline.',
    },
  },
  related: [
    { text: 'THETA to EUR', href: '/theta-to-eur' },
    { text: 'THETA to GBP', href: '/theta-to-gbp' },
    { text: 'THETA to JPY', href: '/theta-to-jpy' },
    { text: '100 THETA to USD', href: '/theta-to-usd/100' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
