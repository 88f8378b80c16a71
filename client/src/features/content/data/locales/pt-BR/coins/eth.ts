import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'eth',
  coinId: 'ethereum',
  name: 'Ethereum',
  symbol: 'ETH',
  layout: 'faq-card',
  intro: [
    'O Ethereum é uma blockchain programável que executa contratos inteligentes, o código por trás de aplicativos descentralizados, tokens e NFTs. O ether, negociado com o ticker ETH, é a moeda nativa da rede e serve para pagar taxas de transação e para fazer staking.',
    'Este conversor mostra o valor do ETH em reais (BRL), dólares americanos ou outras moedas com base em dados de mercado em tempo real. Digite qualquer quantidade de ETH para ver o valor correspondente e a cotação inversa, ou escolha outra moeda fiduciária ou criptomoeda como destino.',
  ],
  converting:
    'Para converter Ethereum, digite a quantidade de ETH e o conversor a multiplica pela cotação de mercado atual do ETH na moeda escolhida (em reais, por exemplo, a cotação ETH/BRL), que é a mediana dos preços de cinco exchanges e da CoinGecko, atualizada a cada minuto. Frações são comuns, porque um ETH se divide em unidades muito pequenas, e também há páginas com valores fixos, como 0,1 ETH para USD. O valor que você recebe em uma exchange pode variar um pouco por causa do spread e das taxas cobradas.',
  faq: {
    what: {
      question: 'O que é o Ethereum (ETH)?',
      answer: [
        'O Ethereum foi proposto por Vitalik Buterin em 2013 e lançado em julho de 2015 com um grupo de cofundadores que incluía Gavin Wood e Joseph Lubin. É uma blockchain pública na qual desenvolvedores podem implantar contratos inteligentes que são executados exatamente como foram escritos.',
        'O ETH é a moeda nativa da rede. Em setembro de 2022, uma atualização conhecida como The Merge levou o Ethereum do proof of work para o proof of stake; assim, os blocos passaram a ser produzidos por validadores que fazem staking de ETH, e não mais por mineradores. A menor unidade do ether é o wei, e as taxas costumam ser cotadas em gwei, um bilionésimo de ETH.',
      ],
    },
    unique: {
      question: 'Qual é a diferença entre Ethereum e Bitcoin?',
      answer: [
        'O Bitcoin foi pensado principalmente como dinheiro digital, com oferta fixa de 21 milhões de moedas. O Ethereum foi pensado como uma plataforma de uso geral: seus contratos inteligentes dão vida a exchanges descentralizadas, aplicativos de empréstimo, stablecoins, NFTs e muitos outros tokens, e o ETH é o combustível que paga por essa computação.',
        'O ETH não tem oferta máxima fixa. Novos ETH são emitidos para os validadores, enquanto parte de cada taxa de transação é queimada desde uma mudança de 2021 conhecida como EIP-1559; por isso, a oferta líquida depende do nível de atividade da rede. Muitos aplicativos também funcionam em redes de camada 2 que liquidam suas transações no Ethereum.',
      ],
    },
    rateFactors: {
      question: 'O que influencia o preço do ETH?',
      answer: [
        'A cotação do ETH depende da demanda de negociação, do uso da rede e de seus sistemas de camada 2, do equilíbrio entre a nova emissão e as taxas queimadas, do volume em staking, de decisões regulatórias, de produtos de investimento como fundos negociados em bolsa (ETFs) e do mercado cripto em geral.',
        'Como exemplo do passado, em certo momento 1 ETH valia cerca de 2.641 USD, o que faria 0,1 ETH valer aproximadamente 264 USD naquele instante. Esse número é apenas ilustrativo; o preço muda constantemente, então consulte a cotação ao vivo acima para ver o valor de hoje.',
      ],
    },
    whereToBuy: {
      question: 'Onde comprar ou vender ETH?',
      intro:
        'O ETH está disponível em quase todas as exchanges de criptomoedas e pode ser negociado por dólares americanos, outras moedas fiduciárias e stablecoins. Entre as exchanges consolidadas que oferecem ETH estão:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Gemini', 'Bitstamp', 'OKX'],
      note: 'Para a autocustódia, carteiras como a MetaMask ou carteiras de hardware como Ledger e Trezor permitem que você mesmo guarde seus ETH, e exchanges descentralizadas como a Uniswap permitem trocá-los por outros tokens do Ethereum diretamente da sua carteira.',
      reminder:
        'Use exchanges confiáveis, ative a autenticação de dois fatores e mantenha sua frase-semente offline e em sigilo; nunca a digite em um site e confira os endereços com atenção antes de enviar ETH.',
    },
  },
  related: [
    { text: '0,1 ETH para USD', href: '/eth-to-usd/0.1' },
    { text: '0,01 ETH para USD', href: '/eth-to-usd/0.01' },
    { text: 'ETH para EUR', href: '/eth-to-eur' },
    { text: 'ETH para GBP', href: '/eth-to-gbp' },
    { text: 'ETH para BTC', href: '/eth-to-btc' },
    { text: 'USD para ETH', href: '/usd-to-eth' },
    { text: 'Calculadora de lucro com criptomoedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
