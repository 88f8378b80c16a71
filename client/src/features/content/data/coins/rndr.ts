import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'rndr',
  coinId: 'render-token',
  name: 'Render',
  symbol: 'RENDER',
  layout: 'faq-card',
  intro: [
    'Use this converter to find out what Render (RENDER) is worth in US dollars or other currencies. The address of this page still uses the old ticker RNDR, but the conversion is for the current RENDER token: enter an amount, choose a currency, and see the result with the rate and inverse rate.',
    'Render is the token of the Render Network, a marketplace where people who need graphics rendering or other GPU work pay operators with spare graphics cards to do it. The token originally traded as RNDR on Ethereum and moved to Solana as RENDER in 2023 and 2024.',
  ],
  converting:
    'To convert Render to USD, choose the "Crypto to FIAT" tab, enter the number of tokens, and select RENDER as From and USD as To. Rates are the median price across CoinGecko and the exchanges that list RENDER, updated every minute; the Refresh button gets a new quote, at most once per 10 seconds. Old RNDR and new RENDER tokens are valued at the same rate, since the upgrade was one to one. If live data is unavailable, the page shows that the figures are approximate.',
  faq: {
    what: {
      question: 'What is Render (RENDER)?',
      answer: [
        'The Render Network was created by Jules Urbach, the founder of the graphics software company OTOY, and its token was first sold in 2017. Artists and studios submit rendering jobs, node operators with idle GPUs process them, and payment is made in the network\'s token.',
        'In 2023 the community voted to move the network\'s core infrastructure from Ethereum to Solana. Holders of the ERC-20 RNDR token could upgrade it one to one to the Solana-based RENDER token, and exchanges switched the ticker from RNDR to RENDER during 2024. Both names refer to the same project.',
      ],
    },
    unique: {
      question: 'What is Render used for?',
      answer: [
        'RENDER pays for GPU computing on the network. Under a model called burn-and-mint equilibrium, tokens spent on jobs are burned, while node operators are rewarded with newly minted tokens, linking supply to actual use of the network.',
        'Beyond 3D rendering for film, design and motion graphics, the network has expanded toward other GPU-heavy tasks, including machine learning workloads. RENDER holders can also take part in governance proposals that decide how the network evolves.',
      ],
    },
    rateFactors: {
      question: 'What affects the RENDER to USD rate?',
      answer: [
        'RENDER moves with the broader crypto market and is often grouped with tokens linked to artificial intelligence and GPU computing, so sentiment about those themes can add to its swings.',
        'Demand for rendering jobs on the network, the balance between tokens burned and minted, exchange liquidity, regulatory news and the strength of the US dollar all feed into the rate. The converter shows the live figure rather than a fixed one.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell RENDER?',
      intro:
        'RENDER is listed on most major exchanges, which now show it under the RENDER ticker instead of RNDR. Long-standing platforms that offer it include:',
      exchanges: ['Binance', 'Coinbase', 'Kraken', 'OKX', 'KuCoin', 'Bybit'],
      note: 'As a Solana token, RENDER can be kept in Solana wallets such as Phantom or Solflare and swapped on Solana decentralized exchanges. If you still hold the old ERC-20 RNDR on Ethereum, check the Render Network\'s official documentation on upgrading, and be careful of fake upgrade sites.',
      reminder:
        'Trade only on reputable exchanges, enable two-factor authentication, and never type your seed phrase into a website or share it with anyone claiming to help with a migration.',
    },
  },
  related: [
    { text: 'RENDER to EUR', href: '/rndr-to-eur' },
    { text: 'RENDER to GBP', href: '/rndr-to-gbp' },
    { text: 'RENDER to AUD', href: '/rndr-to-aud' },
    { text: '100 RENDER to USD', href: '/rndr-to-usd/100' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
