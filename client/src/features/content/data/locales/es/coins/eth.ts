import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'eth',
  coinId: 'ethereum',
  name: 'Ethereum',
  symbol: 'ETH',
  layout: 'faq-card',
  intro: [
    'Ethereum es una blockchain programable que ejecuta contratos inteligentes, el código que hay detrás de las aplicaciones descentralizadas, los tokens y los NFT. Ether, que cotiza con el ticker ETH, es su moneda nativa y se usa para pagar las comisiones de las transacciones y para hacer staking en la red.',
    'Este conversor muestra el valor de ETH en euros, pesos mexicanos, dólares estadounidenses u otras monedas con datos de mercado en tiempo real. Escriba cualquier cantidad de ETH para ver su valor y el tipo de cambio inverso, o elija otra moneda fiat u otra criptomoneda como destino.',
  ],
  converting:
    'Para convertir Ethereum a la moneda elegida, introduzca la cantidad de ETH y el conversor la multiplica por el tipo de cambio de mercado vigente: la mediana de los precios de cinco exchanges y de CoinGecko, actualizada cada minuto. Es habitual trabajar con fracciones, porque un ETH se divide en unidades muy pequeñas, y también hay páginas de cantidades fijas, como 0,1 ETH a USD. El importe que reciba en un exchange puede variar ligeramente por su spread y sus comisiones.',
  faq: {
    what: {
      question: '¿Qué es Ethereum (ETH)?',
      answer: [
        'Vitalik Buterin propuso Ethereum en 2013, y la red se lanzó en julio de 2015 junto con un grupo de cofundadores entre los que figuraban Gavin Wood y Joseph Lubin. Es una blockchain pública en la que los desarrolladores pueden desplegar contratos inteligentes que se ejecutan exactamente tal como están escritos.',
        'ETH es la moneda nativa de la red. En septiembre de 2022, una actualización conocida como The Merge hizo pasar a Ethereum de la prueba de trabajo (proof of work) a la prueba de participación (proof of stake), de modo que hoy los bloques no los producen mineros, sino validadores que hacen staking de ETH. La unidad más pequeña de ether es el wei, y las comisiones suelen expresarse en gwei, una milmillonésima parte de un ETH.',
      ],
    },
    unique: {
      question: '¿En qué se diferencia Ethereum de Bitcoin?',
      answer: [
        'Bitcoin está concebido principalmente como dinero digital, con una oferta fija de 21 millones de monedas. Ethereum está concebido como una plataforma de uso general: sus contratos inteligentes sostienen exchanges descentralizados, aplicaciones de préstamo, stablecoins, NFT y muchos otros tokens, y ETH es el combustible con el que se paga esa computación.',
        'ETH no tiene una oferta máxima fija. Se emiten nuevos ETH para los validadores, mientras que parte de cada comisión se quema en virtud de un cambio de 2021 conocido como EIP-1559, de modo que la oferta neta depende de la actividad de la red. Muchas aplicaciones funcionan además en redes de capa 2 que liquidan sus operaciones en Ethereum.',
      ],
    },
    rateFactors: {
      question: '¿Qué influye en el precio de ETH?',
      answer: [
        'El precio de ETH depende de la demanda de negociación, del uso de la red y de sus sistemas de capa 2, del equilibrio entre la nueva emisión y las comisiones quemadas, del nivel de staking, de las decisiones regulatorias, de productos de inversión como los fondos cotizados (ETF) y de la evolución general del mercado cripto.',
        'A modo de ejemplo del pasado, en un momento dado 1 ETH valía unos 2641 USD, con lo que 0,1 ETH habría valido en ese momento alrededor de 264 USD. Esa cifra es solo una ilustración; el precio cambia constantemente, así que consulte el tipo de cambio en vivo que aparece más arriba para conocer el valor de hoy.',
      ],
    },
    whereToBuy: {
      question: '¿Dónde puedo comprar o vender ETH?',
      intro:
        'ETH está disponible en casi todos los exchanges de criptomonedas y puede negociarse a cambio de dólares estadounidenses, otras monedas fiat y stablecoins. Entre los exchanges consolidados que ofrecen ETH figuran:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Gemini', 'Bitstamp', 'OKX'],
      note: 'Para la autocustodia, billeteras como MetaMask o una billetera de hardware como Ledger o Trezor le permiten guardar ETH usted mismo, y exchanges descentralizados como Uniswap le permiten intercambiarlo por otros tokens de Ethereum directamente desde su billetera.',
      reminder:
        'Utilice exchanges reputados, active la autenticación de dos factores y guarde su frase semilla sin conexión y en privado; no la introduzca nunca en un sitio web y compruebe dos veces las direcciones antes de enviar ETH.',
    },
  },
  related: [
    { text: '0,1 ETH a USD', href: '/eth-to-usd/0.1' },
    { text: '0,01 ETH a USD', href: '/eth-to-usd/0.01' },
    { text: 'ETH a EUR', href: '/eth-to-eur' },
    { text: 'ETH a GBP', href: '/eth-to-gbp' },
    { text: 'ETH a BTC', href: '/eth-to-btc' },
    { text: 'USD a ETH', href: '/usd-to-eth' },
    { text: 'Calculadora de ganancias de criptomonedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
