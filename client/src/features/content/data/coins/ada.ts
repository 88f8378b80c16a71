import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'ada',
  coinId: 'cardano',
  name: 'Cardano',
  symbol: 'ADA',
  layout: 'guide',
  intro: [
    'Cardano is a proof-of-stake blockchain launched in 2017, and ADA is its native cryptocurrency. ADA is used to pay transaction fees, to delegate stake to pools that produce blocks, and to vote on how the network is governed.',
    'This converter turns any amount of ADA into US dollars using real-time market data. Type in your ADA balance to see its value in USD and the inverse rate, or switch to another fiat currency or coin.',
  ],
  converting:
    'Converting Cardano to USD is a simple multiplication of your ADA amount by the current ADA/USD market rate. The converter takes that rate as the median price across CoinGecko and the exchanges that list ADA and updates it every minute, so the figure reflects recent trading across many exchanges. When you actually sell, the exchange may charge a fee or spread that slightly lowers the amount you receive.',
  guide: {
    steps: [
      'Choose the Crypto to FIAT tab at the top of the converter to convert a cryptocurrency into a fiat currency.',
      'Use the From picker to search for Cardano or ADA and select it as the source coin.',
      'Use the To picker to select USD as the target currency, so the result is shown in US dollars.',
      'Enter the amount of ADA in the Amount field; both whole coins and decimal amounts are accepted.',
      'Read the result in US dollars, together with the exchange rate and the inverse rate that shows how much ADA one dollar buys.',
      'Press Refresh to fetch the latest rate, which you can do once every 10 seconds, or tap the swap button to convert USD into ADA.',
    ],
    priceFactors: [
      {
        title: 'Development milestones',
        text: 'Cardano is upgraded in planned phases, such as the addition of smart contracts in 2021 and on-chain governance later on. Progress or delays on these upgrades can change how people value ADA.',
      },
      {
        title: 'Ecosystem activity',
        text: 'The number of applications, decentralized exchanges and users on Cardano affects transaction demand and interest in holding ADA.',
      },
      {
        title: 'Fixed maximum supply',
        text: 'ADA has a maximum supply of 45 billion coins. New ADA enters circulation gradually from a reserve as staking rewards, so the pace of issuance slows over time.',
      },
      {
        title: 'Market sentiment',
        text: 'ADA generally moves with the broader crypto market, including changes in Bitcoin price, liquidity and attitudes toward risk.',
      },
      {
        title: 'Regulation',
        text: 'Rules on how cryptocurrencies are classified, listed and taxed in major markets can affect access to ADA and demand for it.',
      },
    ],
    whyConvert: [
      {
        title: 'See your balance in dollars',
        text: 'Converting ADA to USD shows the dollar value of a wallet or exchange balance, which is easier to relate to everyday spending.',
      },
      {
        title: 'Value staking rewards',
        text: 'Delegators receive ADA rewards every epoch; converting them to USD helps you understand what those rewards are worth at today\'s rate.',
      },
      {
        title: 'Check before you trade',
        text: 'A live reference rate lets you compare the price an exchange offers with the market average before you buy or sell.',
      },
      {
        title: 'Budgeting and taxes',
        text: 'Keeping a record of the dollar value of ADA at the time of each transaction helps with personal budgets and tax reporting where required.',
      },
    ],
    closing: {
      title: 'Using the ADA to USD converter',
      paragraphs: [
        'This page shows real-time market rates that update every minute, each the median price across CoinGecko and the exchanges that list ADA, and any values in tables are approximate. If live data is unavailable for a moment, the page says it is showing approximate values.',
        'Use the converter as a quick reference and confirm the exact price on your chosen exchange before completing a trade.',
      ],
    },
  },
  faq: {
    what: {
      question: 'What is Cardano (ADA)?',
      answer: [
        'Cardano is a public blockchain launched in 2017 and led by Charles Hoskinson, a co-founder of Ethereum. It is developed by several organizations, including Input Output (IOG), the Cardano Foundation and Emurgo. The coin is named after Ada Lovelace, and its smallest unit, the lovelace, is one millionth of an ADA.',
        'Cardano uses a proof-of-stake protocol called Ouroboros, developed through peer-reviewed academic research. ADA holders can delegate their stake to stake pools without locking up their coins, and they earn rewards for helping secure the network.',
      ],
    },
    unique: {
      question: 'What makes Cardano different from other blockchains?',
      answer: [
        'Cardano emphasizes a research-driven approach, with many of its protocols described in academic papers before they are built. It uses an extended UTXO accounting model, an evolution of the model Bitcoin uses, which makes transaction outcomes predictable before they are submitted.',
        'ADA is used for transaction fees, staking delegation and on-chain governance, where holders can take part in decisions about treasury spending and protocol changes. Smart contracts on Cardano are written with tools built around the Plutus platform.',
      ],
    },
    rateFactors: {
      question: 'What affects the ADA to USD rate?',
      answer: [
        'The ADA to USD rate reflects supply and demand on exchanges. Network upgrades, growth of applications on Cardano, staking participation, regulatory news and the overall crypto market all influence it.',
        'Since these factors change constantly, the converter uses live prices that update every minute. Check the live rate above for the current value.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell ADA?',
      intro:
        'ADA is available on most large cryptocurrency exchanges, where it can be traded for US dollars, other fiat currencies or stablecoins. Well-established exchanges that list ADA include:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'For self-custody and staking, Cardano wallets such as Lace, Eternl and Yoroi let you hold ADA and delegate to a stake pool, and decentralized exchanges such as Minswap let you swap ADA for Cardano native tokens.',
      reminder:
        'Stick to reputable exchanges, turn on two-factor authentication, and store your recovery phrase offline; never enter it on a website or share it with anyone claiming to offer support.',
    },
  },
  related: [
    { text: 'ADA to EUR', href: '/ada-to-eur' },
    { text: 'ADA to GBP', href: '/ada-to-gbp' },
    { text: 'ADA to BTC', href: '/ada-to-btc' },
    { text: 'ADA to ETH', href: '/ada-to-eth' },
    { text: 'USD to ADA', href: '/usd-to-ada' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
