import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'hlq',
  coinId: 'hyperliquid',
  name: 'Hyperliquid',
  symbol: 'HYPE',
  layout: 'faq-card',
  intro: [
    '本换算器显示Hyperliquid代币以人民币、美元及其他货币计的价值。页面地址中使用hlq作为Hyperliquid的简称，但该代币本身的交易代码是HYPE，因此您在换算器和交易所中看到的都是HYPE这一代码。',
    'Hyperliquid是一条区块链，主要用于运行一个快速、完全链上的交易平台，提供永续合约和现货市场。HYPE于2024年11月推出，用于通过质押保障网络安全，并支付网络上各类活动的费用。',
  ],
  converting:
    '换算Hyperliquid时，请选择“加密货币兑法币”选项卡，输入数量，在“从”中选择HYPE，在“到”中选择目标法定货币（例如人民币CNY）。换算器采用CoinGecko与上架HYPE的各交易所报价的中位数，每分钟刷新一次；您也可以点击“刷新”请求新报价，每10秒可使用一次。结果中还会显示反向汇率，即1单位所选货币可买到多少HYPE。实时数据无法获取时，页面会将数值标注为近似值。',
  faq: {
    what: {
      question: '什么是Hyperliquid（HYPE）？',
      answer: [
        'Hyperliquid是一条Layer 1区块链，其最知名的应用是自家的交易所：每一笔下单、撤单和成交都以订单簿形式记录在链上，而不是通过流动性池完成。该项目由交易背景出身的Jeff Yan带领一支小团队创立，且未向风险投资机构融资。',
        'HYPE是该网络的原生代币，于2024年11月推出，总供应量为10亿枚，其中很大一部分分配给了平台的早期用户。验证者和委托者在名为HyperBFT的权益证明（PoS）共识下质押HYPE；HYPE也是该网络智能合约环境HyperEVM上的Gas代币。',
      ],
    },
    unique: {
      question: 'Hyperliquid有哪些独特之处？',
      answer: [
        '大多数去中心化交易所依赖自动做市商（AMM），或将部分撮合引擎放在链下运行。Hyperliquid则在自有链上运行完整的订单簿，力求达到接近中心化交易所的速度，同时让用户可以直接从自托管钱包进行交易。',
        '平台的一部分交易手续费曾通过名为援助基金（Assistance Fund）的机制在市场上回购HYPE，这使代币与交易活动紧密相连。HyperEVM还允许其他开发者构建可接入该交易所流动性的应用。',
      ],
    },
    rateFactors: {
      question: '哪些因素会影响HYPE的价格？',
      answer: [
        'HYPE往往跟随加密货币市场整体走势。由于Hyperliquid本身是交易场所，其价格也对平台的交易量和手续费收入十分敏感，而这两者会随市场活跃度起伏。',
        '面向贡献者的代币解锁、质押参与度、来自其他交易所的竞争、安全事件、监管机构对衍生品交易的态度以及美元的币值，都可能影响其汇率。',
      ],
    },
    whereToBuy: {
      question: '在哪里可以买卖HYPE？',
      intro:
        'HYPE可在Hyperliquid平台本身以及多家中心化交易所交易，通常以USDT或USDC计价。上架HYPE的知名交易所包括：',
      exchanges: ['Bybit', 'OKX', 'KuCoin', 'Gate.io', 'Bitget', 'MEXC'],
      note: '您也可以连接自托管钱包并存入USDC（通常从Arbitrum跨链转入），直接在Hyperliquid自己的现货市场交易HYPE。在任何交易所都请认准HYPE这一代码，而不是hlq；连接钱包前，请仔细确认自己访问的是Hyperliquid官方网站。',
      reminder:
        '请使用信誉良好的平台，为交易所账户开启双重验证，切勿泄露助记词，也不要签署自己看不懂的交易。',
    },
  },
  related: [
    { text: 'HYPE兑欧元', href: '/hlq-to-eur' },
    { text: 'HYPE兑英镑', href: '/hlq-to-gbp' },
    { text: 'HYPE兑瑞士法郎', href: '/hlq-to-chf' },
    { text: '10 HYPE兑美元', href: '/hlq-to-usd/10' },
    { text: '加密货币收益计算器', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
