import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'hbar',
  coinId: 'hedera-hashgraph',
  name: 'Hedera',
  symbol: 'HBAR',
  layout: 'faq-card',
  intro: [
    'Hedera是一个公共网络，它基于哈希图（hashgraph）共识算法构建，而非传统的区块链结构。HBAR是其原生代币：用于支付网络手续费，通过权益证明（PoS）保障网络安全，并供运行在Hedera上的应用使用。',
    '本换算器可将任意数量的HBAR换算为人民币、美元等法定货币或其他加密货币。汇率基于市场数据实时更新，而表格或示例中引用的固定数值均为近似值，可能与交易所报价略有差异。',
  ],
  converting:
    '输入HBAR数量，目标货币保持为所选法定货币（例如人民币CNY），结果便会立即显示，同时给出汇率和反向汇率（即1单位该货币可买到多少HBAR）。汇率取CoinGecko与上架HBAR的各交易所报价的中位数，每分钟更新一次；“刷新”按钮可获取新报价，最多每10秒一次。如果无法获取实时数据，页面会提示当前显示的数值为近似值。使用互换按钮可将法定货币换算回HBAR，使用“加密货币兑加密货币”选项卡则可将HBAR与BTC、ETH等加密货币进行比较。',
  faq: {
    what: {
      question: '什么是Hedera（HBAR）？',
      answer: [
        'Hedera是一个公共分布式账本，主网于2018年上线，2019年向公众开放。它采用哈希图共识算法，该算法由Leemon Baird发明，他与Mance Harmon共同创立了该项目。节点通过“八卦之八卦”（gossip about gossip）过程共享信息，并通过虚拟投票达成共识，使网络具备异步拜占庭容错能力和快速最终确定性。',
        'HBAR是该网络的原生代币，用于支付交易、智能合约执行和文件存储的费用，也可质押以帮助保障网络安全。HBAR的总供应量固定为500亿枚，全部在上线时生成，并随时间逐步释放进入流通。',
      ],
    },
    unique: {
      question: 'Hedera与其他网络有何不同？',
      answer: [
        'Hedera由Hedera理事会治理，理事会由来自不同行业和地区的大型机构组成，成员任期有限，并负责运行网络节点。交易手续费以美元计价，保持在低廉且可预测的水平，适合需要发送大量小额交易的应用。',
        '除支付外，Hedera还提供用于为数据加时间戳和排序的共识服务、无需编写智能合约即可发行代币的代币服务，以及兼容以太坊虚拟机（EVM）的智能合约服务。这些服务被用于供应链记录、资产代币化和会员积分计划等场景。',
      ],
    },
    rateFactors: {
      question: '哪些因素会影响HBAR的价格？',
      answer: [
        'HBAR的价格反映交易所的供求关系。加密货币市场的整体情绪，尤其是比特币的走势，往往会带动HBAR与其他大型代币一同波动。',
        '项目自身的因素同样重要：网络使用量、新的企业或政府应用、理事会成员变动、质押机制更新，以及HBAR从国库释放进入流通。监管消息和主要交易所的交易量也可能影响其汇率。',
      ],
    },
    whereToBuy: {
      question: '在哪里可以买卖HBAR？',
      intro:
        'HBAR在许多大型中心化交易所交易，通常以美元、USDT及其他主要货币计价。能否使用取决于您所在的国家，因此注册前请先确认哪些交易所为您所在地区提供服务。',
      exchanges: ['Binance', 'Coinbase', 'OKX', 'KuCoin', 'Bybit', 'Gate.io'],
      note: '如果希望自行持有HBAR，可以使用支持Hedera网络的钱包（例如HashPack），或支持Hedera的硬件钱包。通过SaucerSwap等Hedera上的去中心化交易所，可以直接从钱包将HBAR兑换为其他Hedera代币。',
      reminder:
        '请使用信誉良好、受监管的交易所，开启双重验证，切勿向任何人透露助记词或私钥。提币前请核对网络，因为将HBAR发送到错误的地址或网络可能导致资产丢失。',
    },
  },
  related: [
    { text: 'HBAR兑欧元', href: '/hbar-to-eur' },
    { text: 'HBAR兑英镑', href: '/hbar-to-gbp' },
    { text: 'HBAR兑BTC', href: '/hbar-to-btc' },
    { text: 'HBAR兑ETH', href: '/hbar-to-eth' },
    { text: '1000 HBAR兑美元', href: '/hbar-to-usd/1000' },
    { text: '加密货币收益计算器', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
