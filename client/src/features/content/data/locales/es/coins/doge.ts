import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'doge',
  coinId: 'dogecoin',
  name: 'Dogecoin',
  symbol: 'DOGE',
  layout: 'guide',
  intro: [
    'Dogecoin nació en diciembre de 2013 como una criptomoneda desenfadada, bautizada en honor a un popular meme de internet protagonizado por un perro de raza shiba inu. Desde entonces se ha convertido en una de las monedas más conocidas, utilizada para propinas, pagos pequeños y negociación, y DOGE sigue siendo la moneda nativa de su propia blockchain de prueba de trabajo (proof of work).',
    'Este conversor muestra cuánto valen sus DOGE en euros, pesos mexicanos, dólares estadounidenses u otras monedas con datos de mercado en tiempo real. Introduzca cualquier cantidad de Dogecoin para ver su valor y el tipo de cambio inverso, o elija otra moneda o criptomoneda como destino.',
  ],
  converting:
    'Para convertir Dogecoin a la moneda elegida, escriba la cantidad de DOGE y el conversor la multiplica por el tipo de cambio de mercado vigente: la mediana de los precios de CoinGecko y de los exchanges que cotizan DOGE, que se actualiza cada minuto. Como un solo DOGE suele valer poco dinero, es habitual convertir cantidades grandes; el resultado muestra el valor total junto con el tipo de cambio utilizado.',
  guide: {
    steps: [
      'Seleccione la pestaña «Cripto a FIAT» para convertir una criptomoneda en una moneda fiat.',
      'En el selector «De», busque Dogecoin o DOGE y elíjala como moneda de origen.',
      'En el selector «A», elija la moneda en la que quiere ver el valor, por ejemplo EUR, MXN o USD.',
      'Escriba en el campo «Cantidad» cuántos DOGE quiere convertir, por ejemplo 100, 2500 o una fracción de moneda.',
      'Consulte el resultado en la moneda elegida junto con el tipo de cambio y el tipo de cambio inverso, que indica cuántos DOGE se compran con una unidad de esa moneda.',
      'Use «Actualizar» para cargar el tipo de cambio más reciente (permitido una vez cada 10 segundos) o pulse el botón de intercambio para convertir de esa moneda a DOGE.',
    ],
    priceFactors: [
      {
        title: 'Comunidad y redes sociales',
        text: 'Dogecoin cuenta con una gran comunidad en internet, y las publicaciones de figuras públicas conocidas han movido su precio con fuerza en algunas ocasiones. En una moneda con este perfil, el sentimiento puede cambiar con rapidez.',
      },
      {
        title: 'Oferta inflacionaria',
        text: 'Dogecoin no tiene una oferta máxima. Los mineros reciben 10.000 DOGE fijos por bloque, lo que añade cada año un número constante de monedas nuevas mientras el crecimiento porcentual disminuye lentamente.',
      },
      {
        title: 'Pagos y adopción',
        text: 'Los comercios y servicios de pago que aceptan DOGE, y las aplicaciones que permiten enviarlo, influyen en la demanda práctica que tiene la moneda.',
      },
      {
        title: 'Mercado cripto en general',
        text: 'DOGE tiende a seguir la dirección del mercado cripto en su conjunto, y las monedas impulsadas por la especulación pueden reaccionar con más fuerza que la media ante las oscilaciones del mercado.',
      },
    ],
    whyConvert: [
      {
        title: 'Entender unidades pequeñas',
        text: 'Como un DOGE suele valer poco en comparación con un euro o un dólar, convertirlo a su moneda facilita ver a cuánto equivale realmente un saldo de miles de monedas.',
      },
      {
        title: 'Valorar una propina o un pago',
        text: 'Si envía o recibe Dogecoin como propina o como pago, el conversor le indica su valor en su moneda para que ambas partes sepan cuánto se ha intercambiado.',
      },
      {
        title: 'Comparar antes de operar',
        text: 'Consultar el tipo de cambio de DOGE en vivo antes de vender le ayuda a detectar spreads o comisiones inusualmente altos en la plataforma que utilice.',
      },
      {
        title: 'Llevar sus registros',
        text: 'Registrar el valor de DOGE en su moneda en el momento de cada transacción resulta útil para el presupuesto y, cuando corresponda, para la declaración de impuestos.',
      },
    ],
    closing: {
      title: 'Cómo usar el conversor de DOGE',
      paragraphs: [
        'Todos los tipos de cambio de esta página son tipos de mercado en tiempo real, la mediana de los precios de CoinGecko y de los exchanges que cotizan DOGE, y los valores que se muestran en tablas son aproximados. Si los precios en vivo no están disponibles temporalmente, la página indica que está mostrando valores aproximados.',
        'El precio de Dogecoin puede moverse con rapidez, así que compruebe el importe final en el exchange o la billetera que utilice antes de confirmar cualquier operación.',
      ],
    },
  },
  faq: {
    what: {
      question: '¿Qué es Dogecoin (DOGE)?',
      answer: [
        'Dogecoin es una criptomoneda creada en 2013 por los ingenieros de software Billy Markus y Jackson Palmer, que la concibieron como una alternativa amigable y humorística a Bitcoin. Su logotipo es el perro shiba inu del meme «Doge».',
        'Dogecoin funciona sobre su propia blockchain de prueba de trabajo con el algoritmo Scrypt, el mismo que utiliza Litecoin, y desde 2014 puede minarse de forma combinada (merge mining) junto con Litecoin. Se genera un bloque nuevo aproximadamente cada minuto, lo que hace que las confirmaciones sean relativamente rápidas.',
      ],
    },
    unique: {
      question: '¿En qué se diferencia Dogecoin de Bitcoin?',
      answer: [
        'Bitcoin tiene un límite fijo de 21 millones de monedas, mientras que Dogecoin no tiene límite y emite una cantidad constante de 10.000 DOGE por bloque. Además, Dogecoin produce bloques aproximadamente cada minuto en lugar de cada diez minutos, y utiliza el algoritmo de minería Scrypt en lugar de SHA-256.',
        'En la práctica, Dogecoin se usa a menudo para propinas, pagos pequeños y comunidades en línea, mientras que Bitcoin se describe con más frecuencia como una reserva de valor a largo plazo.',
      ],
    },
    rateFactors: {
      question: '¿Qué influye en el precio de DOGE?',
      answer: [
        'El precio de DOGE se forma con las compras y ventas en los exchanges. Influyen en él la atención en redes sociales, las noticias relacionadas con figuras públicas, la adopción como medio de pago, la emisión constante de monedas nuevas y el mercado cripto en general.',
        'El conversor utiliza datos en vivo que se actualizan cada minuto, así que consulte el tipo de cambio en vivo que aparece más arriba en lugar de fiarse de cifras que haya visto antes.',
      ],
    },
    whereToBuy: {
      question: '¿Dónde puedo comprar o vender DOGE?',
      intro:
        'Dogecoin cotiza en la mayoría de los grandes exchanges de criptomonedas y puede negociarse a cambio de dólares estadounidenses, otras monedas fiat y stablecoins. Entre los exchanges consolidados que ofrecen DOGE figuran:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'Para guardar DOGE usted mismo, puede utilizar la billetera oficial Dogecoin Core, una billetera multimoneda compatible con Dogecoin o una billetera de hardware como Ledger o Trezor.',
      reminder:
        'Utilice solo exchanges reputados, proteja sus cuentas con autenticación de dos factores y guarde su frase semilla anotada sin conexión; cualquiera que la tenga puede quedarse con sus monedas.',
    },
  },
  related: [
    { text: 'DOGE a EUR', href: '/doge-to-eur' },
    { text: 'DOGE a GBP', href: '/doge-to-gbp' },
    { text: 'DOGE a BTC', href: '/doge-to-btc' },
    { text: 'DOGE a SHIB', href: '/doge-to-shib' },
    { text: 'USD a DOGE', href: '/usd-to-doge' },
    { text: 'Calculadora de ganancias de criptomonedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
