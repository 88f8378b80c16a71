import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'icp',
  coinId: 'internet-computer',
  name: 'Internet Computer',
  symbol: 'ICP',
  layout: 'faq-card',
  intro: [
    'The Internet Computer is a blockchain designed to run full applications, including their data and web front ends, directly on the network. ICP is its native token, used for governance and converted into cycles, the unit that pays for computation and storage.',
    'This converter shows the value of ICP in US dollars, other fiat currencies or other cryptocurrencies. Rates are real-time, based on market data, while any fixed values quoted in tables or examples are approximate and can differ slightly from an exchange quote.',
  ],
  converting:
    'Enter an amount of ICP and keep USD as the target to see its value, together with the rate and the inverse rate. The rate is the median price across CoinGecko and the exchanges that list ICP, updated every minute, and the Refresh button fetches a new quote at most once every 10 seconds. If live data is unavailable, the page says the values are approximate. Swap the pair to turn dollars into ICP, or use the Crypto to Crypto tab to compare ICP with other coins.',
  faq: {
    what: {
      question: 'What is the Internet Computer (ICP)?',
      answer: [
        'The Internet Computer is developed by the DFINITY Foundation, a Swiss non-profit founded by Dominic Williams. Its mainnet launched in May 2021. The network is made up of subnets, groups of independent node machines that each run a share of the applications, tied together by a technique called chain key cryptography.',
        'The network is governed by the Network Nervous System, an on-chain DAO. ICP holders can lock tokens in neurons to vote on proposals and receive voting rewards. ICP has no fixed maximum supply: new tokens are minted as rewards, while tokens converted into cycles are burned.',
      ],
    },
    unique: {
      question: 'What makes the Internet Computer unique?',
      answer: [
        'Applications on the Internet Computer run as canister smart contracts, which can store data, serve web pages to browsers and respond to users directly, so a whole application can live on-chain without separate cloud servers.',
        'It also uses a reverse gas model: developers pay for their applications by loading them with cycles, so users usually do not need tokens to use them. Through chain key technology, canisters can also hold and sign transactions for assets on other chains, such as Bitcoin and Ethereum.',
      ],
    },
    rateFactors: {
      question: 'What affects the ICP to USD rate?',
      answer: [
        'ICP follows the broader crypto market, and changes in Bitcoin and overall sentiment often affect its rate. Liquidity on the main exchanges also matters.',
        'Factors specific to the network include the balance between newly minted rewards and ICP burned for cycles, the amount of ICP locked in neurons, developer activity and new applications, and upgrades from the DFINITY Foundation.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell ICP?',
      intro:
        'ICP is listed on many large exchanges, usually against US dollars, stablecoins and Bitcoin. Check which exchanges are available where you live before choosing one.',
      exchanges: ['Binance', 'Coinbase', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'You can also hold ICP in the official NNS app, which uses Internet Identity for sign-in and lets you stake tokens in neurons, or in other Internet Computer wallets. Decentralized exchanges on the network let you swap ICP for tokens built on the Internet Computer.',
      reminder:
        'Use reputable exchanges, enable two-factor authentication, and protect your seed phrase and recovery devices. Remember that ICP locked in a neuron cannot be withdrawn until its dissolve delay ends.',
    },
  },
  related: [
    { text: 'ICP to EUR', href: '/icp-to-eur' },
    { text: 'ICP to GBP', href: '/icp-to-gbp' },
    { text: 'ICP to BTC', href: '/icp-to-btc' },
    { text: 'ICP to ETH', href: '/icp-to-eth' },
    { text: '100 ICP to USD', href: '/icp-to-usd/100' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
