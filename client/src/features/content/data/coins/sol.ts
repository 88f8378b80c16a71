import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'sol',
  coinId: 'solana',
  name: 'Solana',
  symbol: 'SOL',
  layout: 'guide',
  intro: [
    'Solana is a proof-of-stake blockchain built for fast, low-cost transactions, and SOL is its native coin. SOL pays network fees, is staked to validators to help secure the chain, and is used across the wallets, exchanges and applications that run on Solana.',
    'This page converts SOL to US dollars using real-time market data. Enter any amount of SOL to see its value in USD along with the inverse rate, or switch the target to another currency or coin if you need a different comparison.',
  ],
  converting:
    'To convert Solana to USD, enter the number of SOL you hold or plan to trade, and the converter multiplies it by the current SOL/USD market rate. Rates are the median price across CoinGecko and the exchanges that list SOL and refresh every minute, so the result reflects recent trading rather than a fixed quote. Exchanges apply their own spreads and fees, so the amount you actually receive when selling may be slightly lower.',
  guide: {
    steps: [
      'Open the Crypto to FIAT tab at the top of the converter, since you are turning a cryptocurrency into a government-issued currency.',
      'In the From picker, search for Solana or type SOL and select it as the source coin you want to convert.',
      'In the To picker, choose USD as the target currency. The pickers are searchable, so typing the code is the quickest way to find it.',
      'Type the amount of SOL into the Amount field. Whole coins and fractions such as 0.25 or 3.5 SOL both work.',
      'Read the result in US dollars together with the exchange rate and the inverse rate, which shows how much SOL one dollar buys.',
      'Press Refresh to request the latest rate; it can be used once every 10 seconds. Use the swap button if you want to convert USD back to SOL instead.',
    ],
    priceFactors: [
      {
        title: 'Network activity',
        text: 'Demand for block space on Solana, from trading, payments, games and token launches, drives fee spending and interest in holding SOL, which can move its price.',
      },
      {
        title: 'Staking and supply',
        text: 'SOL has no fixed maximum supply. New coins are issued as staking rewards on a declining inflation schedule, while part of every transaction fee is burned, so both sides shape the circulating supply.',
      },
      {
        title: 'Network reliability',
        text: 'Solana experienced several outages in its early years. Stability, client diversity and upgrades influence how developers and traders view the network and its coin.',
      },
      {
        title: 'Overall crypto market',
        text: 'Like most large altcoins, SOL tends to move with the wider crypto market, including shifts in Bitcoin price, liquidity, and general appetite for risk.',
      },
      {
        title: 'Regulation and listings',
        text: 'Regulatory decisions, exchange listings and access through investment products can change how easily people can buy SOL and therefore affect demand.',
      },
    ],
    whyConvert: [
      {
        title: 'Know what you hold',
        text: 'Converting SOL to USD shows the dollar value of a wallet balance, staking rewards or a payment received, which is easier to compare with everyday costs.',
      },
      {
        title: 'Plan a trade',
        text: 'Before selling on an exchange, checking the live SOL to USD rate helps you judge whether a quoted price, spread or fee looks reasonable.',
      },
      {
        title: 'Record keeping',
        text: 'Many people note the dollar value of SOL at the time of a transaction for budgeting or tax records; the converter gives a quick reference figure.',
      },
      {
        title: 'Compare currencies',
        text: 'From the same page you can switch the target to EUR, GBP or another coin such as BTC to see SOL in the unit that matters to you.',
      },
    ],
    closing: {
      title: 'Using the SOL to USD converter',
      paragraphs: [
        'The rates on this page are real-time market rates, the median price across CoinGecko and the exchanges that list SOL, and any values shown in tables are approximate. If live data is briefly unavailable, the page tells you it is showing approximate values.',
        'Prices on individual exchanges can differ slightly from the market average, so treat the converter as a reference and confirm the final amount on the platform where you trade.',
      ],
    },
  },
  faq: {
    what: {
      question: 'What is Solana (SOL)?',
      answer: [
        'Solana is a public blockchain designed to process many transactions quickly and cheaply. It was described in a 2017 whitepaper by Anatoly Yakovenko, and its mainnet beta went live in March 2020. SOL is the native coin of the network.',
        'Solana uses proof of stake, in which validators lock up SOL to take part in producing blocks, combined with a timekeeping technique called Proof of History that orders transactions before they are confirmed. The smallest unit of SOL is the lamport, one billionth of a coin.',
      ],
    },
    unique: {
      question: 'What is Solana used for?',
      answer: [
        'SOL is used to pay transaction fees on Solana and to stake with validators, which secures the network and earns staking rewards. Solana hosts decentralized exchanges, lending apps, payment tools, NFT marketplaces and games.',
        'Unlike blockchains that rely on separate layer-two networks for scaling, Solana aims to handle high throughput on a single base layer, which keeps fees low for everyday transfers and trading.',
      ],
    },
    rateFactors: {
      question: 'What affects the SOL to USD rate?',
      answer: [
        'The SOL to USD rate reflects supply and demand across exchanges worldwide. Activity on the Solana network, staking participation, new issuance, the health of the broader crypto market, regulatory news and exchange listings all play a part.',
        'Because the rate changes constantly, the converter uses live data that updates every minute. Check the live rate above for the current figure rather than relying on older quotes.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell SOL?',
      intro:
        'SOL is widely available on major centralized exchanges, where you can trade it for US dollars, other fiat currencies or stablecoins. Well-known options include:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'If you prefer to hold SOL yourself, self-custody wallets such as Phantom and Solflare support Solana, and decentralized exchanges such as Jupiter and Raydium let you swap SOL for other Solana tokens.',
      reminder:
        'Use reputable exchanges that are available in your country, turn on two-factor authentication, and never share your wallet seed phrase with anyone; store it offline where only you can reach it.',
    },
  },
  related: [
    { text: 'SOL to EUR', href: '/sol-to-eur' },
    { text: 'SOL to GBP', href: '/sol-to-gbp' },
    { text: 'SOL to BTC', href: '/sol-to-btc' },
    { text: 'SOL to ETH', href: '/sol-to-eth' },
    { text: 'USD to SOL', href: '/usd-to-sol' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
