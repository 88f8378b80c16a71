import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'bnb',
  coinId: 'binancecoin',
  name: 'BNB',
  symbol: 'BNB',
  layout: 'guide',
  intro: [
    'BNB is the native coin of BNB Chain and is closely tied to the Binance exchange, where it first appeared in 2017. It pays gas fees on BNB Smart Chain, can be staked with validators, and gives holders discounts and other benefits on Binance.',
    'This converter shows the value of BNB in US dollars using real-time market data. Type an amount of BNB to see the USD equivalent and the inverse rate, or change the target to another fiat currency or cryptocurrency.',
  ],
  converting:
    'Converting BNB to USD means multiplying your BNB amount by the current BNB/USD market rate. The converter takes that rate as the median price across CoinGecko and the exchanges that list BNB, and updates it every minute. The price you get when you sell can differ a little because each exchange sets its own spread and trading fees.',
  guide: {
    steps: [
      'Choose the Crypto to FIAT tab, because you are converting a cryptocurrency into a traditional currency.',
      'Open the From picker and select BNB as the source coin. You can search by name or by typing the ticker.',
      'Open the To picker and select USD as the target currency, so the value is shown in dollars.',
      'Enter the amount of BNB in the Amount field, whether it is a whole number or a fraction such as 0.05 BNB.',
      'Read the converted value in US dollars, along with the exchange rate and the inverse rate showing how much BNB one dollar is worth.',
      'Press Refresh for the latest figure (available once every 10 seconds), or use the swap button to convert from USD to BNB instead.',
    ],
    priceFactors: [
      {
        title: 'Binance and its ecosystem',
        text: 'Because BNB is linked to Binance, news about the exchange, including trading volumes, product changes and legal or regulatory matters, tends to affect the coin more than it affects most other assets.',
      },
      {
        title: 'Token burns',
        text: 'BNB started with a supply of 200 million coins, and regular burns remove coins from circulation with a long-term target of 100 million. Burn amounts are published, and a shrinking supply is one factor in the price.',
      },
      {
        title: 'BNB Chain usage',
        text: 'Activity on BNB Smart Chain, such as decentralized exchanges, token launches and games, creates demand for BNB to pay transaction fees.',
      },
      {
        title: 'Broader market conditions',
        text: 'BNB usually moves with the general crypto market, so changes in Bitcoin price, liquidity and investor sentiment are reflected in its rate.',
      },
    ],
    whyConvert: [
      {
        title: 'Value your balance',
        text: 'A quick BNB to USD conversion tells you what the coins in your exchange account or wallet are worth in dollars at the current rate.',
      },
      {
        title: 'Estimate fees and rewards',
        text: 'If you pay trading fees in BNB or receive BNB as staking rewards, converting to USD helps you understand what those amounts mean in everyday money.',
      },
      {
        title: 'Check a quote',
        text: 'Comparing an exchange or payment quote with the live market rate shows how large the spread or fee is before you confirm a transaction.',
      },
      {
        title: 'Keep records',
        text: 'Noting the dollar value of BNB when you buy, sell or spend it is useful for personal budgeting and for tax reporting where it applies.',
      },
    ],
    closing: {
      title: 'Using the BNB to USD converter',
      paragraphs: [
        'The rates here are real-time market rates, the median price across CoinGecko and the exchanges that list BNB, refreshed every minute, and any values shown in tables are approximate. If live data cannot be loaded, the page says that it is showing approximate values.',
        'For an exact amount, always check the final price on the exchange or app you use, since fees and spreads vary between platforms.',
      ],
    },
  },
  faq: {
    what: {
      question: 'What is BNB?',
      answer: [
        'BNB was created by Binance in 2017 and was first issued as a token on Ethereum during the exchange\'s initial coin offering. In 2019 it moved to Binance\'s own blockchain, and today it is the native coin of BNB Chain, whose main network is BNB Smart Chain.',
        'BNB Smart Chain is compatible with the Ethereum Virtual Machine, so many Ethereum tools and smart contracts work on it. The network is secured by a set of validators that stake BNB, a model often called Proof of Staked Authority.',
      ],
    },
    unique: {
      question: 'What is BNB used for?',
      answer: [
        'BNB pays gas fees on BNB Smart Chain and its related networks, and it can be staked to support validators. On Binance it can be used for trading fee discounts and to take part in token sales and other programs.',
        'What sets BNB apart from many other coins is its double role: it is both the fuel of a general-purpose blockchain and a utility token for one of the largest crypto exchanges, and it has a published burn program that reduces total supply over time.',
      ],
    },
    rateFactors: {
      question: 'What affects the BNB to USD rate?',
      answer: [
        'The BNB to USD rate depends on trading demand, news about Binance, activity on BNB Chain, the scheduled token burns, regulatory developments and the direction of the wider crypto market.',
        'The converter reads live market data that updates every minute, so check the live rate above for the current value.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell BNB?',
      intro:
        'BNB trades on Binance and on many other large exchanges, though availability depends on where you live, and some US platforms do not list it. Established exchanges that offer BNB include:',
      exchanges: ['Binance', 'OKX', 'Bybit', 'KuCoin', 'Gate.io', 'Bitget'],
      note: 'For self-custody, wallets such as Trust Wallet and MetaMask support BNB Smart Chain, and decentralized exchanges such as PancakeSwap let you swap BNB for other tokens on the network. Make sure you send BNB on the network your wallet expects.',
      reminder:
        'Choose reputable exchanges that operate legally in your region, enable two-factor authentication, and keep your seed phrase offline and private; no legitimate service will ever ask for it.',
    },
  },
  related: [
    { text: 'BNB to EUR', href: '/bnb-to-eur' },
    { text: 'BNB to GBP', href: '/bnb-to-gbp' },
    { text: 'BNB to BTC', href: '/bnb-to-btc' },
    { text: 'BNB to ETH', href: '/bnb-to-eth' },
    { text: 'USD to BNB', href: '/usd-to-bnb' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
