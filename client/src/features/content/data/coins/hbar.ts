import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'hbar',
  coinId: 'hedera-hashgraph',
  name: 'Hedera',
  symbol: 'HBAR',
  layout: 'faq-card',
  intro: [
    'Hedera is a public network built on the hashgraph consensus algorithm rather than a traditional chain of blocks. HBAR is its native token: it pays network fees, secures the network through proof-of-stake, and is used by applications that run on Hedera.',
    'This converter turns any amount of HBAR into US dollars, other fiat currencies or other cryptocurrencies. Rates are real-time, based on market data, while any fixed values quoted in tables or examples are approximate and can differ slightly from an exchange quote.',
  ],
  converting:
    'Enter an amount of HBAR, keep USD as the target currency and the result appears at once, together with the rate and the inverse rate (how much HBAR one dollar buys). Rates are the median price across CoinGecko and the exchanges that list HBAR, updated every minute; the Refresh button fetches a new quote, at most once every 10 seconds. If live data is unavailable, the page says that the values shown are approximate. Use the swap button to convert US dollars back into HBAR, or the Crypto to Crypto tab to compare HBAR with coins such as BTC or ETH.',
  faq: {
    what: {
      question: 'What is Hedera (HBAR)?',
      answer: [
        'Hedera is a public distributed ledger whose mainnet launched in 2018 and opened to the public in 2019. It uses hashgraph, a consensus algorithm invented by Leemon Baird, who co-founded the project with Mance Harmon. Nodes share information through a "gossip about gossip" process and reach agreement through virtual voting, which gives the network asynchronous Byzantine fault tolerance and fast finality.',
        'HBAR is the native token. It pays for transactions, smart contract execution and file storage, and it is staked to help secure the network. The total supply is fixed at 50 billion HBAR, all of which was created at launch and is released into circulation over time.',
      ],
    },
    unique: {
      question: 'What makes Hedera different from other networks?',
      answer: [
        'Hedera is governed by the Hedera Council, a group of large organizations from different industries and regions that serve limited terms and run network nodes. Transaction fees are set in US dollar terms and are kept low and predictable, which suits applications that send large numbers of small transactions.',
        'Beyond payments, Hedera offers a Consensus Service for timestamping and ordering data, a Token Service for issuing tokens without writing a smart contract, and a Smart Contract Service compatible with the Ethereum Virtual Machine. These are used for things like supply chain records, tokenized assets and loyalty programs.',
      ],
    },
    rateFactors: {
      question: 'What affects the HBAR to USD rate?',
      answer: [
        'The HBAR to USD rate reflects supply and demand on exchanges. Broader crypto market sentiment, and the direction of Bitcoin in particular, often moves HBAR along with other large tokens.',
        'Project-specific factors matter too: network usage, new enterprise or government applications, changes to the council, updates to staking, and the release of HBAR from the treasury into circulation. Regulatory news and trading volume on major exchanges can also influence the rate.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell HBAR?',
      intro:
        'HBAR trades on many large centralized exchanges, usually against USD, USDT and other major currencies. Availability depends on your country, so check which exchanges serve your region before you sign up.',
      exchanges: ['Binance', 'Coinbase', 'OKX', 'KuCoin', 'Bybit', 'Gate.io'],
      note: 'To hold HBAR yourself, you can use a wallet that supports the Hedera network, such as HashPack, or a hardware wallet with Hedera support. Decentralized exchanges on Hedera, such as SaucerSwap, let you swap HBAR for other Hedera tokens directly from your wallet.',
      reminder:
        'Use reputable, regulated exchanges, turn on two-factor authentication, and never share your seed phrase or private keys with anyone. Check the network before withdrawing, since sending HBAR to a wrong address or network can mean losing it.',
    },
  },
  related: [
    { text: 'HBAR to EUR', href: '/hbar-to-eur' },
    { text: 'HBAR to GBP', href: '/hbar-to-gbp' },
    { text: 'HBAR to BTC', href: '/hbar-to-btc' },
    { text: 'HBAR to ETH', href: '/hbar-to-eth' },
    { text: '1000 HBAR to USD', href: '/hbar-to-usd/1000' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
