import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'eos',
  coinId: 'eos',
  name: 'EOS',
  symbol: 'EOS',
  layout: 'faq-card',
  intro: [
    'EOS is a delegated proof-of-stake blockchain built for fast transactions and decentralized applications. In 2025 the network rebranded as Vaulta and its token moved to a new ticker through a token swap; this converter still lists the coin as EOS.',
    'Here you can convert EOS into US dollars, other fiat currencies and other cryptocurrencies. Rates are real-time, based on market data, while any fixed values quoted in tables or examples are approximate and can differ slightly from an exchange quote.',
  ],
  converting:
    'Type an amount of EOS, keep USD as the target and the converter shows the result with the rate and the inverse rate. Rates are the median price across CoinGecko and the exchanges that list EOS, updated every minute, and the Refresh button fetches a new quote at most once every 10 seconds. When live data is unavailable, the page says that the values are approximate. Because of the Vaulta rebrand, some exchanges now list the token under its new name and ticker, so compare the name shown on your exchange with the one used here.',
  faq: {
    what: {
      question: 'What is EOS (now Vaulta)?',
      answer: [
        'EOS was developed by the company Block.one, led by Brendan Blumer and Dan Larimer, which raised funds through a year-long token sale in 2017 and 2018. The mainnet launched in June 2018. Blocks are produced by a small group of elected block producers, chosen by token holders who vote with their staked tokens.',
        'After the community took over the network\'s direction, the EOS Network Foundation became its main steward, and the software was later forked into the Antelope protocol. In 2025 the network rebranded as Vaulta, with a focus on Web3 banking, and holders were able to swap EOS for the new token.',
      ],
    },
    unique: {
      question: 'What makes EOS different from other blockchains?',
      answer: [
        'EOS was designed so that users do not pay a fee for every transaction. Instead, accounts use network resources such as CPU time, bandwidth and RAM, which are obtained by staking or renting tokens. This model, together with short block times, was meant to support applications with many users.',
        'Accounts on EOS have human-readable names instead of long addresses, and smart contracts are usually written in C++ and compiled to WebAssembly. The Vaulta rebrand kept this technology and added a focus on banking and payment services.',
      ],
    },
    rateFactors: {
      question: 'What affects the EOS to USD rate?',
      answer: [
        'The rate reflects trading on exchanges and tends to follow the wider crypto market. Changes in sentiment toward large coins such as Bitcoin often affect EOS as well.',
        'Specific factors include progress of the Vaulta rebrand and token swap, how exchanges handle the migration, decisions by the network\'s governance about token supply, and the level of activity from applications built on the chain.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell EOS?',
      intro:
        'EOS has been traded on major exchanges for many years. After the 2025 rebrand, several of them converted balances to the new Vaulta token and list it under its new ticker, so look for either name when searching.',
      exchanges: ['Binance', 'OKX', 'Bybit', 'KuCoin', 'Gate.io', 'Bitfinex'],
      note: 'To hold tokens yourself, use a wallet that supports the EOS network and the Vaulta token, or a hardware wallet with EOS support. Withdrawals to EOS accounts often need a memo, so include it when the exchange asks for one.',
      reminder:
        'Trade only on reputable exchanges, enable two-factor authentication, and keep your private keys and seed phrase offline. Be wary of messages about the token swap that ask for your keys, as these are a common scam.',
    },
  },
  related: [
    { text: 'EOS to EUR', href: '/eos-to-eur' },
    { text: 'EOS to GBP', href: '/eos-to-gbp' },
    { text: 'EOS to BTC', href: '/eos-to-btc' },
    { text: 'EOS to ETH', href: '/eos-to-eth' },
    { text: '100 EOS to USD', href: '/eos-to-usd/100' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
