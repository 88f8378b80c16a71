import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'algo',
  coinId: 'algorand',
  name: 'Algorand',
  symbol: 'ALGO',
  layout: 'faq-card',
  intro: [
    'Algorand is a proof-of-stake blockchain designed for fast, low-cost transactions that are final as soon as they are confirmed. ALGO is its native token, used to pay fees, take part in consensus and govern the network.',
    'Use this converter to find the value of ALGO in US dollars, other fiat currencies or other cryptocurrencies. Rates are real-time, based on market data, while any fixed values quoted in tables or examples are approximate and may differ slightly from an exchange quote.',
  ],
  converting:
    'Enter how much ALGO you have, keep USD as the target and read the result, shown with the current rate and the inverse rate. Rates are the median price across CoinGecko and the exchanges that list ALGO, updated every minute; you can press Refresh for a new quote once every 10 seconds. If live data is unavailable, the page says the values are approximate. Swap the pair to work out how much ALGO a dollar amount buys, or switch to the Crypto to Crypto tab to compare ALGO with other coins.',
  faq: {
    what: {
      question: 'What is Algorand (ALGO)?',
      answer: [
        'Algorand was founded by Silvio Micali, an MIT professor and winner of the Turing Award for his work in cryptography. Its mainnet launched in June 2019, and the network is supported by the Algorand Foundation.',
        'The network uses a consensus design it calls pure proof-of-stake. For each block, participants are chosen at random in proportion to their ALGO holdings, using verifiable random functions, so the chain does not fork and transactions are final within seconds. The total supply of ALGO is capped at 10 billion tokens.',
      ],
    },
    unique: {
      question: 'What makes Algorand unique?',
      answer: [
        'Algorand focuses on instant finality and low, predictable fees. Because blocks are final once added, users and applications do not have to wait for extra confirmations, which is useful for payments and financial applications.',
        'The protocol includes several features at its base layer: Algorand Standard Assets for creating tokens, atomic transfers that group several transactions so they all succeed or all fail, and smart contracts that run on the Algorand Virtual Machine. These have been used for stablecoins, tokenized assets and digital identity projects.',
      ],
    },
    rateFactors: {
      question: 'What affects the ALGO to USD rate?',
      answer: [
        'The ALGO to USD rate depends on supply and demand on exchanges, and it often follows the direction of the broader crypto market and of Bitcoin.',
        'Network-specific factors include the growth of applications and partnerships on Algorand, changes to staking rewards and governance, the release of tokens into circulation, and developments at the Algorand Foundation. Exchange listings and regulatory news can also move the rate.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell ALGO?',
      intro:
        'ALGO is available on many established exchanges, with trading pairs against US dollars, stablecoins and other cryptocurrencies. Check which platforms serve your country before choosing one.',
      exchanges: ['Binance', 'Coinbase', 'Kraken', 'OKX', 'KuCoin', 'Bybit'],
      note: 'To keep ALGO in your own wallet, you can use a wallet built for Algorand, such as Pera Wallet, or a hardware wallet that supports the network. Decentralized exchanges on Algorand, such as Tinyman, let you swap ALGO for Algorand Standard Assets.',
      reminder:
        'Choose reputable exchanges, turn on two-factor authentication, and keep your recovery phrase written down and stored safely offline. Anyone who has it can take your funds, so never share it.',
    },
  },
  related: [
    { text: 'ALGO to EUR', href: '/algo-to-eur' },
    { text: 'ALGO to GBP', href: '/algo-to-gbp' },
    { text: 'ALGO to BTC', href: '/algo-to-btc' },
    { text: 'ALGO to ETH', href: '/algo-to-eth' },
    { text: '1000 ALGO to USD', href: '/algo-to-usd/1000' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
