import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'avax',
  coinId: 'avalanche-2',
  name: 'Avalanche',
  symbol: 'AVAX',
  layout: 'faq-card',
  intro: [
    'Use this converter to see what an amount of AVAX, the native token of the Avalanche network, is worth in US dollars or in another currency. The result is based on real-time market rates and shows both the AVAX to USD rate and the inverse USD to AVAX rate.',
    'Avalanche is a proof-of-stake blockchain platform for smart contracts and custom networks. The sections below explain how to run a conversion, what AVAX is used for, which factors move its dollar rate, and where the token is commonly traded.',
  ],
  converting:
    'Choose the Crypto to FIAT tab, enter the number of tokens in the Amount field, select AVAX as the From currency and USD as the To currency. The page shows the dollar value, the price of one AVAX and the value of one dollar in AVAX; the swap button reverses the pair. Prices are the median across CoinGecko and the exchanges that list AVAX, updated every minute, and you can press Refresh once every 10 seconds. When live data is unavailable, the page marks the values as approximate. To compare AVAX with another coin, switch to the Crypto to Crypto tab.',
  valueTable: {
    caption: 'Illustrative AVAX to USD values',
    rows: [
      { amount: '1 AVAX', value: '20–30 USD' },
      { amount: '10 AVAX', value: '200–300 USD' },
      { amount: '100 AVAX', value: '2,000–3,000 USD' },
      { amount: '2,000 AVAX (minimum validator stake)', value: '40,000–60,000 USD' },
    ],
    note: "This table is an illustration from an earlier period when AVAX traded at roughly 20–30 USD. It is not today's price. Use the live converter above for the current AVAX to USD rate.",
  },
  faq: {
    what: {
      question: 'What is Avalanche (AVAX)?',
      answer: [
        'Avalanche is a layer-1 blockchain developed by Ava Labs, a company co-founded by computer scientist Emin Gün Sirer. Its mainnet launched in September 2020. The network is secured by proof of stake and uses the Avalanche consensus protocol, in which validators repeatedly sample small groups of other validators to reach agreement quickly, usually within a couple of seconds.',
        'AVAX is the native token. It pays transaction fees, which are burned, and it is staked by validators and delegators to secure the network. Running a validator requires staking at least 2,000 AVAX. The supply is capped at 720 million tokens.',
      ],
    },
    unique: {
      question: 'What is AVAX used for, and what makes Avalanche different?',
      answer: [
        'The main public network is made up of several built-in chains with separate jobs: the C-Chain runs Ethereum-compatible smart contracts, the X-Chain handles asset transfers, and the P-Chain coordinates validators and staking. Because the C-Chain supports the Ethereum Virtual Machine, many Ethereum wallets and applications work on Avalanche with few changes.',
        'Avalanche also lets projects launch their own blockchains, originally called subnets and now known as Avalanche L1s, with their own rules, fee tokens and validator sets. AVAX is used for fees, staking and governance across this ecosystem.',
      ],
    },
    rateFactors: {
      question: 'What affects the AVAX to USD rate?',
      answer: [
        'The AVAX price is driven by supply and demand on exchanges and tends to follow the wider crypto market. Activity on the network, such as decentralized finance, gaming and new Avalanche L1 chains, can influence demand for the token, as can the amount of AVAX locked in staking.',
        'Token unlocks from earlier allocations, fee burning, competition from other smart contract platforms, exchange listings and general economic conditions also play a part. Rates can move quickly, so check the live converter for the current figure.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell AVAX?',
      intro:
        'AVAX is listed on most large exchanges, usually against the US dollar, the euro, stablecoins and bitcoin. Established exchanges that offer AVAX include:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'AVAX can also be held in self-custody wallets such as Core, the wallet from Ava Labs, or MetaMask on the C-Chain, and swapped on decentralized exchanges such as Trader Joe (LFJ). When withdrawing from an exchange, make sure you choose the C-Chain or the network your wallet expects.',
      reminder:
        'Check which services are available in your country and compare fees, which commonly fall around 0.1–0.5% per trade. Stick to reputable exchanges, enable two-factor authentication, and keep your seed phrase offline and private.',
    },
  },
  related: [
    { text: 'AVAX to EUR', href: '/avax-to-eur' },
    { text: 'AVAX to GBP', href: '/avax-to-gbp' },
    { text: 'AVAX to BTC', href: '/avax-to-btc' },
    { text: 'AVAX to ETH', href: '/avax-to-eth' },
    { text: '10 AVAX to USD', href: '/avax-to-usd/10' },
    { text: '100 AVAX to USD', href: '/avax-to-usd/100' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
