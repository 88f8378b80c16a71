import type { ArticleInput } from '@shared/schemas/content';

const generic: ArticleInput = {
  title: 'Converting a Fixed Amount of Crypto to US Dollars',
  intro: [
    'This page converts a specific amount of the coin into US dollars at the latest available rate. The amount is already filled in, so you can see its value at a glance, and you can still change it, pick another currency, or swap the direction in the converter.',
  ],
  sections: [
    {
      heading: 'How the Value Is Calculated',
      paragraphs: [
        'The dollar value equals this amount multiplied by the current price of one unit of the coin in US dollars. The result panel shows that price as the exchange rate, along with the inverse rate, which tells you how many units of the coin one dollar corresponds to.',
        'Rates are the median of prices from the exchanges that list the coin and from CoinGecko, and the page requests a new rate every minute. If live data cannot be reached, the page says so and shows approximate values from an earlier snapshot, together with the date of that snapshot.',
      ],
      links: [{ text: 'How we calculate prices', href: '/methodology' }],
    },
    {
      heading: 'Why the Value Changes',
      paragraphs: [
        'Cryptocurrency prices move continuously, so the value of this amount can change from one minute to the next. Check the "Last refreshed" time under the result, and press Refresh if you need a newer figure; the button can be used once every 10 seconds.',
        'The figure shown is a market reference, not a quote. A particular exchange may show a slightly different price, and the price can move while an order is being filled, especially for coins that trade in smaller volumes.',
      ],
    },
    {
      heading: 'Fees and Spreads',
      paragraphs: [
        'If you actually sell this amount, you will usually receive a little less than the converter shows. Exchanges commonly charge trading fees of around 0.1% to 0.5%, and there is also a spread between the price buyers pay and the price sellers receive. Instant-buy services and card payments often cost more.',
        'Moving the coin between wallets or exchanges can add a network fee and sometimes a withdrawal fee. For small amounts, these fixed costs can be a noticeable share of the total, so compare them with the value shown here before making a transfer.',
      ],
      links: [{ text: 'Crypto profit calculator', href: '/crypto-profit-calculator' }],
    },
  ],
};

const eth: ArticleInput = {
  title: 'What This Amount of Ethereum Is Worth in USD',
  intro: [
    'This page shows the US dollar value of a set amount of ether (ETH), calculated from the latest available ETH to USD rate. Fractions of an ETH are common, and seeing their dollar value makes them easier to compare with everyday amounts.',
  ],
  sections: [
    {
      heading: 'What This Amount Is Typically Used For',
      paragraphs: [
        'Small amounts of ETH are often kept in a wallet to pay gas fees, the transaction costs of the Ethereum network. Even people who mostly hold other tokens on Ethereum need some ETH to move them. Slightly larger amounts are used to try decentralized applications, buy NFTs, add liquidity to a pool, or send a test transaction before a bigger transfer.',
      ],
    },
    {
      heading: 'How to Read the Value',
      paragraphs: [
        'The dollar value is this amount multiplied by the price of one ETH. For example, 0.1 ETH is worth one tenth of the ETH price, and 0.01 ETH one hundredth. Gas prices are usually shown in gwei, and one gwei is one billionth of an ETH, so 0.001 ETH equals 1,000,000 gwei.',
        'The value shown is a reference price, the median of prices from several exchanges and CoinGecko. If the page notes that live data is unavailable, the figure comes from an earlier, dated snapshot and should be read as approximate.',
      ],
      links: [
        { text: 'ETH to USD converter', href: '/eth-to-usd' },
        { text: '0.1 ETH to USD', href: '/eth-to-usd/0.1' },
        { text: '0.01 ETH to USD', href: '/eth-to-usd/0.01' },
        { text: 'How we calculate prices', href: '/methodology' },
      ],
    },
    {
      heading: 'Fees and Spreads',
      paragraphs: [
        'Selling ETH on an exchange typically costs a trading fee of about 0.1% to 0.5%, plus the spread between buy and sell prices. Withdrawing ETH from an exchange often carries a fixed fee, and sending it on the main Ethereum network costs gas, which rises when the network is busy. Layer-2 networks usually charge much less.',
      ],
    },
  ],
};

