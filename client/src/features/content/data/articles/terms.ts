import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Terms of Use',
  subtitle: 'Last updated: May 09, 2025',
  intro: [
    'These terms apply to your use of this website, including the crypto converter, the profit and what-if calculators, and all guides and pages. By using the site, you agree to these terms. If you do not agree, please do not use the site.',
  ],
  sections: [
    {
      heading: 'Informational Use Only',
      paragraphs: [
        'The site provides conversion results, calculations, and general educational content for information only. It is not a trading platform, exchange, wallet, or financial service. We do not buy, sell, hold, or transfer any cryptocurrency or money on your behalf, and nothing on the site is financial, investment, tax, or legal advice.',
        'Any decision you make based on information from the site is your own responsibility. Please confirm important figures with the service you actually use and, where appropriate, with a qualified professional.',
      ],
      links: [{ text: 'Read the disclaimer', href: '/disclaimer' }],
    },
    {
      heading: 'Accuracy of Rates and Data',
      paragraphs: [
        'Exchange rates and historical prices come from third parties, including CoinGecko and public exchange data. Rates may be delayed, incomplete, or differ from the prices offered by any particular exchange. When live data is unavailable, the site shows approximate values from an earlier, dated snapshot and says so on the page.',
        'We work to keep the information accurate and the site available, but we cannot guarantee either, and we may change, suspend, or discontinue any feature at any time without notice.',
      ],
    },
    {
      heading: 'No Warranty',
      paragraphs: [
        'The site and its content are provided "as is" and "as available", without warranties of any kind, whether express or implied, including warranties of accuracy, completeness, fitness for a particular purpose, and uninterrupted or error-free operation.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'To the fullest extent permitted by law, the site operator is not liable for any loss or damage arising from your use of the site or your reliance on its content, including trading losses, lost profits, or losses caused by inaccurate, delayed, or unavailable data.',
      ],
    },
    {
      heading: 'Rate Limits',
      paragraphs: [
        'To keep the service fair and available for everyone, the site limits how often rates can be refreshed, for example allowing the Refresh button to be used once every 10 seconds. The server may also limit or temporarily block requests that arrive too frequently from the same source.',
      ],
    },
    {
      heading: 'Acceptable Use',
      paragraphs: [
        'You may use the site for personal and business purposes in the ordinary way, through a web browser. When using it, you agree to respect the following rules:',
      ],
      list: [
        'Do not overload the site with automated or excessive requests, or scrape it at scale.',
        'Do not try to bypass rate limits, security measures, or access controls.',
        'Do not attempt to disrupt, damage, or gain unauthorized access to the site or its servers.',
        'Do not use the site for any unlawful purpose, or to mislead others about the source of its data.',
        'Do not submit malicious code or abusive content through the contact form.',
      ],
    },
    {
      heading: 'Intellectual Property and Third-Party Content',
      paragraphs: [
        'The text, design, and code of the site are protected by applicable intellectual property laws. Coin names, logos, and trademarks belong to their respective owners and are shown only to identify the currencies. Price data remains subject to the terms of the providers that supply it.',
        'Links to external websites are provided for convenience. We are not responsible for the content, availability, or practices of those websites.',
      ],
    },
    {
      heading: 'Governing Law',
      paragraphs: [
        'These terms are governed by the laws applicable where the site operator is established, without regard to conflict-of-law rules. Nothing in these terms limits rights you may have under mandatory consumer protection laws in your country of residence.',
      ],
    },
    {
      heading: 'Changes to These Terms',
      paragraphs: [
        'We may revise these terms from time to time. The date at the top of this page shows the latest version. Continuing to use the site after a change means you accept the revised terms.',
      ],
      links: [
        { text: 'Privacy Policy', href: '/privacy' },
        { text: 'Contact', href: '/contact' },
      ],
    },
  ],
} satisfies ArticleInput;
