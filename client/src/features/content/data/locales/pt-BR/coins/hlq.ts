import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'hlq',
  coinId: 'hyperliquid',
  name: 'Hyperliquid',
  symbol: 'HYPE',
  layout: 'faq-card',
  intro: [
    'Este conversor mostra quanto vale o token da Hyperliquid em reais (BRL), dólares americanos e outras moedas. O endereço da página usa hlq como nome curto para Hyperliquid, mas o token em si é negociado com o ticker HYPE, e é esse símbolo que você verá no conversor e nas exchanges.',
    'A Hyperliquid é uma blockchain criada principalmente para operar uma plataforma de negociação rápida e totalmente on-chain de contratos futuros perpétuos e mercados à vista (spot). O HYPE foi lançado em novembro de 2024 e é usado para proteger a rede por meio de staking e para pagar pela atividade nela.',
  ],
  converting:
    'Para converter Hyperliquid, selecione a aba “Cripto para FIAT”, digite a quantidade e escolha HYPE em De e a moeda desejada, como BRL, em Para. O conversor usa a mediana dos preços da CoinGecko e das exchanges que listam o HYPE, atualizada a cada minuto, e você pode solicitar uma nova cotação com Atualizar uma vez a cada 10 segundos. O resultado também mostra a cotação inversa, ou seja, quanto HYPE uma unidade dessa moeda compra. Quando os dados ao vivo estão indisponíveis, a página marca os valores como aproximados.',
  faq: {
    what: {
      question: 'O que é a Hyperliquid (HYPE)?',
      answer: [
        'A Hyperliquid é uma blockchain de camada 1 cuja aplicação mais conhecida é sua própria exchange, na qual cada ordem, cancelamento e negócio é registrado on-chain em um livro de ofertas, e não por meio de um pool de liquidez. O projeto foi iniciado por uma pequena equipe liderada por Jeff Yan, que vinha do mercado de trading, e não captou recursos de investidores de venture capital.',
        'O HYPE é o token nativo. Ele foi lançado em novembro de 2024, com uma grande parte da oferta total de um bilhão distribuída aos primeiros usuários da plataforma. Validadores e delegadores fazem staking de HYPE em um consenso proof of stake chamado HyperBFT, e o HYPE é o token de gas da HyperEVM, o ambiente de contratos inteligentes da rede.',
      ],
    },
    unique: {
      question: 'O que torna a Hyperliquid única?',
      answer: [
        'A maioria das exchanges descentralizadas depende de formadores de mercado automatizados (AMMs) ou mantém partes do motor de negociação fora da blockchain. A Hyperliquid opera um livro de ofertas completo em sua própria blockchain, buscando velocidades próximas às de uma exchange centralizada e permitindo que os usuários negociem a partir de uma carteira de autocustódia.',
        'Uma parte das taxas de negociação da plataforma tem sido usada para comprar HYPE no mercado por meio de um mecanismo conhecido como Assistance Fund, o que vincula o token de perto à atividade de negociação. A HyperEVM também permite que outros desenvolvedores criem aplicativos conectados à liquidez da exchange.',
      ],
    },
    rateFactors: {
      question: 'O que influencia o preço do HYPE?',
      answer: [
        'O HYPE tende a acompanhar o mercado cripto como um todo e, como a Hyperliquid é um ambiente de negociação, seu preço também é sensível aos volumes negociados e à receita de taxas da plataforma, que sobem e descem conforme a atividade do mercado.',
        'Desbloqueios de tokens para colaboradores, a participação no staking, a concorrência de outras exchanges, incidentes de segurança, a postura dos reguladores em relação à negociação de derivativos e o valor do dólar americano podem influenciar a cotação.',
      ],
    },
    whereToBuy: {
      question: 'Onde comprar ou vender HYPE?',
      intro:
        'O HYPE é negociado na própria Hyperliquid e em várias exchanges centralizadas, geralmente contra USDT ou USDC. Entre as exchanges consolidadas que o listam estão:',
      exchanges: ['Bybit', 'OKX', 'KuCoin', 'Gate.io', 'Bitget', 'MEXC'],
      note: 'Você também pode negociar HYPE diretamente no mercado spot da Hyperliquid, conectando uma carteira de autocustódia e depositando USDC, normalmente transferido por bridge a partir da Arbitrum. Procure o ticker HYPE, e não hlq, em qualquer exchange e confira se está no site oficial da Hyperliquid antes de conectar uma carteira.',
      reminder:
        'Use plataformas confiáveis, ative a autenticação de dois fatores nas contas das exchanges e nunca revele sua frase-semente nem assine transações que você não entende.',
    },
  },
  related: [
    { text: 'HYPE para EUR', href: '/hlq-to-eur' },
    { text: 'HYPE para GBP', href: '/hlq-to-gbp' },
    { text: 'HYPE para CHF', href: '/hlq-to-chf' },
    { text: '10 HYPE para USD', href: '/hlq-to-usd/10' },
    { text: 'Calculadora de lucro com criptomoedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