const btc: ArticleInput = {
  title: 'What This Amount of Bitcoin Is Worth in USD',
  intro: [
    'This page shows the US dollar value of a set amount of Bitcoin (BTC) at the latest available rate. Because a whole bitcoin is expensive, most people deal in fractions, and the converter shows what those fractions are worth in plain dollars.',
  ],
  sections: [
    {
      heading: 'What This Amount Is Typically Used For',
      paragraphs: [
        'Fractions of a bitcoin are used for saving small amounts over time, paying for goods and services where Bitcoin is accepted, and sending a small test transaction before a larger transfer. Very small amounts are common on the Lightning Network, a payment layer built on top of Bitcoin for fast, low-cost transfers.',
      ],
    },
    {
      heading: 'How to Read the Value',
      paragraphs: [
        'One bitcoin is divided into 100,000,000 satoshis. So 0.01 BTC equals 1,000,000 satoshis, 0.001 BTC equals 100,000 satoshis, and 0.0001 BTC equals 10,000 satoshis. The dollar value is this amount multiplied by the price of one whole bitcoin.',
        'Count the decimal places carefully: each extra zero after the decimal point makes the amount ten times smaller. The inverse rate under the result shows how much BTC one dollar corresponds to, which helps when checking small amounts.',
      ],
      links: [
        { text: 'BTC to USD converter', href: '/btc-to-usd' },
        { text: '0.01 BTC to USD', href: '/btc-to-usd/0.01' },
        { text: '0.001 BTC to USD', href: '/btc-to-usd/0.001' },
      ],
    },
    {
      heading: 'Fees and Spreads',
      paragraphs: [
        'Exchanges usually charge around 0.1% to 0.5% per trade, and the spread between buy and sell prices adds a little more. Bitcoin network fees depend on the size of a transaction in bytes and on demand for block space, not on the amount sent, so for small amounts the network fee can be a large share of the value. Exchange withdrawal fees are often fixed as well.',
      ],
    },
  ],
};

const xrp: ArticleInput = {
  title: 'What This Amount of XRP Is Worth in USD',
  intro: [
    'This page shows the US dollar value of a set amount of XRP, the native currency of the XRP Ledger, calculated from the latest available rate. XRP is usually held and sent in whole units or larger amounts rather than small fractions.',
  ],
  sections: [
    {
      heading: 'What This Amount Is Typically Used For',
      paragraphs: [
        'XRP transfers settle in a few seconds and cost very little, so XRP is often used to move value between exchanges or across borders. Some people also hold it as part of a wider crypto portfolio. Every XRP Ledger account must keep a small minimum balance, called the reserve, which is set by the network and cannot be sent.',
      ],
    },
    {
      heading: 'How to Read the Value',
      paragraphs: [
        'The dollar value equals this amount multiplied by the current price of one XRP. Because the price per XRP is much lower than that of Bitcoin or Ethereum, amounts in the hundreds or thousands are common. The smallest unit of XRP is called a drop, and one XRP equals 1,000,000 drops.',
        'The rate is the median of prices from several exchanges and CoinGecko, so it reflects trading across many markets. When live data is unavailable, the page shows an approximate value from an earlier, dated snapshot.',
      ],
      links: [{ text: 'XRP to USD converter', href: '/xrp-to-usd' }, { text: 'How we calculate prices', href: '/methodology' }],
    },
    {
      heading: 'Fees and Spreads',
      paragraphs: [
        'The network fee for an XRP transfer is a tiny fraction of one XRP. The larger costs are usually on exchanges: trading fees of around 0.1% to 0.5%, the spread between buy and sell prices, and any withdrawal fee. When sending XRP to an exchange, include the destination tag the exchange gives you, or the deposit may not be credited.',
      ],
    },
  ],
};

