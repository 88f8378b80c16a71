import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'shib',
  coinId: 'shiba-inu',
  name: 'Shiba Inu',
  symbol: 'SHIB',
  layout: 'guide',
  intro: [
    'Shiba Inu is a community-driven token launched in 2020 and named after the same dog breed that inspired Dogecoin. SHIB is an ERC-20 token on Ethereum, and its community has built a wider ecosystem around it, including a decentralized exchange and a layer-two network called Shibarium.',
    'This converter shows the value of SHIB in US dollars using real-time market data. Because one SHIB is worth a tiny fraction of a dollar, you can enter large amounts, such as millions of tokens, and see the USD value and inverse rate at once.',
  ],
  converting:
    'To convert Shiba Inu to USD, enter the number of SHIB and the converter multiplies it by the current SHIB/USD rate, the median price across CoinGecko and the exchanges that list SHIB, which updates every minute. The rate per token has many decimal places, so the converter is the easiest way to see what a large balance is actually worth. Exchange spreads and fees can reduce the amount you receive when you sell.',
  guide: {
    steps: [
      'Select the Crypto to FIAT tab to convert a cryptocurrency into a traditional currency.',
      'In the From picker, search for Shiba Inu or SHIB and select it as the source coin.',
      'In the To picker, select USD as the target currency; typing USD in the search box finds it quickly.',
      'Type your SHIB amount in the Amount field. Large numbers such as 1000000 or 50000000 are common for this token.',
      'Read the value in US dollars together with the exchange rate and the inverse rate, which shows how many SHIB one dollar buys.',
      'Press Refresh to get the newest rate, available once every 10 seconds, or use the swap button to see how much SHIB a dollar amount buys.',
    ],
    priceFactors: [
      {
        title: 'Very large supply',
        text: 'SHIB launched with a total supply of one quadrillion tokens, which is why a single token is priced at a tiny fraction of a cent. Small changes in the per-token rate add up to large changes for big balances.',
      },
      {
        title: 'Token burns',
        text: 'Tokens sent to burn addresses are permanently removed from circulation. The community tracks burns closely, although the amounts burned are usually small relative to the total supply.',
      },
      {
        title: 'Community and sentiment',
        text: 'As a meme-inspired token, SHIB is strongly influenced by social media attention, community activity and trends in speculative trading.',
      },
      {
        title: 'Ecosystem development',
        text: 'Progress on projects such as ShibaSwap and the Shibarium network can affect how people view the practical use of SHIB.',
      },
      {
        title: 'Overall crypto market',
        text: 'SHIB tends to follow the broader crypto market and often reacts more strongly than larger coins to rises and falls in sentiment.',
      },
    ],
    whyConvert: [
      {
        title: 'Make sense of big numbers',
        text: 'Balances of millions of SHIB are hard to judge by eye; converting to USD turns them into a familiar dollar figure.',
      },
      {
        title: 'Check a trade',
        text: 'Before buying or selling, comparing an exchange quote with the live market rate shows whether the spread and fees are reasonable.',
      },
      {
        title: 'Compare with other coins',
        text: 'You can switch the target to BTC, ETH or DOGE to see how SHIB compares with other cryptocurrencies in the same converter.',
      },
      {
        title: 'Keep records',
        text: 'Writing down the dollar value at the time of each transaction helps with budgeting and with tax reporting where it applies.',
      },
    ],
    closing: {
      title: 'Using the SHIB to USD converter',
      paragraphs: [
        'The rates on this page are real-time market rates, the median price across CoinGecko and the exchanges that list SHIB, and values shown in tables are approximate. If live data is temporarily unavailable, the page says it is showing approximate values.',
        'SHIB prices can move quickly and are quoted with many decimal places, so confirm the final amount on your exchange or wallet before completing a trade.',
      ],
    },
  },
  faq: {
    what: {
      question: 'What is Shiba Inu (SHIB)?',
      answer: [
        'Shiba Inu is a token created in August 2020 by an anonymous developer known as Ryoshi. It was launched as an ERC-20 token on Ethereum with a total supply of one quadrillion SHIB.',
        'Half of the initial supply was sent to Ethereum co-founder Vitalik Buterin, who in 2021 burned most of those tokens and donated the rest to charity, including a COVID-19 relief fund in India. Since then the community has developed its own projects around the token.',
      ],
    },
    unique: {
      question: 'How is Shiba Inu different from Dogecoin?',
      answer: [
        'Dogecoin is the native coin of its own proof-of-work blockchain, while SHIB is a token that runs on Ethereum and follows the ERC-20 standard. That means SHIB can be held in Ethereum wallets and used with Ethereum applications.',
        'Shiba Inu also has a wider set of connected projects, including the ShibaSwap decentralized exchange, the related BONE and LEASH tokens, and Shibarium, a layer-two network launched in 2023 that aims to make transactions cheaper.',
      ],
    },
    rateFactors: {
      question: 'What affects the SHIB to USD rate?',
      answer: [
        'The SHIB to USD rate is driven by trading demand, social media sentiment, token burns, exchange listings, progress on ecosystem projects, and the overall crypto market.',
        'The converter shows live prices that update every minute. Check the live rate above for the current figure, especially since small changes matter for large SHIB balances.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell SHIB?',
      intro:
        'SHIB is available on many major exchanges, where it can be traded for US dollars, other fiat currencies and stablecoins. Long-established exchanges that list SHIB include:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'Because SHIB is an Ethereum token, you can keep it in a self-custody wallet such as MetaMask and swap it on decentralized exchanges such as Uniswap or ShibaSwap, paying network fees in ETH.',
      reminder:
        'Use reputable exchanges, enable two-factor authentication, and keep your seed phrase offline; beware of look-alike tokens and check the official contract address before swapping on a decentralized exchange.',
    },
  },
  related: [
    { text: 'SHIB to EUR', href: '/shib-to-eur' },
    { text: 'SHIB to GBP', href: '/shib-to-gbp' },
    { text: 'SHIB to DOGE', href: '/shib-to-doge' },
    { text: 'SHIB to ETH', href: '/shib-to-eth' },
    { text: 'USD to SHIB', href: '/usd-to-shib' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
