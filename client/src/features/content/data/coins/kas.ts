import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'kas',
  coinId: 'kaspa',
  name: 'Kaspa',
  symbol: 'KAS',
  layout: 'faq-card',
  intro: [
    'Kaspa is a proof-of-work cryptocurrency that arranges blocks in a blockDAG instead of a single chain, so it can add many blocks per second while staying secure. KAS is its native coin, mined by the network and used to send value between users.',
    'This converter shows what an amount of KAS is worth in US dollars, other fiat currencies or other cryptocurrencies. Rates are real-time, based on market data, while any fixed values quoted in tables or examples are approximate and may differ slightly from an exchange quote.',
  ],
  converting:
    'Type an amount of KAS, keep USD as the target, and the converter shows the result with the rate and the inverse rate. Rates are the median price across CoinGecko and the exchanges that list KAS, updated every minute; Refresh asks for a new quote at most once every 10 seconds. If live data is unavailable, the page marks the values as approximate. Kaspa holders often think in thousands of coins, so amounts such as 1,000 KAS can be a handy comparison, and the Crypto to Crypto tab compares KAS with BTC and other coins.',
  faq: {
    what: {
      question: 'What is Kaspa (KAS)?',
      answer: [
        'Kaspa launched in November 2021 with a fair launch: there was no premine, no token sale and no allocation for developers, so all coins come from mining. It is built on the GHOSTDAG protocol, based on research by Yonatan Sompolinsky and Aviv Zohar, and uses a proof-of-work hashing algorithm called kHeavyHash.',
        'The maximum supply is about 28.7 billion KAS. Instead of cutting rewards in half every few years, Kaspa reduces its block reward a little every month, so that the reward halves once a year.',
      ],
    },
    unique: {
      question: 'What makes Kaspa different from Bitcoin?',
      answer: [
        'Both are proof-of-work coins without a company behind them, but Bitcoin adds about one block every ten minutes and discards blocks that lose a race. Kaspa\'s blockDAG keeps blocks created in parallel and orders them, which allows much higher block rates and confirmations within seconds.',
        'Kaspa started at one block per second, and a 2025 upgrade raised this to ten blocks per second. The network is developed by an open-source community, and its focus is fast, secure peer-to-peer payments rather than a broad smart contract platform.',
      ],
    },
    rateFactors: {
      question: 'What affects the KAS to USD rate?',
      answer: [
        'KAS is influenced by the broader crypto market, and in particular by sentiment toward proof-of-work coins and Bitcoin.',
        'More specific factors include new exchange listings and liquidity, the steady monthly issuance of new coins to miners, mining hardware and hash rate, network upgrades, and the growth of wallets, payments and tools built around Kaspa.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell KAS?',
      intro:
        'KAS is traded mostly on centralized exchanges, usually against USDT and other stablecoins, and some also offer fiat pairs. Availability varies by country, so check which platforms you can use.',
      exchanges: ['KuCoin', 'Gate.io', 'Bybit', 'MEXC', 'Bitget', 'CoinEx'],
      note: 'To keep KAS yourself, use a wallet that supports the Kaspa network natively, such as Kaspium or the Kaspa NG desktop wallet. Kaspa addresses begin with "kaspa:", and wrapped versions of the coin on other chains are separate tokens, so check what you are buying.',
      reminder:
        'Use reputable exchanges, turn on two-factor authentication, and write down your seed phrase and store it offline. Never share it, and be wary of unofficial wallet apps or websites.',
    },
  },
  related: [
    { text: 'KAS to EUR', href: '/kas-to-eur' },
    { text: 'KAS to GBP', href: '/kas-to-gbp' },
    { text: 'KAS to BTC', href: '/kas-to-btc' },
    { text: 'KAS to ETH', href: '/kas-to-eth' },
    { text: '1000 KAS to USD', href: '/kas-to-usd/1000' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
