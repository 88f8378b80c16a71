import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'sui',
  coinId: 'sui',
  name: 'Sui',
  symbol: 'SUI',
  layout: 'faq-card',
  intro: [
    '使用本工具，可以将Sui区块链的原生代币SUI换算为人民币、美元或其他货币。输入数量后，换算器会基于实时市场价格，显示其价值以及SUI兑所选货币的汇率和反向汇率。',
    'Sui是一条Layer 1区块链，主网于2023年上线，专注于快速、并行地处理交易。下文将介绍如何换算SUI、该网络的独特之处、推动其价格变化的因素，以及在哪里可以交易SUI。',
  ],
  converting:
    '打开“加密货币兑法币”选项卡，输入要换算的SUI数量，将“从”设为SUI，将“到”设为目标法定货币（例如人民币CNY）。您会看到换算结果、每枚SUI的汇率以及每单位所选货币的汇率；点击互换按钮即可反向换算。汇率取CoinGecko与上架SUI的各交易所报价的中位数，每分钟更新一次，“刷新”按钮每10秒可使用一次。如果实时数据源中断，页面会注明当前显示的数值为近似值。',
  faq: {
    what: {
      question: '什么是Sui（SUI）？',
      answer: [
        'Sui是由Mysten Labs开发的权益证明（PoS）Layer 1区块链。Mysten Labs由Meta旗下Diem和Novi项目的前工程师（包括Evan Cheng）创立。Sui主网于2023年5月上线。Sui上的智能合约使用Sui Move编写，这是最初为Diem打造的Move编程语言的一个版本。',
        'SUI是该网络的原生代币，用于支付Gas费，可通过委托权益证明（DPoS）质押给验证者以保障网络安全，并用于链上治理。SUI的总供应量上限为100亿枚，随时间逐步释放。',
      ],
    },
    unique: {
      question: 'Sui与其他区块链有何不同？',
      answer: [
        'Sui采用以对象为中心的数据模型：代币和NFT等资产是各自拥有所有者的独立对象，而不是共享账户表中的条目。仅涉及单一地址所拥有对象的交易，无需与其他所有交易进行排序，因此可以并行处理，并极快地完成最终确认。',
        '涉及共享对象（例如交易池）的交易，则需经过网络的共识协议。简单交易与共享交易的这种区分，加上Move语言对资产安全处理的重视，使Sui有别于以太坊等基于账户模型的区块链。',
      ],
    },
    rateFactors: {
      question: '哪些因素会影响SUI的价格？',
      answer: [
        'SUI的价格由交易所的供求关系决定，往往跟随加密货币市场整体走势。Sui上去中心化金融、游戏等应用的增长或萎缩，以及SUI的质押数量，都可能改变市场对该代币的需求。',
        '面向早期投资者和贡献者的定期代币解锁会增加流通供应量，可能对价格形成压力。交易所上架情况、来自其他高速区块链的竞争、网络事故以及宏观经济状况同样会产生影响。',
      ],
    },
    whereToBuy: {
      question: '在哪里可以买卖SUI？',
      intro:
        'SUI自主网上线以来已在众多主流交易所上架，通常与稳定币交易，部分平台还支持与美元或欧元交易。上架SUI的知名交易所包括：',
      exchanges: ['Binance', 'OKX', 'Kraken', 'Bybit', 'KuCoin', 'Gate.io'],
      note: '如果希望自行持有SUI，可以使用兼容Sui的钱包，例如Slush（原Sui Wallet）或Phantom，并在Cetus等基于Sui构建的去中心化交易所兑换代币。提取SUI时，请务必选择Sui网络本身。',
      reminder:
        '请确保所选交易所信誉良好，并在您所在的国家合法运营。请为账户开启双重验证，切勿泄露助记词，也不要将其存储在任何线上位置。',
    },
  },
  related: [
    { text: 'SUI兑欧元', href: '/sui-to-eur' },
    { text: 'SUI兑英镑', href: '/sui-to-gbp' },
    { text: 'SUI兑BTC', href: '/sui-to-btc' },
    { text: 'SUI兑SOL', href: '/sui-to-sol' },
    { text: '100 SUI兑美元', href: '/sui-to-usd/100' },
    { text: '加密货币收益计算器', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
