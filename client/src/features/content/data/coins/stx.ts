import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'stx',
  coinId: 'blockstack',
  name: 'Stacks',
  symbol: 'STX',
  layout: 'faq-card',
  intro: [
    'This converter shows how much Stacks (STX) is worth in US dollars and other currencies. Enter an amount of STX, choose a currency, and you will see the converted value with the current rate and the inverse rate.',
    'Stacks is a layer that adds smart contracts and decentralized applications to Bitcoin. Its blocks are anchored to the Bitcoin blockchain, and STX is the token used to pay fees, reward miners and take part in a system called Stacking that pays participants in bitcoin.',
  ],
  converting:
    'To convert Stacks to USD, open the "Crypto to FIAT" tab, enter the amount of STX, and pick STX in From and USD in To. Rates are the median price across CoinGecko and the exchanges that list STX, updated every minute; press Refresh, up to once every 10 seconds, for a new quote. Switch to "Crypto to Crypto" if you want to see STX priced in BTC. If the live feed is unavailable, the page notes that the values are approximate.',
  faq: {
    what: {
      question: 'What is Stacks (STX)?',
      answer: [
        'Stacks began as Blockstack, a project founded in 2013 by Muneeb Ali and Ryan Shea. In 2019 it held one of the first token offerings qualified by the US Securities and Exchange Commission under Regulation A+, and the Stacks 2.0 mainnet launched in January 2021.',
        "STX is the native token. It pays transaction fees, is minted as a reward for miners who produce Stacks blocks, and can be locked in Stacking. The supply grows on a declining schedule toward a cap of roughly 1.82 billion STX. The Nakamoto upgrade in 2024 brought faster blocks and tied Stacks' finality more closely to Bitcoin.",
      ],
    },
    unique: {
      question: 'What makes Stacks different from other smart-contract platforms?',
      answer: [
        'Stacks uses a consensus mechanism called Proof of Transfer. Miners spend bitcoin to compete for the right to write Stacks blocks, and that bitcoin goes to STX holders who lock up their tokens through Stacking. This links Stacks closely to the Bitcoin network without changing Bitcoin itself.',
        'Smart contracts on Stacks are written in Clarity, a language designed to be predictable and readable so developers can see exactly what a contract will do before it runs. Clarity contracts can also read the state of the Bitcoin blockchain, and a two-way bridge called sBTC is meant to bring bitcoin into Stacks applications.',
      ],
    },
    rateFactors: {
      question: 'What affects the STX to USD rate?',
      answer: [
        "Because Stacks is built around Bitcoin, the STX price often reacts to Bitcoin's own price and to interest in Bitcoin-based applications. The general state of the crypto market plays a large role as well.",
        'Network upgrades, activity in Stacks applications, the yield offered by Stacking, new token issuance, exchange liquidity, regulatory news and changes in the US dollar are other factors that can move the STX to USD rate.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell STX?',
      intro:
        'STX is listed on many well-known centralized exchanges, typically against USD, USDT or BTC. Long-established platforms that offer it include:',
      exchanges: ['Binance', 'Coinbase', 'Kraken', 'OKX', 'KuCoin', 'Gate.io'],
      note: 'Wallets built for Stacks and Bitcoin, such as Leather and Xverse, can hold STX, take part in Stacking and connect to decentralized exchanges that run on Stacks. Stacks addresses differ from Bitcoin addresses, so check which one you are using before sending funds.',
      reminder:
        'Use reputable exchanges, secure your accounts with two-factor authentication, and keep your seed phrase offline. A wallet provider will never ask you to share it.',
    },
  },
  related: [
    { text: 'STX to EUR', href: '/stx-to-eur' },
    { text: 'STX to GBP', href: '/stx-to-gbp' },
    { text: 'STX to JPY', href: '/stx-to-jpy' },
    { text: '100 STX to USD', href: '/stx-to-usd/100' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
