import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'How We Calculate Prices',
  intro: [
    'Every live price on this site is worked out from several independent sources, by a fixed rule that anyone can check. This page explains that rule in plain words: where the prices come from, how they become one figure, what happens when a source is wrong or silent, and where you can see the working behind any result.',
  ],
  sections: [
    {
      heading: 'Where the Prices Come From',
      paragraphs: [
        'Every minute, the site asks several cryptocurrency exchanges for their latest prices. Each exchange is asked in a single request that returns all of its markets at once, so a refresh costs each of them one call. Prices fetched this way count as live for that minute; after it, the exchanges are asked again.',
        'CoinGecko, a price aggregator, is asked at the same time. Its price counts as one more vote alongside the exchanges, and it is the only source for coins that none of the exchanges lists.',
      ],
      list: [
        'Coinbase',
        'Kraken',
        'Bitstamp',
        'Binance',
        'OKX',
        'CoinGecko (aggregator)',
      ],
    },
    {
      heading: 'Matching Each Coin to the Right Market',
      paragraphs: [
        'Each coin is matched to each exchange’s market through a table we write down coin by coin, never by its ticker symbol alone. Two different coins can share a ticker: TON, for example, is both Toncoin and Tokamak Network. Only the coin named in the table gets an exchange’s price, and a coin missing from the table is priced by CoinGecko alone.',
        'The same table also records where an exchange spells a coin differently (Kraken lists Bitcoin as XBT) and which markets are not to be used, such as a market that only mirrors another one and would count the same price twice.',
      ],
    },
    {
      heading: 'Tether Is Not the US Dollar',
      paragraphs: [
        'Binance and OKX quote most coins in Tether (USDT) rather than in US dollars. Tether is meant to be worth one dollar, but its price moves a little, and at times it has moved a lot. So those prices are converted to dollars with Tether’s own price, taken from the exchanges’ USDT to USD markets and from CoinGecko by the same median rule described below.',
        'When Tether is more than 0.5 % away from one dollar, or when no Tether price is available, the prices quoted in Tether are left out for that minute. The list of sources under the result says so, with Tether’s price and how far it was from one dollar.',
      ],
    },
    {
      heading: 'From Several Prices to One',
      paragraphs: [
        'For each coin, the prices the sources gave in a minute are combined in these steps:',
      ],
      list: [
        'A price that is zero, negative or not a number is dropped.',
        'A price older than two minutes is dropped when fresher prices exist. When only older prices are available, they are still used, and the result shows their age.',
        'The median of the remaining prices is taken: the middle value, or the average of the two middle values.',
        'Any source more than 2 % away from that median is left out, and the page names it and says how far it was, for example “3.1 % above the median”.',
        'The price shown is the median of the sources that were kept.',
        'The spread is the highest kept price minus the lowest, divided by that median. A small spread means the sources agree closely.',
      ],
    },
    {
      heading: 'When Only One or Two Sources Answer',
      paragraphs: [
        'With two sources, both are used even when they disagree by more than 2 %. The median of two prices sits exactly between them, so there is no majority to say which one is wrong. The spread then shows how far apart they are.',
        'With one source, its price is used as it is, and the line under the result says that there was only one source and names it.',
      ],
    },
    {
      heading: 'Fiat Currencies',
      paragraphs: [
        'Exchange rates between the US dollar and other traditional currencies come from Coinbase’s exchange-rate table and from CoinGecko’s currency rates, combined by the same rule as coin prices.',
        'The European Central Bank publishes a reference rate for many currencies once every working day, which we read through the Frankfurter service. It is used as a bound: a live rate more than 2 % away from the ECB’s rate is left out. If no live rate remains within that bound, the ECB’s rate itself is used. Currencies the ECB does not publish are combined without this check.',
      ],
    },
    {
      heading: 'Converting Between Any Two Currencies',
      paragraphs: [
        'Every price is kept in US dollars. The rate between two currencies is the ratio of their two dollar prices: one Bitcoin in euros is Bitcoin’s dollar price divided by the euro’s dollar price.',
        'Because both directions use the same two prices, BTC to EUR and EUR to BTC always agree exactly; one is the reciprocal of the other. The same holds for any pair of coins.',
      ],
    },
    {
      heading: 'When a Source Fails',
      paragraphs: [
        'A source that returns an error, does not answer in time or limits our requests is skipped for that minute, and it appears in the list of sources with the reason, such as “rate limited this minute” or “did not answer in time”. The other sources carry on without it.',
        'If no source answers at all, the site keeps showing the last prices it had and marks them as not live, with their age. If it has no earlier prices either, it shows a bundled snapshot of prices taken on a known date, labelled as approximate and dated. The site never shows an invented number.',
      ],
    },
    {
      heading: 'Where to See It',
      paragraphs: [
        'Under every conversion result there is a short line such as “Median of 6 sources · spread 0.04 % · 12 s ago”. The age is that of the oldest price used. Opening the line shows each source’s price in US dollars and its age, which sources were used, and which were left out, each with its reason.',
        'The public API returns the same information. A request to GET /api/convert answers with the rate and with sources (every source asked for either currency, with its price, its time, whether it was used and why not), sourcesUsed and sourcesAsked (how many of the sources asked were used; for a pair of two coins, the figures of the coin with fewer) and spread.',
      ],
    },
    {
      heading: 'What This Method Does Not Do',
      list: [
        'It does not weight sources by trading volume. With five or six sources, a plain median already resists a single wrong price, and it is simple for anyone to check by hand.',
        'The exchanges’ prices are their last trades, not the bid or ask price you would get in an order, and they do not include trading fees, spreads or network fees.',
        'The 24-hour change shown beside a price is CoinGecko’s.',
        'Historical prices in the profit and what-if calculators are daily reference prices from CoinGecko and public exchange data, not the result of this rule.',
        'The figures are for information only. They are not an offer to buy or sell, and not financial advice.',
      ],
      links: [
        { text: 'About us', href: '/about' },
        { text: 'Disclaimer', href: '/disclaimer' },
        { text: 'Crypto converter', href: '/' },
      ],
    },
  ],
} satisfies ArticleInput;
