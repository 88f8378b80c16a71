import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Crypto Converter Calculator Tool',
  intro: [
    'This converter turns any amount of a cryptocurrency into its value in a traditional currency, or into another cryptocurrency, using the latest available market rate. It is free, works without an account, and shows the rate it used so you can see exactly how the result was calculated.',
  ],
  sections: [
    {
      heading: 'Features',
      paragraphs: [
        'The tool covers about 250 cryptocurrencies and roughly 50 fiat currencies, and it is built around four core features:',
      ],
      list: [
        'Real-time rates: the median of prices from several exchanges and CoinGecko, requested again every minute, with a Refresh button for an on-demand update.',
        'Multi-currency support: convert between crypto and fiat, or between two cryptocurrencies, with searchable currency pickers.',
        'Fast calculations: the result, the exchange rate, and the inverse rate appear as soon as you type an amount or change a currency.',
        'Historical data: the profit calculator looks up historical prices so you can compare a past date with today.',
      ],
      links: [{ text: 'How we calculate prices', href: '/methodology' }],
    },
    {
      heading: 'How to Read the Result',
      paragraphs: [
        'The result panel shows the amount you entered, its converted value, the exchange rate for one unit of the source currency, and the inverse rate for one unit of the target currency. The time of the last refresh appears underneath.',
        'If live data cannot be reached, the panel says so and shows approximate values based on an earlier, dated snapshot. All figures are informational and may differ slightly from the price offered by a particular exchange.',
      ],
      links: [{ text: 'Crypto profit calculator', href: '/crypto-profit-calculator' }],
    },
  ],
} satisfies ArticleInput;
