import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'bnb',
  coinId: 'binancecoin',
  name: 'BNB',
  symbol: 'BNB',
  layout: 'guide',
  intro: [
    'O BNB é a moeda nativa da BNB Chain e está intimamente ligado à exchange Binance, onde surgiu em 2017. Ele paga as taxas de gas na BNB Smart Chain, pode ser usado em staking com validadores e dá aos detentores descontos e outros benefícios na Binance.',
    'Este conversor mostra o valor do BNB em reais (BRL), dólares americanos ou outras moedas com base em dados de mercado em tempo real. Digite uma quantidade de BNB para ver o valor equivalente e a cotação inversa, ou troque o destino por outra moeda fiduciária ou criptomoeda.',
  ],
  converting:
    'Converter BNB significa multiplicar a sua quantidade de BNB pela cotação de mercado atual do BNB na moeda escolhida, como BNB/BRL no caso do real. O conversor obtém essa cotação como a mediana dos preços da CoinGecko e das exchanges que listam o BNB e a atualiza a cada minuto. O preço obtido na venda pode ser um pouco diferente, porque cada exchange define seu próprio spread e suas taxas de negociação.',
  guide: {
    steps: [
      'Escolha a aba Cripto para FIAT, já que você está convertendo uma criptomoeda em uma moeda tradicional.',
      'Abra o seletor De e escolha BNB como moeda de origem. Você pode buscar pelo nome ou digitar o ticker.',
      'Abra o seletor Para e escolha a moeda de destino, por exemplo o real (BRL), para ver o valor nessa moeda.',
      'Digite a quantidade de BNB no campo Quantidade, seja um número inteiro ou uma fração como 0,05 BNB.',
      'Confira o valor convertido na moeda escolhida, junto com a cotação e a cotação inversa, que mostra quanto BNB vale uma unidade dessa moeda.',
      'Clique em Atualizar para obter o valor mais recente (disponível uma vez a cada 10 segundos) ou use o botão de inverter para converter da moeda fiduciária para BNB.',
    ],
    priceFactors: [
      {
        title: 'A Binance e seu ecossistema',
        text: 'Como o BNB está ligado à Binance, notícias sobre a exchange, incluindo volumes de negociação, mudanças em produtos e questões jurídicas ou regulatórias, tendem a afetar a moeda mais do que afetam a maioria dos outros ativos.',
      },
      {
        title: 'Queimas de tokens',
        text: 'O BNB começou com uma oferta de 200 milhões de moedas, e queimas periódicas retiram moedas de circulação, com a meta de longo prazo de chegar a 100 milhões. As quantidades queimadas são divulgadas, e a redução da oferta é um dos fatores que pesam no preço.',
      },
      {
        title: 'Uso da BNB Chain',
        text: 'A atividade na BNB Smart Chain, como exchanges descentralizadas, lançamentos de tokens e jogos, gera demanda por BNB para pagar as taxas de transação.',
      },
      {
        title: 'Condições gerais do mercado',
        text: 'O BNB costuma acompanhar o mercado cripto em geral, de modo que mudanças no preço do Bitcoin, na liquidez e no sentimento dos investidores se refletem na sua cotação.',
      },
    ],
    whyConvert: [
      {
        title: 'Saber quanto vale seu saldo',
        text: 'Uma conversão rápida mostra quanto valem, em reais ou na moeda de sua escolha, as moedas da sua conta na exchange ou da sua carteira pela cotação atual.',
      },
      {
        title: 'Estimar taxas e recompensas',
        text: 'Se você paga taxas de negociação em BNB ou recebe BNB como recompensa de staking, a conversão ajuda a entender quanto esses valores representam em dinheiro do dia a dia.',
      },
      {
        title: 'Conferir uma cotação',
        text: 'Comparar a cotação de uma exchange ou de um serviço de pagamento com a cotação de mercado ao vivo mostra o tamanho do spread ou da taxa antes de você confirmar uma transação.',
      },
      {
        title: 'Manter registros',
        text: 'Anotar o valor do BNB em moeda fiduciária quando você compra, vende ou gasta é útil para o orçamento pessoal e para a declaração de impostos, quando aplicável.',
      },
    ],
    closing: {
      title: 'Como usar o conversor de BNB',
      paragraphs: [
        'As cotações desta página são cotações de mercado em tempo real, a mediana dos preços da CoinGecko e das exchanges que listam o BNB, atualizadas a cada minuto, e os valores exibidos em tabelas são aproximados. Se os dados ao vivo não puderem ser carregados, a página informa que está mostrando valores aproximados.',
        'Para um valor exato, confira sempre o preço final na exchange ou no aplicativo que você usa, já que taxas e spreads variam de uma plataforma para outra.',
      ],
    },
  },
  faq: {
    what: {
      question: 'O que é o BNB?',
      answer: [
        'O BNB foi criado pela Binance em 2017 e emitido inicialmente como um token no Ethereum durante a oferta inicial de moedas (ICO) da exchange. Em 2019, migrou para a blockchain própria da Binance e hoje é a moeda nativa da BNB Chain, cuja rede principal é a BNB Smart Chain.',
        'A BNB Smart Chain é compatível com a Ethereum Virtual Machine, por isso muitas ferramentas e contratos inteligentes do Ethereum funcionam nela. A rede é protegida por um conjunto de validadores que fazem staking de BNB, um modelo frequentemente chamado de Proof of Staked Authority.',
      ],
    },
    unique: {
      question: 'Para que serve o BNB?',
      answer: [
        'O BNB paga as taxas de gas na BNB Smart Chain e em suas redes relacionadas, e pode ser usado em staking para apoiar validadores. Na Binance, ele pode ser usado para obter descontos nas taxas de negociação e para participar de vendas de tokens e outros programas.',
        'O que diferencia o BNB de muitas outras moedas é seu duplo papel: ele é, ao mesmo tempo, o combustível de uma blockchain de uso geral e um token utilitário de uma das maiores exchanges de criptomoedas, além de contar com um programa de queima divulgado publicamente que reduz a oferta total ao longo do tempo.',
      ],
    },
    rateFactors: {
      question: 'O que influencia o preço do BNB?',
      answer: [
        'A cotação do BNB depende da demanda de negociação, de notícias sobre a Binance, da atividade na BNB Chain, das queimas programadas de tokens, de desdobramentos regulatórios e da direção do mercado cripto como um todo.',
        'O conversor lê dados de mercado ao vivo atualizados a cada minuto; consulte a cotação ao vivo acima para ver o valor atual.',
      ],
    },
    whereToBuy: {
      question: 'Onde comprar ou vender BNB?',
      intro:
        'O BNB é negociado na Binance e em muitas outras grandes exchanges, embora a disponibilidade dependa de onde você mora, e algumas plataformas dos Estados Unidos não o listam. Entre as exchanges consolidadas que oferecem BNB estão:',
      exchanges: ['Binance', 'OKX', 'Bybit', 'KuCoin', 'Gate.io', 'Bitget'],
      note: 'Para a autocustódia, carteiras como Trust Wallet e MetaMask são compatíveis com a BNB Smart Chain, e exchanges descentralizadas como a PancakeSwap permitem trocar BNB por outros tokens da rede. Certifique-se de enviar o BNB pela rede que sua carteira espera.',
      reminder:
        'Escolha exchanges confiáveis que operem legalmente na sua região, ative a autenticação de dois fatores e mantenha sua frase-semente offline e em sigilo; nenhum serviço legítimo vai pedi-la a você.',
    },
  },
  related: [
    { text: 'BNB para EUR', href: '/bnb-to-eur' },
    { text: 'BNB para GBP', href: '/bnb-to-gbp' },
    { text: 'BNB para BTC', href: '/bnb-to-btc' },
    { text: 'BNB para ETH', href: '/bnb-to-eth' },
    { text: 'USD para BNB', href: '/usd-to-bnb' },
    { text: 'Calculadora de lucro com criptomoedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
