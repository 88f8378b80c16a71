import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'doge',
  coinId: 'dogecoin',
  name: 'Dogecoin',
  symbol: 'DOGE',
  layout: 'guide',
  intro: [
    'A Dogecoin surgiu em dezembro de 2013 como uma criptomoeda bem-humorada, batizada em referência a um meme popular da internet com um cachorro da raça Shiba Inu. Desde então, tornou-se uma das moedas mais conhecidas, usada para gorjetas, pequenos pagamentos e negociação, e o DOGE continua sendo a moeda nativa de sua própria blockchain proof of work.',
    'Este conversor mostra quanto vale o DOGE em reais (BRL), dólares americanos ou outras moedas com base em dados de mercado em tempo real. Digite qualquer quantidade de Dogecoin para ver o valor correspondente e a cotação inversa, ou escolha outra moeda ou criptomoeda como destino.',
  ],
  converting:
    'Para converter Dogecoin, digite a quantidade de DOGE e o conversor a multiplica pela cotação de mercado atual do DOGE na moeda escolhida (em reais, a cotação DOGE/BRL), que é a mediana dos preços da CoinGecko e das exchanges que listam o DOGE e é atualizada a cada minuto. Como um único DOGE costuma valer pouco dinheiro, é comum converter grandes quantidades; o resultado mostra o valor total na moeda escolhida junto com a cotação usada.',
  guide: {
    steps: [
      'Selecione a aba Cripto para FIAT para converter uma criptomoeda em uma moeda fiduciária.',
      'No seletor De, busque por Dogecoin ou DOGE e escolha essa opção como moeda de origem.',
      'No seletor Para, escolha a moeda em que você quer ver o valor, por exemplo o real (BRL).',
      'Digite no campo Quantidade quantos DOGE você quer converter, como 100, 2.500 ou uma fração de moeda.',
      'Confira o resultado na moeda escolhida, junto com a cotação e a cotação inversa, que mostra quantos DOGE uma unidade dessa moeda compra.',
      'Use Atualizar para carregar a cotação mais recente (permitido uma vez a cada 10 segundos) ou clique no botão de inverter para converter da moeda fiduciária para DOGE.',
    ],
    priceFactors: [
      {
        title: 'Comunidade e redes sociais',
        text: 'A Dogecoin tem uma grande comunidade online, e publicações de figuras públicas conhecidas já fizeram seu preço oscilar bruscamente em alguns momentos. O sentimento pode mudar rapidamente para uma moeda com esse perfil.',
      },
      {
        title: 'Oferta inflacionária',
        text: 'A Dogecoin não tem oferta máxima. Os mineradores recebem 10.000 DOGE fixos por bloco, o que acrescenta um número constante de novas moedas a cada ano, enquanto o crescimento percentual cai lentamente.',
      },
      {
        title: 'Pagamentos e adoção',
        text: 'Os comerciantes e serviços de pagamento que aceitam DOGE, e os aplicativos que permitem enviá-lo, influenciam o tamanho da demanda prática pela moeda.',
      },
      {
        title: 'Mercado cripto em geral',
        text: 'O DOGE tende a seguir a direção do mercado cripto como um todo, e moedas movidas pela especulação podem reagir com mais força do que a média às oscilações do mercado.',
      },
    ],
    whyConvert: [
      {
        title: 'Entender unidades pequenas',
        text: 'Como um DOGE costuma valer pouco, converter para reais ou outra moeda fiduciária facilita ver quanto um saldo de milhares de moedas realmente representa.',
      },
      {
        title: 'Dar preço a uma gorjeta ou pagamento',
        text: 'Se você envia ou recebe Dogecoin como gorjeta ou pagamento, o conversor informa o valor em moeda fiduciária, para que as duas partes saibam o que foi trocado.',
      },
      {
        title: 'Comparar antes de negociar',
        text: 'Conferir a cotação ao vivo do DOGE antes de vender ajuda a identificar spreads ou taxas incomumente altos na plataforma que você usa.',
      },
      {
        title: 'Manter seus registros',
        text: 'Registrar o valor do DOGE em moeda fiduciária no momento de cada transação ajuda no controle do orçamento e na declaração de impostos, quando aplicável.',
      },
    ],
    closing: {
      title: 'Como usar o conversor de DOGE',
      paragraphs: [
        'Todas as cotações desta página são cotações de mercado em tempo real, a mediana dos preços da CoinGecko e das exchanges que listam o DOGE, e os valores exibidos em tabelas são aproximados. Se os preços ao vivo estiverem temporariamente indisponíveis, a página avisa que está mostrando valores aproximados.',
        'O preço da Dogecoin pode mudar rapidamente; por isso, confira o valor final na exchange ou na carteira que você usa antes de confirmar qualquer operação.',
      ],
    },
  },
  faq: {
    what: {
      question: 'O que é a Dogecoin (DOGE)?',
      answer: [
        'A Dogecoin é uma criptomoeda criada em 2013 pelos engenheiros de software Billy Markus e Jackson Palmer, que a imaginaram como uma alternativa simpática e bem-humorada ao Bitcoin. Seu logotipo é o cachorro Shiba Inu do meme “Doge”.',
        'A Dogecoin funciona em sua própria blockchain proof of work com o algoritmo Scrypt, o mesmo do Litecoin, e desde 2014 pode ser minerada em conjunto com o Litecoin (merge mining). Novos blocos chegam mais ou menos a cada minuto, o que torna as confirmações relativamente rápidas.',
      ],
    },
    unique: {
      question: 'Qual é a diferença entre Dogecoin e Bitcoin?',
      answer: [
        'O Bitcoin tem um limite fixo de 21 milhões de moedas, enquanto a Dogecoin não tem limite e emite constantes 10.000 DOGE por bloco. A Dogecoin também produz blocos mais ou menos a cada minuto, e não a cada dez minutos, e usa o algoritmo de mineração Scrypt em vez do SHA-256.',
        'Na prática, a Dogecoin é muito usada para gorjetas, pequenos pagamentos e em comunidades online, enquanto o Bitcoin é mais frequentemente descrito como uma reserva de valor de longo prazo.',
      ],
    },
    rateFactors: {
      question: 'O que influencia o preço do DOGE?',
      answer: [
        'A cotação do DOGE é definida pelas compras e vendas nas exchanges. A atenção nas redes sociais, notícias envolvendo figuras públicas, a adoção em pagamentos, a emissão constante de novas moedas e o mercado cripto em geral influenciam seu valor.',
        'O conversor usa dados ao vivo atualizados a cada minuto; consulte a cotação ao vivo acima em vez de se basear em números que você possa ter visto antes.',
      ],
    },
    whereToBuy: {
      question: 'Onde comprar ou vender DOGE?',
      intro:
        'A Dogecoin está listada na maioria das grandes exchanges de criptomoedas e pode ser negociada por dólares americanos, outras moedas fiduciárias e stablecoins. Entre as exchanges consolidadas que oferecem DOGE estão:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'Para guardar DOGE você mesmo, é possível usar a carteira oficial Dogecoin Core, uma carteira multimoedas compatível com a Dogecoin ou uma carteira de hardware como Ledger ou Trezor.',
      reminder:
        'Use apenas exchanges confiáveis, proteja suas contas com autenticação de dois fatores e mantenha sua frase-semente anotada offline; quem tiver acesso a ela pode levar suas moedas.',
    },
  },
  related: [
    { text: 'DOGE para EUR', href: '/doge-to-eur' },
    { text: 'DOGE para GBP', href: '/doge-to-gbp' },
    { text: 'DOGE para BTC', href: '/doge-to-btc' },
    { text: 'DOGE para SHIB', href: '/doge-to-shib' },
    { text: 'USD para DOGE', href: '/usd-to-doge' },
    { text: 'Calculadora de lucro com criptomoedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
