import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'mnt',
  coinId: 'mantle',
  name: 'Mantle',
  symbol: 'MNT',
  layout: 'faq-card',
  intro: [
    'This converter turns Mantle (MNT) into US dollars and other currencies. Type an amount of MNT, choose a target currency, and the page returns the converted value along with the rate and the inverse rate.',
    "Mantle is a layer-2 network that runs on top of Ethereum, designed to make transactions cheaper while relying on Ethereum for security. MNT is the network's gas and governance token; it replaced the BIT token of BitDAO when the two projects merged in 2023.",
  ],
  converting:
    'To see the USD value of your Mantle tokens, use the "Crypto to FIAT" tab: enter the amount, pick MNT in From and USD in To. Prices are the median across CoinGecko and the exchanges that list MNT, refreshed every minute, and Refresh can be pressed once every 10 seconds for the latest quote. The swap button flips the direction. If live prices cannot be loaded, the page says the values are approximate.',
  faq: {
    what: {
      question: 'What is Mantle (MNT)?',
      answer: [
        'Mantle grew out of BitDAO, a decentralized organization with a large treasury that had strong backing from the exchange Bybit. In 2023 BitDAO and the Mantle project combined, BIT holders could swap their tokens one to one for MNT, and Mantle Network launched its mainnet in July of that year.',
        'MNT is used to pay transaction fees on Mantle Network and to vote on proposals in Mantle governance, including decisions about the treasury. It exists as an ERC-20 token on Ethereum and as the native gas token on Mantle Network itself.',
      ],
    },
    unique: {
      question: 'How does Mantle differ from other Ethereum layer-2 networks?',
      answer: [
        'Mantle was built with a modular design: it executes transactions off Ethereum and settles the results there, but it publishes transaction data to a separate data availability layer built on EigenDA technology instead of posting all of it to Ethereum. This is intended to keep fees lower than on many other layer-2 networks.',
        'It also stands out for its large community treasury inherited from BitDAO, which is used to fund ecosystem projects, and for using its own token, MNT, for gas rather than ETH. The wider Mantle ecosystem includes related products such as mETH, a liquid staking token for ETH.',
      ],
    },
    rateFactors: {
      question: 'What affects the MNT to USD rate?',
      answer: [
        'MNT reacts to the overall crypto market and to sentiment around Ethereum and its layer-2 networks. Activity on Mantle Network, such as the number of users, applications and the value held in them, shapes demand for the token as gas.',
        'Decisions about the treasury, competition from other layer-2 networks, exchange listings and liquidity, and regulatory news can also move the price, as can changes in the US dollar.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell MNT?',
      intro:
        'MNT is available on a range of centralized exchanges, most often paired with USDT. Well-established platforms that list it include:',
      exchanges: ['Bybit', 'OKX', 'KuCoin', 'Gate.io', 'Bitget', 'HTX'],
      note: 'MNT can be held in Ethereum-compatible wallets such as MetaMask once Mantle Network is added, and swapped on decentralized exchanges that run on Mantle. Because the token exists both on Ethereum and on Mantle Network, make sure you pick the network the receiving address supports.',
      reminder:
        'Use reputable exchanges, protect every account with two-factor authentication, and store your seed phrase offline where only you can reach it.',
    },
  },
  related: [
    { text: 'MNT to EUR', href: '/mnt-to-eur' },
    { text: 'MNT to GBP', href: '/mnt-to-gbp' },
    { text: 'MNT to JPY', href: '/mnt-to-jpy' },
    { text: '100 MNT to USD', href: '/mnt-to-usd/100' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
