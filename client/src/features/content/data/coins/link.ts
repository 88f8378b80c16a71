import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'link',
  coinId: 'chainlink',
  name: 'Chainlink',
  symbol: 'LINK',
  layout: 'guide',
  intro: [
    'Chainlink is a decentralized oracle network that brings outside information, such as asset prices, onto blockchains so that smart contracts can use it. LINK is the token that pays the node operators who deliver this data and that can be staked to help secure the service.',
    'This converter shows the value of LINK in US dollars using real-time market data. Type any amount of LINK to see its USD value and the inverse rate, or change the target to another fiat currency or coin.',
  ],
  converting:
    'To convert Chainlink to USD, enter your LINK amount and the converter multiplies it by the current LINK/USD market rate, the median price across CoinGecko and the exchanges that list LINK, refreshed every minute. The result is a reference based on trading across many exchanges; the price on a particular platform may differ slightly because of its spread and fees.',
  guide: {
    steps: [
      'Choose the Crypto to FIAT tab, since you are converting a cryptocurrency into a fiat currency.',
      'In the From picker, search for Chainlink or LINK and select it as the source coin.',
      'In the To picker, select USD as the target currency so the value is shown in US dollars.',
      'Enter the amount of LINK in the Amount field; fractions such as 0.75 LINK are accepted.',
      'Read the result in US dollars, along with the exchange rate and the inverse rate that shows how much LINK one dollar buys.',
      'Press Refresh for the latest rate, available once every 10 seconds, or use the swap button to convert USD into LINK.',
    ],
    priceFactors: [
      {
        title: 'Demand for oracle services',
        text: 'The more decentralized finance apps and other smart contracts rely on Chainlink price feeds and services, the more relevant LINK becomes as the token that pays for them.',
      },
      {
        title: 'Staking',
        text: 'LINK holders and node operators can stake tokens to back the reliability of Chainlink services. The amount staked and the rewards offered affect how much LINK is available to trade.',
      },
      {
        title: 'Fixed total supply',
        text: 'LINK has a total supply of one billion tokens. Part of it was held back at launch for node operator incentives and the company, so changes in circulating supply are watched by the market.',
      },
      {
        title: 'Partnerships and adoption',
        text: 'New integrations with blockchains, financial institutions or cross-chain projects can change expectations about how widely Chainlink is used.',
      },
      {
        title: 'Wider crypto market',
        text: 'LINK generally moves with the broader crypto market and with activity in Ethereum-based decentralized finance.',
      },
    ],
    whyConvert: [
      {
        title: 'Know your balance',
        text: 'Converting LINK to USD shows the dollar value of tokens held on an exchange, in a wallet or in a staking position.',
      },
      {
        title: 'Value rewards and payments',
        text: 'Node operators and stakers earn LINK; converting it to USD shows what those earnings are worth at the current rate.',
      },
      {
        title: 'Check quotes',
        text: 'A live reference rate lets you compare exchange prices and fees before you buy or sell LINK.',
      },
      {
        title: 'Keep records',
        text: 'Tracking the dollar value of LINK at the time of each transaction supports budgeting and tax reporting where it applies.',
      },
    ],
    closing: {
      title: 'Using the LINK to USD converter',
      paragraphs: [
        'All rates on this page are real-time market rates that update every minute, each the median price across CoinGecko and the exchanges that list LINK, and any values in tables are approximate. If live data is unavailable for a moment, the page says it is showing approximate values.',
        'Use the converter as a quick reference and confirm the final price on the platform where you trade.',
      ],
    },
  },
  faq: {
    what: {
      question: 'What is Chainlink (LINK)?',
      answer: [
        'Chainlink was created by Sergey Nazarov and Steve Ellis, who published its whitepaper in 2017. The LINK token was sold that year, and the Chainlink network went live on Ethereum mainnet in 2019.',
        'Chainlink connects smart contracts with data and systems outside the blockchain. A network of independent node operators fetches information such as market prices, aggregates it, and publishes it on-chain, so no single source controls the result.',
      ],
    },
    unique: {
      question: 'What is Chainlink used for?',
      answer: [
        'Blockchains cannot read outside data on their own, so applications use Chainlink for price feeds in lending and trading protocols, verifiable random numbers for games and NFT projects, automated contract execution, and proof that reserves backing a token actually exist.',
        'Chainlink also offers the Cross-Chain Interoperability Protocol, known as CCIP, which lets applications send tokens and messages between different blockchains. LINK is used to pay for these services and to stake in support of them.',
      ],
    },
    rateFactors: {
      question: 'What affects the LINK to USD rate?',
      answer: [
        'The LINK to USD rate depends on trading demand, how widely Chainlink services are used, staking levels, changes in circulating supply, new partnerships and integrations, and the overall crypto market.',
        'The converter uses live data that updates every minute. Check the live rate above for the current value.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell LINK?',
      intro:
        'LINK is listed on most major cryptocurrency exchanges and can be traded for US dollars, other fiat currencies and stablecoins. Established exchanges that offer LINK include:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'LINK is an Ethereum-based token, so it can be held in self-custody wallets such as MetaMask or a hardware wallet and swapped on decentralized exchanges such as Uniswap. Check which network your wallet uses before sending tokens.',
      reminder:
        'Use reputable exchanges, turn on two-factor authentication, and keep your seed phrase offline and private; no genuine support team will ever ask for it.',
    },
  },
  related: [
    { text: 'LINK to EUR', href: '/link-to-eur' },
    { text: 'LINK to GBP', href: '/link-to-gbp' },
    { text: 'LINK to ETH', href: '/link-to-eth' },
    { text: 'LINK to BTC', href: '/link-to-btc' },
    { text: 'USD to LINK', href: '/usd-to-link' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
