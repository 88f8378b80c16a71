import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'wld',
  coinId: 'worldcoin-wld',
  name: 'Worldcoin',
  symbol: 'WLD',
  layout: 'faq-card',
  intro: [
    'With this converter you can check what Worldcoin (WLD) is worth in US dollars or in another currency. Enter the number of tokens, choose the target currency, and the page shows the result together with the current rate and the inverse rate.',
    'Worldcoin launched its token in July 2023. The project, which now presents itself simply as World, aims to build a global network for proving that an online user is a unique human, and WLD is the token that ties that network together.',
  ],
  converting:
    'To turn WLD into dollars, stay on the "Crypto to FIAT" tab, type your amount, and set From to WLD and To to USD. The rate is the median price across CoinGecko and the exchanges that list WLD, updated every minute, and the Refresh button can request a fresh quote once every 10 seconds. Use the swap button to go from USD to WLD instead. If the live feed is not available, the page notes that the numbers are approximate.',
  faq: {
    what: {
      question: 'What is Worldcoin (WLD)?',
      answer: [
        'Worldcoin was co-founded by Sam Altman and Alex Blania, and its technology is developed largely by the company Tools for Humanity. People can visit a device called the Orb, which scans the iris to create a World ID, a credential meant to show that its holder is a real and unique person without revealing who they are.',
        "WLD is an ERC-20 token that circulates on Ethereum, on Optimism and on World Chain, the project's own layer-2 network launched in 2024. Its maximum supply is set at 10 billion tokens, released gradually to users, contributors and investors over many years.",
      ],
    },
    unique: {
      question: 'What makes Worldcoin unique?',
      answer: [
        'Its focus on "proof of personhood" sets Worldcoin apart. A World ID can be used to sign in to apps, vote in online polls or claim limited offers while helping services tell people apart from bots. Verified users have been able to receive periodic WLD grants through the World App wallet.',
        'The biometric approach has also drawn scrutiny from privacy regulators in several countries, and the availability of the Orb and of WLD varies by jurisdiction. It is worth reading up on these issues before using the service.',
      ],
    },
    rateFactors: {
      question: 'What affects the WLD to USD rate?',
      answer: [
        'WLD follows the broader crypto market, but it also reacts to news about the project itself: growth in the number of verified users, new partnerships and integrations, and regulatory decisions about its biometric data collection in different countries.',
        'Token supply is another factor. A large share of the maximum supply is released over time through unlock schedules and user grants, and the pace of those releases can weigh on the price. Exchange liquidity and moves in the US dollar also affect the rate.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell WLD?',
      intro:
        'WLD is traded on many international exchanges, although not every platform offers it in every country. Long-running exchanges that list the token include:',
      exchanges: ['Binance', 'OKX', 'Bybit', 'KuCoin', 'Gate.io', 'Bitget'],
      note: "The World App is the project's own self-custody wallet for WLD and World ID. WLD can also be held in Ethereum-compatible wallets and swapped on decentralized exchanges such as Uniswap; check whether your tokens are on Ethereum, Optimism or World Chain before you send them.",
      reminder:
        'Stick to reputable exchanges that are allowed to operate where you live, enable two-factor authentication, and never share your seed phrase or recovery codes with anyone.',
    },
  },
  related: [
    { text: 'WLD to EUR', href: '/wld-to-eur' },
    { text: 'WLD to GBP', href: '/wld-to-gbp' },
    { text: 'WLD to JPY', href: '/wld-to-jpy' },
    { text: '100 WLD to USD', href: '/wld-to-usd/100' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
