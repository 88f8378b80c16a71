import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'dot',
  coinId: 'polkadot',
  name: 'Polkadot',
  symbol: 'DOT',
  layout: 'guide',
  intro: [
    'Polkadot is a blockchain network designed to connect many specialized blockchains and let them share security and exchange messages. DOT is its native token, used for staking, governance and paying for the blockspace that connected chains run on.',
    'This converter shows the value of DOT in US dollars using real-time market data. Enter an amount of DOT to get its USD value and the inverse rate, or choose another fiat currency or coin as the target.',
  ],
  converting:
    'To convert Polkadot to USD, type the number of DOT you want to value, and the converter multiplies it by the current DOT/USD market rate, the median price across CoinGecko and the exchanges that list DOT, updated every minute. The result is a market reference; when you sell on an exchange, its own spread and fees determine the exact amount you receive.',
  guide: {
    steps: [
      'Click the Crypto to FIAT tab, because you are converting a cryptocurrency into a fiat currency.',
      'Open the From picker, search for Polkadot or DOT, and select it as the source coin.',
      'Open the To picker and select USD as the target currency; you can type the code to find it quickly.',
      'Enter the amount of DOT in the Amount field. Decimal amounts such as 12.5 DOT are fine.',
      'Read the result in US dollars, along with the exchange rate and the inverse rate that shows how much DOT one dollar buys.',
      'Press Refresh to load the most recent rate (once every 10 seconds), or use the swap button to convert USD into DOT.',
    ],
    priceFactors: [
      {
        title: 'Staking participation',
        text: 'A large share of DOT is typically staked to secure the network. The staking rate and the rewards paid to validators and nominators affect how much DOT is actively traded.',
      },
      {
        title: 'Issuance and governance',
        text: 'New DOT is issued to reward stakers and fund the treasury, and the rules for issuance and spending are decided through on-chain governance, so governance decisions can change the supply outlook.',
      },
      {
        title: 'Ecosystem growth',
        text: 'The number and activity of chains and applications built on Polkadot, and demand for its blockspace, influence how useful DOT is in practice.',
      },
      {
        title: 'Broader crypto market',
        text: 'DOT usually moves with the overall crypto market, reacting to shifts in Bitcoin price, liquidity and investor sentiment.',
      },
    ],
    whyConvert: [
      {
        title: 'Check your holdings',
        text: 'Converting DOT to USD shows what a wallet, exchange or staking balance is worth in dollars at the current rate.',
      },
      {
        title: 'Value staking rewards',
        text: 'Nominators and pool members receive rewards in DOT; converting them to USD makes it easier to see what they are worth.',
      },
      {
        title: 'Compare before trading',
        text: 'Knowing the live market rate helps you judge whether an exchange price and its fees are reasonable before you buy or sell.',
      },
      {
        title: 'Records and reporting',
        text: 'The dollar value of DOT at the time of a transaction is useful for keeping personal records and for tax reporting where it applies.',
      },
    ],
    closing: {
      title: 'Using the DOT to USD converter',
      paragraphs: [
        'This page shows real-time market rates that refresh every minute, each the median price across CoinGecko and the exchanges that list DOT, and any values in tables are approximate. If live data is briefly unavailable, the page says it is showing approximate values.',
        'Treat the converter as a reference and confirm the exact price on the exchange you use, as fees and spreads vary between platforms.',
      ],
    },
  },
  faq: {
    what: {
      question: 'What is Polkadot (DOT)?',
      answer: [
        'Polkadot was created by Gavin Wood, a co-founder of Ethereum, and is supported by the Web3 Foundation, with Parity Technologies as a core developer. Its mainnet launched in 2020.',
        'The network is built around a central relay chain that provides shared security to connected blockchains, historically called parachains. It uses a proof-of-stake design called nominated proof of stake, in which nominators back validators with their DOT.',
      ],
    },
    unique: {
      question: 'What makes Polkadot unique?',
      answer: [
        'Instead of running every application on one chain, Polkadot lets many specialized blockchains connect to a shared relay chain, benefit from its security, and pass messages to one another. This lets each chain be tailored to its purpose while remaining part of one network.',
        'DOT holders also govern the network on-chain, voting on upgrades, treasury spending and other changes. Polkadot has a sister network, Kusama, which is used to trial new features in a live environment.',
      ],
    },
    rateFactors: {
      question: 'What affects the DOT to USD rate?',
      answer: [
        'The DOT to USD rate depends on trading demand, staking levels, issuance and governance decisions, growth of the Polkadot ecosystem, regulatory news, and the direction of the wider crypto market.',
        'The converter reads live prices that update every minute, so check the live rate above for the current value.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell DOT?',
      intro:
        'DOT is listed on most major cryptocurrency exchanges, where it can be traded for US dollars, other fiat currencies and stablecoins. Long-established exchanges that offer DOT include:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'For self-custody and staking, wallets such as Nova Wallet, Talisman and SubWallet support Polkadot, and hardware wallets such as Ledger can hold DOT as well.',
      reminder:
        'Use reputable exchanges, turn on two-factor authentication, and keep your seed phrase offline and private; never type it into a website or share it with anyone.',
    },
  },
  related: [
    { text: 'DOT to EUR', href: '/dot-to-eur' },
    { text: 'DOT to GBP', href: '/dot-to-gbp' },
    { text: 'DOT to BTC', href: '/dot-to-btc' },
    { text: 'DOT to ETH', href: '/dot-to-eth' },
    { text: 'USD to DOT', href: '/usd-to-dot' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
