import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'fet',
  coinId: 'fetch-ai',
  name: 'Artificial Superintelligence Alliance',
  symbol: 'FET',
  layout: 'faq-card',
  intro: [
    'Use this converter to see what an amount of FET, the token of the Artificial Superintelligence Alliance, is worth in US dollars, or to compare it with another cryptocurrency or fiat currency. Enter an amount, pick the currencies, and the result appears together with the rate and the inverse rate.',
    'FET began as the token of Fetch.ai, a project founded in 2017 to build software agents that can act and trade on behalf of people and machines. In 2024 Fetch.ai, SingularityNET and Ocean Protocol combined their tokens into the Artificial Superintelligence Alliance, and FET became the shared token of the alliance while keeping its familiar ticker.',
  ],
  converting:
    'To convert FET to USD, keep the "Crypto to FIAT" tab open, type the number of tokens in Amount, choose FET in the From picker and USD in the To picker. Rates are the median price across CoinGecko and the exchanges that list FET, refreshed every minute; the Refresh button fetches a new quote at most once every 10 seconds. If live data cannot be loaded, the page marks the figures as approximate. For FET against Bitcoin, Ether or another token, switch to the "Crypto to Crypto" tab.',
  faq: {
    what: {
      question: 'What is the Artificial Superintelligence Alliance (FET)?',
      answer: [
        "The Artificial Superintelligence Alliance is a collaboration of decentralized artificial intelligence projects formed in 2024 by Fetch.ai, SingularityNET and Ocean Protocol; CUDOS joined later that year, and Ocean Protocol announced its departure in 2025. Instead of each project keeping its own token, holders of SingularityNET's AGIX and Ocean's OCEAN could convert them into FET at fixed ratios, so FET now serves as the common token of the group.",
        'Fetch.ai itself was founded in the United Kingdom by Humayun Sheikh, Toby Simpson and Thomas Hain, and its token first went on sale in 2019. The Fetch.ai network is built with the Cosmos SDK and secured by proof of stake, and FET also circulates as an ERC-20 token on Ethereum.',
      ],
    },
    unique: {
      question: 'What is FET used for?',
      answer: [
        'FET pays for transactions and services on the Fetch.ai network, where developers deploy autonomous agents that can find each other, negotiate and complete tasks such as booking, data exchange or trading. Holders can also stake FET with validators to help secure the network and take part in governance.',
        "Since the merger, FET is meant to be the unit of value across the alliance's projects, which span agent frameworks, marketplaces for AI services and tools for sharing data. The original plan was to rename the token to ASI, but for now it continues to trade under the FET ticker on exchanges.",
      ],
    },
    rateFactors: {
      question: 'What affects the FET to USD rate?',
      answer: [
        'Like most tokens, FET tends to move with the wider crypto market, so shifts in Bitcoin and in overall risk appetite often show up in its price. Interest in artificial intelligence as a theme can add to those swings in both directions.',
        'Project-specific factors matter too: progress and adoption across the alliance, the supply added through the token merger and staking rewards, exchange listings and liquidity, and regulatory news. Because the USD side of the pair also changes, the converter shows the live rate rather than a fixed value.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell FET?',
      intro:
        'FET is traded on many centralized exchanges, usually against USDT, USD or other major cryptocurrencies. Well-known platforms that list it include:',
      exchanges: ['Binance', 'Coinbase', 'Kraken', 'KuCoin', 'OKX', 'Gate.io'],
      note: 'FET exists both as an ERC-20 token on Ethereum and as the native token of the Fetch.ai network. Before sending it to a wallet or exchange, check which network the receiving address supports; ERC-20 FET can also be swapped on Ethereum decentralized exchanges such as Uniswap.',
      reminder:
        'Choose reputable, regulated exchanges that serve your country, turn on two-factor authentication, and never share your seed phrase or private keys. Consider moving long-term holdings to a wallet you control.',
    },
  },
  related: [
    { text: 'FET to EUR', href: '/fet-to-eur' },
    { text: 'FET to GBP', href: '/fet-to-gbp' },
    { text: 'FET to JPY', href: '/fet-to-jpy' },
    { text: '100 FET to USD', href: '/fet-to-usd/100' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
