import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'doge',
  coinId: 'dogecoin',
  name: 'Dogecoin',
  symbol: 'DOGE',
  layout: 'guide',
  intro: [
    'Dogecoin began in December 2013 as a lighthearted cryptocurrency named after a popular internet meme featuring a Shiba Inu dog. It has since become one of the best-known coins, used for tipping, small payments and trading, and DOGE remains the native currency of its own proof-of-work blockchain.',
    'This converter shows how much DOGE is worth in US dollars using real-time market data. Enter any amount of Dogecoin to see its USD value and the inverse rate, or pick a different currency or coin as the target.',
  ],
  converting:
    'To convert Dogecoin to USD, type the amount of DOGE and the converter multiplies it by the current DOGE/USD market rate, the median price across CoinGecko and the exchanges that list DOGE, which refreshes every minute. Because a single DOGE is usually worth a small amount of money, people often convert large quantities; the result shows the full dollar value along with the rate used.',
  guide: {
    steps: [
      'Select the Crypto to FIAT tab so that you convert a cryptocurrency into a fiat currency.',
      'In the From picker, search for Dogecoin or DOGE and choose it as the source coin.',
      'In the To picker, choose USD as the currency you want to see the value in.',
      'Type how many DOGE you want to convert in the Amount field, such as 100, 2,500 or a fraction of a coin.',
      'Check the result in US dollars together with the exchange rate and the inverse rate, which shows how many DOGE one dollar buys.',
      'Use Refresh to load the newest rate (allowed once every 10 seconds), or press the swap button to convert USD into DOGE.',
    ],
    priceFactors: [
      {
        title: 'Community and social media',
        text: 'Dogecoin has a large online community, and posts by well-known public figures have at times moved its price sharply. Sentiment can change quickly for a coin with this profile.',
      },
      {
        title: 'Inflationary supply',
        text: 'Dogecoin has no maximum supply. Miners receive a fixed 10,000 DOGE per block, which adds a steady number of new coins each year while the percentage growth slowly falls.',
      },
      {
        title: 'Payments and adoption',
        text: 'Merchants and payment services that accept DOGE, and apps that support sending it, affect how much practical demand there is for the coin.',
      },
      {
        title: 'Wider crypto market',
        text: 'DOGE tends to follow the direction of the overall crypto market, and coins driven by speculation can react more strongly than average to market swings.',
      },
    ],
    whyConvert: [
      {
        title: 'Understand small units',
        text: 'Because one DOGE is usually worth little compared with a dollar, converting to USD makes it easier to see what a balance of thousands of coins really amounts to.',
      },
      {
        title: 'Price a tip or payment',
        text: 'If you send or receive Dogecoin as a tip or payment, the converter tells you its dollar value so both sides know what was exchanged.',
      },
      {
        title: 'Compare before trading',
        text: 'Checking the live DOGE to USD rate before you sell helps you spot unusually wide spreads or fees on the platform you use.',
      },
      {
        title: 'Track your records',
        text: 'Recording the dollar value of DOGE at the time of a transaction is helpful for budgeting and for tax reporting where it applies.',
      },
    ],
    closing: {
      title: 'Using the DOGE to USD converter',
      paragraphs: [
        'All rates on this page are real-time market rates, the median price across CoinGecko and the exchanges that list DOGE, and values shown in tables are approximate. If live prices are temporarily unavailable, the page says it is showing approximate values.',
        'Dogecoin prices can move quickly, so check the final amount on the exchange or wallet you use before confirming any trade.',
      ],
    },
  },
  faq: {
    what: {
      question: 'What is Dogecoin (DOGE)?',
      answer: [
        'Dogecoin is a cryptocurrency created in 2013 by software engineers Billy Markus and Jackson Palmer, who intended it as a friendly, humorous alternative to Bitcoin. Its logo is the Shiba Inu dog from the "Doge" meme.',
        'Dogecoin runs on its own proof-of-work blockchain using the Scrypt algorithm, the same algorithm as Litecoin, and since 2014 it can be merge-mined alongside Litecoin. New blocks arrive about once a minute, which makes confirmations relatively quick.',
      ],
    },
    unique: {
      question: 'How is Dogecoin different from Bitcoin?',
      answer: [
        'Bitcoin has a fixed cap of 21 million coins, while Dogecoin has no cap and issues a constant 10,000 DOGE per block. Dogecoin also produces blocks about every minute instead of every ten minutes, and it uses the Scrypt mining algorithm instead of SHA-256.',
        'In practice, Dogecoin is often used for tipping, small payments and online communities, while Bitcoin is more commonly described as a long-term store of value.',
      ],
    },
    rateFactors: {
      question: 'What affects the DOGE to USD rate?',
      answer: [
        'The DOGE to USD rate is set by buying and selling across exchanges. Social media attention, news involving public figures, payment adoption, the steady issuance of new coins and the overall crypto market all influence it.',
        'The converter uses live data that updates every minute, so check the live rate above instead of relying on figures you may have seen earlier.',
      ],
    },
    whereToBuy: {
      question: 'Where can I buy or sell DOGE?',
      intro:
        'Dogecoin is listed on most major cryptocurrency exchanges and can be traded for US dollars, other fiat currencies and stablecoins. Long-established exchanges that offer DOGE include:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'To hold DOGE yourself, you can use the official Dogecoin Core wallet, a multi-coin wallet that supports Dogecoin, or a hardware wallet such as Ledger or Trezor.',
      reminder:
        'Only use reputable exchanges, protect your accounts with two-factor authentication, and keep your seed phrase written down offline; anyone who has it can take your coins.',
    },
  },
  related: [
    { text: 'DOGE to EUR', href: '/doge-to-eur' },
    { text: 'DOGE to GBP', href: '/doge-to-gbp' },
    { text: 'DOGE to BTC', href: '/doge-to-btc' },
    { text: 'DOGE to SHIB', href: '/doge-to-shib' },
    { text: 'USD to DOGE', href: '/usd-to-doge' },
    { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