const avax: ArticleInput = {
  title: 'What This Amount of Avalanche Is Worth in USD',
  intro: [
    'This page shows the US dollar value of a set amount of AVAX, the native token of the Avalanche network, at the latest available rate. The converter works the same way for any amount, so you can change the figure and see the new value immediately.',
  ],
  sections: [
    {
      heading: 'What This Amount Is Typically Used For',
      paragraphs: [
        'AVAX pays transaction fees on Avalanche, including on the C-Chain, where Ethereum-compatible applications run. It is also staked: validators must lock up a significant amount of AVAX, and holders with smaller amounts can delegate to a validator instead. Smaller balances are often kept for fees while using decentralized applications on the network.',
      ],
    },
    {
      heading: 'How to Read the Value',
      paragraphs: [
        'The dollar value equals this amount multiplied by the price of one AVAX. Avalanche has several built-in chains, commonly called the X-Chain, P-Chain, and C-Chain; AVAX has the same price on each, but when moving it, make sure the sending and receiving addresses are on the same chain.',
        'If the page shows that live data is unavailable, the value comes from an earlier snapshot and is labelled as approximate, with its date.',
      ],
      links: [{ text: 'AVAX to USD converter', href: '/avax-to-usd' }],
    },
    {
      heading: 'Fees and Spreads',
      paragraphs: [
        'Network fees on Avalanche are usually small and are burned rather than paid to validators. On exchanges, expect trading fees of about 0.1% to 0.5%, a spread between buy and sell prices, and possibly a withdrawal fee, all of which reduce the amount you actually receive.',
      ],
    },
  ],
};

const pi: ArticleInput = {
  title: 'What This Amount of Pi Is Worth in USD',
  intro: [
    'This page shows an estimated US dollar value for a set amount of Pi, the coin of Pi Network. Pi has a shorter and more unusual market history than most coins, so treat the figure as a rough reference rather than a price you can necessarily obtain.',
  ],
  sections: [
    {
      heading: 'What This Amount Is Typically Used For',
      paragraphs: [
        'Most Pi was accumulated through the Pi Network mobile app rather than bought on an exchange. People often convert an amount of Pi to understand what their balance might be worth. Pi Network opened its mainnet to external connectivity in February 2025, but many balances still depend on identity verification and migration steps before they can be moved or sold.',
      ],
    },
    {
      heading: 'How to Read the Value',
      paragraphs: [
        'The dollar value is this amount multiplied by the reference price, the median of CoinGecko and the exchanges we ask that list Pi. Pi trades on a limited number of exchanges, and prices on those venues can differ more than they do for widely traded coins. Selling a large amount may also move the price, so the value shown may not be achievable in practice.',
        'Be cautious with any service that promises to buy Pi at a fixed price or asks for your wallet passphrase. Never share your passphrase with anyone, including websites that claim to check or convert your balance.',
      ],
      links: [{ text: 'PI to USD converter', href: '/pi-to-usd' }, { text: 'How we calculate prices', href: '/methodology' }],
    },
    {
      heading: 'Fees and Spreads',
      paragraphs: [
        'Exchanges that list Pi typically charge trading fees in the range of 0.1% to 0.5%. Because trading volume is lower than for major coins, the spread between buy and sell prices can be wider, which adds to the real cost of converting Pi into dollars.',
      ],
    },
  ],
};

const sol: ArticleInput = {
  title: 'What This Amount of Solana Is Worth in USD',
  intro: [
    'This page shows the US dollar value of a set amount of SOL, the native token of the Solana blockchain, at the latest available rate. You can adjust the amount, change the target currency, or reverse the pair with the swap button.',
  ],
  sections: [
    {
      heading: 'What This Amount Is Typically Used For',
      paragraphs: [
        'SOL pays transaction fees on Solana and is staked with validators to help secure the network. A small amount of SOL is also needed to keep accounts open on the network, for example a token account that holds another token. Many people keep a modest balance of SOL just to cover these costs while they use Solana applications.',
      ],
    },
    {
      heading: 'How to Read the Value',
      paragraphs: [
        'The dollar value equals this amount multiplied by the price of one SOL. The smallest unit of SOL is the lamport, and one SOL equals 1,000,000,000 lamports. Wallets and explorers sometimes show fees in lamports, which is why those numbers can look large.',
        'Rates are the median of prices from several exchanges and CoinGecko, refreshed every minute. If live data cannot be reached, the page shows approximate values from an earlier, dated snapshot and says so.',
      ],
      links: [
        { text: 'SOL to USD converter', href: '/sol-to-usd' },
        { text: 'SOL to BTC converter', href: '/sol-to-btc' },
        { text: 'How we calculate prices', href: '/methodology' },
      ],
    },
    {
      heading: 'Fees and Spreads',
      paragraphs: [
        'Solana network fees are usually a tiny fraction of one SOL, although optional priority fees can raise them when the network is busy. On exchanges, trading fees of about 0.1% to 0.5%, the spread between buy and sell prices, and withdrawal fees make the amount you receive slightly lower than the converter shows.',
      ],
    },
  ],
};

