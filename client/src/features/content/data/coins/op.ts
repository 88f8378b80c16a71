import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'op',
  coinId: 'optimism',
  name: 'Optimism',
  symbol: 'OP',
  layout: 'faq-card',
  intro: [
    'Optimism is a layer-2 network that makes Ethereum transactions faster and cheaper by executing them off the main chain and recording the results on Ethereum. OP is the governance token of the Optimism Collective, which guides OP Mainnet and the wider group of chains built on the OP Stack.',
    'This converter shows the value of OP in US dollars, other fiat currencies or other cryptocurrencies. Rates are real-time, based on market data, while any fixed values quoted in tables or examples are approximate and can differ slightly from an exchange quote.',
  ],
  converting:
    'Enter an amount of OP and choose USD to see the result, with the rate and the inverse rate shown below it. Prices are the median across CoinGecko and the exchanges that list OP, updated every minute, and the Refresh button can request a new quote once every 10 seconds. If live data is unavailable, the page says the values are approximate. The swap button turns the conversion around, and the Crypto to Crypto tab lets you compare OP with ETH, ARB and other tokens.',
  faq: {
    what: {
      question: 'What is Optimism (OP)?',
      answer: [
        'Optimism was founded in 2019 by a team whose co-founders include Jinglan Wang, Karl Floersch and Kevin Ho. Its network, first called Optimistic Ethereum and now OP Mainnet, is an optimistic rollup: transactions are accepted as valid unless someone proves otherwise with a fault proof during a challenge period. The network opened to all users in December 2021.',
        'The OP token launched in May 2022 with an airdrop to early users and community members. It is used to vote in the Token House of the Optimism Collective. Transaction fees on OP Mainnet are paid in ETH, not OP.',
      ],
    },
    unique: {
      question: 'What makes Optimism different from other layer-2 networks?',
      answer: [
        'Optimism publishes its code as the OP Stack, an open toolkit that other teams use to launch their own layer-2 chains. Base, the network from Coinbase, is one of the best-known examples. Chains that share this technology and join Optimism\'s governance form what is called the Superchain.',
        'Its governance also has two chambers: the Token House, where OP holders vote, and the Citizens\' House, which focuses on retroactive public goods funding, a program that rewards projects that have already proven useful to the ecosystem.',
      ],
    },
    rateFactors: {
      question: 'What affects the OP to USD rate?',
      answer: [
        'OP follows the broader crypto market and is closely tied to sentiment about Ethereum and layer-2 networks. Trading volume and liquidity on large exchanges shape how strongly it moves.',
        'Scheduled token unlocks increase the circulating supply over time. Usage of OP Mainnet and Superchain networks, new chains adopting the OP Stack, governance decisions and competition with other rollups can also influence the OP to USD rate.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell OP?',
      intro:
        'OP is listed on many major exchanges, mostly paired with US dollars, stablecoins and ETH. Confirm that an exchange serves your country before signing up.',
      exchanges: ['Binance', 'Coinbase', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'OP is a token on OP Mainnet, so it can be held in Ethereum-compatible wallets such as MetaMask and swapped on decentralized exchanges that run on the network, such as Uniswap or Velodrome. Choose the correct network when withdrawing from an exchange.',
      reminder:
        'Use reputable exchanges, turn on two-factor authentication, and never share your seed phrase. Be cautious with airdrop links and requests to sign transactions you do not understand.',
    },
  },
  related: [
    { text: 'OP to EUR', href: '/op-to-eur' },
    { text: 'OP to GBP', href: '/op-to-gbp' },
    { text: 'OP to ETH', href: '/op-to-eth' },
    { text: 'OP to ARB', href: '/op-to-arb' },
    { text: '100 OP to USD', href: '/op-to-usd/100' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
