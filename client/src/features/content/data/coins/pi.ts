import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'pi',
  coinId: 'pi-network',
  name: 'Pi Network',
  symbol: 'PI',
  layout: 'faq-card',
  notice:
    'Pi Network values on this page are estimates. Trading in PI is limited to a smaller group of exchanges, and the prices quoted on them can vary widely, so treat any PI to USD figure as a rough guide rather than a firm value.',
  intro: [
    'This converter estimates what an amount of PI, the coin of Pi Network, is worth in US dollars or another currency. It uses market data where it is available and shows the rate for one PI along with the inverse rate, so you can work in either direction.',
    'Pi Network became known for its mobile app, which let people earn coins by checking in each day. Its open mainnet only began in February 2025, and trading is still thinner than for older coins, so read the figures here with care. The guide below explains the conversion, the project and the risks around its price.',
  ],
  converting:
    'Select the Crypto to FIAT tab, type an amount, choose PI in the From list and USD in the To list, and the converter displays the estimated dollar value, the rate per PI and the inverse rate. The swap button turns it into a USD to PI conversion. Rates are the median price across CoinGecko and the exchanges that list PI, updated every minute, and Refresh can be used once every 10 seconds. If live data is missing, the page says the values are approximate. Because PI trades on relatively few markets, the price you are offered on a given exchange may differ noticeably from the figure shown here.',
  valueTable: {
    caption: 'Illustrative PI to USD values (estimated)',
    rows: [
      { amount: '1 PI', value: '1–3 USD (estimated)' },
      { amount: '10 PI', value: '10–30 USD (estimated)' },
      { amount: '100 PI', value: '100–300 USD (estimated)' },
      { amount: '1,000 PI', value: '1,000–3,000 USD (estimated)' },
    ],
    note: "This table is an illustration from an earlier period, when PI values were rough estimates of about 1–3 USD. It is not today's price. Use the live converter above for the current PI to USD rate, and remember that exchange prices for PI can differ widely.",
  },
  faq: {
    what: {
      question: 'What is Pi Network (PI)?',
      answer: [
        'Pi Network is a cryptocurrency project started by a team that included Stanford graduates Nicolas Kokkalis and Chengdiao Fan. Its mobile app launched in 2019 and let users accumulate PI by tapping a button once a day, a process the project calls mining, although it does not involve the heavy computation used by Bitcoin.',
        "For several years Pi ran an enclosed mainnet: coins could move inside the network but could not be sent to outside exchanges, so no genuine market price existed. The Open Network mainnet launched in February 2025, allowing PI to be withdrawn to external exchanges for the first time. Users must complete identity verification (KYC) before their balances can move to the mainnet.",
      ],
    },
    unique: {
      question: 'What makes Pi Network different from other cryptocurrencies?',
      answer: [
        "Pi's main difference is its mobile-first approach. Instead of requiring mining hardware or a large stake, it grew a very large user base through a free phone app and a referral system. Its blockchain uses a consensus model derived from the Stellar Consensus Protocol, in which nodes rely on groups of trusted peers to agree on transactions.",
        'The project also runs the Pi Browser and an app ecosystem where PI can be used inside the network. Because much of the supply is still held by users who earned it in the app or by the core team, and much of it has not yet reached exchanges, its market behaves differently from coins that have traded openly for years.',
      ],
    },
    rateFactors: {
      question: 'What affects the PI to USD rate?',
      answer: [
        'The PI price depends on supply and demand on the exchanges that list it. Because relatively few exchanges trade PI and liquidity is thinner than for long-established coins, prices can swing sharply and differ from one exchange to another.',
        'Other important factors include how many coins are migrated to the mainnet and sold, unlocking schedules for earned and team-held coins, new exchange listings, progress in apps that accept PI, and the overall mood of the crypto market. For these reasons, every figure for PI should be treated as an estimate.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell PI?',
      intro:
        'Since the open mainnet launched in February 2025, PI has been listed by a number of centralized exchanges, usually against USDT. Exchanges that have listed PI include:',
      exchanges: ['OKX', 'Bitget', 'Gate.io', 'MEXC', 'HTX', 'BitMart'],
      note: 'Pioneers who earned PI in the app hold it in the Pi Wallet, which is opened through the Pi Browser; coins can only be moved to an exchange after KYC and mainnet migration. Be very careful with anyone offering to buy, sell or unlock PI privately, as scams targeting Pi users are common.',
      reminder:
        'Listings for PI are still changing and vary by country, so confirm that an exchange is reputable and available where you live. Turn on two-factor authentication, and never share your Pi Wallet passphrase or any seed phrase with anyone.',
    },
  },
  related: [
    { text: 'PI to EUR', href: '/pi-to-eur' },
    { text: 'PI to GBP', href: '/pi-to-gbp' },
    { text: 'PI to INR', href: '/pi-to-inr' },
    { text: 'PI to BTC', href: '/pi-to-btc' },
    { text: '100 PI to USD', href: '/pi-to-usd/100' },
    { text: 'USD to PI', href: '/usd-to-pi' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
