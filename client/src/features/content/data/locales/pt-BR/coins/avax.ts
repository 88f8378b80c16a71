import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'avax',
  coinId: 'avalanche-2',
  name: 'Avalanche',
  symbol: 'AVAX',
  layout: 'faq-card',
  intro: [
    'Use este conversor para ver quanto vale uma quantidade de AVAX, o token nativo da rede Avalanche, em reais (BRL), dólares americanos ou outra moeda. O resultado se baseia em cotações de mercado em tempo real e mostra tanto a cotação do AVAX na moeda escolhida quanto a cotação inversa.',
    'A Avalanche é uma plataforma blockchain proof of stake para contratos inteligentes e redes personalizadas. As seções abaixo explicam como fazer uma conversão, para que serve o AVAX, quais fatores movem sua cotação e onde o token costuma ser negociado.',
  ],
  converting:
    'Escolha a aba Cripto para FIAT, digite o número de tokens no campo Quantidade e selecione AVAX como moeda De e a moeda desejada, como BRL, como moeda Para. A página mostra o valor correspondente, o preço de um AVAX e quanto AVAX vale uma unidade dessa moeda; o botão de inverter troca a ordem do par. Os preços são a mediana da CoinGecko e das exchanges que listam o AVAX, atualizados a cada minuto, e você pode clicar em Atualizar uma vez a cada 10 segundos. Quando os dados ao vivo estão indisponíveis, a página marca os valores como aproximados. Para comparar o AVAX com outra criptomoeda, mude para a aba Cripto para Cripto.',
  valueTable: {
    caption: 'Valores ilustrativos de AVAX em USD',
    rows: [
      { amount: '1 AVAX', value: '20–30 USD' },
      { amount: '10 AVAX', value: '200–300 USD' },
      { amount: '100 AVAX', value: '2.000–3.000 USD' },
      { amount: '2.000 AVAX (stake mínimo de um validador)', value: '40.000–60.000 USD' },
    ],
    note: 'Esta tabela é uma ilustração de um período anterior, em que o AVAX era negociado a cerca de 20–30 USD. Não é o preço de hoje. Use o conversor ao vivo acima para ver a cotação atual do AVAX.',
  },
  faq: {
    what: {
      question: 'O que é a Avalanche (AVAX)?',
      answer: [
        'A Avalanche é uma blockchain de camada 1 desenvolvida pela Ava Labs, empresa cofundada pelo cientista da computação Emin Gün Sirer. Sua mainnet foi lançada em setembro de 2020. A rede é protegida por proof of stake e usa o protocolo de consenso Avalanche, no qual os validadores consultam repetidamente pequenos grupos de outros validadores para chegar a um acordo rapidamente, em geral em um ou dois segundos.',
        'O AVAX é o token nativo. Ele paga as taxas de transação, que são queimadas, e é usado em staking por validadores e delegadores para proteger a rede. Operar um validador exige um stake de pelo menos 2.000 AVAX. A oferta é limitada a 720 milhões de tokens.',
      ],
    },
    unique: {
      question: 'Para que serve o AVAX e o que diferencia a Avalanche?',
      answer: [
        'A principal rede pública é formada por várias blockchains nativas com funções distintas: a C-Chain executa contratos inteligentes compatíveis com o Ethereum, a X-Chain cuida das transferências de ativos e a P-Chain coordena validadores e staking. Como a C-Chain é compatível com a Ethereum Virtual Machine, muitas carteiras e aplicativos do Ethereum funcionam na Avalanche com poucas mudanças.',
        'A Avalanche também permite que projetos lancem suas próprias blockchains, originalmente chamadas de subnets e hoje conhecidas como Avalanche L1s, com regras, tokens de taxa e conjuntos de validadores próprios. O AVAX é usado para taxas, staking e governança em todo esse ecossistema.',
      ],
    },
    rateFactors: {
      question: 'O que influencia o preço do AVAX?',
      answer: [
        'O preço do AVAX é determinado pela oferta e pela demanda nas exchanges e tende a acompanhar o mercado cripto em geral. A atividade na rede, como finanças descentralizadas, jogos e novas blockchains Avalanche L1, pode influenciar a demanda pelo token, assim como a quantidade de AVAX bloqueada em staking.',
        'Desbloqueios de tokens de alocações anteriores, a queima de taxas, a concorrência de outras plataformas de contratos inteligentes, listagens em exchanges e as condições econômicas gerais também têm peso. As cotações podem mudar rapidamente; por isso, consulte o conversor ao vivo para ver o valor atual.',
      ],
    },
    whereToBuy: {
      question: 'Onde comprar ou vender AVAX?',
      intro:
        'O AVAX está listado na maioria das grandes exchanges, geralmente contra o dólar americano, o euro, stablecoins e o bitcoin. Entre as exchanges consolidadas que oferecem AVAX estão:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'O AVAX também pode ser guardado em carteiras de autocustódia como a Core, carteira da Ava Labs, ou a MetaMask na C-Chain, e trocado em exchanges descentralizadas como a Trader Joe (LFJ). Ao sacar de uma exchange, escolha a C-Chain ou a rede que sua carteira espera.',
      reminder:
        'Verifique quais serviços estão disponíveis no seu país e compare as taxas, que costumam ficar em torno de 0,1% a 0,5% por operação. Prefira exchanges confiáveis, ative a autenticação de dois fatores e mantenha sua frase-semente offline e em sigilo.',
    },
  },
  related: [
    { text: 'AVAX para EUR', href: '/avax-to-eur' },
    { text: 'AVAX para GBP', href: '/avax-to-gbp' },
    { text: 'AVAX para BTC', href: '/avax-to-btc' },
    { text: 'AVAX para ETH', href: '/avax-to-eth' },
    { text: '10 AVAX para USD', href: '/avax-to-usd/10' },
    { text: '100 AVAX para USD', href: '/avax-to-usd/100' },
    { text: 'Calculadora de lucro com criptomoedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
