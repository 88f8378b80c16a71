import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'sui',
  coinId: 'sui',
  name: 'Sui',
  symbol: 'SUI',
  layout: 'faq-card',
  intro: [
    'Converta SUI, o token nativo da blockchain Sui, em reais (BRL), dólares americanos ou outras moedas com esta ferramenta. Digite uma quantidade e o conversor mostra o valor correspondente junto com a cotação do SUI e a cotação inversa, usando preços de mercado em tempo real.',
    'A Sui é uma blockchain de camada 1 que lançou sua mainnet em 2023 e se concentra no processamento rápido e paralelo de transações. O guia abaixo explica como converter SUI, o que torna a rede diferente, o que move seu preço e onde você pode negociá-lo.',
  ],
  converting:
    'Abra a aba Cripto para FIAT, digite quantos SUI você quer converter e defina SUI como moeda De e a moeda desejada, como BRL, como moeda Para. Você verá o valor correspondente, a cotação por SUI e a cotação por unidade dessa moeda; clique no botão de inverter para converter no sentido oposto. As cotações são a mediana dos preços da CoinGecko e das exchanges que listam o SUI, atualizadas a cada minuto, e o botão Atualizar fica disponível uma vez a cada 10 segundos. Se o feed ao vivo estiver fora do ar, a página avisa que os valores exibidos são aproximados.',
  faq: {
    what: {
      question: 'O que é a Sui (SUI)?',
      answer: [
        'A Sui é uma blockchain de camada 1 proof of stake desenvolvida pela Mysten Labs, empresa fundada por ex-engenheiros dos projetos Diem e Novi, da Meta, entre eles Evan Cheng. A mainnet da Sui foi lançada em maio de 2023. Os contratos inteligentes na Sui são escritos em Sui Move, uma versão da linguagem de programação Move, criada originalmente para a Diem.',
        'O SUI é o token nativo. Ele paga as taxas de gas, é usado em staking com validadores para proteger a rede por meio de delegated proof of stake e serve para a governança on-chain. A oferta total é limitada a 10 bilhões de SUI, liberados gradualmente ao longo do tempo.',
      ],
    },
    unique: {
      question: 'O que diferencia a Sui de outras blockchains?',
      answer: [
        'A Sui usa um modelo de dados centrado em objetos: ativos como moedas e NFTs são objetos individuais com um dono, e não registros em uma tabela de contas compartilhada. Transações que envolvem apenas objetos pertencentes a um único endereço não precisam ser ordenadas em relação a todo o resto, por isso podem ser processadas em paralelo e finalizadas muito rapidamente.',
        'Transações que envolvem objetos compartilhados, como um pool de negociação, passam pelo protocolo de consenso da rede. Essa divisão entre transações simples e compartilhadas, somada ao foco da linguagem Move no manuseio seguro de ativos, é o que distingue a Sui de blockchains baseadas em contas, como o Ethereum.',
      ],
    },
    rateFactors: {
      question: 'O que influencia o preço do SUI?',
      answer: [
        'O preço do SUI é definido pela oferta e pela demanda nas exchanges e muitas vezes segue a direção do mercado cripto como um todo. O crescimento ou a retração dos aplicativos na Sui, como finanças descentralizadas e jogos, e a quantidade de SUI em staking podem mudar a demanda pelo token.',
        'Desbloqueios programados de tokens para investidores iniciais e colaboradores aumentam a oferta em circulação e podem pesar sobre o preço. Listagens em exchanges, a concorrência de outras blockchains rápidas, incidentes na rede e as condições econômicas mais amplas também contam.',
      ],
    },
    whereToBuy: {
      question: 'Onde comprar ou vender SUI?',
      intro:
        'O SUI foi listado em muitas grandes exchanges desde o lançamento da mainnet, geralmente contra stablecoins e, em algumas plataformas, contra o dólar americano ou o euro. Entre as exchanges consolidadas que listam o SUI estão:',
      exchanges: ['Binance', 'OKX', 'Kraken', 'Bybit', 'KuCoin', 'Gate.io'],
      note: 'Para guardar SUI você mesmo, é possível usar uma carteira compatível com a Sui, como a Slush (antiga Sui Wallet) ou a Phantom, e trocar tokens em exchanges descentralizadas construídas na Sui, como a Cetus. Sempre saque SUI pela própria rede Sui.',
      reminder:
        'Certifique-se de que a exchange escolhida é confiável e opera legalmente no seu país. Ative a autenticação de dois fatores na sua conta e nunca compartilhe nem guarde sua frase-semente em nenhum lugar online.',
    },
  },
  related: [
    { text: 'SUI para EUR', href: '/sui-to-eur' },
    { text: 'SUI para GBP', href: '/sui-to-gbp' },
    { text: 'SUI para BTC', href: '/sui-to-btc' },
    { text: 'SUI para SOL', href: '/sui-to-sol' },
    { text: '100 SUI para USD', href: '/sui-to-usd/100' },
    { text: 'Calculadora de lucro com criptomoedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
