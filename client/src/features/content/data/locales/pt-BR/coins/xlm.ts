import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'xlm',
  coinId: 'stellar',
  name: 'Stellar',
  symbol: 'XLM',
  layout: 'faq-card',
  intro: [
    'Use este conversor para descobrir o valor dos lumens da Stellar (XLM) em reais (BRL), dólares americanos ou outra moeda. Ele trabalha com cotações de mercado em tempo real e mostra o valor convertido, o preço de um XLM e a cotação inversa.',
    'A Stellar é uma rede de pagamentos aberta, criada para movimentar dinheiro, inclusive versões digitais de moedas tradicionais, de forma rápida e barata. As seções a seguir explicam como converter XLM, para que serve a Stellar, o que afeta o preço e onde é possível comprar ou vender XLM.',
  ],
  converting:
    'Escolha a aba Cripto para FIAT, digite uma quantidade e defina XLM como moeda De e a moeda desejada, como BRL, como moeda Para. O conversor mostra o valor correspondente, a cotação do XLM nessa moeda e a cotação inversa, e o botão de inverter troca a ordem do par. As cotações são a mediana dos preços da CoinGecko e das exchanges que listam o XLM, atualizadas a cada minuto; o botão Atualizar pode ser usado uma vez a cada 10 segundos. Se os dados ao vivo não estiverem disponíveis, a página informa que os valores são aproximados.',
  faq: {
    what: {
      question: 'O que é a Stellar (XLM)?',
      answer: [
        'A Stellar é uma rede blockchain pública lançada em 2014 por Jed McCaleb e Joyce Kim. Seu desenvolvimento é apoiado pela Stellar Development Foundation, uma organização sem fins lucrativos. O ativo nativo é o lumen, negociado com o ticker XLM.',
        'A Stellar não usa mineração. Ela se baseia no Stellar Consensus Protocol, um sistema de acordo bizantino federado em que cada validador escolhe um conjunto de outros nós em que confia, e os ledgers são fechados aproximadamente a cada cinco segundos. Em 2019, a fundação queimou cerca de metade dos lumens existentes, e nenhum XLM novo é criado por inflação.',
      ],
    },
    unique: {
      question: 'Para que serve a Stellar?',
      answer: [
        'A Stellar foi criada para pagamentos e para a emissão de ativos digitais. Bancos, empresas de pagamento e outras organizações, conhecidas como âncoras (anchors), podem emitir tokens que representam moedas como o dólar americano, e a rede inclui uma exchange descentralizada nativa capaz de converter entre ativos dentro de um único pagamento.',
        'O XLM paga as taxas de transação, muito baixas, que protegem a rede contra spam, e toda conta precisa manter um saldo mínimo de lumens. Em 2024, a Stellar adicionou o Soroban, uma plataforma de contratos inteligentes, estendendo a rede para além dos pagamentos simples.',
      ],
    },
    rateFactors: {
      question: 'O que influencia o preço do XLM?',
      answer: [
        'Como outras criptomoedas, o XLM tem seu preço definido pela oferta e pela demanda nas exchanges e tende a acompanhar o mercado cripto como um todo. A adoção da Stellar por empresas de pagamento e instituições financeiras e o crescimento dos ativos e aplicativos na rede podem afetar a demanda.',
        'As liberações de lumens mantidos pela Stellar Development Foundation, a concorrência de outras redes de pagamento, desdobramentos regulatórios, listagens em exchanges e as condições econômicas gerais são outros fatores. Consulte o conversor ao vivo para ver a cotação atual.',
      ],
    },
    whereToBuy: {
      question: 'Onde comprar ou vender XLM?',
      intro:
        'O XLM é amplamente listado e negociado contra moedas fiduciárias, stablecoins e bitcoin em muitas plataformas. Entre as exchanges mais antigas que oferecem XLM estão:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'OKX', 'KuCoin'],
      note: 'Você também pode guardar XLM em uma carteira da Stellar, como a LOBSTR, ou em uma carteira de hardware Ledger, e negociar na exchange descentralizada nativa da Stellar. Uma conta nova precisa receber um pequeno saldo mínimo, e muitas exchanges exigem um memo nos depósitos; inclua-o exatamente como aparece.',
      reminder:
        'Escolha exchanges confiáveis disponíveis na sua região, ative a autenticação de dois fatores e nunca entregue a ninguém sua chave secreta ou sua frase-semente.',
    },
  },
  related: [
    { text: 'XLM para EUR', href: '/xlm-to-eur' },
    { text: 'XLM para GBP', href: '/xlm-to-gbp' },
    { text: 'XLM para BTC', href: '/xlm-to-btc' },
    { text: 'XLM para XRP', href: '/xlm-to-xrp' },
    { text: '1.000 XLM para USD', href: '/xlm-to-usd/1000' },
    { text: 'Calculadora de lucro com criptomoedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
