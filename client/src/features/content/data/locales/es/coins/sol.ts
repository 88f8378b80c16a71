import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'sol',
  coinId: 'solana',
  name: 'Solana',
  symbol: 'SOL',
  layout: 'guide',
  intro: [
    'Solana es una blockchain de prueba de participación (proof of stake) diseñada para transacciones rápidas y de bajo costo, y SOL es su moneda nativa. SOL sirve para pagar las comisiones de la red, se delega en validadores mediante staking para ayudar a proteger la cadena y se utiliza en las billeteras, los exchanges y las aplicaciones que funcionan sobre Solana.',
    'Esta página convierte SOL a euros, pesos mexicanos, dólares estadounidenses u otras monedas con datos de mercado en tiempo real. Introduzca cualquier cantidad de SOL para ver su valor junto con el tipo de cambio inverso, o cambie la moneda de destino por otra moneda o criptomoneda si necesita una comparación distinta.',
  ],
  converting:
    'Para convertir Solana a la moneda elegida, introduzca el número de SOL que tiene o que piensa negociar, y el conversor lo multiplica por el tipo de cambio de mercado vigente. Los tipos de cambio son la mediana de los precios de CoinGecko y de los exchanges que cotizan SOL y se actualizan cada minuto, de modo que el resultado refleja la negociación reciente y no una cotización fija. Los exchanges aplican sus propios spreads y comisiones, por lo que el importe que reciba realmente al vender puede ser algo inferior.',
  guide: {
    steps: [
      'Abra la pestaña «Cripto a FIAT», en la parte superior del conversor, ya que va a convertir una criptomoneda en una moneda de curso legal.',
      'En el selector «De», busque Solana o escriba SOL y selecciónela como la moneda de origen que desea convertir.',
      'En el selector «A», elija la moneda de destino, por ejemplo EUR, MXN o USD. Los selectores admiten búsqueda, así que escribir el código es la forma más rápida de encontrarla.',
      'Escriba la cantidad de SOL en el campo «Cantidad». Funcionan tanto las monedas enteras como las fracciones, por ejemplo 0,25 o 3,5 SOL.',
      'Consulte el resultado en la moneda elegida junto con el tipo de cambio y el tipo de cambio inverso, que indica cuántos SOL se compran con una unidad de esa moneda.',
      'Pulse «Actualizar» para solicitar el tipo de cambio más reciente; puede usarse una vez cada 10 segundos. Use el botón de intercambio si prefiere convertir de esa moneda a SOL.',
    ],
    priceFactors: [
      {
        title: 'Actividad de la red',
        text: 'La demanda de espacio en los bloques de Solana, procedente de la negociación, los pagos, los juegos y los lanzamientos de tokens, impulsa el gasto en comisiones y el interés por tener SOL, lo que puede mover su precio.',
      },
      {
        title: 'Staking y oferta',
        text: 'SOL no tiene una oferta máxima fija. Se emiten nuevas monedas como recompensas de staking según un calendario de inflación decreciente, mientras que parte de cada comisión se quema, de modo que ambos factores determinan la oferta en circulación.',
      },
      {
        title: 'Fiabilidad de la red',
        text: 'Solana sufrió varias interrupciones del servicio en sus primeros años. La estabilidad, la diversidad de clientes de software y las actualizaciones influyen en cómo ven la red y su moneda los desarrolladores y los traders.',
      },
      {
        title: 'Mercado cripto en general',
        text: 'Como la mayoría de las grandes altcoins, SOL tiende a moverse con el mercado cripto en general, incluidos los cambios en el precio de Bitcoin, la liquidez y el apetito general por el riesgo.',
      },
      {
        title: 'Regulación y listados',
        text: 'Las decisiones regulatorias, los listados en exchanges y el acceso a través de productos de inversión pueden facilitar o dificultar la compra de SOL y, por tanto, afectar a su demanda.',
      },
    ],
    whyConvert: [
      {
        title: 'Saber cuánto tiene',
        text: 'Convertir SOL muestra el valor en su moneda del saldo de una billetera, de unas recompensas de staking o de un pago recibido, lo que facilita compararlo con los gastos cotidianos.',
      },
      {
        title: 'Planificar una operación',
        text: 'Antes de vender en un exchange, consultar el tipo de cambio de SOL en vivo le ayuda a valorar si un precio, un spread o una comisión ofrecidos parecen razonables.',
      },
      {
        title: 'Llevar registros',
        text: 'Muchas personas anotan el valor de SOL en su moneda en el momento de cada transacción para su presupuesto o sus registros fiscales; el conversor ofrece una cifra de referencia rápida.',
      },
      {
        title: 'Comparar monedas',
        text: 'Desde la misma página puede cambiar el destino a otra moneda, como EUR o GBP, o a otra criptomoneda, como BTC, para ver SOL en la unidad que le interese.',
      },
    ],
    closing: {
      title: 'Cómo usar el conversor de SOL',
      paragraphs: [
        'Los tipos de cambio de esta página son tipos de mercado en tiempo real, la mediana de los precios de CoinGecko y de los exchanges que cotizan SOL, y los valores que se muestran en tablas son aproximados. Si los datos en vivo dejan de estar disponibles por un momento, la página le indica que está mostrando valores aproximados.',
        'Los precios de cada exchange pueden diferir ligeramente de la media del mercado, así que tome el conversor como referencia y confirme el importe final en la plataforma en la que opere.',
      ],
    },
  },
  faq: {
    what: {
      question: '¿Qué es Solana (SOL)?',
      answer: [
        'Solana es una blockchain pública diseñada para procesar muchas transacciones de forma rápida y barata. Anatoly Yakovenko la describió en un whitepaper de 2017, y su red principal en fase beta entró en funcionamiento en marzo de 2020. SOL es la moneda nativa de la red.',
        'Solana utiliza la prueba de participación, en la que los validadores bloquean SOL para participar en la producción de bloques, combinada con una técnica de marcado temporal llamada Proof of History, que ordena las transacciones antes de que se confirmen. La unidad más pequeña de SOL es el lamport, una milmillonésima parte de una moneda.',
      ],
    },
    unique: {
      question: '¿Para qué se utiliza Solana?',
      answer: [
        'SOL se utiliza para pagar las comisiones de las transacciones en Solana y para hacer staking con validadores, lo que protege la red y genera recompensas de staking. Solana alberga exchanges descentralizados, aplicaciones de préstamo, herramientas de pago, mercados de NFT y juegos.',
        'A diferencia de las blockchains que dependen de redes de capa 2 independientes para escalar, Solana aspira a gestionar un alto rendimiento en una única capa base, lo que mantiene bajas las comisiones de las transferencias y la negociación cotidianas.',
      ],
    },
    rateFactors: {
      question: '¿Qué influye en el precio de SOL?',
      answer: [
        'El precio de SOL refleja la oferta y la demanda en exchanges de todo el mundo. Influyen en él la actividad en la red Solana, la participación en el staking, la nueva emisión, la salud del mercado cripto en general, las noticias regulatorias y los listados en exchanges.',
        'Como la cotización cambia constantemente, el conversor utiliza datos en vivo que se actualizan cada minuto. Consulte el tipo de cambio en vivo que aparece más arriba para conocer la cifra actual en lugar de fiarse de cotizaciones antiguas.',
      ],
    },
    whereToBuy: {
      question: '¿Dónde puedo comprar o vender SOL?',
      intro:
        'SOL está ampliamente disponible en los principales exchanges centralizados, donde puede negociarse a cambio de dólares estadounidenses, otras monedas fiat o stablecoins. Entre las opciones más conocidas figuran:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'Si prefiere guardar SOL usted mismo, billeteras de autocustodia como Phantom y Solflare son compatibles con Solana, y exchanges descentralizados como Jupiter y Raydium le permiten intercambiar SOL por otros tokens de Solana.',
      reminder:
        'Utilice exchanges reputados que estén disponibles en su país, active la autenticación de dos factores y no comparta nunca con nadie la frase semilla de su billetera; guárdela sin conexión, donde solo usted pueda acceder a ella.',
    },
  },
  related: [
    { text: 'SOL a EUR', href: '/sol-to-eur' },
    { text: 'SOL a GBP', href: '/sol-to-gbp' },
    { text: 'SOL a BTC', href: '/sol-to-btc' },
    { text: 'SOL a ETH', href: '/sol-to-eth' },
    { text: 'USD a SOL', href: '/usd-to-sol' },
    { text: 'Calculadora de ganancias de criptomonedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
