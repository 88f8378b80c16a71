import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'eth',
  coinId: 'ethereum',
  name: 'Ethereum',
  symbol: 'ETH',
  layout: 'faq-card',
  intro: [
    'Ethereum is a programmable blockchain that runs smart contracts, the code behind decentralized applications, tokens and NFTs. Ether, traded under the ticker ETH, is its native currency and is used to pay transaction fees and to stake on the network.',
    'This converter shows the value of ETH in US dollars using real-time market data. Type any amount of ETH to see its USD value and the inverse rate, or pick another fiat currency or coin as the target.',
  ],
  converting:
    'To convert Ethereum to USD, enter the amount of ETH and the converter multiplies it by the current ETH/USD market rate, the median price across five exchanges and CoinGecko, refreshed every minute. Fractions are common, because one ETH divides into very small units, and fixed-amount pages such as 0.1 ETH to USD are also available. The amount you receive on an exchange may differ slightly because of its spread and fees.',
  faq: {
    what: {
      question: 'What is Ethereum (ETH)?',
      answer: [
        'Ethereum was proposed by Vitalik Buterin in 2013 and launched in July 2015 with a group of co-founders that included Gavin Wood and Joseph Lubin. It is a public blockchain where developers can deploy smart contracts that run exactly as written.',
        'ETH is the network\'s native currency. In September 2022, an upgrade known as the Merge moved Ethereum from proof of work to proof of stake, so blocks are now produced by validators who stake ETH instead of by miners. The smallest unit of ether is the wei, and fees are usually quoted in gwei, one billionth of an ETH.',
      ],
    },
    unique: {
      question: 'How is Ethereum different from Bitcoin?',
      answer: [
        'Bitcoin is designed mainly as digital money with a fixed supply of 21 million coins. Ethereum is designed as a general-purpose platform: its smart contracts power decentralized exchanges, lending apps, stablecoins, NFTs and many other tokens, and ETH is the fuel that pays for that computation.',
        'ETH has no fixed maximum supply. New ETH is issued to validators, while part of every transaction fee is burned under a 2021 change known as EIP-1559, so the net supply depends on how busy the network is. Many applications also run on layer-two networks that settle back to Ethereum.',
      ],
    },
    rateFactors: {
      question: 'What affects the ETH to USD rate?',
      answer: [
        'The ETH to USD rate depends on trading demand, use of the network and its layer-two systems, the balance between new issuance and burned fees, staking levels, regulatory decisions, investment products such as exchange-traded funds, and the broader crypto market.',
        'As a past example, at one point 1 ETH was worth about 2,641 USD, which would have made 0.1 ETH worth roughly 264 USD at that moment. That figure is only an illustration; the price changes constantly, so check the live rate above for today\'s value.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell ETH?',
      intro:
        'ETH is available on nearly every cryptocurrency exchange and can be traded for US dollars, other fiat currencies and stablecoins. Long-established exchanges that offer ETH include:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Gemini', 'Bitstamp', 'OKX'],
      note: 'For self-custody, wallets such as MetaMask or a hardware wallet like Ledger or Trezor let you hold ETH yourself, and decentralized exchanges such as Uniswap let you swap it for other Ethereum tokens directly from your wallet.',
      reminder:
        'Use reputable exchanges, turn on two-factor authentication, and keep your seed phrase offline and private; never enter it on a website, and double-check addresses before sending ETH.',
    },
  },
  related: [
    { text: '0.1 ETH to USD', href: '/eth-to-usd/0.1' },
    { text: '0.01 ETH to USD', href: '/eth-to-usd/0.01' },
    { text: 'ETH to EUR', href: '/eth-to-eur' },
    { text: 'ETH to GBP', href: '/eth-to-gbp' },
    { text: 'ETH to BTC', href: '/eth-to-btc' },
    { text: 'USD to ETH', href: '/usd-to-eth' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
