import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'xrp',
  coinId: 'ripple',
  name: 'XRP',
  symbol: 'XRP',
  layout: 'faq-card',
  intro: [
    'Este conversor transforma cualquier cantidad de XRP en euros, pesos mexicanos, dólares estadounidenses u otra moneda fiat o criptomoneda, con tipos de cambio de mercado que se actualizan a lo largo del día. Introduzca una cantidad, elija XRP y la moneda que desee, y el resultado aparecerá junto con el tipo de cambio y su inverso.',
    'XRP es el activo nativo de XRP Ledger, una red pública creada para pagos rápidos y de bajo costo. A continuación encontrará una breve guía sobre cómo funciona la conversión, qué es XRP, qué mueve su precio frente al euro, el dólar u otras monedas, y dónde suele comprarse y venderse.',
  ],
  converting:
    'Abra la pestaña «Cripto a FIAT», escriba el número de monedas en el campo «Cantidad», elija XRP en la lista «De» y la moneda que le interese (por ejemplo EUR, MXN o USD) en la lista «A», y el conversor mostrará el valor resultante junto con el tipo de cambio de un XRP y el de una unidad de esa moneda. Use el botón de intercambio para convertir en sentido contrario, de esa moneda a XRP. Los tipos de cambio son la mediana de los precios de CoinGecko y de los exchanges que cotizan XRP, se actualizan cada minuto, y el botón «Actualizar» obtiene una nueva cotización como máximo una vez cada 10 segundos. Si no se pueden cargar datos en vivo, la página lo indica y las cifras mostradas son aproximadas.',
  valueTable: {
    caption: 'Valores ilustrativos de XRP en USD',
    rows: [
      { amount: '1 XRP', value: '0,50–0,60 USD' },
      { amount: '10 XRP', value: '5–6 USD' },
      { amount: '100 XRP', value: '50–60 USD' },
      { amount: '1000 XRP', value: '500–600 USD' },
    ],
    note: 'Esta tabla es una ilustración tomada de un periodo anterior, en el que XRP cotizaba aproximadamente a 0,50–0,60 USD. No refleja el precio actual. Utilice el conversor en vivo de más arriba para conocer el tipo de cambio vigente de XRP.',
  },
  faq: {
    what: {
      question: '¿Qué es XRP?',
      answer: [
        'XRP es el activo digital nativo de XRP Ledger, una blockchain pública de código abierto que entró en funcionamiento en 2012. El libro contable lo crearon los desarrolladores David Schwartz, Jed McCaleb y Arthur Britto, y la empresa que hoy se conoce como Ripple se constituyó por las mismas fechas y recibió una gran parte de las monedas. Los 100.000 millones de XRP se crearon al lanzarse el libro contable; no hay minería, y una comisión ínfima que se destruye con cada transacción reduce lentamente la oferta.',
        'En lugar de la prueba de trabajo o la prueba de participación, XRP Ledger utiliza su propio protocolo de consenso, en el que validadores independientes acuerdan cada pocos segundos una nueva versión del libro contable. Toda cuenta debe mantener una pequeña reserva mínima de XRP. Durante muchos años esa reserva base fue de 10 XRP, pero se ha ido reduciendo con el tiempo, así que compruebe la reserva vigente antes de depositar fondos en una cuenta nueva.',
      ],
    },
    unique: {
      question: '¿En qué se diferencia XRP de Ripple?',
      answer: [
        'Ripple es una empresa privada que desarrolla productos de pagos y custodia para bancos y empresas, mientras que XRP es el activo y XRP Ledger es la red pública en la que funciona. Ripple utiliza XRP en algunos de sus servicios de pagos transfronterizos, pero el libro contable es de código abierto y cualquiera puede operar un validador, tener XRP o desarrollar sobre la red sin intervención de la empresa.',
        'XRP Ledger se diseñó desde el principio para pagos: las transacciones se liquidan en pocos segundos, las comisiones son una fracción de centavo y el libro contable incluye un exchange descentralizado integrado para negociar tokens emitidos. Ese enfoque en liquidaciones rápidas y económicas es lo que lo distingue de las plataformas de contratos inteligentes de uso general.',
      ],
    },
    rateFactors: {
      question: '¿Qué influye en el precio de XRP?',
      answer: [
        'Como otras criptomonedas, el precio de XRP se forma por la oferta y la demanda en muchos exchanges, por lo que su cotización evoluciona con el sentimiento general del mercado cripto, el volumen de negociación y la liquidez. Las noticias sobre la empresa Ripple, incluidos los procesos judiciales y las novedades regulatorias en Estados Unidos y otros países, han movido el precio con fuerza en el pasado.',
        'Otros factores son la adopción de XRP para pagos, las liberaciones de los XRP que Ripple mantiene en depósito en garantía (escrow), las incorporaciones y retiradas de listados en exchanges y las condiciones económicas generales que afectan al apetito por el riesgo. Como el tipo de cambio puede variar rápidamente, tome cualquier cifra como una instantánea y consulte el conversor en vivo antes de operar.',
      ],
    },
    whereToBuy: {
      question: '¿Dónde puedo comprar o vender XRP?',
      intro:
        'XRP es una de las criptomonedas con más presencia en los exchanges, y en la mayoría de las grandes plataformas se negocia frente al dólar estadounidense, el euro, stablecoins y bitcoin. Entre los exchanges conocidos que cotizan XRP figuran:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'OKX', 'Bybit'],
      note: 'Si prefiere guardar XRP usted mismo, billeteras como Xaman (antes Xumm) y las billeteras de hardware de Ledger son compatibles con XRP Ledger. Recuerde que una cuenta nueva necesita la reserva mínima y que muchos exchanges exigen una etiqueta de destino (destination tag) al depositar, así que cópiela exactamente.',
      reminder:
        'La disponibilidad depende del país en el que resida, y las comisiones de negociación suelen rondar el 0,1–0,5 % por operación. Utilice exchanges reputados y regulados, active la autenticación de dos factores y no comparta nunca su frase semilla ni la guarde en línea.',
    },
  },
  related: [
    { text: 'XRP a EUR', href: '/xrp-to-eur' },
    { text: 'XRP a GBP', href: '/xrp-to-gbp' },
    { text: 'XRP a BTC', href: '/xrp-to-btc' },
    { text: '100 XRP a USD', href: '/xrp-to-usd/100' },
    { text: '1000 XRP a USD', href: '/xrp-to-usd/1000' },
    { text: 'USD a XRP', href: '/usd-to-xrp' },
    { text: 'Calculadora de ganancias de criptomonedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
