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
        'Live exchange rates come from CoinGecko, an independent provider that aggregates prices from many cryptocurrency exchanges. The converter requests a new rate every minute while a page is open, and each result shows when it was last refreshed.',
        'If CoinGecko cannot be reached, the site falls back to a bundled snapshot of prices taken on a known date. In that case the page clearly says that live data is unavailable, labels the values as approximate, and shows the date of the snapshot, so you always know how current a figure is.',
        'Historical prices used by the profit and what-if calculators come from CoinGecko and from public exchange data. Prices from different sources can differ slightly, and historical values are daily reference prices rather than the exact price of any particular trade.',
      ],
      links: [{ text: 'Disclaimer', href: '/disclaimer' }],
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
