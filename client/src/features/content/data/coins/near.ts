import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'near',
  coinId: 'near',
  name: 'NEAR Protocol',
  symbol: 'NEAR',
  layout: 'faq-card',
  intro: [
    'This converter shows the value of NEAR, the native token of NEAR Protocol, in US dollars and other currencies at real-time market rates. Enter an amount to get the converted value, the NEAR to USD rate and the inverse rate.',
    'NEAR Protocol is a sharded proof-of-stake blockchain designed to be easy for developers and everyday users. The guide below covers how to convert NEAR, what the network offers, what moves the price and where the token is traded.',
  ],
  converting:
    'Choose the Crypto to FIAT tab, type an amount, and set NEAR as the From currency and USD as the To currency. You will see the dollar value together with the NEAR to USD and USD to NEAR rates, and the swap button turns the conversion around. Prices are the median across CoinGecko and the exchanges that list NEAR, updated every minute, and you can press Refresh once every 10 seconds. If live prices cannot be loaded, the page explains that the values are approximate.',
  faq: {
    what: {
      question: 'What is NEAR Protocol (NEAR)?',
      answer: [
        'NEAR Protocol is a layer-1 blockchain co-founded by Illia Polosukhin and Alexander Skidanov. Its mainnet launched in 2020, and the NEAR Foundation, a non-profit based in Switzerland, supports its development. The network is secured by proof of stake.',
        'NEAR is the native token. It pays for transactions and data storage, is staked by validators and delegators, and is used in governance. One billion NEAR existed at launch, and new tokens are issued as staking rewards, while a large share of each transaction fee is burned.',
      ],
    },
    unique: {
      question: 'What makes NEAR Protocol different?',
      answer: [
        'NEAR splits its work across shards using a design called Nightshade, so the network can add capacity by processing transactions in parallel. Accounts can have readable names such as alice.near instead of only long hexadecimal addresses, and a single account can hold several keys with different permissions.',
        'Smart contracts are usually written in Rust or JavaScript and compiled to WebAssembly, and Ethereum-compatible applications can run through Aurora, an EVM environment built on NEAR. The project also promotes chain abstraction, an approach meant to let one NEAR account sign transactions on other blockchains.',
      ],
    },
    rateFactors: {
      question: 'What affects the NEAR to USD rate?',
      answer: [
        'The NEAR price is set by supply and demand on exchanges and tends to move with the wider crypto market. Developer and user activity on the network, growth of applications and the amount of NEAR staked can all influence demand.',
        'New issuance from staking rewards, fee burning, token unlocks, competition from other smart contract platforms, exchange listings and broader economic conditions also play a part. Check the live converter for the current rate.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell NEAR?',
      intro:
        'NEAR is listed on many major exchanges and trades against stablecoins, bitcoin and, on some platforms, the US dollar or euro. Established exchanges that list NEAR include:',
      exchanges: ['Binance', 'Coinbase', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'For self-custody, NEAR-compatible wallets such as Meteor Wallet and hardware wallets from Ledger support the token, and decentralized exchanges such as Ref Finance run on NEAR. When withdrawing, choose the native NEAR network rather than a wrapped version on another chain unless you mean to.',
      reminder:
        'Use reputable exchanges that serve your country, turn on two-factor authentication, and keep your seed phrase offline and private, since anyone who has it can move your funds.',
    },
  },
  related: [
    { text: 'NEAR to EUR', href: '/near-to-eur' },
    { text: 'NEAR to GBP', href: '/near-to-gbp' },
    { text: 'NEAR to BTC', href: '/near-to-btc' },
    { text: 'NEAR to ETH', href: '/near-to-eth' },
    { text: '100 NEAR to USD', href: '/near-to-usd/100' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
