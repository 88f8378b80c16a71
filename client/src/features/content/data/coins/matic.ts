import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'matic',
  coinId: 'matic-network',
  name: 'Polygon',
  symbol: 'MATIC',
  layout: 'guide',
  intro: [
    'Polygon is a family of networks that help scale Ethereum, best known for the Polygon PoS chain, where transactions are much cheaper than on Ethereum itself. Its original token, MATIC, paid network fees and secured the chain through staking.',
    'In 2024 Polygon began replacing MATIC with a new token, POL, at a one-to-one ratio. Because the upgrade is one-to-one, a MATIC amount and the same POL amount are worth the same, and you can convert either to US dollars at the live rate shown above.',
  ],
  converting:
    'To convert Polygon to USD, enter your amount and the converter multiplies it by the current market rate, the median price across CoinGecko and any exchanges that still quote MATIC, which refreshes every minute. Because MATIC was upgraded to POL one-for-one, a MATIC amount and the same POL amount have the same market value. Exchange fees and spreads mean the amount you receive when selling may be slightly lower.',
  guide: {
    steps: [
      'Select the Crypto to FIAT tab to convert a cryptocurrency into a traditional currency.',
      'In the From picker, search for Polygon or MATIC and choose it as the source coin.',
      'In the To picker, select USD as the target currency so the result appears in US dollars.',
      'Type the amount of tokens into the Amount field. Whole numbers and decimals both work.',
      'Read the value in US dollars together with the exchange rate and the inverse rate, which shows how many tokens one dollar buys.',
      'Press Refresh for the latest price (once every 10 seconds), or use the swap button to convert USD into the token instead.',
    ],
    priceFactors: [
      {
        title: 'The move from MATIC to POL',
        text: 'POL replaced MATIC as the gas and staking token of Polygon PoS. MATIC had a fixed supply of 10 billion, while POL adds a modest yearly emission for validator rewards and a community treasury, which changes the supply picture.',
      },
      {
        title: 'Network usage',
        text: 'Demand for transactions on Polygon PoS and related Polygon networks, from payments, games, decentralized finance and asset tokenization, drives the need for the token.',
      },
      {
        title: 'Competition among scaling networks',
        text: 'Polygon competes with other Ethereum layer-two networks and blockchains for users and developers, and shifts in that competition can influence its price.',
      },
      {
        title: 'Ethereum and the wider market',
        text: 'As an Ethereum scaling project, Polygon is affected by activity and sentiment around Ethereum, as well as by general trends in the crypto market.',
      },
    ],
    whyConvert: [
      {
        title: 'Value old and new holdings',
        text: 'Whether you still hold MATIC or have already moved to POL, converting to USD shows what your balance is worth at the current market rate.',
      },
      {
        title: 'Estimate network costs',
        text: 'Knowing the token\'s dollar value helps you understand what transaction fees and staking rewards on Polygon amount to.',
      },
      {
        title: 'Compare exchange quotes',
        text: 'A live reference rate makes it easier to judge whether an exchange\'s price and fees are reasonable before you trade.',
      },
      {
        title: 'Keep accurate records',
        text: 'Recording the USD value at the time of a swap, sale or migration is useful for budgeting and for tax reporting where it applies.',
      },
    ],
    closing: {
      title: 'Using the Polygon to USD converter',
      paragraphs: [
        'The rates on this page are real-time market rates from CoinGecko and any exchanges that still quote MATIC, and values shown in tables are approximate. If live data cannot be loaded, the page tells you it is showing approximate values.',
        'If you still hold MATIC on Ethereum, check Polygon\'s official documentation or your exchange for how to upgrade it to POL, and confirm final prices on the platform where you trade.',
      ],
    },
  },
  faq: {
    what: {
      question: 'What is Polygon (MATIC)?',
      answer: [
        'Polygon started in 2017 as Matic Network, founded by Jaynti Kanani, Sandeep Nailwal and Anurag Arjun, and later joined by Mihailo Bjelic. Its MATIC token launched in 2019, and the project renamed itself Polygon in 2021. Its main network, Polygon PoS, is compatible with Ethereum, so the same wallets and smart contracts work on it.',
        'In September 2024, Polygon began migrating from MATIC to POL. On Polygon PoS, POL became the token used for gas and staking, and holders of MATIC on Ethereum can upgrade at a one-to-one ratio. Many exchanges converted their customers\' MATIC balances to POL automatically.',
      ],
    },
    unique: {
      question: 'How does POL differ from MATIC?',
      answer: [
        'POL is the successor to MATIC and is meant to serve several Polygon networks rather than a single chain, with a role in staking and securing Polygon\'s wider ecosystem. MATIC had a fixed supply of 10 billion tokens, whereas POL started with the same 10 billion and includes an ongoing emission set by Polygon\'s governance process.',
        'For pricing purposes the two are treated as the same asset, because each MATIC can be upgraded to one POL. That is why this page keeps the familiar MATIC name and web address for a value that applies to POL as well.',
      ],
    },
    rateFactors: {
      question: 'What affects the MATIC to USD rate?',
      answer: [
        'The rate is driven by demand for Polygon networks, the token\'s supply and emission schedule, staking participation, competition with other Ethereum scaling solutions, developments at Ethereum, and the broader crypto market.',
        'Most exchanges now trade the token as POL; the rate above comes from CoinGecko and any exchanges that still quote MATIC, and updates every minute. Compare it with the POL price on your exchange before you trade.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell MATIC?',
      intro:
        'Most major exchanges now list the token as POL, and many of them converted existing MATIC balances automatically. Established exchanges that support it include:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'For self-custody, Ethereum-compatible wallets such as MetaMask can hold POL on both Ethereum and Polygon PoS, and decentralized exchanges such as Uniswap and QuickSwap support it. If you hold MATIC in your own wallet, use only Polygon\'s official portal to upgrade.',
      reminder:
        'Trade only on reputable exchanges, enable two-factor authentication, and never share your seed phrase; be cautious of websites or messages offering to help with the MATIC to POL migration.',
    },
  },
  related: [
    { text: 'MATIC to EUR', href: '/matic-to-eur' },
    { text: 'MATIC to GBP', href: '/matic-to-gbp' },
    { text: 'MATIC to ETH', href: '/matic-to-eth' },
    { text: 'MATIC to BTC', href: '/matic-to-btc' },
    { text: 'USD to MATIC', href: '/usd-to-matic' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
