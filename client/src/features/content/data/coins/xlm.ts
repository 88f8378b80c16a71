import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'xlm',
  coinId: 'stellar',
  name: 'Stellar',
  symbol: 'XLM',
  layout: 'faq-card',
  intro: [
    'Use this converter to find the value of Stellar lumens (XLM) in US dollars or another currency. It works with real-time market rates and shows the converted amount, the price of one XLM and the inverse rate.',
    'Stellar is an open payment network designed to move money, including digital versions of traditional currencies, quickly and cheaply. The following sections explain how to convert XLM, what Stellar is for, what affects the price and where XLM can be bought or sold.',
  ],
  converting:
    'Pick the Crypto to FIAT tab, type an amount, and set XLM as the From currency and USD as the To currency. The converter shows the dollar value, the XLM to USD rate and the USD to XLM rate, and the swap button reverses the pair. The rates are the median price across CoinGecko and the exchanges that list XLM, updated every minute; the Refresh button can be used once every 10 seconds. If live data is not available, the page tells you that the values are approximate.',
  faq: {
    what: {
      question: 'What is Stellar (XLM)?',
      answer: [
        'Stellar is a public blockchain network launched in 2014 by Jed McCaleb and Joyce Kim. Its development is supported by the Stellar Development Foundation, a non-profit organization. The native asset is the lumen, traded under the ticker XLM.',
        'Stellar does not use mining. It relies on the Stellar Consensus Protocol, a federated Byzantine agreement system in which each validator chooses a set of other nodes it trusts, and ledgers close about every five seconds. In 2019 the foundation burned about half of the existing lumens, and no new XLM is created through inflation.',
      ],
    },
    unique: {
      question: 'What is Stellar used for?',
      answer: [
        'Stellar is built for payments and for issuing digital assets. Banks, payment companies and other organizations, known as anchors, can issue tokens that represent currencies such as the US dollar, and the network includes a built-in decentralized exchange that can convert between assets as part of a single payment.',
        'XLM pays the very small transaction fees that protect the network from spam, and every account must keep a minimum balance of lumens. In 2024 Stellar added Soroban, a smart contract platform, extending the network beyond simple payments.',
      ],
    },
    rateFactors: {
      question: 'What affects the XLM to USD rate?',
      answer: [
        'Like other cryptocurrencies, XLM is priced by supply and demand on exchanges, and it tends to move with the broader crypto market. Adoption of Stellar by payment companies and financial institutions, and growth in assets and applications on the network, can affect demand.',
        'Releases of lumens held by the Stellar Development Foundation, competition from other payment networks, regulatory developments, exchange listings and general economic conditions are further factors. Check the live converter for the current rate.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell XLM?',
      intro:
        'XLM is widely listed and trades against fiat currencies, stablecoins and bitcoin on many platforms. Long-running exchanges that offer XLM include:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'OKX', 'KuCoin'],
      note: "You can also keep XLM in a Stellar wallet such as LOBSTR or on a Ledger hardware wallet, and trade on Stellar's built-in decentralized exchange. A new account must be funded with a small minimum balance, and many exchanges require a memo with deposits, so include it exactly as shown.",
      reminder:
        'Choose reputable exchanges that are available in your region, enable two-factor authentication, and never give anyone your secret key or seed phrase.',
    },
  },
  related: [
    { text: 'XLM to EUR', href: '/xlm-to-eur' },
    { text: 'XLM to GBP', href: '/xlm-to-gbp' },
    { text: 'XLM to BTC', href: '/xlm-to-btc' },
    { text: 'XLM to XRP', href: '/xlm-to-xrp' },
    { text: '1000 XLM to USD', href: '/xlm-to-usd/1000' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
