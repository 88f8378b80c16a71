import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Privacy Policy',
  subtitle: 'Last updated: November 24, 2026',
  intro: [
    'This policy explains what information this website handles when you use it. The short version: the site has no accounts, asks for no personal details to use its tools, does not use tracking cookies or advertising, and stores only a few preferences (your light or dark theme, and any extra currencies you add to the converter) plus copies of pages you viewed for offline use, all in your own browser. If you set a price alert, we also keep that alert and the address your browser gave us for its notifications, and nothing else about you.',
  ],
  sections: [
    {
      heading: 'Information We Do Not Collect',
      paragraphs: [
        'You can use the converter, the profit calculator, and every other page without signing up or logging in. We do not ask for your name, email address, wallet addresses, or holdings in order to use the tools, and the amounts and currencies you enter are used only to calculate the result shown on your screen.',
        'We do not build profiles of visitors, we do not sell or rent information to anyone, and we do not show advertising.',
      ],
    },
    {
      heading: 'Preferences and Offline Copies in Your Browser',
      paragraphs: [
        'When you switch between the light and dark theme, your choice is saved in your browser’s localStorage so the site looks the same on your next visit. If you add extra currencies to the converter, that list of currency codes is saved the same way. These values stay on your device, are not sent to us, and contain nothing that identifies you.',
        'So that the site can open and convert without a network connection, your browser also keeps copies of the pages and exchange rates you viewed in its cache. They are ordinary public pages and prices, never anything you typed.',
        'You can remove all of this at any time by clearing your browser’s site data.',
      ],
    },
    {
      heading: 'Price Alerts',
      paragraphs: [
        'Price alerts are optional. When you create one, your browser asks whether this site may show you notifications. If you allow it, your browser gives us a push subscription: an address at your browser maker’s push service (Google, Mozilla, Apple or Microsoft) and two keys that let only your browser read the messages we send to it.',
        'We store that subscription with your alerts: the two currencies, the amount, the price, whether to notify above or below it, once or at most daily, and the language of the page you set it on. We do not store your IP address, your browser’s user-agent string, or any name or email address with them.',
        'Each notification is encrypted for your browser before it leaves our server, so the push service that delivers it cannot read it.',
        'A one-time alert is deleted once its notification has been sent. You can delete any alert on the Your price alerts page. When the push service tells us a subscription no longer exists, for example after you block notifications or clear the site’s data, we delete it together with its alerts.',
      ],
      links: [{ text: 'Your price alerts', href: '/alerts' }],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'The site does not use cookies for tracking, analytics, or advertising. The preferences described above are stored in localStorage rather than in a cookie.',
      ],
    },
    {
      heading: 'Server Logs',
      paragraphs: [
        'Like most websites, our server may record basic technical information about each request, such as the IP address, the date and time, the page or data requested, and the browser’s user-agent string. These logs are used only to keep the service secure and working, for example to detect abuse, enforce rate limits, and investigate errors.',
        'Server logs are kept for a short period and then deleted. They are not used to identify individual visitors, not combined with other data, and not shared except where required by law.',
      ],
    },
    {
      heading: 'The Contact Form',
      paragraphs: [
        'The contact page offers a form for your convenience. Messages entered in the form, including any name and email address, are not stored or retained by us, and we do not add anyone to a mailing list. If this ever changes, we will update this policy first and explain how messages are handled.',
      ],
    },
    {
      heading: 'Third-Party Data and Services',
      paragraphs: [
        'Live rates come from several cryptocurrency exchanges (Coinbase, Kraken, Bitstamp, Binance and OKX) and CoinGecko, and historical prices come from CoinGecko and public exchange data. Our server requests this data itself, so your browser does not send your conversions to these providers.',
        'Coin logos are fetched once by our server from CoinGecko’s image servers and then served from this site, so your browser does not connect to any third-party server to show them.',
        'Links to external websites, such as social media pages, lead to services with their own privacy practices, which we do not control.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'The site is a general informational tool and is not directed at children. We do not knowingly collect personal information from anyone, including children.',
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: [
        'We may update this policy when the site changes. The date at the top of the page shows when it was last revised. Continuing to use the site after an update means the revised policy applies.',
      ],
      links: [
        { text: 'Terms of Use', href: '/terms' },
        { text: 'Disclaimer', href: '/disclaimer' },
        { text: 'Contact', href: '/contact' },
      ],
    },
  ],
} satisfies ArticleInput;
