import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'trx',
  coinId: 'tron',
  name: 'TRON',
  symbol: 'TRX',
  layout: 'faq-card',
  intro: [
    'This converter shows the value of TRX, the native coin of the TRON blockchain, in US dollars and many other currencies. Enter any amount and you get the converted value, the rate for one TRX and the inverse rate, based on real-time market data.',
    "TRON is a proof-of-stake network best known for cheap, fast transfers, and it carries a large share of the world's stablecoin traffic. Read on for how to convert TRX, what the network does, what moves the TRX price and where the coin is traded.",
  ],
  converting:
    'On the Crypto to FIAT tab, enter the number of coins under Amount, pick TRX as the From currency and USD as the To currency. The converter returns the dollar value together with the TRX to USD rate and the USD to TRX rate, and the swap button flips the direction. The rate is the median price across CoinGecko and the exchanges that list TRX, updated every minute, while the Refresh button can request a fresh quote once every 10 seconds. If live prices cannot be loaded, the page states that the values are approximate.',
  faq: {
    what: {
      question: 'What is TRON (TRX)?',
      answer: [
        "TRON is a public blockchain founded by Justin Sun. TRX was first issued in 2017 as a token on Ethereum and moved to TRON's own mainnet in 2018. The network uses delegated proof of stake: TRX holders vote for 27 Super Representatives, which take turns producing blocks roughly every three seconds.",
        "TRX is used to pay for activity on the network, to vote, and to stake. Staked TRX gives an account bandwidth and energy, resources that cover the cost of transfers and smart contract calls, so frequent users can transact with little or no direct fee. TRON runs smart contracts on a virtual machine that is largely compatible with Ethereum's.",
      ],
    },
    unique: {
      question: 'What is TRON mainly used for?',
      answer: [
        "TRON's most visible use is moving stablecoins. A very large amount of Tether (USDT) is issued on TRON as a TRC-20 token, and many people and businesses use it for transfers between exchanges and across borders because transactions confirm quickly and cost little.",
        'The network also hosts decentralized finance applications, games and token projects. In 2018 TRON acquired the file-sharing company BitTorrent, whose BTT token was later launched on TRON. Its resource model of bandwidth and energy, paid for by staking TRX, is one of the features that separates it from Ethereum.',
      ],
    },
    rateFactors: {
      question: 'What affects the TRX to USD rate?',
      answer: [
        'The TRX to USD rate reflects supply and demand across exchanges and generally moves with the broader crypto market. Demand for TRX to stake or burn for network resources, which rises with stablecoin traffic and application use, can affect it, as can the amount of TRX burned in fees compared with new issuance.',
        'News about the TRON ecosystem and its founder, regulatory actions, exchange listings and competition from other low-cost payment networks also influence the price. Check the live converter for the current rate before making a decision.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell TRX?',
      intro:
        'TRX is widely available on centralized exchanges, where it trades against stablecoins, bitcoin and, on some platforms, fiat currencies. Long-established exchanges that list TRX include:',
      exchanges: ['Binance', 'OKX', 'Kraken', 'Bybit', 'KuCoin', 'HTX'],
      note: 'For self-custody, wallets such as TronLink and Trust Wallet support TRX and TRC-20 tokens, and SunSwap is a decentralized exchange on TRON. Keep a little TRX in your wallet, or stake some, so you can cover the energy and bandwidth your transactions need.',
      reminder:
        'Check which platforms serve your country and compare their fees before trading. Use reputable exchanges, protect your accounts with two-factor authentication, and keep your seed phrase offline where no one else can see it.',
    },
  },
  related: [
    { text: 'TRX to EUR', href: '/trx-to-eur' },
    { text: 'TRX to GBP', href: '/trx-to-gbp' },
    { text: 'TRX to BTC', href: '/trx-to-btc' },
    { text: 'TRX to USDT', href: '/trx-to-usdt' },
    { text: '1000 TRX to USD', href: '/trx-to-usd/1000' },
    { text: 'USD to TRX', href: '/usd-to-trx' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
