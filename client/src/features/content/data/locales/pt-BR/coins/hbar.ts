import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'hbar',
  coinId: 'hedera-hashgraph',
  name: 'Hedera',
  symbol: 'HBAR',
  layout: 'faq-card',
  intro: [
    'A Hedera é uma rede pública construída sobre o algoritmo de consenso hashgraph, e não sobre uma cadeia tradicional de blocos. O HBAR é seu token nativo: paga as taxas da rede, protege a rede por meio de proof of stake e é usado pelos aplicativos que funcionam na Hedera.',
    'Este conversor transforma qualquer quantidade de HBAR em reais (BRL), dólares americanos, outras moedas fiduciárias ou outras criptomoedas. As cotações são em tempo real, com base em dados de mercado, enquanto os valores fixos citados em tabelas ou exemplos são aproximados e podem diferir um pouco da cotação de uma exchange.',
  ],
  converting:
    'Digite uma quantidade de HBAR, escolha a moeda de destino, como o real (BRL), e o resultado aparece na hora, junto com a cotação e a cotação inversa (quanto HBAR uma unidade dessa moeda compra). As cotações são a mediana dos preços da CoinGecko e das exchanges que listam o HBAR, atualizadas a cada minuto; o botão Atualizar busca uma nova cotação no máximo uma vez a cada 10 segundos. Se os dados ao vivo estiverem indisponíveis, a página avisa que os valores exibidos são aproximados. Use o botão de inverter para converter da moeda fiduciária de volta para HBAR, ou a aba Cripto para Cripto para comparar o HBAR com moedas como BTC ou ETH.',
  faq: {
    what: {
      question: 'O que é a Hedera (HBAR)?',
      answer: [
        'A Hedera é um livro-razão distribuído público cuja mainnet foi lançada em 2018 e aberta ao público em 2019. Ela usa o hashgraph, um algoritmo de consenso inventado por Leemon Baird, que cofundou o projeto com Mance Harmon. Os nós compartilham informações por um processo de “gossip about gossip” (fofoca sobre fofoca) e chegam a um acordo por votação virtual, o que dá à rede tolerância assíncrona a falhas bizantinas e finalidade rápida.',
        'O HBAR é o token nativo. Ele paga transações, execução de contratos inteligentes e armazenamento de arquivos, e é usado em staking para ajudar a proteger a rede. A oferta total é fixa em 50 bilhões de HBAR, todos criados no lançamento e liberados para circulação ao longo do tempo.',
      ],
    },
    unique: {
      question: 'O que diferencia a Hedera de outras redes?',
      answer: [
        'A Hedera é governada pelo Hedera Council, um grupo de grandes organizações de diferentes setores e regiões que cumprem mandatos limitados e operam nós da rede. As taxas de transação são definidas em dólares americanos e mantidas baixas e previsíveis, o que atende bem a aplicativos que enviam grandes volumes de pequenas transações.',
        'Além de pagamentos, a Hedera oferece um Consensus Service para registrar a data e a ordem de dados, um Token Service para emitir tokens sem escrever um contrato inteligente e um Smart Contract Service compatível com a Ethereum Virtual Machine. Esses serviços são usados em registros de cadeias de suprimentos, ativos tokenizados e programas de fidelidade, entre outros.',
      ],
    },
    rateFactors: {
      question: 'O que influencia o preço do HBAR?',
      answer: [
        'A cotação do HBAR reflete a oferta e a demanda nas exchanges. O sentimento do mercado cripto em geral, e em especial a direção do Bitcoin, muitas vezes move o HBAR junto com outros grandes tokens.',
        'Fatores específicos do projeto também contam: o uso da rede, novos aplicativos de empresas ou governos, mudanças no conselho, atualizações do staking e a liberação de HBAR da tesouraria para circulação. Notícias regulatórias e o volume de negociação nas grandes exchanges também podem influenciar a cotação.',
      ],
    },
    whereToBuy: {
      question: 'Onde comprar ou vender HBAR?',
      intro:
        'O HBAR é negociado em muitas grandes exchanges centralizadas, geralmente contra USD, USDT e outras moedas importantes. A disponibilidade depende do seu país; por isso, verifique quais exchanges atendem a sua região antes de se cadastrar.',
      exchanges: ['Binance', 'Coinbase', 'OKX', 'KuCoin', 'Bybit', 'Gate.io'],
      note: 'Para guardar HBAR você mesmo, é possível usar uma carteira compatível com a rede Hedera, como a HashPack, ou uma carteira de hardware com suporte à Hedera. Exchanges descentralizadas na Hedera, como a SaucerSwap, permitem trocar HBAR por outros tokens da Hedera diretamente da sua carteira.',
      reminder:
        'Use exchanges confiáveis e regulamentadas, ative a autenticação de dois fatores e nunca compartilhe sua frase-semente ou suas chaves privadas com ninguém. Confira a rede antes de sacar, pois enviar HBAR para um endereço ou uma rede errados pode significar perdê-lo.',
    },
  },
  related: [
    { text: 'HBAR para EUR', href: '/hbar-to-eur' },
    { text: 'HBAR para GBP', href: '/hbar-to-gbp' },
    { text: 'HBAR para BTC', href: '/hbar-to-btc' },
    { text: 'HBAR para ETH', href: '/hbar-to-eth' },
    { text: '1.000 HBAR para USD', href: '/hbar-to-usd/1000' },
    { text: 'Calculadora de lucro com criptomoedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
