import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'bch',
  coinId: 'bitcoin-cash',
  name: 'Bitcoin Cash',
  symbol: 'BCH',
  layout: 'faq-card',
  intro: [
    'Este conversor transforma Bitcoin Cash (BCH) en euros, pesos mexicanos, dólares estadounidenses, otras monedas fiat u otras criptomonedas a tipos de cambio de mercado en tiempo real. Introduzca una cantidad para ver el valor convertido junto con el tipo de cambio de BCH y su inverso.',
    'Bitcoin Cash se separó de Bitcoin en 2017 con el objetivo de funcionar como efectivo electrónico de bajas comisiones. La guía que sigue explica cómo convertir BCH, en qué se diferencia de Bitcoin, qué mueve su precio y qué exchanges lo cotizan.',
  ],
  converting:
    'En la pestaña «Cripto a FIAT», introduzca el número de monedas, elija BCH como moneda «De» y la moneda que le interese (por ejemplo EUR, MXN o USD) como moneda «A», y el conversor mostrará el valor resultante con el tipo de cambio de BCH a esa moneda y el inverso. El botón de intercambio cambia el sentido de la conversión, y la pestaña «Cripto a cripto» le permite comparar BCH con BTC u otra criptomoneda. Los tipos de cambio son la mediana de los precios de CoinGecko y de los exchanges que cotizan BCH, se actualizan cada minuto, y «Actualizar» puede pulsarse una vez cada 10 segundos. Cuando los datos en vivo no están disponibles, la página advierte que las cifras son aproximadas.',
  faq: {
    what: {
      question: '¿Qué es Bitcoin Cash (BCH)?',
      answer: [
        'Bitcoin Cash es una criptomoneda creada el 1 de agosto de 2017 mediante un hard fork de la blockchain de Bitcoin. Quien tenía bitcoins en el momento de la separación recibió la misma cantidad de BCH. La bifurcación fue el resultado de un largo debate en la comunidad de Bitcoin sobre cómo escalar la red, en el que los partidarios de Bitcoin Cash defendían bloques más grandes.',
        'Al igual que Bitcoin, Bitcoin Cash utiliza minería de prueba de trabajo (proof of work) con el algoritmo SHA-256, tiene una oferta máxima de 21 millones de monedas y reduce a la mitad la recompensa por bloque aproximadamente cada cuatro años. La desarrollan varios equipos independientes y no una sola empresa.',
      ],
    },
    unique: {
      question: '¿En qué se diferencia Bitcoin Cash de Bitcoin?',
      answer: [
        'La principal diferencia es el tamaño de los bloques. Bitcoin Cash aumentó el límite de tamaño de bloque, primero a 8 MB y después a 32 MB, de modo que caben más transacciones en cada bloque y las comisiones suelen mantenerse muy bajas. Bitcoin, en cambio, conservó un tamaño de bloque base menor y recurre a Segregated Witness y a sistemas de capa 2, como Lightning Network, para escalar.',
        'Bitcoin Cash utiliza además su propio formato de direcciones, CashAddr, que normalmente empieza por «bitcoincash:» o por la letra q, y ha incorporado funciones como su propio algoritmo de ajuste de la dificultad y CashTokens para emitir tokens en la cadena. En 2018 la red volvió a dividirse, lo que dio lugar a Bitcoin SV (BSV) como moneda independiente.',
      ],
    },
    rateFactors: {
      question: '¿Qué influye en el precio de BCH?',
      answer: [
        'El precio de BCH lo fijan la oferta y la demanda en los exchanges, y tiende a seguir a Bitcoin y al mercado cripto en general. Influyen en él el uso de Bitcoin Cash para pagos, el volumen de negociación y la liquidez, y la potencia de minería de la red.',
        'Los halvings, que reducen la nueva emisión, los listados en exchanges, las noticias regulatorias y las condiciones económicas generales también pueden mover la cotización. Consulte el conversor en vivo de más arriba para conocer la cifra actual antes de comprar o vender.',
      ],
    },
    whereToBuy: {
      question: '¿Dónde puedo comprar o vender BCH?',
      intro:
        'Bitcoin Cash está disponible en la mayoría de los grandes exchanges, muchos de los cuales permiten negociarlo directamente frente al dólar estadounidense y el euro. Entre los exchanges consolidados que cotizan BCH figuran:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'Gemini', 'OKX'],
      note: 'Para la autocustodia, billeteras como Electron Cash y las billeteras de hardware de Ledger y Trezor son compatibles con Bitcoin Cash. BCH y BTC son redes distintas, así que no envíe nunca BCH a una dirección de Bitcoin ni al revés, porque las monedas podrían perderse.',
      reminder:
        'Utilice exchanges reputados que operen legalmente en su país de residencia, active la autenticación de dos factores y guarde su frase semilla anotada sin conexión y lejos de terceros.',
    },
  },
  related: [
    { text: 'BCH a EUR', href: '/bch-to-eur' },
    { text: 'BCH a GBP', href: '/bch-to-gbp' },
    { text: 'BCH a BTC', href: '/bch-to-btc' },
    { text: '1 BCH a USD', href: '/bch-to-usd/1' },
    { text: '10 BCH a USD', href: '/bch-to-usd/10' },
    { text: 'Calculadora de ganancias de criptomonedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
