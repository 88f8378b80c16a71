import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'gala',
  coinId: 'gala',
  name: 'GALA',
  symbol: 'GALA',
  layout: 'faq-card',
  intro: [
    'Use this converter to see the US dollar value of GALA, or to convert it into other fiat currencies and cryptocurrencies. Enter an amount of GALA, pick a currency, and the result appears with the current rate and the inverse rate.',
    'GALA is the token of Gala, a company best known for blockchain games that has also branched into music and film. The token is used for purchases and rewards across its platforms and to pay for activity on GalaChain, the blockchain Gala built for its own ecosystem.',
  ],
  converting:
    'To convert GALA to USD, open the "Crypto to FIAT" tab, enter the number of tokens, and select GALA in From and USD in To. Since a single GALA is usually worth a small fraction of a dollar, it can help to enter larger amounts such as 1,000 or 10,000. Rates are the median price across CoinGecko and the exchanges that list GALA, updated every minute, and Refresh is available once every 10 seconds. When live data is unavailable, the page labels the values as approximate.',
  faq: {
    what: {
      question: 'What is GALA?',
      answer: [
        "Gala, originally Gala Games, was co-founded by Eric Schiermeyer, who earlier co-founded the game company Zynga, and Wright Thurston. The GALA token was launched as an ERC-20 token on Ethereum in 2020, and a large part of its distribution has gone to people running Gala's Founder's Nodes, which help operate the network.",
        'In May 2023 Gala replaced its original token contract with a new one, known as GALA v2, and major exchanges converted holders\' balances to the new version. The token now also runs natively on GalaChain, with bridges to Ethereum and other networks.',
      ],
    },
    unique: {
      question: 'What is GALA used for?',
      answer: [
        "GALA is used to buy in-game items and other digital assets across Gala's games and apps, to reward players and node operators, and to pay transaction fees on GalaChain. Gala's idea is that players, rather than only studios, should share in the value of the games they play.",
        "Beyond games, the same token is used in Gala's music and film platforms, and node operators help run the network in return for GALA rewards. This ties the token's use closely to activity across the company's products.",
      ],
    },
    rateFactors: {
      question: 'What affects the GALA to USD rate?',
      answer: [
        "GALA moves with the wider crypto market and with sentiment around blockchain gaming. The popularity of Gala's games and other products, new game releases and the number of active players can influence demand for the token.",
        'Supply is a factor too, since new GALA is distributed to node operators over time. Exchange liquidity, security incidents, regulatory news and changes in the US dollar also affect the rate.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell GALA?',
      intro:
        'GALA is available on most large centralized exchanges, typically paired with USDT, USD or other major cryptocurrencies. Long-established exchanges that list it include:',
      exchanges: ['Binance', 'Coinbase', 'Kraken', 'OKX', 'KuCoin', 'Gate.io'],
      note: "GALA can be held in Gala's own wallet for use on GalaChain or, as an ERC-20 token, in Ethereum wallets such as MetaMask, where it can be swapped on decentralized exchanges like Uniswap. Make sure you use the current GALA contract and the right network when moving tokens.",
      reminder:
        'Use reputable exchanges, protect your accounts with two-factor authentication, and keep your seed phrase safe and offline. Be careful with links promising free tokens or game items.',
    },
  },
  related: [
    { text: 'GALA to EUR', href: '/gala-to-eur' },
    { text: 'GALA to GBP', href: '/gala-to-gbp' },
    { text: 'GALA to CAD', href: '/gala-to-cad' },
    { text: '1000 GALA to USD', href: '/gala-to-usd/1000' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