const bnb: ArticleInput = {
  title: 'What This Amount of BNB Is Worth in USD',
  intro: [
    'This page shows the US dollar value of a set amount of BNB, the native coin of BNB Chain, at the latest available rate. The amount is filled in for you, and you can change it at any time.',
  ],
  sections: [
    {
      heading: 'What This Amount Is Typically Used For',
      paragraphs: [
        'BNB pays gas fees on BNB Smart Chain, so people who use applications on that network keep some BNB for transactions. On the Binance exchange, holding BNB can also reduce trading fees and give access to some programs. Part of the BNB supply is removed through regular burns, a process published by the BNB Chain project.',
      ],
    },
    {
      heading: 'How to Read the Value',
      paragraphs: [
        'The dollar value equals this amount multiplied by the current price of one BNB. BNB can exist on more than one network, so when sending it, check that the network selected by the sender matches the one the receiving wallet or exchange expects.',
        'The rate is a reference price, the median of prices from several exchanges and CoinGecko. When live data is unavailable, the page labels the value as approximate and shows the date of the snapshot it comes from.',
      ],
      links: [{ text: 'BNB to USD converter', href: '/bnb-to-usd' }, { text: 'How we calculate prices', href: '/methodology' }],
    },
    {
      heading: 'Fees and Spreads',
      paragraphs: [
        'Gas fees on BNB Smart Chain are usually low. On exchanges, typical trading fees range from about 0.1% to 0.5%, and the spread between buy and sell prices and any withdrawal fee come on top, so the amount you receive is usually a little less than the value shown here.',
      ],
    },
  ],
};

const doge: ArticleInput = {
  title: 'What This Amount of Dogecoin Is Worth in USD',
  intro: [
    'This page shows the US dollar value of a set amount of Dogecoin (DOGE) at the latest available rate. Because one DOGE has a relatively low price, amounts are often large whole numbers, and the converter shows their value in dollars directly.',
  ],
  sections: [
    {
      heading: 'What This Amount Is Typically Used For',
      paragraphs: [
        'Dogecoin started in 2013 as a lighthearted cryptocurrency and became known for tipping and small payments within online communities. Blocks are produced roughly every minute, so payments confirm fairly quickly, and some merchants accept it. Many holders keep DOGE as a small, informal part of a crypto portfolio.',
      ],
    },
    {
      heading: 'How to Read the Value',
      paragraphs: [
        'The dollar value equals this amount multiplied by the price of one DOGE. Unlike Bitcoin, Dogecoin has no maximum supply: a fixed number of new coins, roughly five billion a year, is created through mining. That steady issuance is one of the factors people consider when looking at its price.',
        'Rates are the median of prices from several exchanges and CoinGecko, updated every minute. If the page says live data is unavailable, the value is an approximation based on an earlier, dated snapshot.',
      ],
      links: [{ text: 'DOGE to USD converter', href: '/doge-to-usd' }, { text: 'How we calculate prices', href: '/methodology' }],
    },
    {
      heading: 'Fees and Spreads',
      paragraphs: [
        'Dogecoin network fees are usually small. The main costs come from exchanges: trading fees of around 0.1% to 0.5%, the spread between buy and sell prices, and any fixed withdrawal fee. Check these before converting, especially when the amount is small.',
      ],
    },
  ],
};

