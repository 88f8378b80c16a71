import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'hbar',
  coinId: 'hedera-hashgraph',
  name: 'Hedera',
  symbol: 'HBAR',
  layout: 'faq-card',
  intro: [
    'Hedera es una red pública construida sobre el algoritmo de consenso hashgraph, en lugar de sobre una cadena de bloques tradicional. HBAR es su token nativo: sirve para pagar las comisiones de la red, la protege mediante prueba de participación (proof of stake) y lo utilizan las aplicaciones que funcionan en Hedera.',
    'Este conversor transforma cualquier cantidad de HBAR en euros, pesos mexicanos, dólares estadounidenses, otras monedas fiat u otras criptomonedas. Los tipos de cambio son en tiempo real y se basan en datos de mercado, mientras que los valores fijos que aparezcan en tablas o ejemplos son aproximados y pueden diferir ligeramente de la cotización de un exchange.',
  ],
  converting:
    'Introduzca una cantidad de HBAR, mantenga como destino la moneda elegida (por ejemplo EUR, MXN o USD) y el resultado aparecerá al instante, junto con el tipo de cambio y el tipo de cambio inverso (cuántos HBAR se compran con una unidad de esa moneda). Los tipos de cambio son la mediana de los precios de CoinGecko y de los exchanges que cotizan HBAR y se actualizan cada minuto; el botón «Actualizar» obtiene una nueva cotización, como máximo una vez cada 10 segundos. Si los datos en vivo no están disponibles, la página indica que los valores mostrados son aproximados. Use el botón de intercambio para convertir esa moneda de nuevo en HBAR, o la pestaña «Cripto a cripto» para comparar HBAR con criptomonedas como BTC o ETH.',
  faq: {
    what: {
      question: '¿Qué es Hedera (HBAR)?',
      answer: [
        'Hedera es un libro contable distribuido público cuya red principal se lanzó en 2018 y se abrió al público en 2019. Utiliza hashgraph, un algoritmo de consenso inventado por Leemon Baird, que cofundó el proyecto con Mance Harmon. Los nodos comparten información mediante un proceso de «gossip about gossip» (rumores sobre rumores) y alcanzan el acuerdo por votación virtual, lo que aporta a la red tolerancia asíncrona a fallos bizantinos y una finalidad rápida.',
        'HBAR es el token nativo. Sirve para pagar transacciones, la ejecución de contratos inteligentes y el almacenamiento de archivos, y se pone en staking para ayudar a proteger la red. La oferta total está fijada en 50.000 millones de HBAR, que se crearon en su totalidad en el lanzamiento y se van liberando a la circulación con el tiempo.',
      ],
    },
    unique: {
      question: '¿Qué diferencia a Hedera de otras redes?',
      answer: [
        'Hedera está gobernada por el Hedera Council, un grupo de grandes organizaciones de distintos sectores y regiones que ejercen mandatos limitados y operan nodos de la red. Las comisiones de las transacciones se fijan en dólares estadounidenses y se mantienen bajas y predecibles, lo que resulta adecuado para aplicaciones que envían gran cantidad de transacciones pequeñas.',
        'Además de los pagos, Hedera ofrece un servicio de consenso (Consensus Service) para sellar en el tiempo y ordenar datos, un servicio de tokens (Token Service) para emitir tokens sin escribir un contrato inteligente y un servicio de contratos inteligentes (Smart Contract Service) compatible con la Máquina Virtual de Ethereum (EVM). Se utilizan, por ejemplo, para registros de cadenas de suministro, activos tokenizados y programas de fidelización.',
      ],
    },
    rateFactors: {
      question: '¿Qué influye en el precio de HBAR?',
      answer: [
        'El precio de HBAR refleja la oferta y la demanda en los exchanges. El sentimiento general del mercado cripto, y en particular la dirección de Bitcoin, suele arrastrar a HBAR junto con otros tokens grandes.',
        'También cuentan factores propios del proyecto: el uso de la red, las nuevas aplicaciones empresariales o gubernamentales, los cambios en el consejo, las novedades en el staking y la liberación de HBAR de la tesorería a la circulación. Las noticias regulatorias y el volumen de negociación en los grandes exchanges también pueden influir en la cotización.',
      ],
    },
    whereToBuy: {
      question: '¿Dónde puedo comprar o vender HBAR?',
      intro:
        'HBAR se negocia en muchos grandes exchanges centralizados, normalmente frente a USD, USDT y otras monedas importantes. La disponibilidad depende de su país, así que compruebe qué exchanges dan servicio en su región antes de registrarse.',
      exchanges: ['Binance', 'Coinbase', 'OKX', 'KuCoin', 'Bybit', 'Gate.io'],
      note: 'Para guardar HBAR usted mismo, puede utilizar una billetera compatible con la red Hedera, como HashPack, o una billetera de hardware que admita Hedera. Los exchanges descentralizados de Hedera, como SaucerSwap, le permiten intercambiar HBAR por otros tokens de Hedera directamente desde su billetera.',
      reminder:
        'Utilice exchanges reputados y regulados, active la autenticación de dos factores y no comparta nunca con nadie su frase semilla ni sus claves privadas. Compruebe la red antes de retirar fondos, ya que enviar HBAR a una dirección o una red equivocadas puede suponer perderlos.',
    },
  },
  related: [
    { text: 'HBAR a EUR', href: '/hbar-to-eur' },
    { text: 'HBAR a GBP', href: '/hbar-to-gbp' },
    { text: 'HBAR a BTC', href: '/hbar-to-btc' },
    { text: 'HBAR a ETH', href: '/hbar-to-eth' },
    { text: '1000 HBAR a USD', href: '/hbar-to-usd/1000' },
    { text: 'Calculadora de ganancias de criptomonedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
