import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'vet',
  coinId: 'vechain',
  name: 'VeChain',
  symbol: 'VET',
  layout: 'faq-card',
  intro: [
    'VeChain is a public blockchain aimed at businesses, known for supply chain tracking, product authentication and sustainability data. VET is the main token of its VeChainThor network and works alongside a second token, VTHO, which pays for transactions.',
    'This converter shows what an amount of VET is worth in US dollars, other fiat currencies or other cryptocurrencies. Rates are real-time, based on market data, while any fixed values quoted in tables or examples are approximate and may differ slightly from an exchange quote.',
  ],
  converting:
    'Enter the amount of VET, keep USD as the target, and the converter shows the result with the rate and the inverse rate. VET is usually held in large quantities, so amounts such as 1,000 or 10,000 VET can be easier to compare. Rates are the median price across CoinGecko and the exchanges that list VET, updated every minute; the Refresh button fetches a new quote at most once every 10 seconds, and the page says when values are approximate because live data is unavailable.',
  faq: {
    what: {
      question: 'What is VeChain (VET)?',
      answer: [
        'VeChain was founded in 2015 by Sunny Lu, a former chief information officer of Louis Vuitton China. It started with a token called VEN on Ethereum; when its own VeChainThor mainnet launched in 2018, VEN was swapped for VET.',
        'VET has a fixed total supply of about 86.7 billion tokens. Holding VET generates VTHO over time, and VTHO is spent as the fee, or gas, for transactions and smart contracts. Blocks have been produced by a limited set of approved Authority Masternodes under a proof-of-authority model.',
      ],
    },
    unique: {
      question: 'What makes VeChain unique?',
      answer: [
        'VeChain\'s two-token design separates the value of the network from the cost of using it: VET is the store of value, while VTHO covers fees. This is meant to keep transaction costs more predictable for companies, even when the price of VET changes.',
        'The network focuses on real-world business use. Companies have used it to record where products come from, to prove that goods are authentic, and to track carbon emissions and other sustainability data. The VeChain Foundation also supports consumer apps that reward sustainable habits.',
      ],
    },
    rateFactors: {
      question: 'What affects the VET to USD rate?',
      answer: [
        'VET moves with the overall crypto market, and shifts in Bitcoin and general sentiment often show up in its rate. Liquidity on the exchanges where it trades also matters.',
        'Project-specific factors include new enterprise partnerships and how much they actually use the network, changes to staking and the VTHO fee model, protocol upgrades, and news from the VeChain Foundation.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell VET?',
      intro:
        'VET trades on many long-running exchanges, mainly against stablecoins, Bitcoin and some fiat currencies. Check which exchanges are available in your region before signing up.',
      exchanges: ['Binance', 'OKX', 'KuCoin', 'Bybit', 'Gate.io', 'Crypto.com'],
      note: 'To hold VET and collect VTHO yourself, use a wallet that supports VeChainThor, such as the official VeWorld wallet, or a hardware wallet with VeChain support. Make sure you withdraw on the VeChainThor network rather than a wrapped token on another chain.',
      reminder:
        'Use reputable exchanges, enable two-factor authentication, and store your seed phrase safely offline. Never type it into a website or share it, even with someone claiming to offer support.',
    },
  },
  related: [
    { text: 'VET to EUR', href: '/vet-to-eur' },
    { text: 'VET to GBP', href: '/vet-to-gbp' },
    { text: 'VET to BTC', href: '/vet-to-btc' },
    { text: 'VET to ETH', href: '/vet-to-eth' },
    { text: '10000 VET to USD', href: '/vet-to-usd/10000' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
