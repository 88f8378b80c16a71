import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'uni',
  coinId: 'uniswap',
  name: 'Uniswap',
  symbol: 'UNI',
  layout: 'guide',
  intro: [
    'Uniswap is a decentralized exchange protocol that lets people swap tokens directly from their own wallets, without an order book or a central operator. UNI is its governance token, which gives holders a vote on changes to the protocol and on how the community treasury is used.',
    'This converter shows the value of UNI in US dollars using real-time market data. Enter an amount of UNI to see its USD value and the inverse rate, or choose a different fiat currency or coin as the target.',
  ],
  converting:
    'To convert Uniswap to USD, type the number of UNI and the converter multiplies it by the current UNI/USD market rate, the median price across CoinGecko and the exchanges that list UNI, which is updated every minute. The figure is a market reference; the price you get on an exchange or in a swap can differ slightly because of spreads, fees and, on decentralized exchanges, slippage.',
  guide: {
    steps: [
      'Select the Crypto to FIAT tab to convert a cryptocurrency into a traditional currency.',
      'Open the From picker, search for Uniswap or UNI, and choose it as the source coin.',
      'Open the To picker and choose USD as the target currency, using the search box if needed.',
      'Type the amount of UNI into the Amount field. Whole tokens and decimals both work.',
      'Read the result in US dollars together with the exchange rate and the inverse rate, which shows how much UNI one dollar buys.',
      'Press Refresh to load the latest rate (once every 10 seconds), or press the swap button to convert USD into UNI instead.',
    ],
    priceFactors: [
      {
        title: 'Protocol usage',
        text: 'Trading volume and liquidity on Uniswap reflect how widely the protocol is used, and people often look at these figures when judging the value of UNI.',
      },
      {
        title: 'Governance decisions',
        text: 'UNI holders vote on proposals, including whether and how protocol fees might benefit token holders. Debates and votes on such questions can move the price.',
      },
      {
        title: 'Supply and unlocks',
        text: 'UNI was created with a supply of one billion tokens released to the community, team, investors and advisors over four years, with governance able to approve limited inflation afterward. Changes in circulating supply are watched by the market.',
      },
      {
        title: 'Decentralized finance and regulation',
        text: 'UNI is sensitive to trends in decentralized finance, activity on Ethereum, competition from other exchanges, and regulatory attention on decentralized trading.',
      },
    ],
    whyConvert: [
      {
        title: 'Value your holdings',
        text: 'Converting UNI to USD shows what the tokens in your wallet or exchange account are worth at the current market rate.',
      },
      {
        title: 'Assess airdrops and rewards',
        text: 'If you received UNI from an airdrop or as a reward, the converter shows its present value in dollars.',
      },
      {
        title: 'Compare prices',
        text: 'Checking the live rate before trading helps you compare a centralized exchange quote with the price a decentralized swap would give.',
      },
      {
        title: 'Keep records',
        text: 'The dollar value of UNI at the time of each transaction is useful for personal budgeting and for tax reporting where it applies.',
      },
    ],
    closing: {
      title: 'Using the UNI to USD converter',
      paragraphs: [
        'The rates on this page are real-time market rates, the median price across CoinGecko and the exchanges that list UNI, and any values shown in tables are approximate. If live data cannot be loaded, the page says it is showing approximate values.',
        'Prices on individual exchanges and decentralized pools may differ slightly, so confirm the final amount before you complete a trade.',
      ],
    },
  },
  faq: {
    what: {
      question: 'What is Uniswap (UNI)?',
      answer: [
        'Uniswap was created by Hayden Adams and launched on Ethereum in November 2018. It is developed by Uniswap Labs, and later versions of the protocol introduced features such as direct token-to-token pools and concentrated liquidity.',
        'The UNI token launched in September 2020, when 400 UNI were distributed to each address that had used Uniswap before a set date. UNI is an ERC-20 token that is mainly used to vote on proposals that govern the protocol.',
      ],
    },
    unique: {
      question: 'What makes Uniswap different from a traditional exchange?',
      answer: [
        'Traditional exchanges match buyers and sellers through an order book and hold customers\' funds. Uniswap instead uses liquidity pools and an automated market maker: anyone can deposit a pair of tokens into a pool, and trades are priced by a formula based on the tokens in that pool.',
        'Users connect their own wallets and keep control of their funds until a swap executes. Liquidity providers earn a share of trading fees, and UNI holders govern the protocol rather than a single company running the exchange.',
      ],
    },
    rateFactors: {
      question: 'What affects the UNI to USD rate?',
      answer: [
        'The UNI to USD rate depends on trading demand, activity and fee generation on Uniswap, governance proposals, token unlocks, competition among decentralized exchanges, regulatory news and the broader crypto market.',
        'The converter uses live prices that update every minute, so check the live rate above for the current value.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell UNI?',
      intro:
        'UNI is listed on many major centralized exchanges, where it can be traded for US dollars, other fiat currencies and stablecoins. Long-established exchanges that offer UNI include:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'You can also swap for UNI directly on Uniswap itself using a self-custody wallet such as MetaMask or the Uniswap Wallet; you will need ETH to pay Ethereum network fees.',
      reminder:
        'Use reputable exchanges, enable two-factor authentication, and never share your seed phrase; when using a decentralized exchange, make sure you are on the genuine website and check the token contract address.',
    },
  },
  related: [
    { text: 'UNI to EUR', href: '/uni-to-eur' },
    { text: 'UNI to GBP', href: '/uni-to-gbp' },
    { text: 'UNI to ETH', href: '/uni-to-eth' },
    { text: 'UNI to BTC', href: '/uni-to-btc' },
    { text: 'USD to UNI', href: '/usd-to-uni' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