const ada: ArticleInput = {
  title: 'What This Amount of Cardano Is Worth in USD',
  intro: [
    'This page shows the US dollar value of a set amount of ADA, the native token of the Cardano blockchain, at the latest available rate. You can change the amount, pick another currency, or reverse the conversion with the swap button.',
  ],
  sections: [
    {
      heading: 'What This Amount Is Typically Used For',
      paragraphs: [
        'ADA pays transaction fees on Cardano and is used for staking. Holders can delegate their ADA to a stake pool while it stays in their own wallet, with no lock-up period; registering for staking requires a small refundable deposit. ADA is also used to take part in Cardano’s on-chain governance.',
      ],
    },
    {
      heading: 'How to Read the Value',
      paragraphs: [
        'The dollar value equals this amount multiplied by the price of one ADA. The smallest unit is the lovelace, and one ADA equals 1,000,000 lovelace. Because the price per ADA is relatively low, amounts in the hundreds or thousands are common.',
        'The rate is the median of prices from several exchanges and CoinGecko, requested every minute. If live data cannot be reached, the page shows an approximate value from an earlier, dated snapshot.',
      ],
      links: [{ text: 'ADA to USD converter', href: '/ada-to-usd' }, { text: 'How we calculate prices', href: '/methodology' }],
    },
    {
      heading: 'Fees and Spreads',
      paragraphs: [
        'A simple Cardano transaction usually costs a fraction of one ADA, and each transaction output must carry a minimum amount of ADA, roughly one ADA for a plain transfer. On exchanges, trading fees of about 0.1% to 0.5%, the spread, and withdrawal fees reduce what you actually receive.',
      ],
    },
  ],
};

const matic: ArticleInput = {
  title: 'What This Amount of Polygon (MATIC) Is Worth in USD',
  intro: [
    'This page shows the US dollar value of a set amount of MATIC, the original token of the Polygon network, at the latest available rate. Polygon has been moving from MATIC to a new token, POL, so the section below explains how to read the figure.',
  ],
  sections: [
    {
      heading: 'What This Amount Is Typically Used For',
      paragraphs: [
        'MATIC was used to pay transaction fees on the Polygon PoS chain and to stake with its validators. In September 2024, Polygon began replacing MATIC with POL, which took over those roles; the upgrade was designed as a one-to-one conversion, and many exchanges converted balances for their users automatically.',
      ],
    },
    {
      heading: 'How to Read the Value',
      paragraphs: [
        'The dollar value equals this amount multiplied by the price of one MATIC, the median of CoinGecko and any exchanges that still quote it. Because of the move to POL, some exchanges and price sites now quote POL instead of MATIC, and trading in MATIC itself may be limited. If you still hold MATIC, check the official Polygon documentation or your exchange for how it is handled.',
        'When live data is unavailable, the page labels the value as approximate and shows the date of the snapshot it comes from.',
      ],
      links: [{ text: 'MATIC to USD converter', href: '/matic-to-usd' }, { text: 'How we calculate prices', href: '/methodology' }],
    },
    {
      heading: 'Fees and Spreads',
      paragraphs: [
        'Transaction fees on Polygon PoS are usually small. On exchanges, trading fees typically range from about 0.1% to 0.5%, and the spread between buy and sell prices and any withdrawal fees mean you usually receive somewhat less than the value shown.',
      ],
    },
  ],
};

