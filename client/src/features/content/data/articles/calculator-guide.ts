import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'How to Use the Crypto Profit Calculator',
  intro: [
    'The crypto profit calculator shows how a sum of money put into a cryptocurrency would have changed in value between two dates. It has three tabs. The Profit/Loss Calculator works with a purchase date and a sell date of your choice, and the What If Calculator answers a simpler question: what would an amount invested on a past date be worth today? The DCA tab, short for dollar-cost averaging, answers a third: what would a fixed amount bought every day, week or month between two dates be worth today?',
    'All three tabs use historical daily prices. They describe what already happened and make no forecasts. Amounts and results are in the currency set in the Base currency field above the tabs: US dollars unless you choose another. The calculator is an informational tool only: it does not trade, hold funds or connect to any exchange account.',
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
        'Enter the initial investment in the base currency. The field starts at 1,000.',
        'Choose the purchase date. It starts at January 1, 2022.',
        'Choose the sell date. It starts at today, and dates after today cannot be selected.',
        'Optionally, enter an exchange fee as a percentage. Fees of 0.1% to 0.5% are typical, and the fee is applied to both the purchase and the sale.',
        'Optionally, enter your current holdings. They are kept for your reference only and do not change the calculation.',
        'Click Calculate.',
        'Read the result. Press Copy result to copy it as text, or share the page address: after you calculate, it holds every input of the tab and the base currency, so the link opens the calculator with the same inputs, ready to calculate again.',
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
        'Enter an amount in the base currency. The field starts at 1,000.',
        'Choose a past date. It starts at March 15, 2020.',
        'Click Calculate to see what that amount, invested in the coin on that date, would be worth today.',
        'Copy the result or share the link in the same way as on the Profit/Loss tab.',
      ],
    },
    {
      heading: 'Using the DCA Calculator',
      paragraphs: [
        'Dollar-cost averaging means buying a fixed amount at regular intervals instead of investing everything at once. This tab shows what such a plan in one coin would be worth today. It also compares the plan with investing the same total in a single purchase on the first purchase day.',
      ],
      list: [
        'Select the DCA tab.',
        'Pick the coin you want to look at.',
        'Enter the amount per purchase in the base currency. The field starts at 100.',
        'Choose how often to buy: Daily, Weekly or Monthly. It starts at Weekly. Weekly purchases fall every seven days from the start date. Monthly purchases fall on the same day of the month as the start date, or on the last day of a shorter month.',
        'Choose the start date. It starts at January 1, 2022, and the schedule begins on this date.',
        'Choose the end date. It starts at today, and dates after today cannot be selected. The start date must be before the end date, and the period can be at most 20 years.',
        'Click Calculate.',
        'Read the result. It shows the number of purchases, the total invested, the coins accumulated, the average cost per coin, the value now and the profit or loss. Below it, a table compares the plan with a lump sum: the same total invested at once on the first purchase day. A sentence under the table says which did better and by how much.',
        'Share the page address to pass on the inputs, as on the other tabs. This tab has no Copy result button.',
      ],
    },
    {
      heading: 'Understanding Your Results',
      paragraphs: [
        'The initial value is the amount you entered, in the base currency. The final value is what the coins bought with that amount would be worth on the sell date, or today if the sell date is today. On the What If tab, the final value is always based on today. On the DCA tab, the value now is also based on today, even when the end date is in the past.',
        'The profit or loss is the final value minus the initial value. It is shown with a green badge when it is zero or positive and a red badge when it is negative. The percentage change expresses the same difference as a share of the initial value, rounded to two decimal places.',
        'On the Profit/Loss and What If tabs, the result also lists the price of the coin on each date, together with the dates themselves, so you can check the figures on your own. The chart shows the price over the whole period, with the buy and sell points marked. It is worth a look: two dates can show a modest change while the price moved far up or down in between.',
        'In plain words, the calculation works like this. The amount is divided by the price on the purchase date, which gives the number of coins bought. That number is multiplied by the price on the sell date to get the final value. The profit is the final value minus the initial value, and the percentage is the profit divided by the initial value, times 100. For example, with hypothetical prices, $1,000 at $40 per coin buys 25 coins; at $50 per coin those are worth $1,250, a profit of $250, or 25.00%. On the DCA tab, each purchase buys the amount per purchase divided by that day’s price. The value now is all the coins accumulated times the current price, the profit or loss is the value now minus the total invested, and the average cost per coin is the total invested divided by the coins accumulated.',
        'If you enter an exchange fee, it is taken twice. At purchase, only the amount minus the fee is converted into coins, and at sale, the payout is the value of the coins minus the fee. With a 0.5% fee and an unchanged price, $1,000 turns into about $990, a loss of close to 1% caused by fees alone. The profit and percentage are still measured against the full amount you entered. The DCA tab has no fee field, so its result leaves fees out.',
        'Each historical price is the US dollar price at 00:00 UTC on that date. In another base currency, that price is converted at the reference exchange rate of the same day (on weekends and holidays, the rate of the last working day before it), and a note under the result names the rates used. Crypto trades around the clock, so there is no official closing price; a fixed time gives every date one consistent price, the same for every visitor in every time zone. In the United States, 00:00 UTC falls in the evening of the previous day. When the sell date is today, the current price is used instead. Because that price keeps moving, a result that uses it can change if you calculate again or open a shared link later.',
        'Prices for the past year come from CoinGecko. Older prices come from public market data from Coinbase, DefiLlama and Binance, which for Bitcoin reaches back to 2013. If a coin was not trading yet on the date you chose, the page tells you so and shows the first date for which a price is available. On the DCA tab, scheduled days without a price are left out, and the result says how many.',
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
