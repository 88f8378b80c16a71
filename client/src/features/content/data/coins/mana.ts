import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'mana',
  coinId: 'decentraland',
  name: 'Decentraland',
  symbol: 'MANA',
  layout: 'faq-card',
  intro: [
    'Decentraland is a browser-based virtual world where users own land, build scenes and trade digital items. MANA is the ERC-20 token used inside it to buy land, wearables and names, and to vote in the Decentraland DAO.',
    'This converter shows the value of MANA in US dollars, other fiat currencies or other cryptocurrencies. Rates are real-time, based on market data, while any fixed values quoted in tables or examples are approximate and can differ slightly from an exchange quote.',
  ],
  converting:
    'Type an amount of MANA, keep USD selected and the converter shows the result, the rate and the inverse rate. The rates are the median price across CoinGecko and the exchanges that list MANA, updated every minute; the Refresh button can request a new quote once every 10 seconds. If live data is unavailable, the page says the values are approximate. Swap the pair to see how much MANA a dollar amount buys, or use the Crypto to Crypto tab to compare MANA with ETH and other coins.',
  faq: {
    what: {
      question: 'What is Decentraland (MANA)?',
      answer: [
        'Decentraland was created by Ariel Meilich and Esteban Ordano. The MANA token was sold in 2017, and the virtual world opened to the public in February 2020. It runs on Ethereum, where MANA is an ERC-20 token and land parcels are NFTs called LAND.',
        'MANA is used to buy LAND, avatar wearables, emotes and unique names in the Decentraland Marketplace. Holders of MANA and LAND can vote in the Decentraland DAO, which makes decisions about the world\'s rules, content policies and treasury.',
      ],
    },
    unique: {
      question: 'What makes Decentraland different from other virtual worlds?',
      answer: [
        'In most online games the publisher owns everything in the world. In Decentraland, land and items are NFTs held in users\' own wallets, so owners can build on their land, rent it out or sell it, and trade items on open marketplaces.',
        'Control of the platform is also shared. Key decisions are made by the Decentraland DAO, where MANA and LAND holders vote. The world hosts art galleries, events, games and brand experiences created by its community.',
      ],
    },
    rateFactors: {
      question: 'What affects the MANA to USD rate?',
      answer: [
        'MANA tends to follow the wider crypto market, and it is often influenced by interest in the metaverse, gaming and NFT sectors as a whole.',
        'Factors specific to Decentraland include the number of active users and events, demand for LAND and wearables, decisions of the DAO, and updates to the platform. Trading volume on major exchanges and Ethereum network conditions can also play a part.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell MANA?',
      intro:
        'MANA is listed on many large exchanges, often paired with US dollars, stablecoins, Bitcoin or ETH. Check which exchanges operate in your country before you register.',
      exchanges: ['Binance', 'Coinbase', 'Kraken', 'OKX', 'Gemini', 'KuCoin'],
      note: 'Because MANA is an ERC-20 token, you can hold it in any Ethereum wallet, such as MetaMask, and swap it on decentralized exchanges like Uniswap. Make sure you pick the right network when withdrawing, since MANA also exists as a bridged token on Polygon.',
      reminder:
        'Use reputable exchanges, turn on two-factor authentication, and never share your seed phrase. Check the token contract address before swapping on a decentralized exchange to avoid fake tokens.',
    },
  },
  related: [
    { text: 'MANA to EUR', href: '/mana-to-eur' },
    { text: 'MANA to GBP', href: '/mana-to-gbp' },
    { text: 'MANA to ETH', href: '/mana-to-eth' },
    { text: 'MANA to BTC', href: '/mana-to-btc' },
    { text: '1000 MANA to USD', href: '/mana-to-usd/1000' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
