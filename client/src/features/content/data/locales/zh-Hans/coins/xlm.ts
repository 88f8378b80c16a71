import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'xlm',
  coinId: 'stellar',
  name: 'Stellar',
  symbol: 'XLM',
  layout: 'faq-card',
  intro: [
    '使用本换算器，可以查看Stellar流明币（XLM）以人民币、美元或其他货币计的价值。换算器采用实时市场汇率，显示换算金额、1 XLM的价格以及反向汇率。',
    'Stellar是一个开放的支付网络，旨在快速、低成本地转移资金，包括传统货币的数字化版本。以下各部分将介绍如何换算XLM、Stellar的用途、影响其价格的因素，以及在哪里可以买卖XLM。',
  ],
  converting:
    '选择“加密货币兑法币”选项卡，输入数量，将“从”设为XLM，将“到”设为目标法定货币（例如人民币CNY）。换算器会显示换算结果、XLM兑该货币的汇率以及反向汇率；互换按钮可调换货币对的方向。汇率取CoinGecko与上架XLM的各交易所报价的中位数，每分钟更新一次；“刷新”按钮每10秒可使用一次。如果无法获取实时数据，页面会提示当前数值为近似值。',
  faq: {
    what: {
      question: '什么是Stellar（XLM）？',
      answer: [
        'Stellar是由Jed McCaleb和Joyce Kim于2014年推出的公共区块链网络，其开发由非营利组织Stellar发展基金会（Stellar Development Foundation）提供支持。Stellar的原生资产是流明币（lumen），交易代码为XLM。',
        'Stellar不采用挖矿，而是依靠Stellar共识协议（SCP）。这是一种联邦拜占庭协议系统，每个验证者各自选择一组信任的其他节点，账本大约每五秒关闭一次。2019年，基金会销毁了当时现存流明币的约一半，此后也不再通过通胀产生新的XLM。',
      ],
    },
    unique: {
      question: 'Stellar有哪些用途？',
      answer: [
        'Stellar专为支付和发行数字资产而构建。银行、支付公司及其他被称为“锚点”（anchor）的机构可以发行代表美元等货币的代币；网络还内置去中心化交易所，可在一笔支付中完成不同资产之间的兑换。',
        'XLM用于支付极低的交易手续费，以防止网络遭受垃圾交易攻击，每个账户还必须保留一定的流明币最低余额。2024年，Stellar推出了智能合约平台Soroban，使网络的功能超越了简单支付。',
      ],
    },
    rateFactors: {
      question: '哪些因素会影响XLM的价格？',
      answer: [
        '与其他加密货币一样，XLM的价格由交易所的供求关系决定，往往随加密货币市场整体波动。支付公司和金融机构对Stellar的采用，以及网络上资产和应用的增长，都可能影响需求。',
        '此外，Stellar发展基金会所持流明币的释放、来自其他支付网络的竞争、监管动态、交易所上架情况以及宏观经济状况，也是影响因素。当前汇率请在实时换算器中查看。',
      ],
    },
    whereToBuy: {
      question: '在哪里可以买卖XLM？',
      intro:
        'XLM上架范围很广，在许多平台上都可以与法定货币、稳定币和比特币进行交易。提供XLM交易的老牌交易所包括：',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'OKX', 'KuCoin'],
      note: '您也可以将XLM存放在LOBSTR等Stellar钱包或Ledger硬件钱包中，并在Stellar内置的去中心化交易所进行交易。新账户必须先存入少量最低余额；许多交易所在充值时要求填写备注（memo），请严格按照显示内容填写。',
      reminder:
        '请选择在您所在地区可用、信誉良好的交易所，开启双重验证，切勿将私钥（secret key）或助记词交给任何人。',
    },
  },
  related: [
    { text: 'XLM兑欧元', href: '/xlm-to-eur' },
    { text: 'XLM兑英镑', href: '/xlm-to-gbp' },
    { text: 'XLM兑BTC', href: '/xlm-to-btc' },
    { text: 'XLM兑XRP', href: '/xlm-to-xrp' },
    { text: '1000 XLM兑美元', href: '/xlm-to-usd/1000' },
    { text: '加密货币收益计算器', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
