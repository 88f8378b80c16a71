import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'link',
  coinId: 'chainlink',
  name: 'Chainlink',
  symbol: 'LINK',
  layout: 'guide',
  intro: [
    'Chainlink es una red descentralizada de oráculos que lleva información externa, como los precios de los activos, a las blockchains para que los contratos inteligentes puedan utilizarla. LINK es el token con el que se paga a los operadores de nodos que entregan esos datos y que puede ponerse en staking para ayudar a proteger el servicio.',
    'Este conversor muestra el valor de LINK en euros, pesos mexicanos, dólares estadounidenses u otras monedas con datos de mercado en tiempo real. Escriba cualquier cantidad de LINK para ver su valor y el tipo de cambio inverso, o cambie la moneda de destino por otra moneda fiat o por otra criptomoneda.',
  ],
  converting:
    'Para convertir Chainlink a la moneda elegida, introduzca su cantidad de LINK y el conversor la multiplica por el tipo de cambio de mercado vigente: la mediana de los precios de CoinGecko y de los exchanges que cotizan LINK, actualizada cada minuto. El resultado es una referencia basada en la negociación en muchos exchanges; el precio en una plataforma concreta puede diferir ligeramente por su spread y sus comisiones.',
  guide: {
    steps: [
      'Elija la pestaña «Cripto a FIAT», ya que va a convertir una criptomoneda en una moneda fiat.',
      'En el selector «De», busque Chainlink o LINK y selecciónelo como moneda de origen.',
      'En el selector «A», elija la moneda de destino, por ejemplo EUR, MXN o USD, para que el valor se muestre en esa moneda.',
      'Introduzca la cantidad de LINK en el campo «Cantidad»; se aceptan fracciones como 0,75 LINK.',
      'Consulte el resultado en la moneda elegida junto con el tipo de cambio y el tipo de cambio inverso, que indica cuántos LINK se compran con una unidad de esa moneda.',
      'Pulse «Actualizar» para obtener el tipo de cambio más reciente, disponible una vez cada 10 segundos, o use el botón de intercambio para convertir de esa moneda a LINK.',
    ],
    priceFactors: [
      {
        title: 'Demanda de servicios de oráculo',
        text: 'Cuantas más aplicaciones de finanzas descentralizadas y otros contratos inteligentes dependen de las fuentes de precios y los servicios de Chainlink, más relevancia adquiere LINK como el token con el que se pagan.',
      },
      {
        title: 'Staking',
        text: 'Los tenedores de LINK y los operadores de nodos pueden poner tokens en staking para respaldar la fiabilidad de los servicios de Chainlink. La cantidad en staking y las recompensas ofrecidas influyen en cuántos LINK quedan disponibles para negociar.',
      },
      {
        title: 'Oferta total fija',
        text: 'LINK tiene una oferta total de mil millones de tokens. Una parte se reservó en el lanzamiento para incentivos de los operadores de nodos y para la empresa, por lo que el mercado sigue de cerca los cambios en la oferta en circulación.',
      },
      {
        title: 'Alianzas y adopción',
        text: 'Las nuevas integraciones con blockchains, instituciones financieras o proyectos entre cadenas pueden cambiar las expectativas sobre el grado de uso de Chainlink.',
      },
      {
        title: 'Mercado cripto en general',
        text: 'LINK suele moverse con el mercado cripto en su conjunto y con la actividad de las finanzas descentralizadas basadas en Ethereum.',
      },
    ],
    whyConvert: [
      {
        title: 'Conocer su saldo',
        text: 'Convertir LINK muestra el valor en su moneda de los tokens que tiene en un exchange, en una billetera o en una posición de staking.',
      },
      {
        title: 'Valorar recompensas y pagos',
        text: 'Los operadores de nodos y quienes hacen staking ganan LINK; convertirlo muestra cuánto valen esas ganancias al tipo de cambio actual.',
      },
      {
        title: 'Comprobar cotizaciones',
        text: 'Un tipo de cambio de referencia en vivo le permite comparar los precios y las comisiones de los exchanges antes de comprar o vender LINK.',
      },
      {
        title: 'Llevar un registro',
        text: 'Seguir el valor de LINK en su moneda en el momento de cada transacción facilita el presupuesto y, cuando corresponda, la declaración de impuestos.',
      },
    ],
    closing: {
      title: 'Cómo usar el conversor de LINK',
      paragraphs: [
        'Todos los tipos de cambio de esta página son tipos de mercado en tiempo real que se actualizan cada minuto, cada uno de ellos la mediana de los precios de CoinGecko y de los exchanges que cotizan LINK, y los valores que aparecen en tablas son aproximados. Si los datos en vivo no están disponibles por un momento, la página indica que está mostrando valores aproximados.',
        'Use el conversor como referencia rápida y confirme el precio final en la plataforma en la que opere.',
      ],
    },
  },
  faq: {
    what: {
      question: '¿Qué es Chainlink (LINK)?',
      answer: [
        'Chainlink fue creado por Sergey Nazarov y Steve Ellis, que publicaron su whitepaper en 2017. El token LINK se vendió ese mismo año, y la red Chainlink entró en funcionamiento en la red principal de Ethereum en 2019.',
        'Chainlink conecta los contratos inteligentes con datos y sistemas externos a la blockchain. Una red de operadores de nodos independientes obtiene información, como los precios de mercado, la agrega y la publica on-chain, de modo que ninguna fuente controla por sí sola el resultado.',
      ],
    },
    unique: {
      question: '¿Para qué se utiliza Chainlink?',
      answer: [
        'Las blockchains no pueden leer datos externos por sí solas, así que las aplicaciones recurren a Chainlink para obtener fuentes de precios en protocolos de préstamo y negociación, números aleatorios verificables para juegos y proyectos de NFT, la ejecución automatizada de contratos y la prueba de que las reservas que respaldan un token existen realmente.',
        'Chainlink ofrece además el protocolo de interoperabilidad entre cadenas Cross-Chain Interoperability Protocol, conocido como CCIP, que permite a las aplicaciones enviar tokens y mensajes entre distintas blockchains. LINK se utiliza para pagar estos servicios y para hacer staking en su respaldo.',
      ],
    },
    rateFactors: {
      question: '¿Qué influye en el precio de LINK?',
      answer: [
        'El precio de LINK depende de la demanda de negociación, del grado de uso de los servicios de Chainlink, del nivel de staking, de los cambios en la oferta en circulación, de las nuevas alianzas e integraciones y del mercado cripto en general.',
        'El conversor utiliza datos en vivo que se actualizan cada minuto. Consulte el tipo de cambio en vivo que aparece más arriba para conocer el valor actual.',
      ],
    },
    whereToBuy: {
      question: '¿Dónde puedo comprar o vender LINK?',
      intro:
        'LINK cotiza en la mayoría de los grandes exchanges de criptomonedas y puede negociarse a cambio de dólares estadounidenses, otras monedas fiat y stablecoins. Entre los exchanges consolidados que ofrecen LINK figuran:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'LINK es un token basado en Ethereum, por lo que puede guardarse en billeteras de autocustodia como MetaMask o en una billetera de hardware, e intercambiarse en exchanges descentralizados como Uniswap. Compruebe qué red utiliza su billetera antes de enviar tokens.',
      reminder:
        'Utilice exchanges reputados, active la autenticación de dos factores y guarde su frase semilla sin conexión y en privado; ningún equipo de soporte auténtico se la pedirá nunca.',
    },
  },
  related: [
    { text: 'LINK a EUR', href: '/link-to-eur' },
    { text: 'LINK a GBP', href: '/link-to-gbp' },
    { text: 'LINK a ETH', href: '/link-to-eth' },
    { text: 'LINK a BTC', href: '/link-to-btc' },
    { text: 'USD a LINK', href: '/usd-to-link' },
    { text: 'Calculadora de ganancias de criptomonedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
