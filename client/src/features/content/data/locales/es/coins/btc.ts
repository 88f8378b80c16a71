import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'btc',
  coinId: 'bitcoin',
  name: 'Bitcoin',
  symbol: 'BTC',
  layout: 'faq-card',
  intro: [
    'Bitcoin es la primera criptomoneda: una moneda digital entre pares (peer-to-peer) que funciona sobre una blockchain pública, sin ningún banco central ni empresa al mando. Se presentó en 2008 bajo el seudónimo de Satoshi Nakamoto, y su red funciona desde enero de 2009.',
    'Este conversor muestra el valor de Bitcoin en euros, pesos mexicanos, dólares estadounidenses u otras monedas con datos de mercado en tiempo real. Introduzca cualquier cantidad de BTC, incluidas fracciones pequeñas, para ver su valor y el tipo de cambio inverso, o cambie la moneda de destino por otra moneda fiat o por otra criptomoneda.',
  ],
  converting:
    'Para convertir bitcoin a la moneda elegida, introduzca la cantidad de BTC y el conversor la multiplica por el tipo de cambio de mercado vigente: la mediana de los precios de cinco exchanges y de CoinGecko, que se actualiza cada minuto. Puede introducir fracciones de bitcoin, ya que un BTC se divide en 100 millones de satoshis, y también hay páginas de cantidades fijas, como 0,01 BTC a USD. Los exchanges aplican sus propios spreads y comisiones, por lo que el importe que reciba al vender puede ser algo inferior a la cifra de mercado.',
  faq: {
    what: {
      question: '¿Qué es Bitcoin (BTC)?',
      answer: [
        'Bitcoin es una moneda digital descentralizada descrita en un whitepaper que Satoshi Nakamoto publicó en octubre de 2008. El primer bloque se minó el 3 de enero de 2009 y, desde entonces, la red la mantiene una comunidad mundial de usuarios, desarrolladores y mineros.',
        'Las transacciones se registran en un libro contable público, la blockchain, y se protegen mediante prueba de trabajo (proof of work): los mineros aportan potencia de cálculo para añadir un nuevo bloque aproximadamente cada diez minutos y reciben como recompensa bitcoins de nueva emisión más las comisiones de las transacciones. La unidad más pequeña de bitcoin, una cienmillonésima parte de una moneda, se llama satoshi.',
      ],
    },
    unique: {
      question: '¿Qué hace único a Bitcoin?',
      answer: [
        'Bitcoin tiene una oferta máxima fija de 21 millones de monedas, establecida en sus reglas. La recompensa que reciben los mineros se reduce a la mitad aproximadamente cada cuatro años, cada 210.000 bloques, de modo que la nueva emisión se va frenando con el tiempo hasta alcanzar el límite.',
        'Como criptomoneda más antigua y conocida, Bitcoin suele describirse como reserva de valor u «oro digital». También se utiliza para pagos, incluso a través de sistemas de capa 2 más rápidos, como Lightning Network.',
      ],
    },
    rateFactors: {
      question: '¿Qué influye en el precio de BTC?',
      answer: [
        'El precio de BTC lo fijan la oferta y la demanda en exchanges de todo el mundo. Influyen en él el sentimiento de los inversores, los tipos de interés y otras condiciones económicas, las decisiones regulatorias, los flujos hacia productos de inversión como los fondos cotizados (ETF) y el ciclo del halving, que reduce la nueva emisión.',
        'Como la cotización cambia constantemente, el conversor utiliza datos en vivo que se actualizan cada minuto. Consulte el tipo de cambio en vivo que aparece más arriba para conocer el valor actual.',
      ],
    },
    whereToBuy: {
      question: '¿Dónde puedo comprar o vender BTC?',
      intro:
        'Bitcoin está disponible en casi todos los exchanges de criptomonedas y en muchas aplicaciones de corretaje y de pagos. Entre los exchanges consolidados donde puede operar BTC a cambio de dólares estadounidenses y otras monedas figuran:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'Gemini', 'OKX'],
      note: 'Para la autocustodia a largo plazo, muchos tenedores usan una billetera de hardware, como Ledger o Trezor, o una billetera específica para Bitcoin, como Sparrow o BlueWallet, de modo que solo ellos controlan las claves privadas.',
      reminder:
        'Utilice exchanges reputados y regulados siempre que sea posible, active la autenticación de dos factores y anote su frase semilla en papel o en una placa de metal que guarde sin conexión; cualquiera que la conozca puede mover sus bitcoins.',
    },
  },
  related: [
    { text: 'BTC a EUR', href: '/btc-to-eur' },
    { text: 'BTC a GBP', href: '/btc-to-gbp' },
    { text: 'BTC a ETH', href: '/btc-to-eth' },
    { text: 'USD a BTC', href: '/usd-to-btc' },
    { text: '0,01 BTC a USD', href: '/btc-to-usd/0.01' },
    { text: '0,001 BTC a USD', href: '/btc-to-usd/0.001' },
    { text: 'Calculadora de ganancias de criptomonedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
