import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'pepe',
  coinId: 'pepe',
  name: 'Pepe',
  symbol: 'PEPE',
  layout: 'faq-card',
  intro: [
    'This converter shows the value of PEPE tokens in US dollars and other currencies using real-time market rates. Because a single PEPE is worth a very small fraction of a dollar, it is handy for working out what large token amounts add up to.',
    'Pepe is a meme coin on Ethereum inspired by the Pepe the Frog internet meme. It has no formal project team promising a product, and its price is driven largely by community interest. The guide below explains the conversion, the token, what moves its price and where it is traded.',
  ],
  converting:
    'Open the Crypto to FIAT tab, enter the number of tokens in the Amount field, and select PEPE as the From currency and USD as the To currency. The converter shows the dollar value, the rate for one PEPE and the number of PEPE per dollar, which is often easier to read for tokens with very small unit prices. The swap button reverses the pair. Rates are the median price across CoinGecko and the exchanges that list PEPE, updated every minute, and Refresh is available once every 10 seconds. If live data is unavailable, the page marks the values as approximate.',
  faq: {
    what: {
      question: 'What is Pepe (PEPE)?',
      answer: [
        'PEPE is an ERC-20 token launched on the Ethereum blockchain in April 2023. It takes its name and image from Pepe the Frog, a cartoon character created by artist Matt Furie, who is not involved with the token. The total supply was set at about 420.69 trillion tokens at launch, a number chosen as an internet joke.',
        'The token was launched without a presale, the liquidity provided at launch was locked by burning the pool tokens, and control of the contract was renounced so its rules cannot be changed. The project describes PEPE as a meme coin with no intrinsic value or expectation of financial return.',
      ],
    },
    unique: {
      question: 'What is PEPE used for, and how does it differ from other coins?',
      answer: [
        'PEPE has no built-in use beyond being held, traded and sent like any other Ethereum token. Unlike coins such as Ether or SOL, it does not secure a blockchain, pay for network fees or give governance rights. Its appeal comes from internet culture, community activity and speculation.',
        'Compared with older meme coins like Dogecoin, which runs on its own blockchain, PEPE is a token on Ethereum, so it is stored in Ethereum wallets and every transfer requires a fee paid in ETH. Its very large supply is the reason one token is worth only a tiny fraction of a cent.',
      ],
    },
    rateFactors: {
      question: 'What affects the PEPE to USD rate?',
      answer: [
        'Meme coins are especially sensitive to sentiment, so the PEPE price can rise or fall sharply in a short time. Social media attention, the mood of the wider crypto market, trading volume and the activity of large holders all have a strong effect.',
        'New exchange listings, the cost of Ethereum transactions, trends in other meme coins and general economic conditions also influence demand. Since the token has no underlying revenue or utility, price moves can be large in both directions, so check the live converter for the current rate.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell PEPE?',
      intro:
        'PEPE is listed on many centralized exchanges, usually against stablecoins such as USDT and, on some platforms, the US dollar or euro. Established exchanges that list PEPE include:',
      exchanges: ['Binance', 'Coinbase', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'PEPE can also be swapped on Ethereum decentralized exchanges such as Uniswap and held in wallets like MetaMask. Many copycat tokens use the same name, so always confirm the official contract address from a trusted source before swapping, and keep some ETH for network fees.',
      reminder:
        'Only use reputable exchanges, turn on two-factor authentication, and keep your wallet seed phrase offline. Be wary of giveaways, airdrops and direct messages that promise free PEPE, which are common scams.',
    },
  },
  related: [
    { text: 'PEPE to EUR', href: '/pepe-to-eur' },
    { text: 'PEPE to GBP', href: '/pepe-to-gbp' },
    { text: 'PEPE to ETH', href: '/pepe-to-eth' },
    { text: '1000000 PEPE to USD', href: '/pepe-to-usd/1000000' },
    { text: '1000000000 PEPE to USD', href: '/pepe-to-usd/1000000000' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
