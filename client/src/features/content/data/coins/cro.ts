import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'cro',
  coinId: 'crypto-com-chain',
  name: 'Cronos',
  symbol: 'CRO',
  layout: 'faq-card',
  intro: [
    'Cronos (CRO) is the native token of the Cronos blockchains and is closely linked to the Crypto.com platform. It was previously called Crypto.com Coin and was renamed Cronos in 2022, keeping the CRO ticker.',
    'This converter shows the value of CRO in US dollars, other fiat currencies or other cryptocurrencies. Rates are real-time, based on market data, while any fixed values quoted in tables or examples are approximate and can differ slightly from an exchange quote.',
  ],
  converting:
    'Enter an amount of CRO and keep USD as the target to see the result, with the rate and the inverse rate shown alongside it. Rates are the median price across CoinGecko and the exchanges that list CRO, updated every minute, and the Refresh button requests a new quote at most once every 10 seconds. If live data cannot be loaded, the page says the values are approximate. CRO is often held in larger amounts, so fixed amounts such as 1,000 CRO can help, and the Crypto to Crypto tab compares CRO with other coins.',
  faq: {
    what: {
      question: 'What is Cronos (CRO)?',
      answer: [
        'CRO was introduced in 2018 by Crypto.com, the company founded in 2016 as Monaco by Kris Marszalek and others. It began as a token on Ethereum and later became the native coin of the company\'s own networks: a proof-of-stake chain built with the Cosmos SDK, launched in 2021 and now called Cronos POS Chain, and Cronos EVM, an Ethereum-compatible chain launched the same year.',
        'In 2022 Crypto.com Coin was renamed Cronos, and the two chains were later brought under the Cronos name. The token\'s supply has been changed through community votes more than once, so older supply figures may no longer be current.',
      ],
    },
    unique: {
      question: 'What is CRO used for?',
      answer: [
        'On the Cronos chains, CRO pays transaction fees and is staked with validators to secure the network. Cronos EVM runs Ethereum-compatible smart contracts, so developers can deploy decentralized finance apps, games and NFT projects with familiar tools.',
        'Within the Crypto.com ecosystem, staking or holding CRO has been tied to benefits such as card rewards and lower trading fees, although the exact terms are set by the company and change over time.',
      ],
    },
    rateFactors: {
      question: 'What affects the CRO to USD rate?',
      answer: [
        'CRO follows the general crypto market, and movements in Bitcoin and overall sentiment often carry over to it. Trading volume and liquidity on exchanges also matter.',
        'Because CRO is closely tied to Crypto.com, news about the company, its products and its regulatory licenses can affect the rate. Activity on the Cronos chains, staking levels, changes to token rewards and governance decisions about supply play a part as well.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell CRO?',
      intro:
        'CRO is available on the Crypto.com app and exchange as well as on several other large exchanges, usually against US dollars, stablecoins and Bitcoin. Check which services operate in your country first.',
      exchanges: ['Crypto.com', 'Coinbase', 'Kraken', 'KuCoin', 'Gate.io', 'Bybit'],
      note: 'CRO exists on Cronos EVM, Cronos POS Chain and as an ERC-20 token on Ethereum, so choose the matching network when withdrawing. Self-custody wallets that support Cronos, including MetaMask set up for Cronos EVM, can hold it, and decentralized exchanges on Cronos let you swap it.',
      reminder:
        'Use reputable exchanges, enable two-factor authentication, and keep your seed phrase private and offline. Double-check the network and address before every withdrawal.',
    },
  },
  related: [
    { text: 'CRO to EUR', href: '/cro-to-eur' },
    { text: 'CRO to GBP', href: '/cro-to-gbp' },
    { text: 'CRO to BTC', href: '/cro-to-btc' },
    { text: 'CRO to ETH', href: '/cro-to-eth' },
    { text: '1000 CRO to USD', href: '/cro-to-usd/1000' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
