import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'trx',
  coinId: 'tron',
  name: 'TRON',
  symbol: 'TRX',
  layout: 'faq-card',
  intro: [
    'Este conversor muestra el valor de TRX, la moneda nativa de la blockchain TRON, en euros, pesos mexicanos, dólares estadounidenses y muchas otras monedas. Introduzca cualquier cantidad y obtendrá el valor convertido, el tipo de cambio de un TRX y el tipo de cambio inverso, a partir de datos de mercado en tiempo real.',
    'TRON es una red de prueba de participación (proof of stake) conocida sobre todo por sus transferencias rápidas y baratas, y canaliza una gran parte del tráfico mundial de stablecoins. Siga leyendo para saber cómo convertir TRX, para qué sirve la red, qué mueve el precio de TRX y dónde se negocia la moneda.',
  ],
  converting:
    'En la pestaña «Cripto a FIAT», introduzca el número de monedas en «Cantidad», elija TRX como moneda «De» y la moneda que le interese (por ejemplo EUR, MXN o USD) como moneda «A». El conversor devuelve el valor resultante junto con el tipo de cambio de TRX a esa moneda y el inverso, y el botón de intercambio invierte el sentido de la conversión. El tipo de cambio es la mediana de los precios de CoinGecko y de los exchanges que cotizan TRX, se actualiza cada minuto, y el botón «Actualizar» permite pedir una cotización nueva una vez cada 10 segundos. Si no se pueden cargar los precios en vivo, la página indica que los valores son aproximados.',
  faq: {
    what: {
      question: '¿Qué es TRON (TRX)?',
      answer: [
        'TRON es una blockchain pública fundada por Justin Sun. TRX se emitió por primera vez en 2017 como token en Ethereum y se trasladó a la red principal propia de TRON en 2018. La red utiliza prueba de participación delegada: los tenedores de TRX votan a 27 Super Representantes, que se turnan para producir bloques aproximadamente cada tres segundos.',
        'TRX se utiliza para pagar la actividad en la red, para votar y para hacer staking. Los TRX en staking otorgan a una cuenta ancho de banda y energía, recursos que cubren el costo de las transferencias y de las llamadas a contratos inteligentes, de modo que los usuarios frecuentes pueden operar con una comisión directa mínima o nula. TRON ejecuta contratos inteligentes en una máquina virtual ampliamente compatible con la de Ethereum.',
      ],
    },
    unique: {
      question: '¿Para qué se utiliza principalmente TRON?',
      answer: [
        'El uso más visible de TRON es la transferencia de stablecoins. Una cantidad muy grande de Tether (USDT) se emite en TRON como token TRC-20, y muchas personas y empresas lo utilizan para transferencias entre exchanges y transfronterizas, porque las transacciones se confirman rápido y cuestan poco.',
        'La red también alberga aplicaciones de finanzas descentralizadas (DeFi), juegos y proyectos de tokens. En 2018 TRON adquirió la empresa de intercambio de archivos BitTorrent, cuyo token BTT se lanzó más tarde en TRON. Su modelo de recursos de ancho de banda y energía, que se pagan haciendo staking de TRX, es una de las características que la distinguen de Ethereum.',
      ],
    },
    rateFactors: {
      question: '¿Qué influye en el precio de TRX?',
      answer: [
        'El precio de TRX refleja la oferta y la demanda en los exchanges y, por lo general, se mueve con el mercado cripto en su conjunto. Puede verse afectado por la demanda de TRX para hacer staking o quemarlo a cambio de recursos de la red, que aumenta con el tráfico de stablecoins y el uso de aplicaciones, así como por la cantidad de TRX quemada en comisiones en comparación con la nueva emisión.',
        'También influyen en el precio las noticias sobre el ecosistema TRON y su fundador, las actuaciones regulatorias, los listados en exchanges y la competencia de otras redes de pago de bajo costo. Consulte el conversor en vivo para conocer el tipo de cambio actual antes de tomar una decisión.',
      ],
    },
    whereToBuy: {
      question: '¿Dónde puedo comprar o vender TRX?',
      intro:
        'TRX está ampliamente disponible en exchanges centralizados, donde se negocia frente a stablecoins, bitcoin y, en algunas plataformas, monedas fiat. Entre los exchanges consolidados que cotizan TRX figuran:',
      exchanges: ['Binance', 'OKX', 'Kraken', 'Bybit', 'KuCoin', 'HTX'],
      note: 'Para la autocustodia, billeteras como TronLink y Trust Wallet son compatibles con TRX y con los tokens TRC-20, y SunSwap es un exchange descentralizado en TRON. Mantenga algo de TRX en su billetera, o ponga una parte en staking, para cubrir la energía y el ancho de banda que necesitan sus transacciones.',
      reminder:
        'Compruebe qué plataformas dan servicio en su país y compare sus comisiones antes de operar. Utilice exchanges reputados, proteja sus cuentas con autenticación de dos factores y guarde su frase semilla sin conexión, donde nadie más pueda verla.',
    },
  },
  related: [
    { text: 'TRX a EUR', href: '/trx-to-eur' },
    { text: 'TRX a GBP', href: '/trx-to-gbp' },
    { text: 'TRX a BTC', href: '/trx-to-btc' },
    { text: 'TRX a USDT', href: '/trx-to-usdt' },
    { text: '1000 TRX a USD', href: '/trx-to-usd/1000' },
    { text: 'USD a TRX', href: '/usd-to-trx' },
    { text: 'Calculadora de ganancias de criptomonedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
