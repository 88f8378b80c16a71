import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'sui',
  coinId: 'sui',
  name: 'Sui',
  symbol: 'SUI',
  layout: 'faq-card',
  intro: [
    'Convert SUI, the native token of the Sui blockchain, into US dollars or other currencies with this tool. Type an amount and the converter shows its value along with the SUI to USD rate and the inverse rate, using real-time market prices.',
    'Sui is a layer-1 blockchain that launched its mainnet in 2023 and focuses on fast, parallel processing of transactions. The guide below covers how to convert SUI, what makes the network distinctive, what moves its price and where you can trade it.',
  ],
  converting:
    'Open the Crypto to FIAT tab, enter how many SUI you want to convert, and set the From currency to SUI and the To currency to USD. You will see the dollar value, the rate per SUI and the rate per dollar; press the swap button to convert the other way. Rates are the median price across CoinGecko and the exchanges that list SUI, updated every minute, and Refresh is available once every 10 seconds. If the live feed is down, the page notes that the values shown are approximate.',
  faq: {
    what: {
      question: 'What is Sui (SUI)?',
      answer: [
        "Sui is a proof-of-stake layer-1 blockchain developed by Mysten Labs, a company founded by former engineers of Meta's Diem and Novi projects, including Evan Cheng. The Sui mainnet launched in May 2023. Smart contracts on Sui are written in Sui Move, a version of the Move programming language that was originally created for Diem.",
        'SUI is the native token. It pays gas fees, is staked with validators to secure the network through delegated proof of stake, and is used in on-chain governance. The total supply is capped at 10 billion SUI, released gradually over time.',
      ],
    },
    unique: {
      question: 'What makes Sui different from other blockchains?',
      answer: [
        'Sui uses an object-centric data model: assets such as coins and NFTs are individual objects with an owner, rather than entries in a shared account table. Transactions that touch only objects owned by one address do not need to be ordered against everything else, so they can be processed in parallel and finalize very quickly.',
        "Transactions that involve shared objects, such as a trading pool, go through the network's consensus protocol. This split between simple and shared transactions, together with the Move language's focus on safe asset handling, is what distinguishes Sui from account-based chains like Ethereum.",
      ],
    },
    rateFactors: {
      question: 'What affects the SUI to USD rate?',
      answer: [
        'The SUI price is set by supply and demand on exchanges and often follows the direction of the overall crypto market. Growth or decline in applications on Sui, such as decentralized finance and games, and the amount of SUI staked can change demand for the token.',
        'Scheduled token unlocks for early investors and contributors add to the circulating supply and can weigh on the price. Exchange listings, competition from other fast blockchains, network incidents and wider economic conditions also matter.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell SUI?',
      intro:
        'SUI has been listed on many major exchanges since its mainnet launch, typically against stablecoins and, on some platforms, the US dollar or euro. Established exchanges that list SUI include:',
      exchanges: ['Binance', 'OKX', 'Kraken', 'Bybit', 'KuCoin', 'Gate.io'],
      note: 'To hold SUI yourself, you can use a Sui-compatible wallet such as Slush (formerly Sui Wallet) or Phantom, and swap tokens on decentralized exchanges built on Sui, such as Cetus. Always withdraw SUI on the Sui network itself.',
      reminder:
        'Make sure the exchange you choose is reputable and operates legally in your country. Enable two-factor authentication on your account, and never share or store your seed phrase anywhere online.',
    },
  },
  related: [
    { text: 'SUI to EUR', href: '/sui-to-eur' },
    { text: 'SUI to GBP', href: '/sui-to-gbp' },
    { text: 'SUI to BTC', href: '/sui-to-btc' },
    { text: 'SUI to SOL', href: '/sui-to-sol' },
    { text: '100 SUI to USD', href: '/sui-to-usd/100' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
