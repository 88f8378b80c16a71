import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'bch',
  coinId: 'bitcoin-cash',
  name: 'Bitcoin Cash',
  symbol: 'BCH',
  layout: 'faq-card',
  intro: [
    'Este conversor transforma Bitcoin Cash (BCH) em reais (BRL), dólares americanos, outras moedas fiduciárias ou outras criptomoedas pelas cotações de mercado em tempo real. Digite uma quantidade para ver o valor convertido junto com a cotação do BCH na moeda escolhida e a cotação inversa.',
    'O Bitcoin Cash se separou do Bitcoin em 2017 com o objetivo de funcionar como dinheiro eletrônico de baixo custo. O guia abaixo explica como converter BCH, em que ele difere do Bitcoin, o que move seu preço e quais exchanges o listam.',
  ],
  converting:
    'Na aba Cripto para FIAT, digite o número de moedas, escolha BCH como moeda De e a moeda desejada, como BRL, como moeda Para, e o conversor mostra o valor correspondente com a cotação do BCH nessa moeda e a cotação inversa. O botão de inverter troca a direção, e a aba Cripto para Cripto permite comparar o BCH com o BTC ou outra criptomoeda. As cotações são a mediana dos preços da CoinGecko e das exchanges que listam o BCH, atualizadas a cada minuto, e o botão Atualizar pode ser usado uma vez a cada 10 segundos. Quando os dados ao vivo estão indisponíveis, a página avisa que os valores são aproximados.',
  faq: {
    what: {
      question: 'O que é o Bitcoin Cash (BCH)?',
      answer: [
        'O Bitcoin Cash é uma criptomoeda criada em 1º de agosto de 2017 por meio de um hard fork da blockchain do Bitcoin. Quem tinha bitcoin no momento da divisão recebeu a mesma quantidade de BCH. O fork nasceu de um longo debate na comunidade do Bitcoin sobre como escalar a rede, no qual os apoiadores do Bitcoin Cash defendiam blocos maiores.',
        'Assim como o Bitcoin, o Bitcoin Cash usa mineração proof of work com o algoritmo SHA-256, tem oferta máxima de 21 milhões de moedas e corta pela metade a recompensa por bloco aproximadamente a cada quatro anos. Ele é desenvolvido por várias equipes independentes, e não por uma única empresa.',
      ],
    },
    unique: {
      question: 'Qual é a diferença entre Bitcoin Cash e Bitcoin?',
      answer: [
        'A principal diferença é o tamanho dos blocos. O Bitcoin Cash aumentou o limite de tamanho de bloco, primeiro para 8 MB e depois para 32 MB, de modo que mais transações cabem em cada bloco e as taxas geralmente continuam muito baixas. O Bitcoin, por sua vez, manteve um tamanho básico de bloco menor e depende do Segregated Witness e de sistemas de camada 2, como a Lightning Network, para escalar.',
        'O Bitcoin Cash também usa um formato de endereço próprio, o CashAddr, que geralmente começa com “bitcoincash:” ou com a letra q, e adicionou recursos como um algoritmo próprio de ajuste de dificuldade e os CashTokens, para emitir tokens na blockchain. Em 2018, a rede se dividiu novamente, dando origem ao Bitcoin SV (BSV) como uma moeda separada.',
      ],
    },
    rateFactors: {
      question: 'O que influencia o preço do BCH?',
      answer: [
        'O preço do BCH é definido pela oferta e pela demanda nas exchanges e tende a acompanhar o Bitcoin e o mercado cripto em geral. O uso do Bitcoin Cash em pagamentos, o volume de negociação e a liquidez, além do poder de mineração na rede, influenciam seu valor.',
        'Os halvings, que reduzem a nova oferta, listagens em exchanges, notícias regulatórias e as condições econômicas gerais também podem mexer com a cotação. Consulte o conversor ao vivo acima para ver o valor atual antes de comprar ou vender.',
      ],
    },
    whereToBuy: {
      question: 'Onde comprar ou vender BCH?',
      intro:
        'O Bitcoin Cash está disponível na maioria das grandes exchanges, muitas das quais oferecem negociação direta contra o dólar americano e o euro. Entre as exchanges consolidadas que listam o BCH estão:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'Gemini', 'OKX'],
      note: 'Para a autocustódia, carteiras como a Electron Cash e as carteiras de hardware da Ledger e da Trezor são compatíveis com o Bitcoin Cash. BCH e BTC são redes separadas; por isso, nunca envie BCH para um endereço de Bitcoin nem o contrário, pois as moedas podem ser perdidas.',
      reminder:
        'Use exchanges confiáveis que operem legalmente onde você mora, ative a autenticação de dois fatores e mantenha sua frase-semente anotada offline, longe de qualquer outra pessoa.',
    },
  },
  related: [
    { text: 'BCH para EUR', href: '/bch-to-eur' },
    { text: 'BCH para GBP', href: '/bch-to-gbp' },
    { text: 'BCH para BTC', href: '/bch-to-btc' },
    { text: '1 BCH para USD', href: '/bch-to-usd/1' },
    { text: '10 BCH para USD', href: '/bch-to-usd/10' },
    { text: 'Calculadora de lucro com criptomoedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
