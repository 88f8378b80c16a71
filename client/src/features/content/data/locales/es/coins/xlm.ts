import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'xlm',
  coinId: 'stellar',
  name: 'Stellar',
  symbol: 'XLM',
  layout: 'faq-card',
  intro: [
    'Utilice este conversor para conocer el valor de los lúmenes de Stellar (XLM) en euros, pesos mexicanos, dólares estadounidenses u otra moneda. Funciona con tipos de cambio de mercado en tiempo real y muestra el importe convertido, el precio de un XLM y el tipo de cambio inverso.',
    'Stellar es una red de pagos abierta diseñada para mover dinero, incluidas versiones digitales de monedas tradicionales, de forma rápida y barata. Las secciones siguientes explican cómo convertir XLM, para qué sirve Stellar, qué influye en su precio y dónde se pueden comprar o vender XLM.',
  ],
  converting:
    'Elija la pestaña «Cripto a FIAT», escriba una cantidad y seleccione XLM como moneda «De» y la moneda que le interese (por ejemplo EUR, MXN o USD) como moneda «A». El conversor muestra el valor resultante, el tipo de cambio de XLM a esa moneda y el inverso, y el botón de intercambio invierte el par. Los tipos de cambio son la mediana de los precios de CoinGecko y de los exchanges que cotizan XLM y se actualizan cada minuto; el botón «Actualizar» puede usarse una vez cada 10 segundos. Si no hay datos en vivo disponibles, la página le indica que los valores son aproximados.',
  faq: {
    what: {
      question: '¿Qué es Stellar (XLM)?',
      answer: [
        'Stellar es una red blockchain pública lanzada en 2014 por Jed McCaleb y Joyce Kim. Su desarrollo cuenta con el respaldo de la Stellar Development Foundation, una organización sin fines de lucro. Su activo nativo es el lumen, que cotiza con el ticker XLM.',
        'Stellar no utiliza minería. Se basa en el Stellar Consensus Protocol, un sistema de acuerdo bizantino federado en el que cada validador elige un conjunto de otros nodos en los que confía, y los libros contables se cierran aproximadamente cada cinco segundos. En 2019 la fundación quemó cerca de la mitad de los lúmenes existentes, y no se crean nuevos XLM mediante inflación.',
      ],
    },
    unique: {
      question: '¿Para qué se utiliza Stellar?',
      answer: [
        'Stellar está pensada para pagos y para la emisión de activos digitales. Bancos, empresas de pagos y otras organizaciones, conocidas como anchors, pueden emitir tokens que representan monedas como el dólar estadounidense, y la red incluye un exchange descentralizado integrado capaz de convertir entre activos dentro de un mismo pago.',
        'XLM paga las comisiones mínimas de las transacciones que protegen la red frente al spam, y cada cuenta debe mantener un saldo mínimo de lúmenes. En 2024 Stellar incorporó Soroban, una plataforma de contratos inteligentes que amplía la red más allá de los pagos simples.',
      ],
    },
    rateFactors: {
      question: '¿Qué influye en el precio de XLM?',
      answer: [
        'Como otras criptomonedas, el precio de XLM se forma por la oferta y la demanda en los exchanges, y tiende a moverse con el mercado cripto en general. La adopción de Stellar por parte de empresas de pagos e instituciones financieras, y el crecimiento de los activos y las aplicaciones de la red, pueden influir en la demanda.',
        'Otros factores son las liberaciones de lúmenes en poder de la Stellar Development Foundation, la competencia de otras redes de pago, las novedades regulatorias, los listados en exchanges y las condiciones económicas generales. Consulte el conversor en vivo para conocer el tipo de cambio actual.',
      ],
    },
    whereToBuy: {
      question: '¿Dónde puedo comprar o vender XLM?',
      intro:
        'XLM cotiza en muchas plataformas y se negocia frente a monedas fiat, stablecoins y bitcoin. Entre los exchanges veteranos que ofrecen XLM figuran:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'OKX', 'KuCoin'],
      note: 'También puede guardar XLM en una billetera de Stellar, como LOBSTR, o en una billetera de hardware Ledger, y operar en el exchange descentralizado integrado de Stellar. Una cuenta nueva debe dotarse de un pequeño saldo mínimo, y muchos exchanges exigen un memo en los depósitos, así que inclúyalo exactamente como se indica.',
      reminder:
        'Elija exchanges reputados que estén disponibles en su región, active la autenticación de dos factores y no facilite nunca a nadie su clave secreta ni su frase semilla.',
    },
  },
  related: [
    { text: 'XLM a EUR', href: '/xlm-to-eur' },
    { text: 'XLM a GBP', href: '/xlm-to-gbp' },
    { text: 'XLM a BTC', href: '/xlm-to-btc' },
    { text: 'XLM a XRP', href: '/xlm-to-xrp' },
    { text: '1000 XLM a USD', href: '/xlm-to-usd/1000' },
    { text: 'Calculadora de ganancias de criptomonedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
