import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'link',
  coinId: 'chainlink',
  name: 'Chainlink',
  symbol: 'LINK',
  layout: 'guide',
  intro: [
    'Chainlink是一个去中心化预言机网络，负责将资产价格等外部信息引入区块链，供智能合约使用。LINK是该网络的代币，用于向提供数据的节点运营者支付报酬，也可以质押以帮助保障服务安全。',
    '本换算器基于实时市场数据，显示LINK以人民币、美元或其他货币计的价值。输入任意数量的LINK，即可查看换算结果和反向汇率；也可以将目标货币切换为其他法定货币或加密货币。',
  ],
  converting:
    '换算Chainlink时，输入LINK数量，换算器便会将其乘以当前市场汇率。该汇率取CoinGecko与上架LINK的各交易所报价的中位数，每分钟刷新一次。换算结果是基于众多交易所成交情况的参考值；受买卖价差和手续费影响，具体平台上的价格可能略有不同。',
  guide: {
    steps: [
      '选择“加密货币兑法币”选项卡，因为您要将加密货币换算为法定货币。',
      '在“从”选择框中搜索Chainlink或LINK，将其选为源币种。',
      '在“到”选择框中选择目标货币，例如人民币（CNY），换算结果将以该货币显示。',
      '在“数量”栏输入LINK数量；0.75 LINK这样的零头也可以输入。',
      '查看换算结果，以及汇率和反向汇率；反向汇率表示1单位所选货币可买到多少LINK。',
      '点击“刷新”获取最新汇率（每10秒可使用一次），或使用互换按钮，将法定货币换算为LINK。',
    ],
    priceFactors: [
      {
        title: '预言机服务需求',
        text: '越多去中心化金融应用和其他智能合约依赖Chainlink的喂价（price feed）及其他服务，LINK作为支付这些服务的代币就越重要。',
      },
      {
        title: '质押',
        text: 'LINK持有者和节点运营者可以质押代币，为Chainlink服务的可靠性提供担保。质押数量和所提供的奖励，会影响可供交易的LINK数量。',
      },
      {
        title: '固定的总供应量',
        text: 'LINK的总供应量为10亿枚。其中一部分在发行时被预留，用于激励节点运营者和供公司使用，因此市场会密切关注流通供应量的变化。',
      },
      {
        title: '合作与采用',
        text: '与区块链、金融机构或跨链项目的新集成，可能改变市场对Chainlink使用广度的预期。',
      },
      {
        title: '加密货币市场整体走势',
        text: 'LINK通常随加密货币市场整体以及基于以太坊的去中心化金融活动而波动。',
      },
    ],
    whyConvert: [
      {
        title: '了解持仓价值',
        text: '将LINK换算为人民币等法定货币，可以看到存放在交易所、钱包或质押仓位中的代币价值多少。',
      },
      {
        title: '评估奖励和收入',
        text: '节点运营者和质押者会获得LINK；将其换算为法定货币，可以看到这些收益按当前汇率值多少钱。',
      },
      {
        title: '核对报价',
        text: '有了实时参考汇率，就可以在买入或卖出LINK之前，比较各交易所的价格和手续费。',
      },
      {
        title: '保留记录',
        text: '跟踪每笔交易发生时LINK的法定货币价值，有助于个人理财，在适用的情况下也便于税务申报。',
      },
    ],
    closing: {
      title: '使用LINK换算器',
      paragraphs: [
        '本页所有汇率均为每分钟更新一次的实时市场汇率，均取CoinGecko与上架LINK的各交易所报价的中位数；表格中的数值均为近似值。如果实时数据暂时无法获取，页面会提示当前显示的是近似值。',
        '请将换算器作为快速参考，并在实际交易的平台上确认最终价格。',
      ],
    },
  },
  faq: {
    what: {
      question: '什么是Chainlink（LINK）？',
      answer: [
        'Chainlink由Sergey Nazarov和Steve Ellis创建，二人于2017年发布了其白皮书。LINK代币于同年发售，Chainlink网络则于2019年在以太坊主网上线。',
        'Chainlink将智能合约与区块链之外的数据和系统连接起来。由独立节点运营者组成的网络获取市场价格等信息，进行汇总后发布到链上，因此没有任何单一来源能够左右结果。',
      ],
    },
    unique: {
      question: 'Chainlink有哪些用途？',
      answer: [
        '区块链本身无法读取外部数据，因此各类应用借助Chainlink获取借贷和交易协议所需的喂价、游戏和NFT项目所需的可验证随机数，实现合约的自动执行，并证明代币背后的储备确实存在。',
        'Chainlink还提供跨链互操作协议（CCIP），让应用可以在不同区块链之间发送代币和消息。LINK用于支付这些服务的费用，也可以质押以支持这些服务。',
      ],
    },
    rateFactors: {
      question: '哪些因素会影响LINK的价格？',
      answer: [
        'LINK的价格取决于交易需求、Chainlink服务的使用广度、质押规模、流通供应量的变化、新的合作与集成，以及加密货币市场整体走势。',
        '本换算器使用每分钟更新一次的实时数据。当前价值请以上方的实时汇率为准。',
      ],
    },
    whereToBuy: {
      question: '在哪里可以买卖LINK？',
      intro:
        '大多数主流加密货币交易所都上架了LINK，可以用美元、其他法定货币或稳定币进行交易。提供LINK交易的知名交易所包括：',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'LINK是基于以太坊的代币，因此可以存放在MetaMask等自托管钱包或硬件钱包中，并在Uniswap等去中心化交易所兑换。发送代币前，请确认您的钱包所使用的网络。',
      reminder:
        '请选择信誉良好的交易所，开启双重验证，并将助记词离线保存、严格保密；真正的客服团队绝不会向您索要助记词。',
    },
  },
  related: [
    { text: 'LINK兑欧元', href: '/link-to-eur' },
    { text: 'LINK兑英镑', href: '/link-to-gbp' },
    { text: 'LINK兑ETH', href: '/link-to-eth' },
    { text: 'LINK兑BTC', href: '/link-to-btc' },
    { text: '美元兑LINK', href: '/usd-to-link' },
    { text: '加密货币收益计算器', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
