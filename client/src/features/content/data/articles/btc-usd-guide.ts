import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'How to Use Our BTC to USD Converter Tool',
  intro: [
    'The converter above shows what an amount of Bitcoin (BTC) is worth in US dollars (USD), and how much Bitcoin a dollar amount represents. It uses the median of the latest prices from five exchanges and CoinGecko and shows both the exchange rate and the inverse rate, so you can check every result for yourself.',
  ],
  sections: [
    {
      heading: 'Converting BTC to USD',
      paragraphs: [
        'To find the dollar value of a Bitcoin amount, follow these steps. The page opens with BTC to USD already selected, so usually only the amount needs to change.',
      ],
      list: [
        'Make sure the "Crypto to FIAT" tab is selected.',
        'Type the number of bitcoins in the Amount field, for example 0.01 or 0.25.',
        'Check that the From currency is Bitcoin (BTC) and the To currency is US Dollar (USD).',
        'Read the dollar value in the result panel, along with the BTC to USD exchange rate.',
        'Press Refresh if you want a newer rate; it can be used once every 10 seconds.',
      ],
    },
    {
      heading: 'Converting USD to BTC',
      paragraphs: [
        'To see how much Bitcoin a dollar amount would correspond to, reverse the pair. The swap button between the two currency pickers does this in one click.',
      ],
      list: [
        'Press the round swap button between From and To, so that From is USD and To is BTC.',
        'Enter the dollar amount, for example 100 or 1000.',
        'Read the result in BTC; small amounts can have many decimal places.',
        'Use the inverse rate to see the dollar price of one whole bitcoin.',
        'Press the swap button again to go back to BTC to USD.',
      ],
    },
    {
      heading: 'Popular BTC Amounts',
      paragraphs: [
        'Most people hold or send fractions of a bitcoin rather than whole coins. These pages open the converter with a common amount already filled in:',
      ],
      links: [
        { text: '0.1 BTC to USD', href: '/btc-to-usd/0.1' },
        { text: '0.05 BTC to USD', href: '/btc-to-usd/0.05' },
        { text: '0.01 BTC to USD', href: '/btc-to-usd/0.01' },
        { text: '0.005 BTC to USD', href: '/btc-to-usd/0.005' },
        { text: '0.003 BTC to USD', href: '/btc-to-usd/0.003' },
        { text: '0.0025 BTC to USD', href: '/btc-to-usd/0.0025' },
        { text: '0.002 BTC to USD', href: '/btc-to-usd/0.002' },
        { text: '0.001 BTC to USD', href: '/btc-to-usd/0.001' },
        { text: '0.0005 BTC to USD', href: '/btc-to-usd/0.0005' },
        { text: '0.0002 BTC to USD', href: '/btc-to-usd/0.0002' },
        { text: '0.0001 BTC to USD', href: '/btc-to-usd/0.0001' },
        { text: '0.00001 BTC to USD', href: '/btc-to-usd/0.00001' },
      ],
    },
    {
      heading: 'How the Conversion Is Calculated',
      paragraphs: [
        'The calculation itself is simple: the dollar value equals the BTC amount multiplied by the current BTC to USD rate. If the rate is the price of one bitcoin in dollars, then 0.01 BTC is worth one hundredth of that price, and 0.5 BTC is worth half of it.',
        'The inverse rate is one divided by the exchange rate. For BTC to USD it tells you how many bitcoins one dollar buys, which is a very small number. When you convert USD to BTC, the tool divides the dollar amount by the price of one bitcoin, which gives the same answer as multiplying by the inverse rate.',
        'The rate is a reference price: the median of the prices from five exchanges and CoinGecko, with any price far from the others left out. It is not the price of any single exchange, so an exchange may quote slightly more or less, and fees and spreads will change the amount you actually receive if you trade.',
        'If no source can be reached, the page shows the last rate it had, marked as not live. Without one, it tells you so and uses an earlier, dated snapshot of prices instead. These values are labelled as approximate: they show roughly what the amount was worth on the date shown, not what it is worth right now. Press Refresh later to try for a live rate again.',
      ],
      links: [{ text: 'How we calculate prices', href: '/methodology' }],
    },
    {
      heading: 'Frequently Asked Questions',
      faqs: [
        {
          question: 'How often is the BTC to USD rate updated?',
          answer: [
            'The page requests a new rate every minute while it is open, and the time of the last refresh is shown under the result. You can also press Refresh to ask for a newer rate, at most once every 10 seconds.',
          ],
        },
        {
          question: 'Why is the result different from the price on my exchange?',
          answer: [
            'Each exchange has its own order book, so prices differ slightly from one venue to another. The converter shows an aggregated reference rate. An exchange also charges trading fees and has a spread between buy and sell prices, which together usually reduce what you receive.',
          ],
        },
        {
          question: 'How many satoshis are in one bitcoin?',
          answer: [
            'One bitcoin is divided into 100,000,000 satoshis, often shortened to sats. So 0.001 BTC equals 100,000 satoshis, and 0.00001 BTC equals 1,000 satoshis. The converter works in BTC, so enter satoshi amounts as the equivalent decimal.',
          ],
        },
        {
          question: 'Can I buy or sell bitcoin on this site?',
          answer: [
            'No. This site is an informational calculator only. It is not a trading platform, does not hold any cryptocurrency, and has no accounts. To buy or sell, you would need to use an exchange or another service of your choice, after doing your own research.',
          ],
        },
      ],
    },
  ],
} satisfies ArticleInput;
