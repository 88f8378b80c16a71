import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'bch',
  coinId: 'bitcoin-cash',
  name: '比特币现金',
  symbol: 'BCH',
  layout: 'faq-card',
  intro: [
    '本换算器按实时市场汇率，将比特币现金（BCH）换算为人民币、美元等法定货币或其他加密货币。输入数量，即可看到换算结果，以及BCH兑所选货币的汇率和反向汇率。',
    '比特币现金于2017年从比特币分叉而来，目标是成为一种低手续费的电子现金。下文将介绍如何换算BCH、它与比特币有何不同、推动其价格变化的因素，以及哪些交易所上架了BCH。',
  ],
  converting:
    '在“加密货币兑法币”选项卡中输入币数，将“从”设为BCH，将“到”设为目标法定货币（例如人民币CNY），换算器便会显示换算结果，以及BCH兑该货币的汇率和反向汇率。互换按钮可切换换算方向，“加密货币兑加密货币”选项卡则可用于将BCH与BTC或其他加密货币进行比较。汇率取CoinGecko与上架BCH的各交易所报价的中位数，每分钟更新一次，“刷新”按钮每10秒可点击一次。实时数据无法获取时，页面会注明当前数字为近似值。',
  faq: {
    what: {
      question: '什么是比特币现金（BCH）？',
      answer: [
        '比特币现金是2017年8月1日通过对比特币区块链进行硬分叉而诞生的加密货币。分叉时持有比特币的人都获得了等量的BCH。这次分叉源于比特币社区围绕网络扩容方式的长期争论，比特币现金的支持者主张采用更大的区块。',
        '与比特币一样，比特币现金采用基于SHA-256算法的工作量证明（PoW）挖矿，最大供应量为2100万枚，区块奖励大约每四年减半一次。它由多个独立团队开发，而非由单一公司主导。',
      ],
    },
    unique: {
      question: '比特币现金与比特币有何不同？',
      answer: [
        '两者的主要区别在于区块大小。比特币现金提高了区块大小上限，先是提高到8 MB，后来又提高到32 MB，因此每个区块可以容纳更多交易，手续费通常维持在很低的水平。比特币则保留了较小的基础区块大小，依靠隔离见证（Segregated Witness）以及Lightning Network等Layer 2系统实现扩容。',
        '比特币现金还采用自有的地址格式CashAddr，这类地址通常以“bitcoincash:”或字母q开头；此外，它还增加了自有的难度调整算法，以及用于在链上发行代币的CashTokens等功能。2018年，该网络再次分裂，产生了独立的币种Bitcoin SV（BSV）。',
      ],
    },
    rateFactors: {
      question: '哪些因素会影响BCH的价格？',
      answer: [
        'BCH的价格由交易所的供求关系决定，往往跟随比特币及加密货币市场整体走势。比特币现金在支付中的使用情况、交易量和流动性，以及网络上的算力规模，都会对其产生影响。',
        '削减新增供应的减半事件、交易所上架情况、监管消息以及宏观经济状况，也可能推动汇率变化。买入或卖出前，请先在上方的实时换算器中查看当前数字。',
      ],
    },
    whereToBuy: {
      question: '在哪里可以买卖BCH？',
      intro:
        '大多数主流交易所都支持比特币现金，其中许多可以直接用美元和欧元交易。上架BCH的老牌交易所包括：',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'Gemini', 'OKX'],
      note: '如需自托管，Electron Cash等钱包以及Ledger和Trezor的硬件钱包均支持比特币现金。BCH和BTC是两个独立的网络，切勿将BCH发送到比特币地址，反之亦然，否则币可能会丢失。',
      reminder:
        '请使用在您所在地合法运营、信誉良好的交易所，开启双重验证，并将助记词抄写下来离线保存，不让任何人接触。',
    },
  },
  related: [
    { text: 'BCH兑欧元', href: '/bch-to-eur' },
    { text: 'BCH兑英镑', href: '/bch-to-gbp' },
    { text: 'BCH兑BTC', href: '/bch-to-btc' },
    { text: '1 BCH兑美元', href: '/bch-to-usd/1' },
    { text: '10 BCH兑美元', href: '/bch-to-usd/10' },
    { text: '加密货币收益计算器', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
