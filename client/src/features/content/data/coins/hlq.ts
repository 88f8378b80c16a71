import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'hlq',
  coinId: 'hyperliquid',
  name: 'Hyperliquid',
  symbol: 'HYPE',
  layout: 'faq-card',
  intro: [
    "This converter shows what Hyperliquid's token is worth in US dollars and other currencies. The page address uses hlq as a short name for Hyperliquid, but the token itself trades under the ticker HYPE, so that is the symbol you will see in the converter and on exchanges.",
    'Hyperliquid is a blockchain built mainly to run a fast, fully on-chain trading platform for perpetual futures and spot markets. HYPE launched in November 2024 and is used to secure the network through staking and to pay for activity on it.',
  ],
  converting:
    'To convert Hyperliquid to USD, select the "Crypto to FIAT" tab, enter your amount, and choose HYPE in From and USD in To. The converter uses the median price across CoinGecko and the exchanges that list HYPE, refreshed every minute, and you can request a new quote with Refresh once every 10 seconds. The result also shows the inverse rate, that is, how much HYPE one dollar buys. When live data is unavailable, the page marks the values as approximate.',
  faq: {
    what: {
      question: 'What is Hyperliquid (HYPE)?',
      answer: [
        'Hyperliquid is a layer-1 blockchain whose best-known application is its own exchange, where every order, cancellation and trade is recorded on-chain in an order book rather than through a liquidity pool. The project was started by a small team led by Jeff Yan, who came from a trading background, and it did not raise money from venture capital investors.',
        'HYPE is the native token. It launched in November 2024 with a large share of the one billion total supply distributed to early users of the platform. Validators and delegators stake HYPE under a proof-of-stake consensus called HyperBFT, and HYPE is the gas token on HyperEVM, the network\'s smart-contract environment.',
      ],
    },
    unique: {
      question: 'What makes Hyperliquid unique?',
      answer: [
        'Most decentralized exchanges rely on automated market makers or keep parts of the trading engine off-chain. Hyperliquid runs a full order book on its own chain, aiming for speeds close to a centralized exchange while letting users trade from a self-custody wallet.',
        'A share of trading fees on the platform has been used to buy HYPE on the market through a mechanism known as the Assistance Fund, which ties the token closely to trading activity. HyperEVM also lets other developers build applications that connect to the exchange\'s liquidity.',
      ],
    },
    rateFactors: {
      question: 'What affects the HYPE to USD rate?',
      answer: [
        'HYPE tends to follow the broader crypto market, and because Hyperliquid is a trading venue, its price is also sensitive to trading volumes and fee revenue on the platform, which rise and fall with market activity.',
        'Token unlocks for contributors, staking participation, competition from other exchanges, security incidents, regulatory attitudes toward derivatives trading and the value of the US dollar can all influence the rate.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell HYPE?',
      intro:
        'HYPE trades on Hyperliquid itself and on a number of centralized exchanges, usually against USDT or USDC. Established exchanges that list it include:',
      exchanges: ['Bybit', 'OKX', 'KuCoin', 'Gate.io', 'Bitget', 'MEXC'],
      note: "You can also trade HYPE directly on Hyperliquid's own spot market by connecting a self-custody wallet and depositing USDC, typically bridged from Arbitrum. Look for the HYPE ticker rather than hlq on any exchange, and double-check you are on Hyperliquid's official website before connecting a wallet.",
      reminder:
        'Use reputable platforms, enable two-factor authentication on exchange accounts, and never reveal your seed phrase or sign transactions you do not understand.',
    },
  },
  related: [
    { text: 'HYPE to EUR', href: '/hlq-to-eur' },
    { text: 'HYPE to GBP', href: '/hlq-to-gbp' },
    { text: 'HYPE to CHF', href: '/hlq-to-chf' },
    { text: '10 HYPE to USD', href: '/hlq-to-usd/10' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
