import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'xrp',
  coinId: 'ripple',
  name: 'XRP',
  symbol: 'XRP',
  layout: 'faq-card',
  intro: [
    'Este conversor transforma qualquer quantidade de XRP em reais (BRL), dólares americanos ou outra moeda fiduciária ou criptomoeda, usando cotações de mercado atualizadas ao longo do dia. Digite uma quantidade, escolha o XRP e a moeda desejada, e o resultado aparece junto com a cotação e a cotação inversa.',
    'O XRP é o ativo nativo do XRP Ledger, uma rede pública criada para pagamentos rápidos e baratos. A seguir, você encontra um guia curto sobre como funciona a conversão, o que é o XRP, o que move sua cotação e onde as pessoas costumam comprá-lo e vendê-lo.',
  ],
  converting:
    'Abra a aba Cripto para FIAT, digite o número de moedas no campo Quantidade, escolha XRP na lista De e a moeda desejada, como BRL, na lista Para; o conversor mostra o valor correspondente junto com a cotação de um XRP e de uma unidade dessa moeda. Use o botão de inverter para converter da moeda fiduciária para XRP. As cotações são a mediana dos preços da CoinGecko e das exchanges que listam o XRP, atualizadas a cada minuto, e o botão Atualizar busca uma nova cotação no máximo uma vez a cada 10 segundos. Se os dados ao vivo não puderem ser carregados, a página avisa, e os valores exibidos são aproximados.',
  valueTable: {
    caption: 'Valores ilustrativos de XRP em USD',
    rows: [
      { amount: '1 XRP', value: '0,50–0,60 USD' },
      { amount: '10 XRP', value: '5–6 USD' },
      { amount: '100 XRP', value: '50–60 USD' },
      { amount: '1.000 XRP', value: '500–600 USD' },
    ],
    note: 'Esta tabela é uma ilustração de um período anterior, em que o XRP era negociado a cerca de 0,50–0,60 USD. Não é o preço de hoje. Use o conversor ao vivo acima para ver a cotação atual do XRP.',
  },
  faq: {
    what: {
      question: 'O que é o XRP?',
      answer: [
        'O XRP é o ativo digital nativo do XRP Ledger, uma blockchain pública de código aberto que entrou em operação em 2012. O ledger foi criado pelos desenvolvedores David Schwartz, Jed McCaleb e Arthur Britto, e a empresa hoje conhecida como Ripple foi formada mais ou menos na mesma época e recebeu uma grande parte das moedas. Todos os 100 bilhões de XRP foram criados no lançamento do ledger; não há mineração, e uma taxa mínima destruída a cada transação reduz lentamente a oferta.',
        'Em vez de proof of work ou proof of stake, o XRP Ledger usa um protocolo de consenso próprio, no qual validadores independentes entram em acordo sobre cada nova versão do ledger em poucos segundos. Toda conta precisa manter uma pequena reserva mínima de XRP. Durante muitos anos essa reserva básica foi de 10 XRP, mas ela foi reduzida ao longo do tempo, por isso verifique a reserva vigente antes de abastecer uma conta nova.',
      ],
    },
    unique: {
      question: 'Qual é a diferença entre XRP e Ripple?',
      answer: [
        'A Ripple é uma empresa privada que desenvolve produtos de pagamento e custódia para bancos e empresas, enquanto o XRP é o ativo e o XRP Ledger é a rede pública em que ele funciona. A Ripple usa o XRP em alguns de seus serviços de pagamentos internacionais, mas o ledger é de código aberto, e qualquer pessoa pode operar um validador, manter XRP ou desenvolver na rede sem envolver a empresa.',
        'O XRP Ledger foi projetado para pagamentos desde o início: as transações são liquidadas em poucos segundos, as taxas são uma fração de centavo e o ledger inclui uma exchange descentralizada nativa para negociar tokens emitidos. Esse foco em liquidação rápida e barata é o que o diferencia das plataformas de contratos inteligentes de uso geral.',
      ],
    },
    rateFactors: {
      question: 'O que influencia o preço do XRP?',
      answer: [
        'Como outras criptomoedas, o XRP tem seu preço definido pela oferta e pela demanda em muitas exchanges, de modo que sua cotação acompanha o sentimento geral do mercado cripto, o volume de negociação e a liquidez. Notícias sobre a empresa Ripple, incluindo desdobramentos jurídicos e regulatórios nos Estados Unidos e em outros países, já provocaram fortes oscilações no preço.',
        'Outros fatores incluem a adoção do XRP em pagamentos, as liberações de XRP que a Ripple mantém em custódia (escrow), listagens e deslistagens em exchanges e as condições econômicas mais amplas que afetam o apetite por risco. Como a cotação pode mudar rapidamente, trate qualquer número como um snapshot daquele momento e consulte o conversor ao vivo antes de negociar.',
      ],
    },
    whereToBuy: {
      question: 'Onde comprar ou vender XRP?',
      intro:
        'O XRP é uma das criptomoedas mais listadas e é negociado contra o dólar americano, o euro, stablecoins e o bitcoin na maioria das grandes plataformas. Entre as exchanges conhecidas que listam o XRP estão:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'OKX', 'Bybit'],
      note: 'Se preferir guardar o XRP você mesmo, carteiras como a Xaman (antiga Xumm) e as carteiras de hardware da Ledger são compatíveis com o XRP Ledger. Lembre-se de que uma conta nova precisa da reserva mínima e de que muitas exchanges exigem uma destination tag (etiqueta de destino) nos depósitos; copie-a exatamente.',
      reminder:
        'A disponibilidade depende de onde você mora, e as taxas de negociação costumam ficar em torno de 0,1% a 0,5% por operação. Use exchanges confiáveis e regulamentadas, ative a autenticação de dois fatores e nunca compartilhe sua frase-semente nem a guarde online.',
    },
  },
  related: [
    { text: 'XRP para EUR', href: '/xrp-to-eur' },
    { text: 'XRP para GBP', href: '/xrp-to-gbp' },
    { text: 'XRP para BTC', href: '/xrp-to-btc' },
    { text: '100 XRP para USD', href: '/xrp-to-usd/100' },
    { text: '1.000 XRP para USD', href: '/xrp-to-usd/1000' },
    { text: 'USD para XRP', href: '/usd-to-xrp' },
    { text: 'Calculadora de lucro com criptomoedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
