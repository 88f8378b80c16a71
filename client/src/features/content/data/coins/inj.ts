import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'inj',
  coinId: 'injective-protocol',
  name: 'Injective',
  symbol: 'INJ',
  layout: 'faq-card',
  intro: [
    'This converter calculates the value of Injective (INJ) in US dollars and other currencies. Enter the number of INJ, choose what to convert it into, and the page shows the result together with the rate and the inverse rate.',
    'Injective is a blockchain designed for financial applications such as exchanges, derivatives and lending. INJ is its native token, used for fees, staking and governance, and a share of the fees collected by apps on the network is used to buy and burn INJ.',
  ],
  converting:
    'To convert INJ to USD, go to the "Crypto to FIAT" tab, enter an amount, and select INJ in From and USD in To. Every minute the page takes the median price across CoinGecko and the exchanges that list INJ, and lets you press Refresh once every 10 seconds. You can use the swap button to reverse the pair, or the "Crypto to Crypto" tab to compare INJ with other tokens. When live data is unavailable, the values are marked as approximate.',
  faq: {
    what: {
      question: 'What is Injective (INJ)?',
      answer: [
        'Injective was founded in 2018 by Eric Chen and Albert Chon and was one of the first projects incubated by Binance Labs. Its own mainnet launched in November 2021. The chain is built with the Cosmos SDK and uses a Tendermint-based proof-of-stake consensus, which gives fast finality.',
        'INJ has a maximum supply of 100 million tokens. It is staked by validators and delegators to secure the network, used to vote on upgrades, and paid as fees. The token was first issued on Ethereum as an ERC-20 token and also exists natively on the Injective chain.',
      ],
    },
    unique: {
      question: 'What makes Injective different from other blockchains?',
      answer: [
        'Injective offers ready-made modules for finance, including an on-chain order book that applications can share, so developers can build exchanges and derivatives markets without creating everything from scratch. It connects to other chains through IBC and supports smart contracts.',
        'Its token model is also unusual: a portion of the fees earned by applications on the network is pooled and auctioned at regular intervals, and the winning bid, paid in INJ, is burned. This removes tokens from circulation and partly offsets the new INJ issued as staking rewards.',
      ],
    },
    rateFactors: {
      question: 'What affects the INJ to USD rate?',
      answer: [
        'INJ moves with the wider crypto market and with interest in decentralized finance. Trading volume on Injective applications matters, because it drives the fees that feed the burn auction and thus how many tokens are removed from supply.',
        'Staking levels, new applications and partnerships, competition from other finance-focused chains, exchange liquidity, regulatory news about crypto derivatives and shifts in the US dollar can all affect the rate.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell INJ?',
      intro:
        'INJ is widely available on centralized exchanges, usually traded against USDT, USD or major cryptocurrencies. Established platforms that list it include:',
      exchanges: ['Binance', 'Coinbase', 'Kraken', 'OKX', 'KuCoin', 'Bybit'],
      note: 'INJ on the Injective chain can be held in Cosmos-compatible wallets such as Keplr or Leap and traded on decentralized exchanges built on Injective, such as Helix. Some exchanges also support the ERC-20 version, so confirm the network before you withdraw or deposit.',
      reminder:
        'Use reputable exchanges, enable two-factor authentication, and keep your seed phrase private and offline. Be cautious of airdrop or staking offers that ask you to connect your wallet to unfamiliar sites.',
    },
  },
  related: [
    { text: 'INJ to EUR', href: '/inj-to-eur' },
    { text: 'INJ to GBP', href: '/inj-to-gbp' },
    { text: 'INJ to AUD', href: '/inj-to-aud' },
    { text: '10 INJ to USD', href: '/inj-to-usd/10' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
