import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'xrp',
  coinId: 'ripple',
  name: 'XRP',
  symbol: 'XRP',
  layout: 'faq-card',
  intro: [
    '本换算器可将任意数量的XRP换算为人民币、美元等法定货币或其他加密货币，所用市场汇率全天持续刷新。输入数量，选择XRP和目标货币，即可看到换算结果，以及汇率和反向汇率。',
    'XRP是XRP Ledger的原生资产，XRP Ledger是一个专为快速、低成本支付而构建的公共网络。下文简要介绍换算的原理、XRP是什么、哪些因素推动其相对法定货币的价格变化，以及人们通常在哪里买卖XRP。',
  ],
  converting:
    '打开“加密货币兑法币”选项卡，在“数量”栏输入币数，在“从”列表中选择XRP，在“到”列表中选择目标法定货币（例如人民币CNY），换算器便会显示换算结果，以及1 XRP和1单位该货币各自对应的汇率。如需反过来从法定货币换算为XRP，请使用互换按钮。汇率取CoinGecko与上架XRP的各交易所报价的中位数，每分钟更新一次；“刷新”按钮最多每10秒获取一次新报价。如果无法加载实时数据，页面会予以提示，此时显示的数字为近似值。',
  valueTable: {
    caption: 'XRP兑美元示例价值',
    rows: [
      { amount: '1 XRP', value: '0.50–0.60美元' },
      { amount: '10 XRP', value: '5–6美元' },
      { amount: '100 XRP', value: '50–60美元' },
      { amount: '1,000 XRP', value: '500–600美元' },
    ],
    note: '本表仅为示例，取自XRP价格约为0.50–0.60美元的某一早期阶段，并非当前价格。当前XRP兑美元汇率请使用上方的实时换算器查询。',
  },
  faq: {
    what: {
      question: '什么是XRP？',
      answer: [
        'XRP是XRP Ledger的原生数字资产。XRP Ledger是一条开源公共区块链，于2012年上线，由开发者David Schwartz、Jed McCaleb和Arthur Britto创建；如今名为Ripple的公司也在同一时期成立，并获得了大量XRP。全部1000亿枚XRP均在账本上线时生成，不存在挖矿；每笔交易都会销毁一笔极少的手续费，使供应量缓慢减少。',
        'XRP Ledger既不采用工作量证明（PoW），也不采用权益证明（PoS），而是使用自有的共识协议：独立验证者每隔几秒就新的账本版本达成一致。每个账户都必须持有少量XRP作为最低储备金。多年来基础储备金为10 XRP，但此后已多次下调，因此为新账户注资前请先确认当前的储备金要求。',
      ],
    },
    unique: {
      question: 'XRP与Ripple有何区别？',
      answer: [
        'Ripple是一家私营公司，为银行和企业开发支付与托管产品；XRP是一种资产，而XRP Ledger是XRP所运行的公共网络。Ripple在部分跨境支付服务中使用XRP，但该账本是开源的，任何人都可以运行验证者节点、持有XRP或在网络上进行开发，无需经过该公司。',
        'XRP Ledger从一开始就是为支付而设计的：交易几秒内即可结算，手续费不到一美分，账本还内置了可交易已发行代币的去中心化交易所。正是这种对快速、低成本结算的专注，使其有别于通用型智能合约平台。',
      ],
    },
    rateFactors: {
      question: '哪些因素会影响XRP的价格？',
      answer: [
        '与其他加密货币一样，XRP的价格由众多交易所的供求关系决定，因此会随加密货币市场整体情绪、交易量和流动性而波动。有关Ripple公司的新闻，包括其在美国及其他地区的法律和监管进展，过去曾引发价格剧烈波动。',
        '其他因素还包括XRP在支付领域的采用情况、Ripple托管（escrow）中XRP的释放、交易所的上架与下架，以及影响市场风险偏好的宏观经济状况。由于汇率可能迅速变化，任何数字都应视为某一时刻的快照，交易前请先查看实时换算器。',
      ],
    },
    whereToBuy: {
      question: '在哪里可以买卖XRP？',
      intro:
        'XRP是上架最广泛的加密货币之一，在大多数主流平台上均可与美元、欧元、稳定币和比特币进行交易。上架XRP的知名交易所包括：',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'OKX', 'Bybit'],
      note: '如果希望自行持有XRP，可以使用支持XRP Ledger的钱包，例如Xaman（原名Xumm）以及Ledger硬件钱包。请注意，新账户需要满足最低储备金要求；许多交易所在充值时要求填写目标标签（destination tag），请准确复制。',
      reminder:
        '能否使用某一平台取决于您所在的地区，交易手续费通常约为每笔0.1%–0.5%。请选择信誉良好、受监管的交易所，开启双重验证，切勿泄露助记词，也不要在线存储助记词。',
    },
  },
  related: [
    { text: 'XRP兑欧元', href: '/xrp-to-eur' },
    { text: 'XRP兑英镑', href: '/xrp-to-gbp' },
    { text: 'XRP兑BTC', href: '/xrp-to-btc' },
    { text: '100 XRP兑美元', href: '/xrp-to-usd/100' },
    { text: '1000 XRP兑美元', href: '/xrp-to-usd/1000' },
    { text: '美元兑XRP', href: '/usd-to-xrp' },
    { text: '加密货币收益计算器', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
