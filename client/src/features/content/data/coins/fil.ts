import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'fil',
  coinId: 'filecoin',
  name: 'Filecoin',
  symbol: 'FIL',
  layout: 'faq-card',
  intro: [
    'Filecoin is a decentralized storage network where people pay to store data and independent storage providers earn FIL for keeping it safe. FIL is the token that connects the two sides: clients spend it on storage and retrieval, and providers receive it as payment and block rewards.',
    'With this converter you can see what an amount of FIL is worth in US dollars, other fiat currencies or other cryptocurrencies. Rates are real-time, based on market data, while any fixed values quoted in tables or examples are approximate and may differ a little from an exchange quote.',
  ],
  converting:
    'Type the number of FIL you want to convert and choose USD as the target. The converter shows the result with the current rate and the inverse rate, so you can also see how much FIL one dollar buys. Prices are the median across CoinGecko and the exchanges that list FIL, updated every minute, and the Refresh button asks for a new quote at most once every 10 seconds. When live data is unavailable, the page tells you the values are approximate. The swap button reverses the pair, and the Crypto to Crypto tab compares FIL with other coins.',
  faq: {
    what: {
      question: 'What is Filecoin (FIL)?',
      answer: [
        'Filecoin was created by Protocol Labs, the team founded by Juan Benet that also developed IPFS, the InterPlanetary File System. The project raised funds in a token sale in 2017, and its mainnet launched in October 2020.',
        'Storage providers commit disk space to the network and must regularly prove that they are storing the data they agreed to keep, using cryptographic proofs called proof-of-replication and proof-of-spacetime. FIL has a maximum supply of 2 billion tokens, released gradually through mining rewards and vesting schedules.',
      ],
    },
    unique: {
      question: 'What is Filecoin used for?',
      answer: [
        'Filecoin turns storage into an open market. Anyone with spare capacity can become a storage provider, and anyone who needs to store data can make a deal with them, with the network verifying that the data is actually kept. It is used for archives, public datasets, media files and backups for Web3 applications.',
        'Since 2023 the Filecoin Virtual Machine has allowed smart contracts on the network, including contracts compatible with Ethereum tools. This makes it possible to build programmable storage deals, data DAOs and lending markets for storage providers, who must lock FIL as collateral.',
      ],
    },
    rateFactors: {
      question: 'What affects the FIL to USD rate?',
      answer: [
        'Like most tokens, FIL follows the overall crypto market, and moves in Bitcoin and Ethereum often spill over into its rate. Trading volume and liquidity on the main exchanges also play a part.',
        'More specific factors include demand for paid storage on the network, the amount of FIL locked as collateral by storage providers, new tokens entering circulation from rewards and vesting, and protocol upgrades. News about Protocol Labs and the wider decentralized storage sector can also affect the rate.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell FIL?',
      intro:
        'FIL is listed on many well-known exchanges, where it trades against US dollars, stablecoins and other cryptocurrencies. Which exchanges you can use depends on where you live, so check availability in your region first.',
      exchanges: ['Binance', 'Coinbase', 'Kraken', 'OKX', 'Gemini', 'KuCoin'],
      note: 'For self-custody, use a wallet that supports native Filecoin addresses, or a hardware wallet with Filecoin support. Filecoin also supports Ethereum-style addresses, but exchanges may not accept every address type, so check before you withdraw.',
      reminder:
        'Stick to reputable exchanges, enable two-factor authentication, and keep your seed phrase offline and private. No legitimate service will ever ask you for it.',
    },
  },
  related: [
    { text: 'FIL to EUR', href: '/fil-to-eur' },
    { text: 'FIL to GBP', href: '/fil-to-gbp' },
    { text: 'FIL to BTC', href: '/fil-to-btc' },
    { text: 'FIL to ETH', href: '/fil-to-eth' },
    { text: '100 FIL to USD', href: '/fil-to-usd/100' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
