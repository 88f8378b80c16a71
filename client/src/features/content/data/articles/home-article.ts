import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'A Free Crypto Converter and Calculator for Everyday Questions',
  intro: [
    'How much is 0.01 BTC in US dollars? What would 250 euros buy in Ethereum? How many Solana tokens equal one Bitcoin? Questions like these come up every day, whether you are checking a balance, planning a purchase, or pricing a product. The Crypto Calculator and Converter Tool at the top of this page answers them in a few seconds, for free, without an account.',
    'This guide explains what the converter does, where its numbers come from, who tends to find it useful, and a few habits that help you read the results correctly. The tool is informational only: it does not buy, sell, or hold any cryptocurrency, and nothing on this site is investment advice.',
  ],
  sections: [
    {
      heading: 'Why Use a Crypto Converter?',
      paragraphs: [
        'Cryptocurrency prices are quoted in many different ways. An exchange may show Bitcoin against Tether, a wallet may show your balance in a currency you did not choose, and a news article may quote a price that is already several hours old. A converter brings all of this back to one simple question: what is this amount worth in the currency I care about, right now?',
        'Doing the math by hand is easy to get wrong. Crypto amounts often carry six or eight decimal places, and a misplaced zero can turn 0.001 BTC into 0.01 BTC, a tenfold difference. The converter multiplies the amount by the current rate for you, shows the rate it used, and shows the inverse rate so you can check the result from the other direction.',
        'It also saves switching between apps. Instead of opening an exchange, a wallet, and a calculator, you type the amount once, pick the two currencies, and read the answer along with the time it was last refreshed.',
      ],
    },
    {
      heading: 'Key Features',
      paragraphs: [
        'The converter is deliberately simple, but a few details make it more useful than a basic multiplication:',
      ],
      list: [
        'Live rates from several exchanges and CoinGecko, combined by their median and requested again every minute while the page is open.',
        'Two modes: "Crypto to FIAT" for values in traditional money and "Crypto to Crypto" for comparing two coins directly.',
        'About 250 cryptocurrencies and roughly 50 fiat currencies, including USD, EUR, GBP, JPY, and many more.',
        'Searchable From and To pickers: type a name or a ticker symbol to find a currency quickly.',
        'A swap button that reverses the pair in one click, for example from BTC to USD into USD to BTC.',
        'The exchange rate and the inverse rate shown beside every result.',
        'A Refresh button for a fresh rate on demand, limited to once every 10 seconds.',
        'A clear notice when live data is unavailable, with approximate values and the date they come from.',
        'A separate profit/loss and what-if calculator that uses historical prices.',
      ],
    },
    {
      heading: 'How to Convert in a Few Steps',
      paragraphs: [
        'Using the tool takes less time than reading about it. The steps below work for any pair, and the same pair is available at its own address, such as /btc-to-usd or /eth-to-eur, if you want to bookmark it.',
      ],
      list: [
        'Choose a tab: "Crypto to FIAT" or "Crypto to Crypto".',
        'Enter the amount you want to convert.',
        'Pick the currency you are converting from, then the currency you are converting to.',
        'Read the result, the exchange rate, and the inverse rate.',
        'Use the swap button to reverse the direction, or Refresh to request a newer rate.',
      ],
      links: [
        { text: 'Bitcoin to US dollar converter', href: '/btc-to-usd' },
        { text: 'Ethereum to US dollar converter', href: '/eth-to-usd' },
        { text: 'Ethereum to euro converter', href: '/eth-to-eur' },
        { text: 'Solana to Bitcoin converter', href: '/sol-to-btc' },
      ],
    },
    {
      heading: 'For Active Traders',
      paragraphs: [
        'Traders often need a quick sanity check before placing an order: how much is this position worth in dollars, or how many units of one coin does a given amount of another represent? The "Crypto to Crypto" tab answers the second question directly, without converting through a fiat currency first in your head.',
        'Keep in mind that the converter shows a reference rate aggregated from many markets. The price on a specific exchange can differ slightly, and the price you actually receive also depends on fees, the spread between buy and sell prices, and how much the market moves while your order fills. Use the converter for orientation and the exchange itself for the final figure.',
      ],
    },
    {
      heading: 'For Long-Term Investors',
      paragraphs: [
        'If you hold crypto for years rather than days, you probably check prices less often but care more about the bigger picture. The converter lets you see what your holdings are worth in your home currency at a glance, and the profit calculator lets you compare today with the price on the day you bought.',
        'The what-if calculator answers a different kind of question: what would a past purchase be worth today? It is a useful way to understand how volatile crypto assets have been. Past results describe what already happened and say nothing reliable about what will happen next.',
      ],
      links: [{ text: 'Open the crypto profit calculator', href: '/crypto-profit-calculator' }],
    },
    {
      heading: 'For Newcomers',
      paragraphs: [
        'Crypto has its own vocabulary, and the numbers can look strange at first. Many people do not realize that you can own a small fraction of a coin: 0.001 BTC is a perfectly normal amount, and so is 0.05 ETH. The converter makes those fractions concrete by showing their value in a currency you already understand.',
        'Because the site has no accounts and no sign-up, you can experiment freely. Try a few amounts, switch currencies, and use the swap button to see how rates work in both directions. Nothing you type is saved, and nothing is bought or sold.',
      ],
      links: [
        { text: '0.001 BTC in US dollars', href: '/btc-to-usd/0.001' },
        { text: '0.05 ETH in US dollars', href: '/eth-to-usd/0.05' },
      ],
    },
    {
      heading: 'For Businesses Accepting Crypto',
      paragraphs: [
        'Shops, freelancers, and service providers that accept cryptocurrency need to translate prices between fiat and crypto. The converter helps you estimate how much of a coin corresponds to an invoice in dollars or euros, or what a payment you received was worth around the time it arrived.',
        'For accounting, tax records, or binding quotes, rely on the rate provided by your payment processor or exchange at the moment of the transaction and keep your own records. Crypto prices move quickly, so a quote that was accurate an hour ago may no longer match the current rate.',
      ],
    },
    {
      heading: 'Tips for Reading Conversion Results',
      paragraphs: [
        'A few simple habits make the numbers more reliable and easier to interpret:',
      ],
      list: [
        'Check the "Last refreshed" time under the result, and press Refresh if you need the latest rate.',
        'Look for the notice about approximate values: it means live data could not be fetched and the rate comes from an earlier, dated snapshot.',
        'Use the inverse rate to double-check a conversion from the opposite direction.',
        'Count the decimal places carefully when entering small amounts such as 0.0005 BTC.',
        'Remember that exchanges add trading fees and spreads, so the amount you receive will usually be a little lower.',
        'Treat all figures as informational and confirm important amounts with the service you actually use.',
      ],
    },
    {
      heading: 'Start Converting',
      paragraphs: [
        'Scroll back to the top of the page, enter an amount, and choose your currencies. The converter is free, needs no account, and stores nothing about you apart from your light or dark theme choice, which stays in your own browser.',
        'If you want to go further, the profit calculator shows how an investment changed between two dates, and the About page explains where our data comes from and how the site works.',
      ],
      links: [
        { text: 'Crypto profit calculator', href: '/crypto-profit-calculator' },
        { text: 'About this site', href: '/about' },
        { text: 'Contact', href: '/contact' },
      ],
    },
  ],
} satisfies ArticleInput;
