import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'xmr',
  coinId: 'monero',
  name: 'Monero',
  symbol: 'XMR',
  layout: 'faq-card',
  intro: [
    'This converter shows what an amount of Monero (XMR) is worth in US dollars or another currency, based on real-time market rates. Enter an amount to see the converted value, the XMR to USD rate and the inverse rate.',
    'Monero is a privacy-focused cryptocurrency that hides senders, receivers and amounts by default. Because of that, some exchanges and countries restrict it. The guide below explains how to convert XMR, how Monero works, what affects its price and where it can still be traded.',
  ],
  converting:
    'Select the Crypto to FIAT tab, type the number of coins in the Amount field, and choose XMR as the From currency and USD as the To currency. The result shows the dollar value along with the XMR to USD and USD to XMR rates, and the swap button reverses the pair. Prices are the median across CoinGecko and the exchanges that list XMR, updated every minute, and the Refresh button works once every 10 seconds. If live data cannot be loaded, the page says that the values are approximate.',
  faq: {
    what: {
      question: 'What is Monero (XMR)?',
      answer: [
        'Monero is a cryptocurrency launched in April 2014, based on the CryptoNote protocol. It is developed by an open-source community rather than a company, and it is mined with proof of work. Since 2019 it has used the RandomX algorithm, which is designed to run efficiently on ordinary computer processors instead of specialized mining machines.',
        'New blocks arrive about every two minutes. Monero has no fixed maximum supply: after the main emission ended in 2022, a small permanent tail emission of 0.6 XMR per block continues so that miners are always paid to secure the network.',
      ],
    },
    unique: {
      question: 'What makes Monero different from other cryptocurrencies?',
      answer: [
        'On most blockchains, such as Bitcoin, balances and transfers are publicly visible. Monero makes privacy the default for every transaction. Ring signatures mix the real sender with decoys, stealth addresses give each payment a one-time destination, and Ring Confidential Transactions (RingCT) hide the amount sent.',
        'Because every coin looks the same on the blockchain, Monero is often described as fungible. Users who need to prove a payment can share a view key or a payment proof. These privacy features are also the reason regulators in several places have pushed exchanges to stop supporting XMR.',
      ],
    },
    rateFactors: {
      question: 'What affects the XMR to USD rate?',
      answer: [
        'The XMR price depends on supply and demand and partly follows the wider crypto market. Regulation has an unusually strong effect on Monero: delistings by large exchanges reduce liquidity and can push the price down, while demand for financial privacy supports it.',
        'Network upgrades, mining activity, the small steady tail emission, trading volume on the remaining exchanges and general economic conditions also matter. Rates can vary between venues because liquidity is spread thinly, so check the live converter for the current figure.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell XMR?',
      intro:
        'Monero has been delisted by several large exchanges, including Binance and OKX in 2024, and Kraken stopped offering it to customers in the European Economic Area. Japan and South Korea do not allow privacy coins on local exchanges. Exchanges that still list XMR, at least in some regions, include:',
      exchanges: ['Kraken', 'KuCoin', 'Gate.io', 'MEXC', 'Poloniex', 'CoinEx'],
      note: 'Listings change often, so check that an exchange still supports XMR in your country before depositing. Many users hold Monero in the official Monero GUI wallet or in mobile wallets such as Cake Wallet, and some acquire it through decentralized options such as atomic swaps or the Haveno exchange.',
      reminder:
        'Make sure that buying and holding Monero is legal where you live, and use reputable exchanges only. Enable two-factor authentication, and store your Monero seed phrase offline, never sharing it with anyone.',
    },
  },
  related: [
    { text: 'XMR to EUR', href: '/xmr-to-eur' },
    { text: 'XMR to GBP', href: '/xmr-to-gbp' },
    { text: 'XMR to BTC', href: '/xmr-to-btc' },
    { text: '1 XMR to USD', href: '/xmr-to-usd/1' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
