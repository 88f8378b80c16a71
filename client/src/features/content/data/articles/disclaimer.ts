import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Disclaimer',
  subtitle: 'Last updated: May 09, 2025',
  intro: [
    'This website offers a crypto converter, profit and what-if calculators, and general information about cryptocurrencies. Please read this disclaimer before relying on anything you find here.',
  ],
  sections: [
    {
      heading: 'Not Financial Advice',
      paragraphs: [
        'All content on this site is provided for general information and education only. It is not financial, investment, tax, or legal advice, and it is not a recommendation or offer to buy, sell, or hold any cryptocurrency or other asset.',
        'We do not know your financial situation, goals, or tolerance for risk. Before making any financial decision, consider speaking with a qualified, independent professional.',
      ],
    },
    {
      heading: 'Rates May Be Delayed or Approximate',
      paragraphs: [
        'Live rates are the median of prices from several cryptocurrency exchanges and CoinGecko, and historical prices come from CoinGecko and public exchange data. These figures are reference prices aggregated from many markets; they may be delayed and can differ from the price available on any particular exchange at any given moment.',
        'When live data cannot be reached, the site shows approximate values from an earlier snapshot, clearly labelled with its date. Conversion results also do not include trading fees, spreads, network fees, or taxes, so the amount you would actually receive in a transaction may be different.',
        'Results from the profit and what-if calculators describe past price movements only. Past performance does not indicate or guarantee future results.',
      ],
      links: [{ text: 'How we calculate prices', href: '/methodology' }],
    },
    {
      heading: 'Cryptocurrency Risks',
      paragraphs: [
        'Cryptocurrencies are highly volatile and can lose a large part or all of their value in a short time. Before you buy or hold any crypto asset, be aware of the main risks:',
      ],
      list: [
        'Prices can move sharply and unpredictably in either direction.',
        'Exchanges and other custodians can fail, be hacked, or restrict withdrawals.',
        'Lost private keys or recovery phrases usually mean permanently lost funds.',
        'Smart contracts and blockchain networks can contain bugs or be exploited.',
        'Laws, regulations, and tax rules differ by country and can change.',
        'Scams, phishing, and fake tokens are common in the crypto space.',
      ],
    },
    {
      heading: 'Do Your Own Research',
      paragraphs: [
        'Always verify important information with primary sources and with the exchange, wallet, or service you intend to use. Never invest more than you can afford to lose, and be wary of anyone who promises guaranteed returns.',
      ],
    },
    {
      heading: 'No Custody and No Liability',
      paragraphs: [
        'This site is not a trading platform and does not hold, receive, or transfer cryptocurrency or money for anyone. To the fullest extent permitted by law, the site operator accepts no liability for any loss arising from the use of, or reliance on, the information provided here.',
      ],
      links: [
        { text: 'Terms of Use', href: '/terms' },
        { text: 'Privacy Policy', href: '/privacy' },
      ],
    },
  ],
} satisfies ArticleInput;
