import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'sei',
  coinId: 'sei-network',
  name: 'Sei',
  symbol: 'SEI',
  layout: 'faq-card',
  intro: [
    'This converter shows what Sei (SEI) is worth in US dollars and other currencies. Type an amount, choose the currency you want, and the page returns the converted value along with the rate and the inverse rate.',
    'Sei is a layer-1 blockchain built for speed, with an early focus on trading applications. Its mainnet launched in August 2023, and SEI is the token used to pay fees, stake with validators and vote on governance proposals.',
  ],
  converting:
    'To convert SEI to USD, choose the "Crypto to FIAT" tab, enter the number of tokens, and set From to SEI and To to USD. Prices are the median across CoinGecko and the exchanges that list SEI, updated every minute; the Refresh button can fetch a newer rate once every 10 seconds. The swap button reverses the conversion. If live rates are unavailable, the page indicates that the figures are approximate.',
  faq: {
    what: {
      question: 'What is Sei (SEI)?',
      answer: [
        'Sei was co-founded by Jeff Feng and Jayendra Jog and is developed by Sei Labs, with the Sei Foundation supporting the ecosystem. The network was first built with the Cosmos SDK and uses a proof-of-stake consensus derived from Tendermint, tuned for fast block times.',
        'SEI is the native token, with a total supply of 10 billion. Validators and delegators stake it to secure the chain, it pays transaction fees, and holders use it to vote on changes to the protocol.',
      ],
    },
    unique: {
      question: 'What makes Sei different from other blockchains?',
      answer: [
        'Sei was designed to process transactions in parallel rather than strictly one after another, which helps it handle busy periods such as sharp moves in trading. Its consensus was optimized to reach finality quickly, which matters for order-book exchanges and other time-sensitive apps.',
        'An upgrade known as Sei V2, rolled out in 2024, added a parallelized Ethereum Virtual Machine, so developers can deploy Ethereum-style smart contracts and users can connect with familiar wallets such as MetaMask.',
      ],
    },
    rateFactors: {
      question: 'What affects the SEI to USD rate?',
      answer: [
        'SEI is affected by the general direction of the crypto market and by activity on the network, including the number of applications, users and the value they hold. Interest from developers in its EVM environment is part of that.',
        'Scheduled token unlocks for the team, investors and ecosystem funds can add supply over time. Competition from other fast layer-1 networks, exchange liquidity, regulatory news and the strength of the US dollar also play a role.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell SEI?',
      intro:
        'SEI is listed on many major centralized exchanges, usually traded against USDT. Well-established platforms that offer it include:',
      exchanges: ['Binance', 'OKX', 'Bybit', 'KuCoin', 'Gate.io', 'Bitget'],
      note: 'SEI can be held in wallets that support the Sei network, including EVM wallets such as MetaMask once Sei is added, and it can be swapped on decentralized exchanges built on Sei. Sei has used two address formats, so confirm which one the receiving wallet or exchange expects.',
      reminder:
        'Use reputable exchanges, turn on two-factor authentication, and never give your seed phrase to anyone, including people offering support in chat groups.',
    },
  },
  related: [
    { text: 'SEI to EUR', href: '/sei-to-eur' },
    { text: 'SEI to GBP', href: '/sei-to-gbp' },
    { text: 'SEI to AUD', href: '/sei-to-aud' },
    { text: '100 SEI to USD', href: '/sei-to-usd/100' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
