import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'link',
  coinId: 'chainlink',
  name: 'Chainlink',
  symbol: 'LINK',
  layout: 'guide',
  intro: [
    'A Chainlink é uma rede descentralizada de oráculos que leva informações externas, como preços de ativos, para dentro das blockchains, para que os contratos inteligentes possam usá-las. O LINK é o token que remunera os operadores de nós que entregam esses dados e que pode ser usado em staking para ajudar a proteger o serviço.',
    'Este conversor mostra o valor do LINK em reais (BRL), dólares americanos ou outras moedas com base em dados de mercado em tempo real. Digite qualquer quantidade de LINK para ver o valor correspondente e a cotação inversa, ou mude o destino para outra moeda fiduciária ou criptomoeda.',
  ],
  converting:
    'Para converter Chainlink, digite sua quantidade de LINK e o conversor a multiplica pela cotação de mercado atual do LINK na moeda escolhida (em reais, a cotação LINK/BRL), que é a mediana dos preços da CoinGecko e das exchanges que listam o LINK, atualizada a cada minuto. O resultado é uma referência baseada nas negociações em várias exchanges; o preço em uma plataforma específica pode ser um pouco diferente por causa do spread e das taxas.',
  guide: {
    steps: [
      'Escolha a aba Cripto para FIAT, já que você está convertendo uma criptomoeda em uma moeda fiduciária.',
      'No seletor De, busque por Chainlink ou LINK e escolha essa opção como moeda de origem.',
      'No seletor Para, escolha a moeda de destino, por exemplo o real (BRL), para ver o valor nessa moeda.',
      'Digite a quantidade de LINK no campo Quantidade; frações como 0,75 LINK são aceitas.',
      'Confira o resultado na moeda escolhida, junto com a cotação e a cotação inversa, que mostra quanto LINK uma unidade dessa moeda compra.',
      'Clique em Atualizar para obter a cotação mais recente, disponível uma vez a cada 10 segundos, ou use o botão de inverter para converter da moeda fiduciária para LINK.',
    ],
    priceFactors: [
      {
        title: 'Demanda por serviços de oráculo',
        text: 'Quanto mais aplicativos de finanças descentralizadas e outros contratos inteligentes dependem dos feeds de preços e serviços da Chainlink, mais relevante se torna o LINK como o token que paga por eles.',
      },
      {
        title: 'Staking',
        text: 'Detentores de LINK e operadores de nós podem fazer staking de tokens para garantir a confiabilidade dos serviços da Chainlink. A quantidade em staking e as recompensas oferecidas afetam quanto LINK fica disponível para negociação.',
      },
      {
        title: 'Oferta total fixa',
        text: 'O LINK tem oferta total de um bilhão de tokens. Parte dela foi reservada no lançamento para incentivos a operadores de nós e para a empresa, por isso as mudanças na oferta em circulação são acompanhadas de perto pelo mercado.',
      },
      {
        title: 'Parcerias e adoção',
        text: 'Novas integrações com blockchains, instituições financeiras ou projetos cross-chain podem mudar as expectativas sobre o alcance do uso da Chainlink.',
      },
      {
        title: 'Mercado cripto em geral',
        text: 'O LINK geralmente acompanha o mercado cripto como um todo e a atividade nas finanças descentralizadas baseadas no Ethereum.',
      },
    ],
    whyConvert: [
      {
        title: 'Saber quanto vale seu saldo',
        text: 'Converter LINK mostra quanto valem, em reais ou na moeda de sua escolha, os tokens mantidos em uma exchange, em uma carteira ou em staking.',
      },
      {
        title: 'Avaliar recompensas e pagamentos',
        text: 'Operadores de nós e participantes do staking recebem LINK; a conversão mostra quanto esses ganhos valem pela cotação atual.',
      },
      {
        title: 'Conferir cotações',
        text: 'Uma cotação de referência ao vivo permite comparar preços e taxas das exchanges antes de comprar ou vender LINK.',
      },
      {
        title: 'Manter registros',
        text: 'Acompanhar o valor do LINK em moeda fiduciária no momento de cada transação ajuda no orçamento e na declaração de impostos, quando aplicável.',
      },
    ],
    closing: {
      title: 'Como usar o conversor de LINK',
      paragraphs: [
        'Todas as cotações desta página são cotações de mercado em tempo real, atualizadas a cada minuto, cada uma correspondente à mediana dos preços da CoinGecko e das exchanges que listam o LINK, e os valores exibidos em tabelas são aproximados. Se os dados ao vivo ficarem indisponíveis por um momento, a página avisa que está mostrando valores aproximados.',
        'Use o conversor como referência rápida e confirme o preço final na plataforma em que você negocia.',
      ],
    },
  },
  faq: {
    what: {
      question: 'O que é a Chainlink (LINK)?',
      answer: [
        'A Chainlink foi criada por Sergey Nazarov e Steve Ellis, que publicaram seu whitepaper em 2017. O token LINK foi vendido naquele mesmo ano, e a rede Chainlink entrou em operação na mainnet do Ethereum em 2019.',
        'A Chainlink conecta contratos inteligentes a dados e sistemas fora da blockchain. Uma rede de operadores de nós independentes coleta informações como preços de mercado, agrega esses dados e os publica on-chain, de modo que nenhuma fonte isolada controla o resultado.',
      ],
    },
    unique: {
      question: 'Para que serve a Chainlink?',
      answer: [
        'As blockchains não conseguem ler dados externos por conta própria; por isso, os aplicativos usam a Chainlink para feeds de preços em protocolos de empréstimo e negociação, números aleatórios verificáveis para jogos e projetos de NFT, execução automatizada de contratos e prova de que as reservas que lastreiam um token realmente existem.',
        'A Chainlink também oferece o Cross-Chain Interoperability Protocol, conhecido como CCIP, que permite que aplicativos enviem tokens e mensagens entre blockchains diferentes. O LINK é usado para pagar por esses serviços e para fazer staking em apoio a eles.',
      ],
    },
    rateFactors: {
      question: 'O que influencia o preço do LINK?',
      answer: [
        'A cotação do LINK depende da demanda de negociação, do alcance do uso dos serviços da Chainlink, do volume em staking, das mudanças na oferta em circulação, de novas parcerias e integrações e do mercado cripto em geral.',
        'O conversor usa dados ao vivo atualizados a cada minuto. Consulte a cotação ao vivo acima para ver o valor atual.',
      ],
    },
    whereToBuy: {
      question: 'Onde comprar ou vender LINK?',
      intro:
        'O LINK está listado na maioria das grandes exchanges de criptomoedas e pode ser negociado por dólares americanos, outras moedas fiduciárias e stablecoins. Entre as exchanges consolidadas que oferecem LINK estão:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'O LINK é um token baseado no Ethereum, por isso pode ser guardado em carteiras de autocustódia como a MetaMask ou em uma carteira de hardware e trocado em exchanges descentralizadas como a Uniswap. Verifique qual rede sua carteira usa antes de enviar tokens.',
      reminder:
        'Use exchanges confiáveis, ative a autenticação de dois fatores e mantenha sua frase-semente offline e em sigilo; nenhuma equipe de suporte legítima vai pedi-la a você.',
    },
  },
  related: [
    { text: 'LINK para EUR', href: '/link-to-eur' },
    { text: 'LINK para GBP', href: '/link-to-gbp' },
    { text: 'LINK para ETH', href: '/link-to-eth' },
    { text: 'LINK para BTC', href: '/link-to-btc' },
    { text: 'USD para LINK', href: '/usd-to-link' },
    { text: 'Calculadora de lucro com criptomoedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
