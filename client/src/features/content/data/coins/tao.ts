import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'tao',
  coinId: 'bittensor',
  name: 'Bittensor',
  symbol: 'TAO',
  layout: 'faq-card',
  intro: [
    'Use this converter to work out the US dollar value of Bittensor (TAO), or to convert it into other fiat currencies and cryptocurrencies. Enter an amount, choose your currencies, and the result appears with both the rate and the inverse rate.',
    'Bittensor is an open network where participants compete to provide useful machine learning work and are rewarded in TAO. Like Bitcoin, TAO has a fixed maximum supply of 21 million tokens and a schedule that periodically halves new issuance.',
  ],
  converting:
    'For a TAO to USD conversion, choose "Crypto to FIAT", type the number of TAO, and set From to TAO and To to USD. Because a single TAO can be worth a sizable amount, the converter also handles fractions such as 0.25 TAO. Rates are the median price across CoinGecko and the exchanges that list TAO, updated every minute, with a manual Refresh available every 10 seconds. If live rates are unavailable, the page shows that the values are approximate.',
  faq: {
    what: {
      question: 'What is Bittensor (TAO)?',
      answer: [
        'Bittensor was founded by Jacob Steeves and Ala Shaabana and is developed with the support of the Opentensor Foundation. Its network first went live in 2021 and has been relaunched and upgraded several times since; the chain is built with Substrate, the framework behind Polkadot. TAO was distributed without a premine or token sale: tokens are issued only as rewards to network participants.',
        'The network is organized into subnets, each focused on a particular task such as text generation, data scraping or model training. Miners produce work, validators score it, and a mechanism called Yuma Consensus turns those scores into TAO rewards.',
      ],
    },
    unique: {
      question: 'What makes Bittensor unique?',
      answer: [
        'Rather than offering one AI service, Bittensor works as a marketplace for machine intelligence where anyone can launch a subnet with its own incentive rules. This lets very different AI tasks share a single token and a common way of rewarding good work.',
        'Its Bitcoin-like token economics also stand out: a 21 million cap, halvings that reduce issuance over time, and no allocation reserved for the founding team at launch. In 2025 an upgrade called dynamic TAO gave each subnet its own token, priced against TAO, to help direct rewards toward the subnets the market values most.',
      ],
    },
    rateFactors: {
      question: 'What affects the TAO to USD rate?',
      answer: [
        'TAO is influenced by the overall crypto market and by interest in decentralized artificial intelligence. The quality and usage of subnets, the number of participants staking TAO and the amount locked in subnets can affect demand.',
        'On the supply side, the halving schedule gradually reduces how many new tokens are issued. Exchange liquidity, security incidents, regulatory news and the strength of the US dollar are other factors that can move the rate.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell TAO?',
      intro:
        'TAO is listed on several large centralized exchanges, mainly in pairs with USDT or USD. Long-established platforms that offer it include:',
      exchanges: ['Binance', 'Kraken', 'OKX', 'KuCoin', 'Gate.io', 'Bitget'],
      note: 'TAO lives on its own blockchain, so it is held in wallets that support the Bittensor network, such as the official Bittensor wallet tools or Substrate-compatible wallets like Talisman and Nova Wallet. These wallets also let you stake TAO with validators.',
      reminder:
        'Buy and sell only on reputable exchanges, turn on two-factor authentication, and keep your seed phrase or mnemonic offline; never paste it into a website or chat.',
    },
  },
  related: [
    { text: 'TAO to EUR', href: '/tao-to-eur' },
    { text: 'TAO to GBP', href: '/tao-to-gbp' },
    { text: 'TAO to CAD', href: '/tao-to-cad' },
    { text: '1 TAO to USD', href: '/tao-to-usd/1' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
