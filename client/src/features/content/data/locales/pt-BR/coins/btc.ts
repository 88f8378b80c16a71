import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'btc',
  coinId: 'bitcoin',
  name: 'Bitcoin',
  symbol: 'BTC',
  layout: 'faq-card',
  intro: [
    'O Bitcoin é a primeira criptomoeda: uma moeda digital peer-to-peer que funciona em uma blockchain pública, sem banco central nem empresa no comando. Foi apresentado em 2008 por Satoshi Nakamoto, um pseudônimo, e sua rede está em funcionamento desde janeiro de 2009.',
    'Este conversor mostra o valor do Bitcoin em reais (BRL), dólares americanos, euros ou outras moedas com base em dados de mercado em tempo real. Digite qualquer quantidade de BTC, inclusive pequenas frações, para ver o valor correspondente e a cotação inversa, ou troque a moeda de destino por outra moeda fiduciária ou criptomoeda.',
  ],
  converting:
    'Para converter bitcoin, digite a quantidade de BTC e o conversor a multiplica pela cotação de mercado atual do BTC na moeda escolhida (em reais, por exemplo, a cotação BTC/BRL), que é a mediana dos preços de cinco exchanges e da CoinGecko e é atualizada a cada minuto. Você pode digitar frações de um bitcoin, já que um BTC se divide em 100 milhões de satoshis, e também há páginas com valores fixos, como 0,01 BTC para USD. As exchanges aplicam seus próprios spreads e taxas, por isso o valor recebido em uma venda pode ficar um pouco abaixo da cotação de mercado.',
  faq: {
    what: {
      question: 'O que é o Bitcoin (BTC)?',
      answer: [
        'O Bitcoin é uma moeda digital descentralizada descrita em um whitepaper publicado por Satoshi Nakamoto em outubro de 2008. O primeiro bloco foi minerado em 3 de janeiro de 2009 e, desde então, a rede é mantida por uma comunidade global de usuários, desenvolvedores e mineradores.',
        'As transações ficam registradas em um livro-razão público, a blockchain, e são protegidas por proof of work: os mineradores usam poder computacional para adicionar novos blocos a cada dez minutos, aproximadamente, e recebem como recompensa bitcoins recém-criados mais as taxas de transação. A menor unidade do bitcoin, um centésimo milionésimo de moeda, se chama satoshi.',
      ],
    },
    unique: {
      question: 'O que torna o Bitcoin único?',
      answer: [
        'O Bitcoin tem uma oferta máxima fixa de 21 milhões de moedas, definida em suas regras. A recompensa paga aos mineradores cai pela metade aproximadamente a cada quatro anos, ou a cada 210.000 blocos, de modo que a emissão de novas moedas desacelera com o tempo até o limite ser atingido.',
        'Por ser a criptomoeda mais antiga e mais conhecida, o Bitcoin costuma ser descrito como reserva de valor ou “ouro digital”. Ele também é usado em pagamentos, inclusive por meio de sistemas de camada 2 mais rápidos, como a Lightning Network.',
      ],
    },
    rateFactors: {
      question: 'O que influencia o preço do BTC?',
      answer: [
        'A cotação do BTC é definida pela oferta e pela demanda nas exchanges do mundo todo. Ela é influenciada pelo sentimento dos investidores, pelas taxas de juros e outras condições econômicas, por decisões regulatórias, pelos fluxos para produtos de investimento como fundos negociados em bolsa (ETFs) e pelo ciclo do halving, que reduz a emissão de novas moedas.',
        'Como a cotação muda o tempo todo, o conversor usa dados ao vivo atualizados a cada minuto. Consulte a cotação ao vivo acima para ver o valor atual.',
      ],
    },
    whereToBuy: {
      question: 'Onde comprar ou vender BTC?',
      intro:
        'O Bitcoin está disponível em praticamente todas as exchanges de criptomoedas e em muitos aplicativos de corretoras e de pagamento. Entre as exchanges consolidadas em que é possível negociar BTC por dólares americanos e outras moedas estão:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'Gemini', 'OKX'],
      note: 'Para a autocustódia de longo prazo, muitos investidores usam uma carteira de hardware, como Ledger ou Trezor, ou uma carteira dedicada ao Bitcoin, como Sparrow ou BlueWallet, para que só eles controlem as chaves privadas.',
      reminder:
        'Sempre que possível, use exchanges confiáveis e regulamentadas, ative a autenticação de dois fatores e anote sua frase-semente em papel ou metal guardado offline; qualquer pessoa que a descubra pode movimentar seus bitcoins.',
    },
  },
  related: [
    { text: 'BTC para EUR', href: '/btc-to-eur' },
    { text: 'BTC para GBP', href: '/btc-to-gbp' },
    { text: 'BTC para ETH', href: '/btc-to-eth' },
    { text: 'USD para BTC', href: '/usd-to-btc' },
    { text: '0,01 BTC para USD', href: '/btc-to-usd/0.01' },
    { text: '0,001 BTC para USD', href: '/btc-to-usd/0.001' },
    { text: 'Calculadora de lucro com criptomoedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
