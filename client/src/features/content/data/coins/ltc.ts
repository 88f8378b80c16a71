import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'ltc',
  coinId: 'litecoin',
  name: 'Litecoin',
  symbol: 'LTC',
  layout: 'faq-card',
  intro: [
    'This converter calculates the value of Litecoin (LTC) in US dollars and other currencies using real-time market rates. Enter an amount and you get the converted value, the LTC to USD rate and the USD to LTC rate in one place.',
    'Litecoin is one of the oldest cryptocurrencies still in wide use, created in 2011 as a lighter, faster relative of Bitcoin. Below you can read how the conversion works, how Litecoin differs from Bitcoin, what drives its price and where it is traded.',
  ],
  converting:
    'Go to the Crypto to FIAT tab, enter the number of coins in the Amount box, select LTC in the From field and USD in the To field. The converter displays the dollar value and both the LTC to USD and USD to LTC rates; use the swap button to reverse them. Prices are the median across CoinGecko and the exchanges that list LTC, refreshed every minute, and you can press Refresh once every 10 seconds. If live prices are temporarily unavailable, the page labels the results as approximate.',
  faq: {
    what: {
      question: 'What is Litecoin (LTC)?',
      answer: [
        'Litecoin is a peer-to-peer cryptocurrency launched in October 2011 by Charlie Lee, a former Google engineer. It began as a fork of the Bitcoin Core code and works in a very similar way: transactions are recorded on a public blockchain secured by proof-of-work mining, and no company or central bank controls it.',
        "The maximum supply is 84 million LTC, four times Bitcoin's 21 million. New coins are created as block rewards, and the reward halves roughly every four years, every 840,000 blocks. The Litecoin Foundation, a non-profit, supports development and promotion of the network.",
      ],
    },
    unique: {
      question: 'How is Litecoin different from Bitcoin?',
      answer: [
        "Litecoin produces a block about every 2.5 minutes instead of Bitcoin's 10, so payments receive their first confirmation sooner. It uses the Scrypt mining algorithm rather than SHA-256, which means Litecoin is mined with different hardware from Bitcoin, and it has a larger total supply.",
        'Litecoin has often adopted technical upgrades early, including Segregated Witness in 2017, and it supports the Lightning Network. In 2022 it added MimbleWimble Extension Blocks (MWEB), an optional feature that lets users make transactions with confidential amounts.',
      ],
    },
    rateFactors: {
      question: 'What affects the LTC to USD rate?',
      answer: [
        'The LTC price is set by supply and demand across exchanges and usually tracks the wider crypto market, often moving in the same direction as Bitcoin. Use of Litecoin for payments, trading volume and liquidity on major exchanges all play a role.',
        'The halving schedule, which cuts the rate of new supply every four years, changes in mining activity, regulatory news, exchange listings and wider economic conditions can also influence the rate. Always check the live converter for the current value.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell LTC?',
      intro:
        'Litecoin has been traded for more than a decade and is available on almost every major exchange, often directly against the US dollar and the euro. Long-established exchanges that list LTC include:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'Gemini', 'OKX'],
      note: 'If you want to hold LTC yourself, the official Litecoin Core wallet, mobile wallets such as Litewallet, and hardware wallets from Ledger and Trezor all support Litecoin. Double-check the address format before sending, since Litecoin addresses can look similar to Bitcoin ones.',
      reminder:
        'Confirm that the exchange you use is reputable and licensed where you live. Turn on two-factor authentication, withdraw to a wallet you control if you hold for the long term, and keep your seed phrase offline and private.',
    },
  },
  related: [
    { text: 'LTC to EUR', href: '/ltc-to-eur' },
    { text: 'LTC to GBP', href: '/ltc-to-gbp' },
    { text: 'LTC to BTC', href: '/ltc-to-btc' },
    { text: '1 LTC to USD', href: '/ltc-to-usd/1' },
    { text: '10 LTC to USD', href: '/ltc-to-usd/10' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
