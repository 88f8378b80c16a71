import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'xtz',
  coinId: 'tezos',
  name: 'Tezos',
  symbol: 'XTZ',
  layout: 'faq-card',
  intro: [
    'Tezos is a proof-of-stake blockchain that can upgrade itself through on-chain governance, without splitting into competing versions. XTZ, sometimes called tez, is its native token, used for fees, staking and voting on protocol changes.',
    'This converter gives you the value of XTZ in US dollars, other fiat currencies or other cryptocurrencies. Rates are real-time, based on market data, while any fixed values quoted in tables or examples are approximate and can differ slightly from an exchange quote.',
  ],
  converting:
    'Enter an amount of XTZ and choose USD to see the result, along with the current rate and the inverse rate. Prices are the median across CoinGecko and the exchanges that list XTZ, updated every minute, and Refresh requests a new quote at most once every 10 seconds. If live data is unavailable, the page marks the values as approximate. The swap button converts US dollars into XTZ instead, and the Crypto to Crypto tab compares XTZ with coins such as BTC and ETH.',
  faq: {
    what: {
      question: 'What is Tezos (XTZ)?',
      answer: [
        'Tezos was proposed in a 2014 white paper and developed by Arthur and Kathleen Breitman. The project held a token sale in 2017 and launched its mainnet in September 2018, with the Tezos Foundation in Switzerland supporting the ecosystem.',
        'Tezos uses a form of proof-of-stake in which validators, known as bakers, produce and confirm blocks. Holders who do not want to run a baker can delegate or stake their XTZ with one and share in the rewards while keeping control of their tokens. XTZ has no fixed maximum supply; new tokens are issued as rewards.',
      ],
    },
    unique: {
      question: 'What makes Tezos unique?',
      answer: [
        'The main difference is self-amendment. Changes to the protocol are proposed, voted on by bakers and, if approved, activated on the network automatically. Tezos has adopted many upgrades this way, each named after a city, without the hard forks that split some other blockchains.',
        'Tezos also puts weight on formal verification: its smart contract language, Michelson, was designed so that contracts can be checked mathematically for correctness. The network has been used for NFTs, tokenized assets and projects with institutions and public bodies.',
      ],
    },
    rateFactors: {
      question: 'What affects the XTZ to USD rate?',
      answer: [
        'Like other cryptocurrencies, XTZ reacts to the general state of the crypto market, and movements in Bitcoin often carry over to it. Trading volume and liquidity on major exchanges affect how quickly the rate moves.',
        'Factors specific to Tezos include staking participation and reward levels, protocol upgrades, developer and application activity, partnerships, and news from the Tezos Foundation. Regulatory developments around staking can matter as well.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell XTZ?',
      intro:
        'XTZ is listed on a number of large exchanges, usually paired with US dollars, euros, stablecoins or Bitcoin. Confirm that an exchange is available where you live before you deposit money.',
      exchanges: ['Binance', 'Coinbase', 'Kraken', 'OKX', 'KuCoin', 'Bitfinex'],
      note: 'Tezos wallets such as Temple and Kukai, or a hardware wallet with Tezos support, let you hold XTZ yourself and delegate it to a baker. Decentralized exchanges on Tezos let you swap XTZ for tokens built on the network.',
      reminder:
        'Use reputable exchanges, switch on two-factor authentication, and keep your seed phrase private and backed up offline. Double-check baker and wallet addresses before sending funds.',
    },
  },
  related: [
    { text: 'XTZ to EUR', href: '/xtz-to-eur' },
    { text: 'XTZ to GBP', href: '/xtz-to-gbp' },
    { text: 'XTZ to BTC', href: '/xtz-to-btc' },
    { text: 'XTZ to ETH', href: '/xtz-to-eth' },
    { text: '100 XTZ to USD', href: '/xtz-to-usd/100' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
