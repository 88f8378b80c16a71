import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'apt',
  coinId: 'aptos',
  name: 'Aptos',
  symbol: 'APT',
  layout: 'faq-card',
  intro: [
    'Use this converter to see how much Aptos (APT) is worth in US dollars or in other currencies. It uses real-time market rates and shows the converted amount together with the APT to USD rate and the inverse rate.',
    'Aptos is a proof-of-stake layer-1 blockchain that launched in 2022 and uses the Move programming language. The sections below explain how to convert APT, what sets Aptos apart, what influences its price and where it is traded.',
  ],
  converting:
    'On the Crypto to FIAT tab, enter an amount, choose APT in the From list and USD in the To list, and the page shows the dollar value along with the APT to USD and USD to APT rates. Press the swap button to reverse the pair, or switch to Crypto to Crypto to compare APT with another token. Rates are the median price across CoinGecko and the exchanges that list APT, updated every minute, and Refresh can be used once every 10 seconds. If the live feed is unavailable, the page states that the values are approximate.',
  faq: {
    what: {
      question: 'What is Aptos (APT)?',
      answer: [
        "Aptos is a layer-1 blockchain developed by Aptos Labs, founded by Mo Shaikh and Avery Ching, who previously worked on Meta's Diem blockchain project. The Aptos mainnet launched in October 2022. It uses a proof-of-stake consensus protocol derived from the BFT research carried out for Diem.",
        'APT is the native token. It pays transaction fees, is staked by validators and delegators to secure the network, and is used in governance. About one billion APT existed at launch, and new tokens are issued over time as staking rewards, so there is no fixed maximum supply.',
      ],
    },
    unique: {
      question: 'What makes Aptos different from other blockchains?',
      answer: [
        'Aptos smart contracts are written in Move, a language designed to treat digital assets as resources that cannot be copied or accidentally destroyed, which aims to prevent common classes of bugs. Aptos also executes transactions in parallel using an engine called Block-STM, which detects conflicts automatically instead of requiring developers to declare them in advance.',
        'Aptos and Sui share a background in Diem and both use Move, but they differ in design: Aptos keeps an account-based model with its own Move variant, while Sui is organized around objects. Aptos also supports features such as key rotation for accounts, which lets users change their keys without moving to a new address.',
      ],
    },
    rateFactors: {
      question: 'What affects the APT to USD rate?',
      answer: [
        'The APT price is driven by supply and demand on exchanges and usually follows the wider crypto market. Activity on the network, such as decentralized finance, payments and games, and the share of APT that is staked can change demand for the token.',
        'Regular token unlocks for early investors and contributors, issuance from staking rewards, competition from other fast blockchains, exchange listings and broader economic conditions also influence the rate. Check the live converter for the current value.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell APT?',
      intro:
        'APT has been listed on major exchanges since its mainnet launch and trades against stablecoins and, on several platforms, the US dollar or euro. Established exchanges that list APT include:',
      exchanges: ['Binance', 'Coinbase', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'To hold APT yourself, you can use an Aptos wallet such as Petra or a compatible hardware wallet, and swap tokens on decentralized exchanges built on Aptos. When withdrawing from an exchange, choose the Aptos network so the tokens arrive safely.',
      reminder:
        'Pick reputable exchanges that are available in your country, secure your account with two-factor authentication, and keep your seed phrase or private key offline where no one else can reach it.',
    },
  },
  related: [
    { text: 'APT to EUR', href: '/apt-to-eur' },
    { text: 'APT to GBP', href: '/apt-to-gbp' },
    { text: 'APT to BTC', href: '/apt-to-btc' },
    { text: 'APT to SUI', href: '/apt-to-sui' },
    { text: '100 APT to USD', href: '/apt-to-usd/100' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
