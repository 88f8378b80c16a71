import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'hlq',
  coinId: 'hyperliquid',
  name: 'Hyperliquid',
  symbol: 'HYPE',
  layout: 'faq-card',
  intro: [
    'Este conversor muestra cuánto vale el token de Hyperliquid en euros, pesos mexicanos, dólares estadounidenses y otras monedas. La dirección de la página usa hlq como nombre abreviado de Hyperliquid, pero el token cotiza con el ticker HYPE, que es el símbolo que verá en el conversor y en los exchanges.',
    'Hyperliquid es una blockchain creada principalmente para dar soporte a una plataforma de negociación rápida y totalmente on-chain de futuros perpetuos y mercados al contado. HYPE se lanzó en noviembre de 2024 y se utiliza para proteger la red mediante staking y para pagar la actividad que se realiza en ella.',
  ],
  converting:
    'Para convertir Hyperliquid a la moneda elegida, seleccione la pestaña «Cripto a FIAT», introduzca su cantidad y elija HYPE en «De» y la moneda que le interese (por ejemplo EUR, MXN o USD) en «A». El conversor utiliza la mediana de los precios de CoinGecko y de los exchanges que cotizan HYPE, actualizada cada minuto, y puede solicitar una nueva cotización con «Actualizar» una vez cada 10 segundos. El resultado muestra también el tipo de cambio inverso, es decir, cuántos HYPE se compran con una unidad de esa moneda. Cuando los datos en vivo no están disponibles, la página marca los valores como aproximados.',
  faq: {
    what: {
      question: '¿Qué es Hyperliquid (HYPE)?',
      answer: [
        'Hyperliquid es una blockchain de capa 1 cuya aplicación más conocida es su propio exchange, en el que cada orden, cancelación y operación se registra on-chain en un libro de órdenes, y no mediante un pool de liquidez. El proyecto lo inició un pequeño equipo dirigido por Jeff Yan, procedente del mundo del trading, y no recaudó fondos de inversores de capital de riesgo.',
        'HYPE es el token nativo. Se lanzó en noviembre de 2024 y una gran parte de su oferta total de mil millones se distribuyó entre los primeros usuarios de la plataforma. Validadores y delegadores hacen staking de HYPE bajo un consenso de prueba de participación llamado HyperBFT, y HYPE es el token de gas de HyperEVM, el entorno de contratos inteligentes de la red.',
      ],
    },
    unique: {
      question: '¿Qué hace único a Hyperliquid?',
      answer: [
        'La mayoría de los exchanges descentralizados se basan en creadores de mercado automatizados (AMM) o mantienen partes del motor de negociación fuera de la cadena. Hyperliquid gestiona un libro de órdenes completo en su propia cadena, con el objetivo de ofrecer velocidades cercanas a las de un exchange centralizado y permitir al mismo tiempo que los usuarios operen desde una billetera de autocustodia.',
        'Una parte de las comisiones de negociación de la plataforma se ha destinado a comprar HYPE en el mercado mediante un mecanismo conocido como Assistance Fund, lo que vincula estrechamente el token a la actividad de negociación. HyperEVM permite además a otros desarrolladores crear aplicaciones que se conectan a la liquidez del exchange.',
      ],
    },
    rateFactors: {
      question: '¿Qué influye en el precio de HYPE?',
      answer: [
        'HYPE tiende a seguir al mercado cripto en general y, como Hyperliquid es una plataforma de negociación, su precio también es sensible al volumen de negociación y a los ingresos por comisiones de la plataforma, que suben y bajan con la actividad del mercado.',
        'Los desbloqueos de tokens para colaboradores, la participación en el staking, la competencia de otros exchanges, los incidentes de seguridad, la actitud de los reguladores ante la negociación de derivados y el valor del dólar estadounidense, o de la moneda con la que se compare, pueden influir en la cotización.',
      ],
    },
    whereToBuy: {
      question: '¿Dónde puedo comprar o vender HYPE?',
      intro:
        'HYPE se negocia en la propia Hyperliquid y en varios exchanges centralizados, normalmente frente a USDT o USDC. Entre los exchanges consolidados que lo cotizan figuran:',
      exchanges: ['Bybit', 'OKX', 'KuCoin', 'Gate.io', 'Bitget', 'MEXC'],
      note: 'También puede negociar HYPE directamente en el mercado al contado de Hyperliquid conectando una billetera de autocustodia y depositando USDC, que normalmente se transfieren mediante un puente desde Arbitrum. En cualquier exchange, busque el ticker HYPE y no hlq, y compruebe que está en el sitio web oficial de Hyperliquid antes de conectar una billetera.',
      reminder:
        'Utilice plataformas reputadas, active la autenticación de dos factores en sus cuentas de exchange y no revele nunca su frase semilla ni firme transacciones que no entienda.',
    },
  },
  related: [
    { text: 'HYPE a EUR', href: '/hlq-to-eur' },
    { text: 'HYPE a GBP', href: '/hlq-to-gbp' },
    { text: 'HYPE a CHF', href: '/hlq-to-chf' },
    { text: '10 HYPE a USD', href: '/hlq-to-usd/10' },
    { text: 'Calculadora de ganancias de criptomonedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
