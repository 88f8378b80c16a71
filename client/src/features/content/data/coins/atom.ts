import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'atom',
  coinId: 'cosmos',
  name: 'Cosmos Hub',
  symbol: 'ATOM',
  layout: 'faq-card',
  intro: [
    'The Cosmos Hub is the first blockchain launched in the Cosmos ecosystem, a network of independent blockchains that can exchange tokens and data with one another. ATOM is the Hub\'s native token, used for staking, governance and transaction fees.',
    'This converter shows the value of ATOM in US dollars, other fiat currencies and other cryptocurrencies. Rates are real-time, based on market data, while any fixed values quoted in tables or examples are approximate and can differ slightly from an exchange quote.',
  ],
  converting:
    'Enter an amount of ATOM and pick USD as the target to see its dollar value, along with the rate and the inverse rate. The rate is the median price across CoinGecko and the exchanges that list ATOM, updated every minute; the Refresh button requests a new quote no more than once every 10 seconds. If live data cannot be loaded, the page notes that the values are approximate. You can swap the pair to convert dollars into ATOM, open a fixed amount such as 10 ATOM, or use the Crypto to Crypto tab to compare ATOM with other coins.',
  faq: {
    what: {
      question: 'What is the Cosmos Hub (ATOM)?',
      answer: [
        'Cosmos was started by Jae Kwon and Ethan Buchman, with the Interchain Foundation supporting its development after a fundraiser in 2017. The Cosmos Hub mainnet launched in March 2019. It runs on a Byzantine fault tolerant proof-of-stake consensus engine originally called Tendermint, now maintained as CometBFT.',
        'ATOM holders can stake their tokens with validators to help secure the Hub and earn staking rewards, and they can vote on governance proposals. ATOM has no fixed maximum supply: new tokens are issued as staking rewards, at a rate that adjusts with the share of ATOM being staked.',
      ],
    },
    unique: {
      question: 'What makes the Cosmos Hub different?',
      answer: [
        'Instead of one chain running every application, Cosmos lets projects build their own blockchains with the Cosmos SDK and connect them through the Inter-Blockchain Communication protocol, known as IBC. Many independent chains use these tools, and IBC lets them move tokens and messages between each other.',
        'The Cosmos Hub acts as a shared hub in this network. Through Interchain Security, it can also lend its validator set to other chains, which helps smaller projects launch with the protection of the Hub\'s stake.',
      ],
    },
    rateFactors: {
      question: 'What affects the ATOM to USD rate?',
      answer: [
        'ATOM tends to move with the wider crypto market, so changes in overall sentiment and in the price of Bitcoin often show up in the ATOM to USD rate. Liquidity and trading volume on large exchanges matter as well.',
        'Factors specific to the Hub include staking participation and inflation, governance decisions about ATOM\'s role and tokenomics, activity across IBC-connected chains, and competition from other networks that offer interoperability.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell ATOM?',
      intro:
        'ATOM is widely listed and trades against US dollars, stablecoins and major cryptocurrencies on the exchanges below. Check that an exchange operates in your country before you open an account.',
      exchanges: ['Binance', 'Coinbase', 'Kraken', 'OKX', 'KuCoin', 'Bybit'],
      note: 'Wallets built for the Cosmos ecosystem, such as Keplr, let you hold ATOM, stake it with validators and vote on proposals. Decentralized exchanges such as Osmosis let you swap ATOM for other IBC tokens. Some exchanges ask for a memo when you deposit ATOM, so include it if required.',
      reminder:
        'Use reputable exchanges, protect your accounts with two-factor authentication, and store your seed phrase securely offline. Never enter it on a website or share it with anyone who contacts you.',
    },
  },
  related: [
    { text: 'ATOM to EUR', href: '/atom-to-eur' },
    { text: 'ATOM to GBP', href: '/atom-to-gbp' },
    { text: 'ATOM to BTC', href: '/atom-to-btc' },
    { text: 'ATOM to ETH', href: '/atom-to-eth' },
    { text: '10 ATOM to USD', href: '/atom-to-usd/10' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
