import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'avax',
  coinId: 'avalanche-2',
  name: 'Avalanche',
  symbol: 'AVAX',
  layout: 'faq-card',
  intro: [
    'Utilice este conversor para ver cuánto vale una cantidad de AVAX, el token nativo de la red Avalanche, en euros, pesos mexicanos, dólares estadounidenses u otra moneda. El resultado se basa en tipos de cambio de mercado en tiempo real y muestra tanto el tipo de cambio de AVAX frente a la moneda elegida como el tipo de cambio inverso.',
    'Avalanche es una plataforma blockchain de prueba de participación (proof of stake) para contratos inteligentes y redes personalizadas. Las secciones siguientes explican cómo hacer una conversión, para qué se utiliza AVAX, qué factores mueven su cotización y dónde se negocia habitualmente el token.',
  ],
  converting:
    'Elija la pestaña «Cripto a FIAT», introduzca el número de tokens en el campo «Cantidad» y seleccione AVAX como moneda «De» y la moneda que le interese (por ejemplo EUR, MXN o USD) como moneda «A». La página muestra el valor resultante, el precio de un AVAX y el valor en AVAX de una unidad de esa moneda; el botón de intercambio invierte el par. Los precios son la mediana de CoinGecko y de los exchanges que cotizan AVAX, se actualizan cada minuto, y puede pulsar «Actualizar» una vez cada 10 segundos. Cuando los datos en vivo no están disponibles, la página marca los valores como aproximados. Para comparar AVAX con otra criptomoneda, cambie a la pestaña «Cripto a cripto».',
  valueTable: {
    caption: 'Valores ilustrativos de AVAX en USD',
    rows: [
      { amount: '1 AVAX', value: '20–30 USD' },
      { amount: '10 AVAX', value: '200–300 USD' },
      { amount: '100 AVAX', value: '2000–3000 USD' },
      { amount: '2000 AVAX (participación mínima de un validador)', value: '40.000–60.000 USD' },
    ],
    note: 'Esta tabla es una ilustración de un periodo anterior, en el que AVAX cotizaba aproximadamente a 20–30 USD. No refleja el precio actual. Utilice el conversor en vivo de más arriba para conocer el tipo de cambio vigente de AVAX.',
  },
  faq: {
    what: {
      question: '¿Qué es Avalanche (AVAX)?',
      answer: [
        'Avalanche es una blockchain de capa 1 desarrollada por Ava Labs, una empresa cofundada por el informático Emin Gün Sirer. Su red principal se lanzó en septiembre de 2020. La red está protegida mediante prueba de participación y utiliza el protocolo de consenso Avalanche, en el que los validadores consultan repetidamente a pequeños grupos de otros validadores para llegar a un acuerdo con rapidez, normalmente en un par de segundos.',
        'AVAX es el token nativo. Sirve para pagar las comisiones de las transacciones, que se queman, y los validadores y delegadores lo ponen en staking para proteger la red. Para operar un validador hay que hacer staking de al menos 2000 AVAX. La oferta está limitada a 720 millones de tokens.',
      ],
    },
    unique: {
      question: '¿Para qué se utiliza AVAX y qué diferencia a Avalanche?',
      answer: [
        'La red pública principal se compone de varias cadenas integradas con funciones distintas: la C-Chain ejecuta contratos inteligentes compatibles con Ethereum, la X-Chain gestiona las transferencias de activos y la P-Chain coordina a los validadores y el staking. Como la C-Chain es compatible con la Máquina Virtual de Ethereum (EVM), muchas billeteras y aplicaciones de Ethereum funcionan en Avalanche con pocos cambios.',
        'Avalanche permite además que los proyectos lancen sus propias blockchains, llamadas originalmente subnets y ahora conocidas como Avalanche L1, con sus propias reglas, tokens de comisión y conjuntos de validadores. AVAX se utiliza para comisiones, staking y gobernanza en todo este ecosistema.',
      ],
    },
    rateFactors: {
      question: '¿Qué influye en el precio de AVAX?',
      answer: [
        'El precio de AVAX depende de la oferta y la demanda en los exchanges y tiende a seguir al mercado cripto en general. La actividad en la red, como las finanzas descentralizadas, los juegos y las nuevas cadenas Avalanche L1, puede influir en la demanda del token, al igual que la cantidad de AVAX bloqueada en staking.',
        'También influyen los desbloqueos de tokens de asignaciones anteriores, la quema de comisiones, la competencia de otras plataformas de contratos inteligentes, los listados en exchanges y las condiciones económicas generales. Los tipos de cambio pueden moverse con rapidez, así que consulte el conversor en vivo para conocer la cifra actual.',
      ],
    },
    whereToBuy: {
      question: '¿Dónde puedo comprar o vender AVAX?',
      intro:
        'AVAX cotiza en la mayoría de los grandes exchanges, normalmente frente al dólar estadounidense, el euro, stablecoins y bitcoin. Entre los exchanges consolidados que ofrecen AVAX figuran:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'AVAX también puede guardarse en billeteras de autocustodia como Core, la billetera de Ava Labs, o MetaMask en la C-Chain, e intercambiarse en exchanges descentralizados como Trader Joe (LFJ). Al retirar fondos de un exchange, asegúrese de elegir la C-Chain o la red que espera su billetera.',
      reminder:
        'Compruebe qué servicios están disponibles en su país y compare las comisiones, que suelen rondar el 0,1–0,5 % por operación. Limítese a exchanges reputados, active la autenticación de dos factores y guarde su frase semilla sin conexión y en privado.',
    },
  },
  related: [
    { text: 'AVAX a EUR', href: '/avax-to-eur' },
    { text: 'AVAX a GBP', href: '/avax-to-gbp' },
    { text: 'AVAX a BTC', href: '/avax-to-btc' },
    { text: 'AVAX a ETH', href: '/avax-to-eth' },
    { text: '10 AVAX a USD', href: '/avax-to-usd/10' },
    { text: '100 AVAX a USD', href: '/avax-to-usd/100' },
    { text: 'Calculadora de ganancias de criptomonedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
