import type { ArticleInput } from '@shared/schemas/content';

const about: ArticleInput = {
  title: 'About Ethereum',
  intro: [
    'Ethereum is a public blockchain that runs programs called smart contracts. Ether (ETH) is its native currency: it pays for transaction fees, known as gas, and it is what validators stake to help secure the network.',
  ],
  sections: [
    {
      heading: 'What Ethereum Is',
      paragraphs: [
        'Ethereum was described in a 2013 white paper by Vitalik Buterin and launched in July 2015. Where Bitcoin was designed mainly as digital money, Ethereum was designed as a general-purpose platform: anyone can deploy code to it, and that code runs exactly as written on thousands of computers around the world.',
        'Many other tokens, including stablecoins and governance tokens, live on Ethereum as smart contracts. Decentralized exchanges, lending protocols, NFT marketplaces, and many layer-2 networks are built on top of it or settle their transactions on it.',
      ],
    },
    {
      heading: 'How the Network Works',
      paragraphs: [
        'Since the upgrade known as the Merge in September 2022, Ethereum has used proof of stake. Validators lock up ETH as collateral, propose and attest to new blocks, and earn rewards for doing so; if they misbehave, part of their stake can be taken away. Before the Merge, Ethereum used proof-of-work mining, which consumed far more energy.',
        'Every transaction pays a fee in ETH. Since an upgrade in August 2021, part of each fee, the base fee, is burned, which means it is permanently removed from circulation. Whether the total supply grows or shrinks over time depends on how busy the network is.',
      ],
    },
    {
      heading: 'Units of Ether',
      paragraphs: [
        'Ether is divisible to 18 decimal places. The smallest unit is called a wei, and one ETH equals one quintillion wei. Gas prices are usually quoted in gwei, where one gwei equals one billionth of an ETH, so fees that look large in gwei are often small in ETH terms.',
      ],
    },
  ],
};

const conversion: ArticleInput = {
  title: 'ETH Conversion',
  intro: [
    'The converter above shows the value of any amount of ETH in US dollars and in about 50 other fiat currencies, or in another cryptocurrency. The rate is the median of prices from several exchanges and CoinGecko, requested again every minute while the page is open.',
  ],
  sections: [
    {
      heading: 'Converting ETH to USD and Back',
      paragraphs: [
        'Enter an amount of ETH and read the dollar value in the result panel. The value equals the amount multiplied by the current ETH to USD rate, and the exchange rate used is shown under the result together with the inverse rate.',
        'To go the other way, press the swap button between the two currency pickers. The tool then divides your dollar amount by the price of one ETH and shows how much ether that amount corresponds to.',
      ],
      list: [
        'Choose "Crypto to FIAT" for USD, EUR, GBP, and other traditional currencies.',
        'Choose "Crypto to Crypto" to compare ETH with Bitcoin, Solana, or another coin.',
        'Use the search box in each picker to find a currency by name or ticker.',
        'Press Refresh for a newer rate, at most once every 10 seconds.',
      ],
    },
    {
      heading: 'What Affects the Amount You Receive',
      paragraphs: [
        'The converter shows a reference rate, not a quote from a specific exchange. If you actually sell ETH, the amount you receive depends on the exchange price at that moment, its trading fee, the spread between buy and sell prices, and any withdrawal fees.',
        'Moving ETH on the blockchain also costs gas. Gas fees change with network demand, so sending a small amount can cost a noticeable share of its value when the network is busy. Layer-2 networks usually charge much lower fees than the Ethereum main network.',
      ],
      links: [
        { text: 'ETH to USD converter', href: '/eth-to-usd' },
        { text: 'ETH to EUR converter', href: '/eth-to-eur' },
        { text: 'ETH to GBP converter', href: '/eth-to-gbp' },
      ],
    },
  ],
};

const investing: ArticleInput = {
  title: 'ETH Investing',
  intro: [
    'This section explains some general concepts that people look at when they consider holding ether. It is educational only: it is not investment advice, and it does not suggest that you should buy, sell, or hold ETH.',
  ],
  sections: [
    {
      heading: 'Ways People Hold ETH',
      paragraphs: [
        'Some people buy ETH on an exchange and leave it there, others move it to a wallet they control, and some stake it to take part in validating the network. Each approach involves different trade-offs between convenience, control, and risk.',
        'Staking can earn rewards, but it also carries risks: staked ETH may take time to withdraw, a validator that misbehaves or goes offline can lose part of its stake, and staking services and liquid staking tokens add their own counterparty and smart-contract risks.',
      ],
    },
    {
      heading: 'Risks to Understand',
      paragraphs: [
        'The price of ETH has risen and fallen sharply many times, sometimes losing more than half of its value within months. Anyone considering it should be prepared for large swings and for the possibility of losing money.',
      ],
      list: [
        'Volatility: prices can change substantially within hours or days.',
        'Custody risk: exchanges can fail or be hacked, and a lost private key usually means lost funds.',
        'Smart-contract risk: bugs in applications built on Ethereum have led to large losses.',
        'Regulatory risk: rules for crypto assets differ by country and can change.',
        'Scams: fake tokens, phishing websites, and impersonators are common.',
      ],
    },
    {
      heading: 'Doing Your Own Research',
      paragraphs: [
        'Before making any financial decision, read primary sources such as the official Ethereum documentation, understand the fees and rules of any service you use, and consider speaking with a qualified financial professional who knows your situation.',
        'The profit calculator on this site can show how a past purchase would have changed in value between two dates. That is a description of history only: past price movements do not predict future ones.',
      ],
      links: [{ text: 'Crypto profit calculator', href: '/crypto-profit-calculator' }],
    },
  ],
};

