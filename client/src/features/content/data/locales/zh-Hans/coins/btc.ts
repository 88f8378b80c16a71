import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'btc',
  coinId: 'bitcoin',
  name: '比特币',
  symbol: 'BTC',
  layout: 'faq-card',
  intro: [
    '比特币是世界上第一种加密货币，是一种运行在公共区块链上的点对点数字货币，不受任何中央银行或公司控制。比特币由化名“中本聪”（Satoshi Nakamoto）的人于2008年提出，其网络自2009年1月起持续运行至今。',
    '本换算器基于实时市场数据，显示比特币以人民币、美元或其他货币计的价值。输入任意数量的BTC（包括很小的零头），即可查看换算结果和反向汇率；也可以将目标货币切换为其他法定货币或加密货币。',
  ],
  converting:
    '换算比特币时，只需输入BTC数量，换算器便会将其乘以当前市场汇率。该汇率取五家交易所与CoinGecko报价的中位数，每分钟更新一次。1 BTC可拆分为1亿聪（satoshi），因此可以输入零头数量；网站还提供固定数量页面，例如“0.01 BTC兑美元”。各交易所会收取各自的买卖价差和手续费，因此实际卖出时到手的金额可能略低于市场价格。',
  faq: {
    what: {
      question: '什么是比特币（BTC）？',
      answer: [
        '比特币是一种去中心化数字货币，其设计源自中本聪于2008年10月发布的白皮书。2009年1月3日，第一个区块被挖出，此后比特币网络一直由全球用户、开发者和矿工组成的社区共同维护。',
        '交易记录在名为区块链的公共账本上，并由工作量证明（PoW）机制保障安全：矿工投入算力，大约每十分钟添加一个新区块，并获得新产生的比特币和交易手续费作为奖励。比特币的最小单位是一亿分之一枚比特币，称为“聪”（satoshi）。',
      ],
    },
    unique: {
      question: '比特币有哪些独特之处？',
      answer: [
        '比特币的最大供应量固定为2100万枚，并写入了协议规则。支付给矿工的区块奖励大约每四年（即每21万个区块）减半一次，因此新增供应会随时间逐步放缓，直至达到上限。',
        '作为历史最悠久、知名度最高的加密货币，比特币常被称为价值储存手段或“数字黄金”。它也被用于支付，包括通过Lightning Network等速度更快的Layer 2系统进行支付。',
      ],
    },
    rateFactors: {
      question: '哪些因素会影响BTC的价格？',
      answer: [
        'BTC的价格由全球各交易所的供求关系决定，并受到投资者情绪、利率及其他经济状况、监管决定、交易所交易基金（ETF）等投资产品的资金流入，以及削减新增供应的减半周期等因素影响。',
        '由于汇率时刻都在变动，本换算器使用每分钟刷新一次的实时数据。当前价值请以上方显示的实时汇率为准。',
      ],
    },
    whereToBuy: {
      question: '在哪里可以买卖BTC？',
      intro:
        '几乎所有加密货币交易所以及许多券商和支付应用都支持比特币。可以用美元及其他货币交易BTC的老牌交易所包括：',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'Gemini', 'OKX'],
      note: '如需长期自托管，许多持有者会使用Ledger、Trezor等硬件钱包，或Sparrow、BlueWallet等比特币专用钱包，以确保只有自己掌握私钥。',
      reminder:
        '请尽量选择信誉良好、受监管的交易所，开启双重验证，并将助记词抄写在纸张或金属板上离线保存；任何知道助记词的人都能转走您的比特币。',
    },
  },
  related: [
    { text: 'BTC兑欧元', href: '/btc-to-eur' },
    { text: 'BTC兑英镑', href: '/btc-to-gbp' },
    { text: 'BTC兑ETH', href: '/btc-to-eth' },
    { text: '美元兑BTC', href: '/usd-to-btc' },
    { text: '0.01 BTC兑美元', href: '/btc-to-usd/0.01' },
    { text: '0.001 BTC兑美元', href: '/btc-to-usd/0.001' },
    { text: '加密货币收益计算器', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
