import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'aave',
  coinId: 'aave',
  name: 'Aave',
  symbol: 'AAVE',
  layout: 'faq-card',
  intro: [
    'Aave is a decentralized lending protocol where users can supply crypto to earn interest or borrow against their holdings, without a bank or broker in between. AAVE is the protocol\'s governance token, used to vote on changes and to help secure the system.',
    'This converter shows the value of AAVE in US dollars, other fiat currencies and other cryptocurrencies. Rates are real-time, based on market data, while any fixed values quoted in tables or examples are approximate and may differ slightly from an exchange quote.',
  ],
  converting:
    'Type an amount of AAVE, keep USD as the target, and the converter shows the value along with the rate and the inverse rate. The rates are the median price across CoinGecko and the exchanges that list AAVE, updated every minute; Refresh requests a new quote at most once every 10 seconds. If live data is unavailable, the page notes that the values are approximate. You can swap the pair, open a fixed amount such as 10 AAVE, or use the Crypto to Crypto tab to compare AAVE with ETH and other coins.',
  faq: {
    what: {
      question: 'What is Aave (AAVE)?',
      answer: [
        'Aave began in 2017 as ETHLend, a peer-to-peer lending platform founded by Stani Kulechov, and was later renamed Aave. The pooled lending protocol launched on Ethereum in January 2020, and in 2020 the original LEND token was migrated to AAVE at a rate of 100 LEND to 1 AAVE.',
        'AAVE has a maximum supply of 16 million tokens. Holders vote on proposals in Aave governance, such as which assets can be used, interest rate settings and risk limits, and they can stake AAVE in the Safety Module, where it serves as a backstop in case the protocol suffers a shortfall.',
      ],
    },
    unique: {
      question: 'What is Aave used for?',
      answer: [
        'Lenders deposit assets into pools and earn interest paid by borrowers, who must post more collateral than they borrow. If a loan becomes under-collateralized, the collateral can be liquidated to repay the pool. Interest rates adjust automatically with supply and demand.',
        'Aave popularized flash loans, which let developers borrow and repay funds within a single transaction without collateral. The protocol runs on Ethereum and several other networks, and it also issues its own stablecoin, GHO.',
      ],
    },
    rateFactors: {
      question: 'What affects the AAVE to USD rate?',
      answer: [
        'AAVE moves with the wider crypto market and is sensitive to sentiment toward decentralized finance and the Ethereum ecosystem.',
        'Protocol-specific factors include the amount of assets deposited and borrowed on Aave, the fees it earns, governance decisions such as token buybacks or changes to staking, security incidents in DeFi, and regulatory attention to crypto lending.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell AAVE?',
      intro:
        'AAVE is widely available on large exchanges, usually against US dollars, stablecoins and ETH. Check that the exchange you choose operates in your country.',
      exchanges: ['Binance', 'Coinbase', 'Kraken', 'OKX', 'Gemini', 'KuCoin'],
      note: 'AAVE is an ERC-20 token, so you can hold it in an Ethereum wallet such as MetaMask or a hardware wallet and swap it on decentralized exchanges like Uniswap. To use the Aave protocol itself, connect your wallet only through the official app.',
      reminder:
        'Use reputable exchanges, enable two-factor authentication, and keep your seed phrase offline and private. Lending and borrowing carry liquidation risk, so understand how they work before using them.',
    },
  },
  related: [
    { text: 'AAVE to EUR', href: '/aave-to-eur' },
    { text: 'AAVE to GBP', href: '/aave-to-gbp' },
    { text: 'AAVE to ETH', href: '/aave-to-eth' },
    { text: 'AAVE to BTC', href: '/aave-to-btc' },
    { text: '10 AAVE to USD', href: '/aave-to-usd/10' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