const history: ArticleInput = {
  title: 'Ethereum Price History',
  intro: [
    'The table below lists a few moments that shaped the history of Ethereum, with the rough price of one ETH in US dollars around each date. Prices are rounded and approximate; they varied between exchanges and over the course of each day.',
  ],
  sections: [
    {
      heading: 'Key Dates in Ethereum Price History',
      paragraphs: [
        'These figures are meant to give a sense of scale, not exact values. For the price on a specific day, use the profit calculator, which looks up historical prices.',
      ],
      table: {
        columns: ['Date', 'Approximate price (USD)', 'Notable event'],
        rows: [
          ['July 2015', 'No market price yet (first trades in August 2015 near $3)', 'Ethereum mainnet launches'],
          ['June 2016', 'About $20', 'The DAO exploit, followed by a hard fork in July 2016'],
          ['January 2018', 'About $1,400', 'Peak of the 2017–2018 market cycle'],
          ['March 2020', 'About $110', 'Sharp crash across global markets'],
          ['November 2021', 'About $4,800', 'All-time high at the time'],
          ['September 2022', 'About $1,600', 'The Merge moves Ethereum to proof of stake'],
        ],
      },
      links: [{ text: 'Look up historical prices in the profit calculator', href: '/crypto-profit-calculator' }],
    },
    {
      heading: 'Common ETH Amounts',
      paragraphs: [
        'These pages open the converter with a frequently used amount of ETH already filled in, priced in US dollars at the latest available rate:',
      ],
      links: [
        { text: '1 ETH to USD', href: '/eth-to-usd/1' },
        { text: '0.5 ETH to USD', href: '/eth-to-usd/0.5' },
        { text: '0.2 ETH to USD', href: '/eth-to-usd/0.2' },
        { text: '0.1 ETH to USD', href: '/eth-to-usd/0.1' },
        { text: '0.05 ETH to USD', href: '/eth-to-usd/0.05' },
        { text: '0.03 ETH to USD', href: '/eth-to-usd/0.03' },
        { text: '0.02 ETH to USD', href: '/eth-to-usd/0.02' },
        { text: '0.01 ETH to USD', href: '/eth-to-usd/0.01' },
        { text: '0.005 ETH to USD', href: '/eth-to-usd/0.005' },
        { text: '0.001 ETH to USD', href: '/eth-to-usd/0.001' },
      ],
    },
  ],
};

const faq: ArticleInput = {
  title: 'Ethereum Converter FAQ',
  sections: [
    {
      heading: 'Frequently Asked Questions',
      faqs: [
        {
          question: 'Where does the ETH to USD rate come from?',
          answer: [
            'Every minute the site asks five exchanges (Coinbase, Kraken, Bitstamp, Binance and OKX) and CoinGecko for the price of ETH and shows the median, leaving out any source far from the others. The line under the result names each source and its age. If no source can be reached, the page shows the last rate it had, marked as not live, or approximate values from an earlier, dated snapshot.',
          ],
        },
        {
          question: 'How do I read a result that was calculated at an earlier rate?',
          answer: [
            'Every result depends on the rate at the moment it was calculated. For example, a result reading 1 ETH = 2,641 USD means that, at that past rate, one ether was valued at 2,641 US dollars, and 0.5 ETH would have been worth 1,320.50 US dollars.',
            'That figure describes only the moment it was taken. For the value now, see the live rate in the converter and check the "Last refreshed" time under the result.',
          ],
        },
        {
          question: 'How much is 0.1 ETH in US dollars?',
          answer: [
            'Multiply 0.1 by the current ETH to USD rate, or open the 0.1 ETH page linked below, where the amount is already filled in and the value is calculated at the latest available rate.',
          ],
        },
        {
          question: 'Does the converter include fees?',
          answer: [
            'No. The converter shows the market value of an amount before any costs. Exchanges typically charge trading fees and have a spread between buy and sell prices, and sending ETH on the network costs gas, so the amount you actually receive will usually be a little lower.',
          ],
        },
      ],
      links: [{ text: '0.1 ETH to USD', href: '/eth-to-usd/0.1' }, { text: 'How we calculate prices', href: '/methodology' }],
    },
  ],
};

export default { about, conversion, investing, history, faq } satisfies Record<
  'about' | 'conversion' | 'investing' | 'history' | 'faq',
  ArticleInput
>;
