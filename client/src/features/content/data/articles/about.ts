import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'About Us',
  intro: [
    'This site is a free crypto converter and profit calculator. It helps you find out what an amount of cryptocurrency is worth in a traditional currency or in another coin, and how an investment would have changed between two dates, without creating an account or sharing any personal information.',
  ],
  sections: [
    {
      heading: 'Our Mission',
      paragraphs: [
        'Our aim is to make cryptocurrency values easy to understand for everyone, from people buying their first fraction of a coin to traders and businesses that handle crypto every day. We want the numbers to be clear, the method behind them to be visible, and the tools to be free of sign-ups, paywalls, and distractions.',
        'We are not a trading platform, we do not hold anyone’s crypto, and we do not tell anyone what to buy or sell. Everything on the site is informational, and we try to be plain about what the figures mean and where their limits are.',
      ],
    },
    {
      heading: 'What We Offer',
      paragraphs: [
        'The site brings together a few focused tools and guides, all free to use and available without an account:',
      ],
      list: [
        'A converter for about 250 cryptocurrencies and roughly 50 fiat currencies, in "Crypto to FIAT" and "Crypto to Crypto" modes.',
        'Dedicated pages for popular pairs and amounts, such as BTC to USD or 0.01 BTC in dollars.',
        'A crypto profit calculator for working out the profit or loss of an investment between a purchase date and a sale date.',
        'A what-if calculator that shows what a past purchase would be worth today.',
        'Guides for many individual coins, explaining what they are and how to read their conversions.',
      ],
      links: [
        { text: 'Crypto converter', href: '/' },
        { text: 'BTC to USD converter', href: '/btc-to-usd' },
        { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
      ],
    },
    {
      heading: 'Our Data',
      paragraphs: [
        'Live prices are not taken from a single provider. Every minute the site asks five cryptocurrency exchanges (Coinbase, Kraken, Bitstamp, Binance and OKX) and the price aggregator CoinGecko for their latest prices, takes the median, and leaves out any source more than 2 % away from it, naming it and saying why. Rates between traditional currencies come from Coinbase and CoinGecko and are checked against the European Central Bank’s daily reference rate.',
        'Under every result, a short line says how many sources were used, how closely they agree and how old the price is; opening it shows each source’s price. Our methodology page explains the whole rule in plain words, including what happens when a source fails.',
        'If no source can be reached, the site shows the last prices it had, marked as not live. Without those, it falls back to a bundled snapshot of prices taken on a known date; the page then says that live data is unavailable, labels the values as approximate, and shows the date of the snapshot, so you always know how current a figure is.',
        'Historical prices used by the profit and what-if calculators come from CoinGecko and from public exchange data. Prices from different sources can differ slightly, and historical values are daily reference prices rather than the exact price of any particular trade.',
      ],
      links: [
        { text: 'How we calculate prices', href: '/methodology' },
        { text: 'Disclaimer', href: '/disclaimer' },
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [
        'If you have a question about the site or have noticed something that looks wrong, please visit our contact page. Before you write, note that the site holds no accounts or funds, so we cannot help with exchange, wallet, or transaction problems.',
      ],
      links: [{ text: 'Contact page', href: '/contact' }],
    },
  ],
} satisfies ArticleInput;
