import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'trx',
  coinId: 'tron',
  name: 'TRON',
  symbol: 'TRX',
  layout: 'faq-card',
  intro: [
    'Este conversor mostra o valor do TRX, a moeda nativa da blockchain TRON, em reais (BRL), dólares americanos e muitas outras moedas. Digite qualquer quantidade e você verá o valor convertido, a cotação de um TRX e a cotação inversa, com base em dados de mercado em tempo real.',
    'A TRON é uma rede proof of stake conhecida sobretudo por transferências rápidas e baratas, e concentra uma grande parte do tráfego mundial de stablecoins. Continue lendo para saber como converter TRX, o que a rede faz, o que move o preço do TRX e onde a moeda é negociada.',
  ],
  converting:
    'Na aba Cripto para FIAT, digite o número de moedas em Quantidade, escolha TRX como moeda De e a moeda desejada, como BRL, como moeda Para. O conversor mostra o valor correspondente junto com a cotação do TRX nessa moeda e a cotação inversa, e o botão de inverter troca a direção. A cotação é a mediana dos preços da CoinGecko e das exchanges que listam o TRX, atualizada a cada minuto, e o botão Atualizar pode solicitar uma nova cotação uma vez a cada 10 segundos. Se os preços ao vivo não puderem ser carregados, a página informa que os valores são aproximados.',
  faq: {
    what: {
      question: 'O que é a TRON (TRX)?',
      answer: [
        'A TRON é uma blockchain pública fundada por Justin Sun. O TRX foi emitido pela primeira vez em 2017 como um token no Ethereum e migrou para a mainnet própria da TRON em 2018. A rede usa delegated proof of stake: os detentores de TRX votam em 27 Super Representantes, que se revezam na produção de blocos aproximadamente a cada três segundos.',
        'O TRX é usado para pagar pela atividade na rede, para votar e para fazer staking. O TRX em staking dá à conta largura de banda (bandwidth) e energia, recursos que cobrem o custo de transferências e chamadas de contratos inteligentes; assim, usuários frequentes podem fazer transações com pouca ou nenhuma taxa direta. A TRON executa contratos inteligentes em uma máquina virtual amplamente compatível com a do Ethereum.',
      ],
    },
    unique: {
      question: 'Para que a TRON é usada principalmente?',
      answer: [
        'O uso mais visível da TRON é a movimentação de stablecoins. Uma quantidade muito grande de Tether (USDT) é emitida na TRON como token TRC-20, e muitas pessoas e empresas a usam para transferências entre exchanges e entre países, porque as transações são confirmadas rapidamente e custam pouco.',
        'A rede também abriga aplicativos de finanças descentralizadas, jogos e projetos de tokens. Em 2018, a TRON comprou a empresa de compartilhamento de arquivos BitTorrent, cujo token BTT foi depois lançado na TRON. Seu modelo de recursos, com largura de banda e energia obtidas por meio do staking de TRX, é uma das características que a distinguem do Ethereum.',
      ],
    },
    rateFactors: {
      question: 'O que influencia o preço do TRX?',
      answer: [
        'A cotação do TRX reflete a oferta e a demanda nas exchanges e, em geral, acompanha o mercado cripto como um todo. A demanda por TRX para staking ou queima em troca de recursos da rede, que cresce com o tráfego de stablecoins e o uso de aplicativos, pode afetá-la, assim como a quantidade de TRX queimada em taxas em comparação com a nova emissão.',
        'Notícias sobre o ecossistema TRON e seu fundador, ações regulatórias, listagens em exchanges e a concorrência de outras redes de pagamento de baixo custo também influenciam o preço. Consulte o conversor ao vivo para ver a cotação atual antes de tomar uma decisão.',
      ],
    },
    whereToBuy: {
      question: 'Onde comprar ou vender TRX?',
      intro:
        'O TRX está amplamente disponível em exchanges centralizadas, onde é negociado contra stablecoins, bitcoin e, em algumas plataformas, moedas fiduciárias. Entre as exchanges consolidadas que listam o TRX estão:',
      exchanges: ['Binance', 'OKX', 'Kraken', 'Bybit', 'KuCoin', 'HTX'],
      note: 'Para a autocustódia, carteiras como TronLink e Trust Wallet são compatíveis com TRX e tokens TRC-20, e a SunSwap é uma exchange descentralizada na TRON. Mantenha um pouco de TRX na carteira, ou deixe uma parte em staking, para cobrir a energia e a largura de banda de que suas transações precisam.',
      reminder:
        'Verifique quais plataformas atendem o seu país e compare as taxas antes de negociar. Use exchanges confiáveis, proteja suas contas com autenticação de dois fatores e guarde sua frase-semente offline, onde ninguém mais possa vê-la.',
    },
  },
  related: [
    { text: 'TRX para EUR', href: '/trx-to-eur' },
    { text: 'TRX para GBP', href: '/trx-to-gbp' },
    { text: 'TRX para BTC', href: '/trx-to-btc' },
    { text: 'TRX para USDT', href: '/trx-to-usdt' },
    { text: '1.000 TRX para USD', href: '/trx-to-usd/1000' },
    { text: 'USD para TRX', href: '/usd-to-trx' },
    { text: 'Calculadora de lucro com criptomoedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
