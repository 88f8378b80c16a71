import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'ada',
  coinId: 'cardano',
  name: 'Cardano',
  symbol: 'ADA',
  layout: 'guide',
  intro: [
    'Cardano是一条于2017年推出的权益证明（PoS）区块链，ADA是其原生加密货币。ADA用于支付交易手续费、将权益委托给负责出块的质押池，以及就网络治理事项进行投票。',
    '本换算器基于实时市场数据，可将任意数量的ADA换算为人民币、美元或其他货币。输入您的ADA余额，即可查看其价值和反向汇率；也可以切换为其他法定货币或加密货币。',
  ],
  converting:
    '换算Cardano其实就是一道简单的乘法：用ADA数量乘以当前市场汇率。换算器采用的汇率取CoinGecko与上架ADA的各交易所报价的中位数，每分钟更新一次，因此该数字反映的是众多交易所的近期成交情况。实际卖出时，交易所可能收取手续费或存在买卖价差，使到手金额略有减少。',
  guide: {
    steps: [
      '选择换算器顶部的“加密货币兑法币”选项卡，以便将加密货币换算为法定货币。',
      '在“从”选择框中搜索Cardano或ADA，将其选为源币种。',
      '在“到”选择框中选择目标货币，例如人民币（CNY），换算结果将以该货币显示。',
      '在“数量”栏输入要换算的ADA数量；无论是整枚的币还是带小数的数量，都可以正常输入。',
      '查看换算结果，以及汇率和反向汇率；反向汇率表示1单位所选货币可买到多少ADA。',
      '点击“刷新”获取最新汇率（每10秒可使用一次），或点击互换按钮，将法定货币换算为ADA。',
    ],
    priceFactors: [
      {
        title: '开发里程碑',
        text: 'Cardano按计划分阶段升级，例如2021年加入智能合约，之后又引入链上治理。这些升级的进展或延误，可能改变人们对ADA价值的判断。',
      },
      {
        title: '生态活跃度',
        text: 'Cardano上的应用、去中心化交易所和用户数量，会影响交易需求以及持有ADA的意愿。',
      },
      {
        title: '固定的最大供应量',
        text: 'ADA的最大供应量为450亿枚。新的ADA以质押奖励的形式从储备中逐步进入流通，因此发行速度会随时间放缓。',
      },
      {
        title: '市场情绪',
        text: 'ADA通常随加密货币市场整体波动，包括比特币价格、流动性和风险偏好的变化。',
      },
      {
        title: '监管',
        text: '主要市场对加密货币的分类、上架和征税规则，可能影响投资者获取ADA的渠道以及对ADA的需求。',
      },
    ],
    whyConvert: [
      {
        title: '以法定货币查看余额',
        text: '将ADA换算为人民币等法定货币，可以看到钱包或交易所余额的价值，更便于与日常开支对照。',
      },
      {
        title: '评估质押奖励',
        text: '委托者每个周期（epoch）都会获得ADA奖励；将其换算为法定货币，有助于了解这些奖励按当前汇率值多少钱。',
      },
      {
        title: '交易前先核对',
        text: '有了实时参考汇率，就可以在买入或卖出前，将交易所给出的价格与市场平均水平进行比较。',
      },
      {
        title: '理财与税务',
        text: '记录每笔交易发生时ADA的法定货币价值，有助于个人理财，在有要求的情况下也便于税务申报。',
      },
    ],
    closing: {
      title: '使用ADA换算器',
      paragraphs: [
        '本页显示每分钟更新一次的实时市场汇率，均取CoinGecko与上架ADA的各交易所报价的中位数；表格中的数值均为近似值。如果实时数据暂时无法获取，页面会提示当前显示的是近似值。',
        '请将换算器作为快速参考，在完成交易前，于您选择的交易所确认准确价格。',
      ],
    },
  },
  faq: {
    what: {
      question: '什么是Cardano（ADA）？',
      answer: [
        'Cardano是一条于2017年推出的公共区块链，由以太坊联合创始人Charles Hoskinson领导，并由Input Output（IOG）、Cardano基金会和Emurgo等多家机构共同开发。ADA得名于Ada Lovelace，其最小单位lovelace为一百万分之一枚ADA。',
        'Cardano采用名为Ouroboros的权益证明（PoS）协议，该协议经由同行评审的学术研究开发而成。ADA持有者可以将权益委托给质押池，而无需锁定自己的币，并因帮助保障网络安全而获得奖励。',
      ],
    },
    unique: {
      question: 'Cardano与其他区块链有何不同？',
      answer: [
        'Cardano强调以研究为驱动，其许多协议在构建之前都先以学术论文的形式发表。它采用扩展UTXO记账模型，这是比特币所用模型的演进版本，可以在交易提交前就预知交易结果。',
        'ADA用于支付交易手续费、委托质押和链上治理，持有者可以参与有关国库支出和协议变更的决策。Cardano上的智能合约使用围绕Plutus平台构建的工具编写。',
      ],
    },
    rateFactors: {
      question: '哪些因素会影响ADA的价格？',
      answer: [
        'ADA的价格反映交易所的供求关系。网络升级、Cardano上应用的增长、质押参与度、监管消息以及加密货币市场整体走势，都会对其产生影响。',
        '由于这些因素时刻都在变化，本换算器使用每分钟更新一次的实时价格。当前价值请以上方的实时汇率为准。',
      ],
    },
    whereToBuy: {
      question: '在哪里可以买卖ADA？',
      intro:
        '大多数大型加密货币交易所都支持ADA，可以用美元、其他法定货币或稳定币进行交易。上架ADA的知名交易所包括：',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: '如需自托管和质押，可以使用Lace、Eternl、Yoroi等Cardano钱包持有ADA并委托给质押池；还可以通过Minswap等去中心化交易所，将ADA兑换为Cardano原生代币。',
      reminder:
        '请坚持使用信誉良好的交易所，开启双重验证，并将助记词离线保存；切勿在任何网站上输入助记词，也不要透露给任何自称提供客服支持的人。',
    },
  },
  related: [
    { text: 'ADA兑欧元', href: '/ada-to-eur' },
    { text: 'ADA兑英镑', href: '/ada-to-gbp' },
    { text: 'ADA兑BTC', href: '/ada-to-btc' },
    { text: 'ADA兑ETH', href: '/ada-to-eth' },
    { text: '美元兑ADA', href: '/usd-to-ada' },
    { text: '加密货币收益计算器', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
