import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'xrp',
  coinId: 'ripple',
  name: 'XRP',
  symbol: 'XRP',
  layout: 'faq-card',
  intro: [
    'This converter turns any amount of XRP into US dollars, or into another fiat currency or cryptocurrency, using market rates that are refreshed throughout the day. Enter an amount, choose XRP and the currency you want, and the result appears together with the exchange rate and its inverse.',
    'XRP is the native asset of the XRP Ledger, a public network built for fast, low-cost payments. Below you will find a short guide to how the conversion works, what XRP is, what moves its price against the dollar, and where people commonly buy and sell it.',
  ],
  converting:
    'Open the Crypto to FIAT tab, type the number of coins in the Amount field, pick XRP in the From list and USD in the To list, and the converter shows the dollar value along with the rate for one XRP and for one dollar. Use the swap button to go from dollars to XRP instead. Rates are the median price across CoinGecko and the exchanges that list XRP, updated every minute, and the Refresh button fetches a new quote at most once every 10 seconds. If live data cannot be loaded, the page says so and the figures shown are approximate.',
  valueTable: {
    caption: 'Illustrative XRP to USD values',
    rows: [
      { amount: '1 XRP', value: '0.50–0.60 USD' },
      { amount: '10 XRP', value: '5–6 USD' },
      { amount: '100 XRP', value: '50–60 USD' },
      { amount: '1,000 XRP', value: '500–600 USD' },
    ],
    note: "This table is an illustration taken from an earlier period when XRP traded at roughly 0.50–0.60 USD. It is not today's price. Use the live converter above for the current XRP to USD rate.",
  },
  faq: {
    what: {
      question: 'What is XRP?',
      answer: [
        'XRP is the native digital asset of the XRP Ledger, an open-source public blockchain that went live in 2012. The ledger was created by developers David Schwartz, Jed McCaleb and Arthur Britto, and the company now known as Ripple was formed around the same time and received a large share of the coins. All 100 billion XRP were created when the ledger launched; there is no mining, and a tiny fee destroyed with each transaction slowly reduces the supply.',
        'Instead of proof of work or proof of stake, the XRP Ledger uses its own consensus protocol in which independent validators agree on each new ledger version every few seconds. Every account must hold a small minimum reserve of XRP. For many years that base reserve was 10 XRP, but it has been lowered over the years, so check the current reserve before funding a new account.',
      ],
    },
    unique: {
      question: 'How is XRP different from Ripple?',
      answer: [
        'Ripple is a private company that builds payment and custody products for banks and businesses, while XRP is the asset and the XRP Ledger is the public network it runs on. Ripple uses XRP in some of its cross-border payment services, but the ledger is open source, and anyone can run a validator, hold XRP or build on the network without involving the company.',
        'The XRP Ledger was designed for payments from the start: transactions settle in a few seconds, fees are a fraction of a cent, and the ledger includes a built-in decentralized exchange for trading issued tokens. That focus on quick, inexpensive settlement is what sets it apart from general-purpose smart contract platforms.',
      ],
    },
    rateFactors: {
      question: 'What affects the XRP to USD rate?',
      answer: [
        'Like other cryptocurrencies, XRP is priced by supply and demand across many exchanges, so its dollar rate moves with overall crypto market sentiment, trading volume and liquidity. News about Ripple the company, including legal and regulatory developments in the United States and elsewhere, has moved the price strongly in the past.',
        "Other factors include adoption of XRP for payments, releases of XRP that Ripple holds in escrow, exchange listings and delistings, and broader economic conditions that affect appetite for risk. Because the rate can change quickly, treat any figure as a snapshot and check the live converter before you trade.",
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell XRP?',
      intro:
        'XRP is one of the most widely listed cryptocurrencies, and it trades against the US dollar, the euro, stablecoins and bitcoin on most major platforms. Well-known exchanges that list XRP include:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'OKX', 'Bybit'],
      note: "If you prefer to hold XRP yourself, wallets such as Xaman (formerly Xumm) and hardware wallets from Ledger support the XRP Ledger. Remember that a new account needs the minimum reserve, and many exchanges require a destination tag when you deposit, so copy it exactly.",
      reminder:
        'Availability depends on where you live, and trading fees commonly fall somewhere around 0.1–0.5% per trade. Use reputable, regulated exchanges, turn on two-factor authentication, and never share your seed phrase or store it online.',
    },
  },
  related: [
    { text: 'XRP to EUR', href: '/xrp-to-eur' },
    { text: 'XRP to GBP', href: '/xrp-to-gbp' },
    { text: 'XRP to BTC', href: '/xrp-to-btc' },
    { text: '100 XRP to USD', href: '/xrp-to-usd/100' },
    { text: '1000 XRP to USD', href: '/xrp-to-usd/1000' },
    { text: 'USD to XRP', href: '/usd-to-xrp' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