const dot: ArticleInput = {
  title: 'What This Amount of Polkadot Is Worth in USD',
  intro: [
    'This page shows the US dollar value of a set amount of DOT, the native token of Polkadot, at the latest available rate. You can edit the amount or the currencies at any time to see a different conversion.',
  ],
  sections: [
    {
      heading: 'What This Amount Is Typically Used For',
      paragraphs: [
        'DOT is used for staking through nominated proof of stake, for voting in Polkadot’s on-chain governance, and for paying transaction fees. Nomination pools let holders stake smaller amounts together. Staked DOT takes several weeks to unbond before it can be transferred, which is worth knowing before you plan to convert it.',
      ],
    },
    {
      heading: 'How to Read the Value',
      paragraphs: [
        'The dollar value equals this amount multiplied by the price of one DOT. In August 2020, DOT was redenominated so that each old DOT became 100 new DOT; prices quoted before that change refer to the old unit and are not directly comparable with today’s.',
        'A Polkadot account must keep a minimum balance, called the existential deposit, to remain active. The rate shown is the median of prices from several exchanges and CoinGecko, and is labelled as approximate, with a date, when live data is unavailable.',
      ],
      links: [{ text: 'DOT to USD converter', href: '/dot-to-usd' }, { text: 'How we calculate prices', href: '/methodology' }],
    },
    {
      heading: 'Fees and Spreads',
      paragraphs: [
        'Network fees on Polkadot are usually small. On exchanges, trading fees of around 0.1% to 0.5%, the spread between buy and sell prices, and any withdrawal fee reduce the amount you receive compared with the value shown here.',
      ],
    },
  ],
};

const shib: ArticleInput = {
  title: 'What This Amount of Shiba Inu Is Worth in USD',
  intro: [
    'This page shows the US dollar value of a set amount of Shiba Inu (SHIB) at the latest available rate. The price of a single SHIB is a very small fraction of a dollar, so amounts are usually counted in thousands or millions of tokens.',
  ],
  sections: [
    {
      heading: 'What This Amount Is Typically Used For',
      paragraphs: [
        'SHIB launched in 2020 as a community-driven token on Ethereum and is held mainly by people who follow its community and ecosystem, which includes a decentralized exchange and a layer-2 network called Shibarium. Some merchants and payment services accept it, but most SHIB is held rather than spent.',
      ],
    },
    {
      heading: 'How to Read the Value',
      paragraphs: [
        'The dollar value equals this amount multiplied by the price of one SHIB. Because that price has many zeros after the decimal point, it is easy to misread. A helpful check is to look at the value of one million SHIB, which equals the per-token price multiplied by 1,000,000.',
        'The rate is the median of prices from several exchanges and CoinGecko. When live data is unavailable, the page shows an approximate value from an earlier, dated snapshot and says so.',
      ],
      links: [{ text: 'SHIB to USD converter', href: '/shib-to-usd' }, { text: 'How we calculate prices', href: '/methodology' }],
    },
    {
      heading: 'Fees and Spreads',
      paragraphs: [
        'SHIB on Ethereum is an ERC-20 token, so moving it on the Ethereum network requires ETH for gas, and that fee does not depend on how many tokens you send. On exchanges, trading fees of about 0.1% to 0.5% and the spread between buy and sell prices reduce the amount you receive.',
      ],
    },
  ],
};

const link: ArticleInput = {
  title: 'What This Amount of Chainlink Is Worth in USD',
  intro: [
    'This page shows the US dollar value of a set amount of LINK, the token of the Chainlink network, at the latest available rate. You can change the amount, choose another currency, or swap the direction of the conversion.',
  ],
  sections: [
    {
      heading: 'What This Amount Is Typically Used For',
      paragraphs: [
        'Chainlink is an oracle network: it delivers outside data, such as asset prices, to smart contracts on many blockchains. LINK is used to pay node operators for these services, and holders can stake it in Chainlink’s staking program, which is subject to its own limits and conditions. Many holders simply keep LINK as part of a crypto portfolio.',
      ],
    },
    {
      heading: 'How to Read the Value',
      paragraphs: [
        'The dollar value equals this amount multiplied by the price of one LINK. LINK originated as an ERC-20 token on Ethereum and is also available on other networks, so when sending it, make sure the network matches the one the receiving wallet or exchange supports.',
        'Rates are the median of prices from several exchanges and CoinGecko, updated every minute. If live data cannot be reached, the page labels the value as approximate and shows the date of the snapshot used.',
      ],
      links: [{ text: 'LINK to USD converter', href: '/link-to-usd' }, { text: 'How we calculate prices', href: '/methodology' }],
    },
    {
      heading: 'Fees and Spreads',
      paragraphs: [
        'Moving LINK on Ethereum requires ETH for gas, which can be costly when the network is busy. On exchanges, trading fees typically range from about 0.1% to 0.5%, and the spread between buy and sell prices and withdrawal fees come on top.',
      ],
    },
  ],
};

