import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'tia',
  coinId: 'celestia',
  name: 'Celestia',
  symbol: 'TIA',
  layout: 'faq-card',
  intro: [
    'This converter shows the value of Celestia (TIA) in US dollars and in other fiat and crypto currencies. Type an amount, choose TIA and the currency you want, and you get the converted figure along with the rate and its inverse.',
    'Celestia is a blockchain built for one job: making transaction data available to other blockchains. Its mainnet beta went live in October 2023, and TIA is the token used to pay for that service, to stake with validators and to vote on changes to the network.',
  ],
  converting:
    'Converting Celestia to US dollars takes a few seconds: on the "Crypto to FIAT" tab, enter the amount of TIA, select TIA as From and USD as To, and read the result. The swap button reverses the pair if you want to know how much TIA a dollar amount buys. Prices are the median across CoinGecko and the exchanges that list TIA, updated every minute, and you can press Refresh once every 10 seconds. When live prices are unavailable, the page says the values shown are approximate.',
  faq: {
    what: {
      question: 'What is Celestia (TIA)?',
      answer: [
        'Celestia is a proof-of-stake network built with the Cosmos SDK. It began in 2019 under the name LazyLedger, based on research by Mustafa Al-Bassam, and was co-founded by Al-Bassam, Ismail Khoffi, John Adler and Nick White. The network launched its mainnet beta on October 31, 2023.',
        'TIA is the native token. Rollups and other chains pay TIA to publish data to Celestia, validators and delegators stake it to secure the network, and holders use it to vote in governance. The genesis supply was one billion TIA, with new tokens issued over time as staking rewards.',
      ],
    },
    unique: {
      question: 'What makes Celestia different from other blockchains?',
      answer: [
        'Most blockchains execute transactions, agree on their order and store the data all in one place. Celestia takes a modular approach: it orders transactions and guarantees their data is published, but leaves execution to separate chains such as rollups that build on top of it.',
        'A technique called data availability sampling lets light nodes check that block data was published by downloading only small random pieces of it. This is meant to let the network grow its data capacity without requiring every participant to run powerful hardware.',
      ],
    },
    rateFactors: {
      question: 'What affects the TIA to USD rate?',
      answer: [
        'The TIA price responds to the general mood of the crypto market, as well as to how many rollups and applications actually use Celestia for data availability and pay fees in TIA. Competition from other data availability solutions is part of that picture.',
        'Supply matters as well: staking rewards add new tokens, and scheduled unlocks for early backers and contributors can add selling pressure. Exchange liquidity, regulatory developments and changes in the US dollar itself also move the pair.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell TIA?',
      intro:
        'TIA is listed on a number of large centralized exchanges, mostly in pairs with USDT, USD or other major coins. Established platforms that offer it include:',
      exchanges: ['Binance', 'Coinbase', 'Kraken', 'OKX', 'KuCoin', 'Bybit'],
      note: 'TIA can be held in Cosmos-compatible wallets such as Keplr or Leap, which also let you stake it with a validator. Because Celestia connects to other Cosmos chains through IBC, TIA can also be traded on decentralized exchanges such as Osmosis.',
      reminder:
        'Use reputable exchanges, protect your account with two-factor authentication, and keep your seed phrase offline and private. Nobody from an exchange or wallet team will ever need it.',
    },
  },
  related: [
    { text: 'TIA to EUR', href: '/tia-to-eur' },
    { text: 'TIA to GBP', href: '/tia-to-gbp' },
    { text: 'TIA to AUD', href: '/tia-to-aud' },
    { text: '10 TIA to USD', href: '/tia-to-usd/10' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
