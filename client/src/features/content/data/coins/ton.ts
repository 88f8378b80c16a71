import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'ton',
  coinId: 'the-open-network',
  name: 'Toncoin',
  symbol: 'TON',
  layout: 'faq-card',
  intro: [
    'This page converts Toncoin (TON) into US dollars and other currencies. Enter an amount of TON, pick what you want to convert it to, and the converter returns the result with the current rate and the inverse rate.',
    'Toncoin is the native currency of The Open Network, a blockchain first designed by the team behind Telegram and later taken over by an independent community. It is used to pay fees, to stake with validators and to make payments, including inside the Telegram app.',
  ],
  converting:
    'For a TON to USD conversion, open the "Crypto to FIAT" tab, type the amount, choose TON in From and USD in To. The result uses the median price across CoinGecko and the exchanges that list Toncoin, refreshed every minute; press Refresh for a new quote, up to once every 10 seconds. Switch to "Crypto to Crypto" to compare TON with Bitcoin, Ether or a stablecoin. When live rates cannot be reached, the page labels the values as approximate.',
  faq: {
    what: {
      question: 'What is Toncoin (TON)?',
      answer: [
        'The Open Network started in 2018 as the Telegram Open Network, designed by Nikolai and Pavel Durov. Telegram withdrew from the project in 2020 after a legal dispute with the US Securities and Exchange Commission, and open-source developers continued it under the name The Open Network, later supported by the TON Foundation.',
        'Toncoin is the network\'s native token. It pays for transactions and storage, is staked by validators under a proof-of-stake system, and is used for services such as TON DNS names. The initial supply was about five billion TON, with a small amount of new issuance paid out as validator rewards.',
      ],
    },
    unique: {
      question: 'What makes The Open Network different?',
      answer: [
        'TON is built as a set of blockchains rather than a single chain: a masterchain coordinates the network, while workchains can split into many shardchains when activity rises. This design is meant to keep transactions fast and fees low as usage grows.',
        'Its other distinguishing feature is its close link with Telegram. Users can hold and send Toncoin through wallets built into the messenger, and many mini apps and games inside Telegram use TON for payments, which gives the network an unusually large potential audience.',
      ],
    },
    rateFactors: {
      question: 'What affects the TON to USD rate?',
      answer: [
        'General crypto market trends influence Toncoin, as they do almost every digital asset. On top of that, news around Telegram, including new features that use TON and developments concerning the company and its founder, can move the price quickly.',
        'Network activity, such as the number of wallets, mini apps and payments, affects demand for the token, while staking, exchange listings, liquidity and regulatory news play their part. Changes in the value of the US dollar also feed into the pair.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell TON?',
      intro:
        'Toncoin is available on most large exchanges, typically traded against USDT or other major assets. Established exchanges that list it include:',
      exchanges: ['Binance', 'OKX', 'Bybit', 'KuCoin', 'Gate.io', 'HTX'],
      note: 'Self-custody wallets such as Tonkeeper, or the wallet built into Telegram, can hold TON, and decentralized exchanges on the network such as STON.fi and DeDust let you swap it. When depositing TON to an exchange, include the memo or comment the exchange asks for, or the funds may not be credited.',
      reminder:
        'Use reputable exchanges, switch on two-factor authentication, and keep your 24-word recovery phrase written down somewhere safe and offline. Be wary of messages in Telegram that ask for your phrase or offer to double your coins.',
    },
  },
  related: [
    { text: 'TON to EUR', href: '/ton-to-eur' },
    { text: 'TON to GBP', href: '/ton-to-gbp' },
    { text: 'TON to CAD', href: '/ton-to-cad' },
    { text: '100 TON to USD', href: '/ton-to-usd/100' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