const uni: ArticleInput = {
  title: 'What This Amount of Uniswap Is Worth in USD',
  intro: [
    'This page shows the US dollar value of a set amount of UNI, the governance token of the Uniswap protocol, at the latest available rate. The amount is filled in for you and can be changed at any time.',
  ],
  sections: [
    {
      heading: 'What This Amount Is Typically Used For',
      paragraphs: [
        'UNI gives holders a say in the governance of Uniswap, a decentralized exchange protocol. Holders can vote on proposals themselves or delegate their voting power to someone else. UNI was first distributed in September 2020, partly through an airdrop to earlier users of the protocol. You do not need UNI to trade on Uniswap.',
      ],
    },
    {
      heading: 'How to Read the Value',
      paragraphs: [
        'The dollar value equals this amount multiplied by the price of one UNI. The rate is a reference price, the median of prices from several exchanges and CoinGecko, so an individual exchange or liquidity pool may quote a slightly different figure.',
        'If live data is unavailable, the page says so and shows approximate values from an earlier, dated snapshot.',
      ],
      links: [{ text: 'UNI to USD converter', href: '/uni-to-usd' }, { text: 'How we calculate prices', href: '/methodology' }],
    },
    {
      heading: 'Fees and Spreads',
      paragraphs: [
        'On centralized exchanges, trading fees of about 0.1% to 0.5% are typical, plus the spread between buy and sell prices. On a decentralized exchange, you pay the liquidity pool’s fee and the network gas fee instead, and the final price can move slightly while your transaction is confirmed.',
      ],
    },
  ],
};

const ethOne: ArticleInput = {
  title: 'About 1 ETH',
  intro: [
    'One ether is the unit in which the ETH price is quoted, so the value on this page is simply the current ETH to USD rate. It is a convenient reference point for working out the value of any other amount of ETH.',
  ],
  sections: [
    {
      heading: 'What 1 ETH Represents',
      paragraphs: [
        'One ETH equals 1,000,000,000 gwei, or one quintillion wei, the smallest unit of ether. Gas prices are usually quoted in gwei, so knowing this ratio helps you understand how much a transaction costs in ETH and, through the converter, in dollars.',
        'Running an independent validator on Ethereum requires staking 32 ETH, so one ETH is one thirty-second of a full validator stake. Staking pools and other services accept smaller amounts, each with its own fees and risks.',
      ],
      links: [
        { text: '0.5 ETH to USD', href: '/eth-to-usd/0.5' },
        { text: '0.1 ETH to USD', href: '/eth-to-usd/0.1' },
      ],
    },
  ],
};

const ethHalf: ArticleInput = {
  title: 'About 0.5 ETH',
  intro: [
    'Half an ether is worth exactly half of the current ETH price. The converter shows that value in US dollars, together with the full ETH to USD rate, so you can see both figures at once.',
  ],
  sections: [
    {
      heading: 'What 0.5 ETH Represents',
      paragraphs: [
        'Half an ETH equals 500,000,000 gwei. It is a common size for a first purchase, for funding a wallet to use decentralized applications, or for transfers between accounts where network fees are a small share of the total.',
        'If you plan to send exactly 0.5 ETH on the main Ethereum network, remember that gas is also paid in ETH, so the wallet needs a little more than 0.5 ETH to cover the fee. Exchanges may also charge a withdrawal fee on top of the network fee.',
      ],
      links: [
        { text: '1 ETH to USD', href: '/eth-to-usd/1' },
        { text: '0.2 ETH to USD', href: '/eth-to-usd/0.2' },
      ],
    },
  ],
};

export default {
  generic,
  coins: { eth, btc, xrp, avax, pi, sol, bnb, doge, ada, matic, dot, shib, link, uni },
  ethOne,
  ethHalf,
} satisfies {
  generic: ArticleInput;
  coins: Record<string, ArticleInput>;
  ethOne: ArticleInput;
  ethHalf: ArticleInput;
};
