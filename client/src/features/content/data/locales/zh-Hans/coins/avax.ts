import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'avax',
  coinId: 'avalanche-2',
  name: 'Avalanche',
  symbol: 'AVAX',
  layout: 'faq-card',
  intro: [
    '使用本换算器，可以查看一定数量的AVAX（Avalanche网络的原生代币）以人民币、美元或其他货币计的价值。结果基于实时市场汇率，同时显示AVAX兑所选货币的汇率和反向汇率。',
    'Avalanche是一个支持智能合约和自定义网络的权益证明（PoS）区块链平台。以下各部分将介绍如何进行换算、AVAX的用途、影响其汇率的因素，以及该代币通常在哪里交易。',
  ],
  converting:
    '选择“加密货币兑法币”选项卡，在“数量”栏输入代币数量，将“从”设为AVAX，将“到”设为目标法定货币（例如人民币CNY）。页面会显示换算结果、1 AVAX的价格，以及1单位所选货币可换得的AVAX数量；互换按钮可调换货币对的方向。价格取CoinGecko与上架AVAX的各交易所报价的中位数，每分钟更新一次，“刷新”按钮每10秒可点击一次。实时数据无法获取时，页面会将数值标注为近似值。如需将AVAX与其他加密货币比较，请切换到“加密货币兑加密货币”选项卡。',
  valueTable: {
    caption: 'AVAX兑美元示例价值',
    rows: [
      { amount: '1 AVAX', value: '20–30美元' },
      { amount: '10 AVAX', value: '200–300美元' },
      { amount: '100 AVAX', value: '2,000–3,000美元' },
      { amount: '2,000 AVAX（验证者最低质押量）', value: '4万–6万美元' },
    ],
    note: '本表仅为示例，取自AVAX价格约为20–30美元的某一早期阶段，并非当前价格。当前AVAX兑美元汇率请使用上方的实时换算器查询。',
  },
  faq: {
    what: {
      question: '什么是Avalanche（AVAX）？',
      answer: [
        'Avalanche是由Ava Labs开发的Layer 1区块链，Ava Labs由计算机科学家Emin Gün Sirer参与创立。Avalanche主网于2020年9月上线，网络由权益证明（PoS）保障安全，并采用Avalanche共识协议：验证者反复随机抽取一小组其他验证者进行询问，从而快速达成共识，通常只需一两秒。',
        'AVAX是该网络的原生代币，用于支付交易手续费（手续费会被销毁），并由验证者和委托者质押以保障网络安全。运行验证者节点至少需要质押2,000 AVAX。AVAX的供应量上限为7.2亿枚。',
      ],
    },
    unique: {
      question: 'AVAX有哪些用途？Avalanche有何不同之处？',
      answer: [
        'Avalanche的主公共网络由几条分工不同的内置链组成：C链运行兼容以太坊的智能合约，X链负责资产转移，P链负责协调验证者和质押。由于C链支持以太坊虚拟机（EVM），许多以太坊钱包和应用只需稍作修改即可在Avalanche上运行。',
        'Avalanche还允许项目方推出自己的区块链，这类链最初称为子网（subnet），现称Avalanche L1，可以拥有各自的规则、手续费代币和验证者集合。在整个生态中，AVAX用于支付手续费、质押和治理。',
      ],
    },
    rateFactors: {
      question: '哪些因素会影响AVAX的价格？',
      answer: [
        'AVAX的价格由交易所的供求关系驱动，往往跟随加密货币市场整体走势。去中心化金融、游戏以及新的Avalanche L1链等网络活动会影响市场对该代币的需求，锁定在质押中的AVAX数量同样如此。',
        '早期分配份额的代币解锁、手续费销毁、来自其他智能合约平台的竞争、交易所上架情况以及宏观经济状况也会产生影响。汇率可能快速变化，因此请在实时换算器中查看当前数字。',
      ],
    },
    whereToBuy: {
      question: '在哪里可以买卖AVAX？',
      intro:
        '大多数大型交易所都上架了AVAX，通常可与美元、欧元、稳定币和比特币交易。提供AVAX交易的知名交易所包括：',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'AVAX也可以存放在自托管钱包中，例如Ava Labs推出的Core钱包，或在C链上使用MetaMask，并可在Trader Joe（LFJ）等去中心化交易所兑换。从交易所提币时，请确保选择C链或您的钱包所要求的网络。',
      reminder:
        '请确认哪些服务在您所在的国家可用，并比较手续费，每笔交易的手续费通常约为0.1%–0.5%。请坚持使用信誉良好的交易所，开启双重验证，并将助记词离线保存、严格保密。',
    },
  },
  related: [
    { text: 'AVAX兑欧元', href: '/avax-to-eur' },
    { text: 'AVAX兑英镑', href: '/avax-to-gbp' },
    { text: 'AVAX兑BTC', href: '/avax-to-btc' },
    { text: 'AVAX兑ETH', href: '/avax-to-eth' },
    { text: '10 AVAX兑美元', href: '/avax-to-usd/10' },
    { text: '100 AVAX兑美元', href: '/avax-to-usd/100' },
    { text: '加密货币收益计算器', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
