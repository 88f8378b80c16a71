import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'How to Use the Crypto Profit Calculator',
  intro: [
    'The crypto profit calculator shows how a sum of money put into a cryptocurrency would have changed in value between two dates. It has two tabs. The Profit/Loss Calculator works with a purchase date and a sell date of your choice, and the What If Calculator answers a simpler question: what would an amount invested on a past date be worth today?',
    'Both tabs use historical daily prices in US dollars. They describe what already happened and make no forecasts. The calculator is an informational tool only: it does not trade, hold funds or connect to any exchange account.',
  ],
  sections: [
    {
      heading: 'Using the Profit/Loss Calculator',
      paragraphs: [
        'Use this tab when you know, or want to test, both ends of an investment: when it was bought and when it was sold. The form starts with sensible defaults, so you only need to change the fields that matter to you.',
      ],
      list: [
        'Select the Profit/Loss Calculator tab.',
        'Pick the coin you want to look at.',
        'Enter the initial investment in US dollars. The field starts at 1,000.',
        'Choose the purchase date. It starts at January 1, 2022.',
        'Choose the sell date. It starts at today, and dates after today cannot be selected.',
        'Optionally, enter an exchange fee as a percentage. Fees of 0.1% to 0.5% are typical, and the fee is applied to both the purchase and the sale.',
        'Optionally, enter your current holdings. They are kept for your reference only and do not change the calculation.',
        'Click Calculate.',
        'Read the result. Press Copy result to copy it as text, or use the shareable link: the page address holds every input, so the link opens the same calculation.',
      ],
    },
    {
      heading: 'Using the What If Calculator',
      paragraphs: [
        'This tab looks at one past date and compares it with today. It is a quick way to see how a coin has moved since a date you remember, such as the day you first heard of it or the start of a year.',
      ],
      list: [
        'Select the What If Calculator tab.',
        'Pick the coin you want to look at.',
        'Enter an amount in US dollars. The field starts at 1,000.',
        'Choose a past date. It starts at March 15, 2020.',
        'Click Calculate to see what that amount, invested in the coin on that date, would be worth today.',
        'Copy the result or share the link in the same way as on the Profit/Loss tab.',
      ],
    },
    {
      heading: 'Understanding Your Results',
      paragraphs: [
        'The initial value is the amount you entered, in US dollars. The final value is what the coins bought with that amount would be worth on the sell date, or today if the sell date is today. On the What If tab, the final value is always based on today.',
        'The profit or loss is the final value minus the initial value. It is shown with a green badge when it is zero or positive and a red badge when it is negative. The percentage change expresses the same difference as a share of the initial value, rounded to two decimal places.',
        'The result also lists the price of the coin on each date, together with the dates themselves, so you can check the figures on your own. The chart shows the price over the whole period, with the buy and sell points marked. It is worth a look: two dates can show a modest change while the price moved far up or down in between.',
        'In plain words, the calculation works like this. The amount is divided by the price on the purchase date, which gives the number of coins bought. That number is multiplied by the price on the sell date to get the final value. The profit is the final value minus the initial value, and the percentage is the profit divided by the initial value, times 100. For example, with hypothetical prices, $1,000 at $40 per coin buys 25 coins; at $50 per coin those are worth $1,250, a profit of $250, or 25.00%.',
        'If you enter an exchange fee, it is taken twice. At purchase, only the amount minus the fee is converted into coins, and at sale, the payout is the value of the coins minus the fee. With a 0.5% fee and an unchanged price, $1,000 turns into about $990, a loss of close to 1% caused by fees alone. The profit and percentage are still measured against the full amount you entered.',
        'Each historical price is the US dollar price at 00:00 UTC on that date. Crypto trades around the clock, so there is no official closing price; a fixed time gives every date one consistent price, the same for every visitor in every time zone. In the United States, 00:00 UTC falls in the evening of the previous day. When the sell date is today, the current price is used instead. Because that price keeps moving, a result that uses it can change if you calculate again or open a shared link later.',
        'Prices for the past year come from CoinGecko. Older prices come from public market data from Coinbase, DefiLlama and Binance, which for Bitcoin reaches back to 2013. If a coin was not trading yet on the date you chose, the page tells you so and shows the first date for which a price is available.',
        'Results are a model, not a record of a real trade. Your actual purchase or sale happened at a particular time of day on a particular exchange, so the price you paid was probably a little different. The results also leave out taxes, slippage (the gap between the price you expect and the price an order actually fills at), spreads, and withdrawal or network fees.',
      ],
    },
    {
      heading: 'Four Tips for Crypto Investors',
      paragraphs: [
        'These are general points for anyone who follows cryptocurrency, not investment advice. The calculator describes the past, and past price movements do not tell you what any coin will do next.',
      ],
      list: [
        'Think in time horizons. The same coin can show a gain over one period and a loss over another, so try several date ranges in the calculator instead of relying on a single pair of dates.',
        'Count your fees. Trading fees, spreads and network fees add up, especially if you trade often. The fee field shows how a fee paid on both the purchase and the sale reduces the result.',
        'Keep records for taxes. In the United States and many other countries, selling, swapping or spending crypto can be a taxable event. Note the date, amount, price and fees of every transaction, and ask a tax professional what applies to you.',
        'Never invest more than you can afford to lose. Crypto prices can fall sharply and quickly, and some coins lose most of their value for good.',
      ],
    },
    {
      heading: "Convert at Today's Rate",
      paragraphs: [
        'The profit calculator looks back in time. To see what an amount of crypto is worth right now, or how much of a coin a dollar amount represents at the current rate, open the converter.',
      ],
      links: [
        { text: 'Crypto converter', href: '/' },
        { text: 'BTC to USD', href: '/btc-to-usd' },
        { text: 'ETH to USD', href: '/eth-to-usd' },
      ],
    },
  ],
} satisfies ArticleInput;
