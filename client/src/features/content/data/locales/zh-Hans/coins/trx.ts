import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'trx',
  coinId: 'tron',
  name: '波场',
  symbol: 'TRX',
  layout: 'faq-card',
  intro: [
    '本换算器显示TRX（波场TRON区块链的原生币）以人民币、美元及多种其他货币计的价值。基于实时市场数据，输入任意数量，即可得到换算结果、1 TRX对应的汇率以及反向汇率。',
    '波场是一个权益证明（PoS）网络，以转账便宜、快速而著称，承载着全球相当大一部分稳定币流量。下文将介绍如何换算TRX、该网络的用途、推动TRX价格变化的因素，以及在哪里可以交易TRX。',
  ],
  converting:
    '在“加密货币兑法币”选项卡中，于“数量”栏输入币数，在“从”中选择TRX，在“到”中选择目标法定货币（例如人民币CNY）。换算器会返回换算结果，以及TRX兑该货币的汇率和反向汇率；互换按钮可切换换算方向。汇率取CoinGecko与上架TRX的各交易所报价的中位数，每分钟更新一次，“刷新”按钮每10秒可请求一次新报价。如果无法加载实时价格，页面会注明当前数值为近似值。',
  faq: {
    what: {
      question: '什么是波场（TRX）？',
      answer: [
        '波场（TRON）是由孙宇晨（Justin Sun）创立的公共区块链。TRX于2017年最初作为以太坊上的代币发行，2018年迁移至波场自有主网。该网络采用委托权益证明（DPoS）：TRX持有者投票选出27个超级代表（Super Representatives），由它们轮流出块，出块间隔约为三秒。',
        'TRX用于支付网络上的各类活动费用，也可用于投票和质押。质押TRX可为账户获得带宽和能量，这两种资源可抵扣转账和调用智能合约的费用，因此频繁使用的用户几乎无需直接支付手续费。波场在一台与以太坊虚拟机高度兼容的虚拟机上运行智能合约。',
      ],
    },
    unique: {
      question: '波场主要用来做什么？',
      answer: [
        '波场最显著的用途是转移稳定币。有大量泰达币（USDT）以TRC-20代币形式在波场上发行，由于交易确认快、成本低，许多个人和企业用它在交易所之间转账以及进行跨境转账。',
        '该网络还承载着去中心化金融应用、游戏和代币项目。2018年，波场收购了文件共享公司BitTorrent，其BTT代币后来在波场上推出。以质押TRX获取带宽和能量的资源模型，是波场区别于以太坊的特点之一。',
      ],
    },
    rateFactors: {
      question: '哪些因素会影响TRX的价格？',
      answer: [
        'TRX的价格反映各交易所的供求关系，通常随加密货币市场整体走势波动。为获取网络资源而质押或销毁TRX的需求会随稳定币流量和应用使用量的增加而上升，从而影响价格；手续费销毁的TRX数量与新发行量之间的对比同样会产生影响。',
        '有关波场生态及其创始人的消息、监管行动、交易所上架情况，以及来自其他低成本支付网络的竞争，也会影响价格。做出决定前，请先在实时换算器中查看当前汇率。',
      ],
    },
    whereToBuy: {
      question: '在哪里可以买卖TRX？',
      intro:
        '各大中心化交易所普遍支持TRX，可与稳定币、比特币交易，部分平台还支持与法定货币交易。上架TRX的老牌交易所包括：',
      exchanges: ['Binance', 'OKX', 'Kraken', 'Bybit', 'KuCoin', 'HTX'],
      note: '如需自托管，TronLink、Trust Wallet等钱包均支持TRX和TRC-20代币，SunSwap则是波场上的去中心化交易所。请在钱包中留存少量TRX或质押一部分，以支付交易所需的能量和带宽。',
      reminder:
        '交易前请确认哪些平台在您所在的国家提供服务，并比较各平台的手续费。请选择信誉良好的交易所，为账户开启双重验证，并将助记词离线保存在他人无法看到的地方。',
    },
  },
  related: [
    { text: 'TRX兑欧元', href: '/trx-to-eur' },
    { text: 'TRX兑英镑', href: '/trx-to-gbp' },
    { text: 'TRX兑BTC', href: '/trx-to-btc' },
    { text: 'TRX兑USDT', href: '/trx-to-usdt' },
    { text: '1000 TRX兑美元', href: '/trx-to-usd/1000' },
    { text: '美元兑TRX', href: '/usd-to-trx' },
    { text: '加密货币收益计算器', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
