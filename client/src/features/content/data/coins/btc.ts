import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'btc',
  coinId: 'bitcoin',
  name: 'Bitcoin',
  symbol: 'BTC',
  layout: 'faq-card',
  intro: [
    'Bitcoin is the first cryptocurrency, a peer-to-peer digital currency that runs on a public blockchain with no central bank or company in charge. It was introduced in 2008 by the pseudonymous Satoshi Nakamoto, and its network has been running since January 2009.',
    'This converter shows the value of Bitcoin in US dollars using real-time market data. Enter any amount of BTC, including small fractions, to see its USD value and the inverse rate, or switch the target to another fiat currency or coin.',
  ],
  converting:
    'To convert Bitcoin to USD, enter the amount of BTC and the converter multiplies it by the current BTC/USD market rate, the median price across five exchanges and CoinGecko, which updates every minute. You can enter fractions of a bitcoin, since one BTC divides into 100 million satoshis, and fixed-amount pages such as 0.01 BTC to USD are also available. Exchanges apply their own spreads and fees, so the amount you receive when selling may be slightly lower than the market figure.',
  faq: {
    what: {
      question: 'What is Bitcoin (BTC)?',
      answer: [
        'Bitcoin is a decentralized digital currency described in a whitepaper published by Satoshi Nakamoto in October 2008. The first block was mined on January 3, 2009, and the network has been maintained since then by a global community of users, developers and miners.',
        'Transactions are recorded on a public ledger, the blockchain, and secured by proof of work: miners use computing power to add new blocks about every ten minutes and receive newly created bitcoin plus transaction fees as a reward. The smallest unit of bitcoin, one hundred millionth of a coin, is called a satoshi.',
      ],
    },
    unique: {
      question: 'What makes Bitcoin unique?',
      answer: [
        'Bitcoin has a fixed maximum supply of 21 million coins, written into its rules. The reward paid to miners halves roughly every four years, every 210,000 blocks, so new supply slows down over time until the limit is reached.',
        'As the oldest and most widely known cryptocurrency, Bitcoin is often described as a store of value or digital gold. It is also used for payments, including through faster layer-two systems such as the Lightning Network.',
      ],
    },
    rateFactors: {
      question: 'What affects the BTC to USD rate?',
      answer: [
        'The BTC to USD rate is set by supply and demand across exchanges worldwide. It is influenced by investor sentiment, interest rates and other economic conditions, regulatory decisions, flows into investment products such as exchange-traded funds, and the halving cycle that reduces new supply.',
        'Because the rate moves all the time, the converter uses live data that refreshes every minute. Check the live rate above for the current value.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell BTC?',
      intro:
        'Bitcoin is available on almost every cryptocurrency exchange and many brokerage and payment apps. Long-established exchanges where you can trade BTC for US dollars and other currencies include:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'Gemini', 'OKX'],
      note: 'For long-term self-custody, many holders use a hardware wallet such as Ledger or Trezor, or a dedicated Bitcoin wallet such as Sparrow or BlueWallet, so that only they control the private keys.',
      reminder:
        'Use reputable, regulated exchanges where possible, enable two-factor authentication, and write down your seed phrase on paper or metal kept offline; anyone who learns it can move your bitcoin.',
    },
  },
  related: [
    { text: 'BTC to EUR', href: '/btc-to-eur' },
    { text: 'BTC to GBP', href: '/btc-to-gbp' },
    { text: 'BTC to ETH', href: '/btc-to-eth' },
    { text: 'USD to BTC', href: '/usd-to-btc' },
    { text: '0.01 BTC to USD', href: '/btc-to-usd/0.01' },
    { text: '0.001 BTC to USD', href: '/btc-to-usd/0.001' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
