import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'ada',
  coinId: 'cardano',
  name: 'Cardano',
  symbol: 'ADA',
  layout: 'guide',
  intro: [
    'Cardano es una blockchain de prueba de participación (proof of stake) lanzada en 2017, y ADA es su criptomoneda nativa. ADA se utiliza para pagar las comisiones de las transacciones, para delegar participación en los pools que producen bloques y para votar sobre la gobernanza de la red.',
    'Este conversor transforma cualquier cantidad de ADA en euros, pesos mexicanos, dólares estadounidenses u otras monedas con datos de mercado en tiempo real. Escriba su saldo de ADA para ver su valor y el tipo de cambio inverso, o cambie a otra moneda fiat o a otra criptomoneda.',
  ],
  converting:
    'Convertir Cardano a la moneda elegida es una simple multiplicación de su cantidad de ADA por el tipo de cambio de mercado vigente. El conversor toma como referencia la mediana de los precios de CoinGecko y de los exchanges que cotizan ADA y la actualiza cada minuto, de modo que la cifra refleja la negociación reciente en muchos exchanges. Cuando venda de verdad, el exchange puede cobrar una comisión o aplicar un spread que reduzca ligeramente el importe que reciba.',
  guide: {
    steps: [
      'Elija la pestaña «Cripto a FIAT», en la parte superior del conversor, para convertir una criptomoneda en una moneda fiat.',
      'Use el selector «De» para buscar Cardano o ADA y selecciónela como moneda de origen.',
      'Use el selector «A» para elegir la moneda de destino, por ejemplo EUR, MXN o USD, de modo que el resultado se muestre en esa moneda.',
      'Introduzca la cantidad de ADA en el campo «Cantidad»; se aceptan tanto monedas enteras como cantidades con decimales.',
      'Consulte el resultado en la moneda elegida junto con el tipo de cambio y el tipo de cambio inverso, que indica cuántos ADA se compran con una unidad de esa moneda.',
      'Pulse «Actualizar» para obtener el tipo de cambio más reciente, algo que puede hacer una vez cada 10 segundos, o toque el botón de intercambio para convertir de esa moneda a ADA.',
    ],
    priceFactors: [
      {
        title: 'Hitos de desarrollo',
        text: 'Cardano se actualiza en fases planificadas, como la incorporación de los contratos inteligentes en 2021 y, más adelante, de la gobernanza on-chain. Los avances o retrasos en estas actualizaciones pueden cambiar la forma en que se valora ADA.',
      },
      {
        title: 'Actividad del ecosistema',
        text: 'El número de aplicaciones, exchanges descentralizados y usuarios en Cardano influye en la demanda de transacciones y en el interés por tener ADA.',
      },
      {
        title: 'Oferta máxima fija',
        text: 'ADA tiene una oferta máxima de 45.000 millones de monedas. Los nuevos ADA entran en circulación de forma gradual desde una reserva como recompensas de staking, por lo que el ritmo de emisión se ralentiza con el tiempo.',
      },
      {
        title: 'Sentimiento del mercado',
        text: 'ADA suele moverse con el mercado cripto en general, incluidos los cambios en el precio de Bitcoin, la liquidez y la actitud ante el riesgo.',
      },
      {
        title: 'Regulación',
        text: 'Las normas sobre cómo se clasifican, se cotizan y tributan las criptomonedas en los grandes mercados pueden afectar al acceso a ADA y a su demanda.',
      },
    ],
    whyConvert: [
      {
        title: 'Ver su saldo en su moneda',
        text: 'Convertir ADA muestra el valor en euros, dólares u otra moneda del saldo de una billetera o de un exchange, lo que facilita relacionarlo con el gasto cotidiano.',
      },
      {
        title: 'Valorar las recompensas de staking',
        text: 'Quienes delegan reciben recompensas en ADA en cada época; convertirlas le ayuda a entender cuánto valen al tipo de cambio de hoy.',
      },
      {
        title: 'Comprobar antes de operar',
        text: 'Un tipo de cambio de referencia en vivo le permite comparar el precio que ofrece un exchange con la media del mercado antes de comprar o vender.',
      },
      {
        title: 'Presupuesto e impuestos',
        text: 'Llevar un registro del valor de ADA en su moneda en el momento de cada transacción ayuda con el presupuesto personal y con la declaración de impuestos cuando sea obligatoria.',
      },
    ],
    closing: {
      title: 'Cómo usar el conversor de ADA',
      paragraphs: [
        'Esta página muestra tipos de cambio de mercado en tiempo real que se actualizan cada minuto, cada uno de ellos la mediana de los precios de CoinGecko y de los exchanges que cotizan ADA, y los valores que aparecen en tablas son aproximados. Si los datos en vivo no están disponibles por un momento, la página indica que está mostrando valores aproximados.',
        'Use el conversor como referencia rápida y confirme el precio exacto en el exchange que elija antes de completar una operación.',
      ],
    },
  },
  faq: {
    what: {
      question: '¿Qué es Cardano (ADA)?',
      answer: [
        'Cardano es una blockchain pública lanzada en 2017 y encabezada por Charles Hoskinson, cofundador de Ethereum. La desarrollan varias organizaciones, entre ellas Input Output (IOG), la Cardano Foundation y Emurgo. La moneda debe su nombre a Ada Lovelace, y su unidad más pequeña, el lovelace, es una millonésima parte de un ADA.',
        'Cardano utiliza un protocolo de prueba de participación llamado Ouroboros, desarrollado mediante investigación académica revisada por pares. Los tenedores de ADA pueden delegar su participación en stake pools sin bloquear sus monedas, y reciben recompensas por ayudar a proteger la red.',
      ],
    },
    unique: {
      question: '¿Qué diferencia a Cardano de otras blockchains?',
      answer: [
        'Cardano pone el acento en un enfoque basado en la investigación: muchos de sus protocolos se describen en artículos académicos antes de desarrollarse. Utiliza un modelo contable UTXO extendido, una evolución del modelo que usa Bitcoin, que permite conocer el resultado de una transacción antes de enviarla.',
        'ADA se utiliza para las comisiones de las transacciones, la delegación de staking y la gobernanza on-chain, en la que los tenedores pueden participar en las decisiones sobre el gasto de la tesorería y los cambios del protocolo. Los contratos inteligentes de Cardano se escriben con herramientas construidas en torno a la plataforma Plutus.',
      ],
    },
    rateFactors: {
      question: '¿Qué influye en el precio de ADA?',
      answer: [
        'El precio de ADA refleja la oferta y la demanda en los exchanges. Influyen en él las actualizaciones de la red, el crecimiento de las aplicaciones en Cardano, la participación en el staking, las noticias regulatorias y el mercado cripto en general.',
        'Como estos factores cambian constantemente, el conversor utiliza precios en vivo que se actualizan cada minuto. Consulte el tipo de cambio en vivo que aparece más arriba para conocer el valor actual.',
      ],
    },
    whereToBuy: {
      question: '¿Dónde puedo comprar o vender ADA?',
      intro:
        'ADA está disponible en la mayoría de los grandes exchanges de criptomonedas, donde puede negociarse a cambio de dólares estadounidenses, otras monedas fiat o stablecoins. Entre los exchanges consolidados que cotizan ADA figuran:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'Para la autocustodia y el staking, billeteras de Cardano como Lace, Eternl y Yoroi le permiten guardar ADA y delegar en un stake pool, y exchanges descentralizados como Minswap le permiten intercambiar ADA por tokens nativos de Cardano.',
      reminder:
        'Limítese a exchanges reputados, active la autenticación de dos factores y guarde su frase de recuperación sin conexión; no la introduzca nunca en un sitio web ni la comparta con nadie que diga ofrecerle soporte.',
    },
  },
  related: [
    { text: 'ADA a EUR', href: '/ada-to-eur' },
    { text: 'ADA a GBP', href: '/ada-to-gbp' },
    { text: 'ADA a BTC', href: '/ada-to-btc' },
    { text: 'ADA a ETH', href: '/ada-to-eth' },
    { text: 'USD a ADA', href: '/usd-to-ada' },
    { text: 'Calculadora de ganancias de criptomonedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
