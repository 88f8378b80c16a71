import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'eth',
  coinId: 'ethereum',
  name: '以太坊',
  symbol: 'ETH',
  layout: 'faq-card',
  intro: [
    '以太坊是一条可编程区块链，可运行智能合约，即去中心化应用、代币和NFT背后的代码。以太币（Ether）以ETH为交易代码，是以太坊的原生货币，用于支付交易手续费以及在网络中进行质押。',
    '本换算器基于实时市场数据，显示ETH以人民币、美元或其他货币计的价值。输入任意数量的ETH，即可查看换算结果和反向汇率；也可以选择其他法定货币或加密货币作为目标货币。',
  ],
  converting:
    '换算以太坊时，只需输入ETH数量，换算器便会将其乘以当前市场汇率。该汇率取五家交易所与CoinGecko报价的中位数，每分钟刷新一次。由于1 ETH可拆分为极小的单位，输入零头数量十分常见；网站还提供固定数量页面，例如“0.1 ETH兑美元”。受交易所买卖价差和手续费影响，您在交易所实际收到的金额可能略有出入。',
  faq: {
    what: {
      question: '什么是以太坊（ETH）？',
      answer: [
        '以太坊由Vitalik Buterin于2013年提出，并于2015年7月上线，联合创始人团队包括Gavin Wood和Joseph Lubin等人。以太坊是一条公共区块链，开发者可以在上面部署严格按照代码执行的智能合约。',
        'ETH是以太坊网络的原生货币。2022年9月，一次名为“合并”（the Merge）的升级将以太坊从工作量证明（PoW）转为权益证明（PoS），此后区块由质押ETH的验证者而非矿工生成。以太币的最小单位是wei，手续费通常以gwei计价，1 gwei为十亿分之一ETH。',
      ],
    },
    unique: {
      question: '以太坊与比特币有何不同？',
      answer: [
        '比特币主要被设计为一种数字货币，供应量固定为2100万枚。以太坊则被设计为通用平台：其智能合约支撑着去中心化交易所、借贷应用、稳定币、NFT以及众多其他代币，而ETH则是为这些计算付费的“燃料”。',
        'ETH没有固定的最大供应量。新发行的ETH分配给验证者，同时根据2021年一项名为EIP-1559的改动，每笔交易手续费中的一部分会被销毁，因此净供应量取决于网络的繁忙程度。许多应用还运行在最终结算回以太坊的Layer 2网络上。',
      ],
    },
    rateFactors: {
      question: '哪些因素会影响ETH的价格？',
      answer: [
        'ETH的价格取决于交易需求、以太坊网络及其Layer 2系统的使用情况、新发行量与手续费销毁量之间的平衡、质押规模、监管决定、交易所交易基金（ETF）等投资产品，以及整个加密货币市场的走势。',
        '举一个过去的例子：某一时刻1 ETH约值2,641美元，按此计算，0.1 ETH当时约值264美元。这一数字仅作示例；价格时刻都在变化，今天的价值请以上方的实时汇率为准。',
      ],
    },
    whereToBuy: {
      question: '在哪里可以买卖ETH？',
      intro:
        '几乎所有加密货币交易所都支持ETH，可以用美元、其他法定货币或稳定币进行交易。提供ETH交易的老牌交易所包括：',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Gemini', 'Bitstamp', 'OKX'],
      note: '如需自托管，可以使用MetaMask等钱包，或Ledger、Trezor等硬件钱包自行持有ETH；还可以通过Uniswap等去中心化交易所，直接从钱包将ETH兑换为其他以太坊代币。',
      reminder:
        '请选择信誉良好的交易所，开启双重验证，并将助记词离线保存、严格保密；切勿在任何网站上输入助记词，发送ETH前请仔细核对地址。',
    },
  },
  related: [
    { text: '0.1 ETH兑美元', href: '/eth-to-usd/0.1' },
    { text: '0.01 ETH兑美元', href: '/eth-to-usd/0.01' },
    { text: 'ETH兑欧元', href: '/eth-to-eur' },
    { text: 'ETH兑英镑', href: '/eth-to-gbp' },
    { text: 'ETH兑BTC', href: '/eth-to-btc' },
    { text: '美元兑ETH', href: '/usd-to-eth' },
    { text: '加密货币收益计算器', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
