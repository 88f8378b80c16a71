import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'bnb',
  coinId: 'binancecoin',
  name: 'BNB',
  symbol: 'BNB',
  layout: 'guide',
  intro: [
    'BNB es la moneda nativa de BNB Chain y está estrechamente vinculada al exchange Binance, donde apareció por primera vez en 2017. Sirve para pagar las comisiones de gas en BNB Smart Chain, se puede delegar en validadores mediante staking y ofrece a sus tenedores descuentos y otras ventajas en Binance.',
    'Este conversor muestra el valor de BNB en euros, pesos mexicanos, dólares estadounidenses u otras monedas con datos de mercado en tiempo real. Escriba una cantidad de BNB para ver su equivalente y el tipo de cambio inverso, o cambie la moneda de destino por otra moneda fiat o por otra criptomoneda.',
  ],
  converting:
    'Convertir BNB a la moneda elegida consiste en multiplicar su cantidad de BNB por el tipo de cambio de mercado vigente. El conversor toma como referencia la mediana de los precios de CoinGecko y de los exchanges que cotizan BNB, y la actualiza cada minuto. El precio que obtenga al vender puede variar ligeramente, porque cada exchange fija su propio spread y sus propias comisiones de negociación.',
  guide: {
    steps: [
      'Elija la pestaña «Cripto a FIAT», ya que va a convertir una criptomoneda en una moneda tradicional.',
      'Abra el selector «De» y elija BNB como moneda de origen. Puede buscarla por su nombre o escribiendo el ticker.',
      'Abra el selector «A» y elija la moneda de destino, por ejemplo EUR, MXN o USD, para ver el valor en esa moneda.',
      'Introduzca la cantidad de BNB en el campo «Cantidad», ya sea un número entero o una fracción como 0,05 BNB.',
      'Consulte el valor convertido junto con el tipo de cambio y el tipo de cambio inverso, que indica cuántos BNB vale una unidad de la moneda elegida.',
      'Pulse «Actualizar» para obtener la cifra más reciente (disponible una vez cada 10 segundos) o use el botón de intercambio para convertir en sentido contrario, de esa moneda a BNB.',
    ],
    priceFactors: [
      {
        title: 'Binance y su ecosistema',
        text: 'Como BNB está vinculada a Binance, las noticias sobre el exchange, como sus volúmenes de negociación, los cambios en sus productos o sus asuntos legales y regulatorios, suelen afectar a esta moneda más que a la mayoría de los activos.',
      },
      {
        title: 'Quemas de tokens',
        text: 'BNB comenzó con una oferta de 200 millones de monedas, y las quemas periódicas retiran monedas de la circulación con el objetivo a largo plazo de llegar a 100 millones. Las cantidades quemadas se publican, y una oferta decreciente es uno de los factores que influyen en el precio.',
      },
      {
        title: 'Uso de BNB Chain',
        text: 'La actividad en BNB Smart Chain, como los exchanges descentralizados, los lanzamientos de tokens y los juegos, genera demanda de BNB para pagar las comisiones de las transacciones.',
      },
      {
        title: 'Condiciones generales del mercado',
        text: 'BNB suele moverse en línea con el mercado cripto en general, por lo que su cotización refleja los cambios en el precio de Bitcoin, la liquidez y el sentimiento de los inversores.',
      },
    ],
    whyConvert: [
      {
        title: 'Valorar su saldo',
        text: 'Una conversión rápida de BNB le indica cuánto valen, al tipo de cambio actual y en su moneda, las monedas que tiene en su cuenta de un exchange o en su billetera.',
      },
      {
        title: 'Estimar comisiones y recompensas',
        text: 'Si paga comisiones de negociación en BNB o recibe BNB como recompensas de staking, convertirlos le ayuda a entender qué suponen esas cantidades en dinero de uso cotidiano.',
      },
      {
        title: 'Comprobar una cotización',
        text: 'Comparar la cotización de un exchange o de un servicio de pago con el tipo de cambio de mercado en vivo muestra el tamaño del spread o de la comisión antes de confirmar una operación.',
      },
      {
        title: 'Llevar un registro',
        text: 'Anotar el valor de BNB en su moneda cuando compra, vende o gasta resulta útil para el presupuesto personal y, cuando corresponda, para la declaración de impuestos.',
      },
    ],
    closing: {
      title: 'Cómo usar el conversor de BNB',
      paragraphs: [
        'Los tipos de cambio que aparecen aquí son tipos de mercado en tiempo real, la mediana de los precios de CoinGecko y de los exchanges que cotizan BNB, actualizados cada minuto, y los valores que se muestran en tablas son aproximados. Si no se pueden cargar datos en vivo, la página indica que está mostrando valores aproximados.',
        'Para conocer un importe exacto, compruebe siempre el precio final en el exchange o la aplicación que utilice, ya que las comisiones y los spreads varían de una plataforma a otra.',
      ],
    },
  },
  faq: {
    what: {
      question: '¿Qué es BNB?',
      answer: [
        'Binance creó BNB en 2017 y la emitió inicialmente como token en Ethereum durante la oferta inicial de monedas (ICO) del exchange. En 2019 se trasladó a la blockchain propia de Binance, y hoy es la moneda nativa de BNB Chain, cuya red principal es BNB Smart Chain.',
        'BNB Smart Chain es compatible con la Máquina Virtual de Ethereum (EVM), por lo que muchas herramientas y contratos inteligentes de Ethereum funcionan en ella. La red está protegida por un conjunto de validadores que hacen staking de BNB, un modelo que suele denominarse Proof of Staked Authority.',
      ],
    },
    unique: {
      question: '¿Para qué se utiliza BNB?',
      answer: [
        'BNB sirve para pagar las comisiones de gas en BNB Smart Chain y sus redes relacionadas, y puede delegarse mediante staking para respaldar a los validadores. En Binance se puede usar para obtener descuentos en las comisiones de negociación y para participar en ventas de tokens y otros programas.',
        'Lo que distingue a BNB de muchas otras monedas es su doble función: es a la vez el combustible de una blockchain de uso general y un token de utilidad de uno de los mayores exchanges de criptomonedas, y cuenta con un programa de quemas público que reduce la oferta total con el tiempo.',
      ],
    },
    rateFactors: {
      question: '¿Qué influye en el precio de BNB?',
      answer: [
        'El precio de BNB depende de la demanda de negociación, las noticias sobre Binance, la actividad en BNB Chain, las quemas de tokens programadas, las novedades regulatorias y la tendencia del mercado cripto en general.',
        'El conversor lee datos de mercado en vivo que se actualizan cada minuto, así que consulte el tipo de cambio en vivo que aparece más arriba para conocer el valor actual.',
      ],
    },
    whereToBuy: {
      question: '¿Dónde puedo comprar o vender BNB?',
      intro:
        'BNB se negocia en Binance y en muchos otros grandes exchanges, aunque la disponibilidad depende del país en el que resida y algunas plataformas estadounidenses no la cotizan. Entre los exchanges consolidados que ofrecen BNB figuran:',
      exchanges: ['Binance', 'OKX', 'Bybit', 'KuCoin', 'Gate.io', 'Bitget'],
      note: 'Para la autocustodia, billeteras como Trust Wallet y MetaMask son compatibles con BNB Smart Chain, y exchanges descentralizados como PancakeSwap le permiten intercambiar BNB por otros tokens de la red. Asegúrese de enviar BNB por la red que espera su billetera.',
      reminder:
        'Elija exchanges reputados que operen legalmente en su región, active la autenticación de dos factores y guarde su frase semilla sin conexión y en privado; ningún servicio legítimo se la pedirá nunca.',
    },
  },
  related: [
    { text: 'BNB a EUR', href: '/bnb-to-eur' },
    { text: 'BNB a GBP', href: '/bnb-to-gbp' },
    { text: 'BNB a BTC', href: '/bnb-to-btc' },
    { text: 'BNB a ETH', href: '/bnb-to-eth' },
    { text: 'USD a BNB', href: '/usd-to-bnb' },
    { text: 'Calculadora de ganancias de criptomonedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
