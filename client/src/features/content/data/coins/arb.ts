import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'arb',
  coinId: 'arbitrum',
  name: 'Arbitrum',
  symbol: 'ARB',
  layout: 'faq-card',
  intro: [
    'Arbitrum is a layer-2 network that processes Ethereum transactions off the main chain and posts the results back to Ethereum, making them faster and cheaper. ARB is the governance token of the Arbitrum DAO, which oversees the Arbitrum One and Arbitrum Nova networks.',
    'With this converter you can turn ARB into US dollars, other fiat currencies or other cryptocurrencies. Rates are real-time, based on market data, while any fixed values quoted in tables or examples are approximate and may differ slightly from an exchange quote.',
  ],
  converting:
    'Enter an amount of ARB, keep USD as the target and the converter shows the value with the rate and the inverse rate. Rates are the median price across CoinGecko and the exchanges that list ARB, updated every minute, and Refresh fetches a new quote at most once every 10 seconds. When live data is unavailable, the page says the values are approximate. Use the swap button to convert dollars into ARB, or the Crypto to Crypto tab to compare ARB with ETH, OP and other tokens.',
  faq: {
    what: {
      question: 'What is Arbitrum (ARB)?',
      answer: [
        'Arbitrum was developed by Offchain Labs, founded by Ed Felten, Steven Goldfeder and Harry Kalodner. Its main network, Arbitrum One, opened to the public in 2021. It is an optimistic rollup: transactions are assumed to be valid, and anyone can challenge an incorrect result with a fraud proof during a dispute period.',
        'The ARB token launched in March 2023, partly through an airdrop to early users, and the Arbitrum DAO was created to govern the networks and their treasury. ARB has a total supply of 10 billion tokens. Transaction fees on Arbitrum are paid in ETH, not ARB.',
      ],
    },
    unique: {
      question: 'What is ARB used for?',
      answer: [
        'ARB is mainly a governance token. Holders can vote, or delegate their votes, on proposals that upgrade the Arbitrum protocol, change network parameters or spend funds from the DAO treasury.',
        'The networks themselves are widely used for decentralized finance, trading and games, because they run Ethereum-compatible smart contracts at lower cost. Offchain Labs also offers Arbitrum Orbit, which lets teams launch their own chains built with Arbitrum technology.',
      ],
    },
    rateFactors: {
      question: 'What affects the ARB to USD rate?',
      answer: [
        'ARB is affected by the wider crypto market and especially by sentiment toward Ethereum and its layer-2 networks. Liquidity and trading volume on major exchanges also influence how the rate moves.',
        'Token unlocks for the team, investors and the DAO add to the circulating supply over time. Activity on Arbitrum, such as the number of users and the value locked in its applications, competition from other layer-2 networks, and DAO decisions about the treasury can also affect the rate.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell ARB?',
      intro:
        'ARB is listed on most large exchanges and trades against US dollars, stablecoins and ETH. Check which exchanges are available in your region before opening an account.',
      exchanges: ['Binance', 'Coinbase', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'ARB lives mainly on Arbitrum One, so you can hold it in an Ethereum-compatible wallet such as MetaMask and swap it on decentralized exchanges that run on Arbitrum, such as Uniswap. When withdrawing from an exchange, choose the Arbitrum One network if your wallet expects it.',
      reminder:
        'Use reputable exchanges, enable two-factor authentication, and keep your seed phrase offline and private. Be careful with airdrop offers and links asking you to connect your wallet, as fake claim pages are common.',
    },
  },
  related: [
    { text: 'ARB to EUR', href: '/arb-to-eur' },
    { text: 'ARB to GBP', href: '/arb-to-gbp' },
    { text: 'ARB to ETH', href: '/arb-to-eth' },
    { text: 'ARB to OP', href: '/arb-to-op' },
    { text: '100 ARB to USD', href: '/arb-to-usd/100' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
