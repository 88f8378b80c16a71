import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'bch',
  coinId: 'bitcoin-cash',
  name: 'Bitcoin Cash',
  symbol: 'BCH',
  layout: 'faq-card',
  intro: [
    'This converter turns Bitcoin Cash (BCH) into US dollars, other fiat currencies or other cryptocurrencies at real-time market rates. Enter an amount to see the converted value together with the BCH to USD rate and its inverse.',
    'Bitcoin Cash split from Bitcoin in 2017 with the aim of serving as low-fee electronic cash. The guide below explains how to convert BCH, how it differs from Bitcoin, what moves its price and which exchanges list it.',
  ],
  converting:
    'On the Crypto to FIAT tab, enter the number of coins, choose BCH as the From currency and USD as the To currency, and the converter shows the dollar value with the BCH to USD and USD to BCH rates. The swap button switches the direction, and the Crypto to Crypto tab lets you compare BCH with BTC or another coin. Rates are the median price across CoinGecko and the exchanges that list BCH, updated every minute, and Refresh can be pressed once every 10 seconds. When live data is unavailable, the page notes that the figures are approximate.',
  faq: {
    what: {
      question: 'What is Bitcoin Cash (BCH)?',
      answer: [
        'Bitcoin Cash is a cryptocurrency created on August 1, 2017, through a hard fork of the Bitcoin blockchain. Anyone who held bitcoin at the time of the split received the same amount of BCH. The fork came out of a long debate in the Bitcoin community about how to scale the network, with Bitcoin Cash supporters favoring larger blocks.',
        'Like Bitcoin, Bitcoin Cash uses proof-of-work mining with the SHA-256 algorithm, has a maximum supply of 21 million coins, and halves its block reward roughly every four years. It is developed by several independent teams rather than a single company.',
      ],
    },
    unique: {
      question: 'How is Bitcoin Cash different from Bitcoin?',
      answer: [
        'The main difference is block size. Bitcoin Cash raised its block size limit, first to 8 MB and later to 32 MB, so more transactions fit in each block and fees generally stay very low. Bitcoin instead kept a smaller base block size and relies on Segregated Witness and second-layer systems such as the Lightning Network for scaling.',
        'Bitcoin Cash also uses its own address format, CashAddr, which usually begins with "bitcoincash:" or the letter q, and it has added features such as its own difficulty adjustment algorithm and CashTokens for issuing tokens on the chain. In 2018 the network split again, creating Bitcoin SV (BSV) as a separate coin.',
      ],
    },
    rateFactors: {
      question: 'What affects the BCH to USD rate?',
      answer: [
        'The price of BCH is set by supply and demand on exchanges and tends to follow Bitcoin and the broader crypto market. Use of Bitcoin Cash for payments, trading volume and liquidity, and the amount of mining power on the network all affect it.',
        'Halving events, which reduce new supply, exchange listings, regulatory news and wider economic conditions can also move the rate. Check the live converter above for the current figure before you buy or sell.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell BCH?',
      intro:
        'Bitcoin Cash is available on most major exchanges, many of which offer direct trading against the US dollar and the euro. Long-established exchanges that list BCH include:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'Gemini', 'OKX'],
      note: 'For self-custody, wallets such as Electron Cash and hardware wallets from Ledger and Trezor support Bitcoin Cash. BCH and BTC are separate networks, so never send BCH to a Bitcoin address or the other way around, as the coins may be lost.',
      reminder:
        'Use reputable exchanges that operate legally where you live, switch on two-factor authentication, and keep your seed phrase written down offline and away from anyone else.',
    },
  },
  related: [
    { text: 'BCH to EUR', href: '/bch-to-eur' },
    { text: 'BCH to GBP', href: '/bch-to-gbp' },
    { text: 'BCH to BTC', href: '/bch-to-btc' },
    { text: '1 BCH to USD', href: '/bch-to-usd/1' },
    { text: '10 BCH to USD', href: '/bch-to-usd/10' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
