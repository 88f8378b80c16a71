import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'bnb',
  coinId: 'binancecoin',
  name: 'BNB',
  symbol: 'BNB',
  layout: 'guide',
  intro: [
    'BNB是BNB Chain的原生币，与Binance交易所关系密切，最早于2017年在该交易所推出。BNB可用于支付BNB Smart Chain上的Gas费，可以质押给验证者，持有者还能在Binance享受手续费折扣等权益。',
    '本换算器基于实时市场数据，显示BNB以人民币、美元或其他货币计的价值。输入BNB数量，即可查看等值金额和反向汇率；也可以将目标货币切换为其他法定货币或加密货币。',
  ],
  converting:
    '换算BNB，就是用持有的BNB数量乘以当前市场汇率。换算器采用的汇率取CoinGecko与上架BNB的各交易所报价的中位数，每分钟更新一次。由于各交易所自行设定买卖价差和交易手续费，实际卖出时的成交价格可能略有不同。',
  guide: {
    steps: [
      '选择“加密货币兑法币”选项卡，因为您要将加密货币换算为传统货币。',
      '打开“从”选择框，选择BNB作为源币种。可以按名称搜索，也可以直接输入交易代码。',
      '打开“到”选择框，选择目标货币，例如人民币（CNY），换算结果将以该货币显示。',
      '在“数量”栏输入BNB数量，既可以是整数，也可以是0.05 BNB这样的零头。',
      '查看换算后的金额，以及汇率和反向汇率；反向汇率表示1单位所选货币可兑换多少BNB。',
      '点击“刷新”获取最新数字（每10秒可使用一次），或使用互换按钮改为从法定货币换算为BNB。',
    ],
    priceFactors: [
      {
        title: 'Binance及其生态',
        text: '由于BNB与Binance紧密关联，有关该交易所的消息，包括交易量、产品调整以及法律或监管事务，对BNB的影响往往比对大多数其他资产更大。',
      },
      {
        title: '代币销毁',
        text: 'BNB初始供应量为2亿枚，定期销毁会将代币移出流通，长期目标是将总量降至1亿枚。每次销毁的数量都会公开，供应量持续收缩是影响价格的因素之一。',
      },
      {
        title: 'BNB Chain使用情况',
        text: 'BNB Smart Chain上的去中心化交易所、代币发行和游戏等活动，会带来用BNB支付交易手续费的需求。',
      },
      {
        title: '整体市场环境',
        text: 'BNB通常随加密货币市场整体走势波动，因此比特币价格、流动性和投资者情绪的变化都会反映在其汇率上。',
      },
    ],
    whyConvert: [
      {
        title: '了解持仓价值',
        text: '快速换算一下BNB，就能知道交易所账户或钱包中的币按当前汇率折合多少人民币或其他法定货币。',
      },
      {
        title: '估算手续费和奖励',
        text: '如果您用BNB支付交易手续费，或以BNB形式获得质押奖励，换算为法定货币有助于了解这些金额在日常生活中意味着多少钱。',
      },
      {
        title: '核对报价',
        text: '将交易所或支付服务的报价与实时市场汇率进行比较，可以在确认交易前看清买卖价差或手续费有多高。',
      },
      {
        title: '保留记录',
        text: '在买入、卖出或使用BNB时记下其法定货币价值，有助于个人理财，在适用的情况下也便于税务申报。',
      },
    ],
    closing: {
      title: '使用BNB换算器',
      paragraphs: [
        '本页汇率均为实时市场汇率，取CoinGecko与上架BNB的各交易所报价的中位数，每分钟刷新一次；表格中显示的数值均为近似值。如果无法加载实时数据，页面会提示当前显示的是近似值。',
        '如需确切金额，请务必在您使用的交易所或应用中核实最终价格，因为不同平台的手续费和买卖价差各不相同。',
      ],
    },
  },
  faq: {
    what: {
      question: '什么是BNB？',
      answer: [
        'BNB由Binance于2017年创建，最初在该交易所的首次代币发行（ICO）中作为以太坊上的代币发行。2019年，BNB迁移至Binance自有的区块链；如今它是BNB Chain的原生币，BNB Chain的主网络是BNB Smart Chain。',
        'BNB Smart Chain兼容以太坊虚拟机（EVM），因此许多以太坊工具和智能合约都可以在其上运行。该网络由一组质押BNB的验证者保障安全，这一模式通常被称为权益授权证明（Proof of Staked Authority）。',
      ],
    },
    unique: {
      question: 'BNB有哪些用途？',
      answer: [
        'BNB可用于支付BNB Smart Chain及相关网络上的Gas费，也可以质押以支持验证者。在Binance上，BNB可用于抵扣交易手续费，以及参与代币销售和其他活动。',
        'BNB有别于许多其他代币之处在于其双重角色：它既是一条通用区块链的“燃料”，又是全球最大的加密货币交易所之一的功能型代币；此外，它还有公开的销毁计划，会随时间减少总供应量。',
      ],
    },
    rateFactors: {
      question: '哪些因素会影响BNB的价格？',
      answer: [
        'BNB的价格取决于交易需求、有关Binance的消息、BNB Chain上的活动、定期的代币销毁、监管动态，以及整个加密货币市场的走向。',
        '本换算器读取每分钟更新一次的实时市场数据，当前价值请以上方显示的实时汇率为准。',
      ],
    },
    whereToBuy: {
      question: '在哪里可以买卖BNB？',
      intro:
        'BNB可在Binance及许多其他大型交易所交易，但能否使用取决于您所在的地区，部分美国平台并未上架BNB。提供BNB交易的知名交易所包括：',
      exchanges: ['Binance', 'OKX', 'Bybit', 'KuCoin', 'Gate.io', 'Bitget'],
      note: '如需自托管，Trust Wallet、MetaMask等钱包均支持BNB Smart Chain；还可以通过PancakeSwap等去中心化交易所，在该网络上将BNB兑换为其他代币。转账时请确保通过钱包所要求的网络发送BNB。',
      reminder:
        '请选择在您所在地区合法运营、信誉良好的交易所，开启双重验证，并将助记词离线保存、严格保密；任何正规服务都不会向您索要助记词。',
    },
  },
  related: [
    { text: 'BNB兑欧元', href: '/bnb-to-eur' },
    { text: 'BNB兑英镑', href: '/bnb-to-gbp' },
    { text: 'BNB兑BTC', href: '/bnb-to-btc' },
    { text: 'BNB兑ETH', href: '/bnb-to-eth' },
    { text: '美元兑BNB', href: '/usd-to-bnb' },
    { text: '加密货币收益计算器', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
