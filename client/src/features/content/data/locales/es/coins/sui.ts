import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'sui',
  coinId: 'sui',
  name: 'Sui',
  symbol: 'SUI',
  layout: 'faq-card',
  intro: [
    'Convierta SUI, el token nativo de la blockchain Sui, a euros, pesos mexicanos, dólares estadounidenses u otras monedas con esta herramienta. Escriba una cantidad y el conversor mostrará su valor junto con el tipo de cambio de SUI y el tipo de cambio inverso, a partir de precios de mercado en tiempo real.',
    'Sui es una blockchain de capa 1 que lanzó su red principal en 2023 y se centra en el procesamiento rápido y en paralelo de las transacciones. La guía que sigue explica cómo convertir SUI, qué hace singular a la red, qué mueve su precio y dónde puede negociarse.',
  ],
  converting:
    'Abra la pestaña «Cripto a FIAT», introduzca cuántos SUI quiere convertir y elija SUI como moneda «De» y la moneda que le interese (por ejemplo EUR, MXN o USD) como moneda «A». Verá el valor resultante, el tipo de cambio por cada SUI y el tipo por cada unidad de esa moneda; pulse el botón de intercambio para convertir en sentido contrario. Los tipos de cambio son la mediana de los precios de CoinGecko y de los exchanges que cotizan SUI, se actualizan cada minuto, y «Actualizar» está disponible una vez cada 10 segundos. Si la fuente de datos en vivo no funciona, la página advierte que los valores mostrados son aproximados.',
  faq: {
    what: {
      question: '¿Qué es Sui (SUI)?',
      answer: [
        'Sui es una blockchain de capa 1 y prueba de participación (proof of stake) desarrollada por Mysten Labs, una empresa fundada por antiguos ingenieros de los proyectos Diem y Novi de Meta, entre ellos Evan Cheng. La red principal de Sui se lanzó en mayo de 2023. Los contratos inteligentes de Sui se escriben en Sui Move, una versión del lenguaje de programación Move, creado originalmente para Diem.',
        'SUI es el token nativo. Sirve para pagar las comisiones de gas, se delega en validadores mediante staking para proteger la red con prueba de participación delegada y se utiliza en la gobernanza on-chain. La oferta total está limitada a 10.000 millones de SUI, que se liberan de forma gradual con el tiempo.',
      ],
    },
    unique: {
      question: '¿Qué diferencia a Sui de otras blockchains?',
      answer: [
        'Sui utiliza un modelo de datos centrado en objetos: activos como las monedas y los NFT son objetos individuales con un propietario, y no entradas de una tabla de cuentas compartida. Las transacciones que solo afectan a objetos de una misma dirección no necesitan ordenarse respecto a todo lo demás, de modo que pueden procesarse en paralelo y alcanzar la finalidad muy rápido.',
        'Las transacciones que implican objetos compartidos, como un pool de negociación, pasan por el protocolo de consenso de la red. Esta separación entre transacciones simples y compartidas, junto con la atención que presta el lenguaje Move al manejo seguro de los activos, es lo que distingue a Sui de las cadenas basadas en cuentas, como Ethereum.',
      ],
    },
    rateFactors: {
      question: '¿Qué influye en el precio de SUI?',
      answer: [
        'El precio de SUI lo fijan la oferta y la demanda en los exchanges, y a menudo sigue la dirección del mercado cripto en general. El crecimiento o el retroceso de las aplicaciones en Sui, como las de finanzas descentralizadas (DeFi) y los juegos, y la cantidad de SUI en staking pueden modificar la demanda del token.',
        'Los desbloqueos programados de tokens para los primeros inversores y colaboradores aumentan la oferta en circulación y pueden presionar el precio a la baja. También influyen los listados en exchanges, la competencia de otras blockchains rápidas, los incidentes en la red y las condiciones económicas generales.',
      ],
    },
    whereToBuy: {
      question: '¿Dónde puedo comprar o vender SUI?',
      intro:
        'Desde el lanzamiento de su red principal, SUI cotiza en muchos de los grandes exchanges, normalmente frente a stablecoins y, en algunas plataformas, frente al dólar estadounidense o el euro. Entre los exchanges consolidados que cotizan SUI figuran:',
      exchanges: ['Binance', 'OKX', 'Kraken', 'Bybit', 'KuCoin', 'Gate.io'],
      note: 'Para guardar SUI usted mismo, puede utilizar una billetera compatible con Sui, como Slush (antes Sui Wallet) o Phantom, e intercambiar tokens en exchanges descentralizados creados sobre Sui, como Cetus. Retire siempre sus SUI a través de la propia red Sui.',
      reminder:
        'Asegúrese de que el exchange que elija sea reputado y opere legalmente en su país. Active la autenticación de dos factores en su cuenta y no comparta ni guarde nunca en línea su frase semilla.',
    },
  },
  related: [
    { text: 'SUI a EUR', href: '/sui-to-eur' },
    { text: 'SUI a GBP', href: '/sui-to-gbp' },
    { text: 'SUI a BTC', href: '/sui-to-btc' },
    { text: 'SUI a SOL', href: '/sui-to-sol' },
    { text: '100 SUI a USD', href: '/sui-to-usd/100' },
    { text: 'Calculadora de ganancias de criptomonedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
