import type { ArticleInput } from '@shared/schemas/content';

const about: ArticleInput = {
  title: 'Acerca de Ethereum',
  intro: [
    'Ethereum es una blockchain pública que ejecuta programas llamados contratos inteligentes. Ether (ETH) es su moneda nativa: sirve para pagar las comisiones de las transacciones, conocidas como gas, y es lo que los validadores ponen en staking para ayudar a proteger la red.',
  ],
  sections: [
    {
      heading: 'Qué es Ethereum',
      paragraphs: [
        'Vitalik Buterin describió Ethereum en un whitepaper de 2013, y la red se lanzó en julio de 2015. Mientras que Bitcoin se diseñó principalmente como dinero digital, Ethereum se diseñó como una plataforma de uso general: cualquiera puede desplegar código en ella, y ese código se ejecuta exactamente tal como está escrito en miles de equipos de todo el mundo.',
        'Muchos otros tokens, incluidas stablecoins y tokens de gobernanza, existen en Ethereum como contratos inteligentes. Exchanges descentralizados, protocolos de préstamo, mercados de NFT y muchas redes de capa 2 se construyen sobre Ethereum o liquidan en él sus transacciones.',
      ],
    },
    {
      heading: 'Cómo funciona la red',
      paragraphs: [
        'Desde la actualización conocida como The Merge, en septiembre de 2022, Ethereum utiliza prueba de participación (proof of stake). Los validadores bloquean ETH como garantía, proponen y certifican nuevos bloques y reciben recompensas por ello; si actúan de forma indebida, pueden perder parte de su participación. Antes de The Merge, Ethereum utilizaba minería de prueba de trabajo (proof of work), que consumía mucha más energía.',
        'Cada transacción paga una comisión en ETH. Desde una actualización de agosto de 2021, una parte de cada comisión, la comisión base, se quema, es decir, se retira de la circulación de forma permanente. Que la oferta total crezca o disminuya con el tiempo depende de la actividad de la red.',
      ],
    },
    {
      heading: 'Unidades de ether',
      paragraphs: [
        'El ether es divisible hasta 18 decimales. La unidad más pequeña se llama wei, y un ETH equivale a un trillón de wei (10¹⁸). Los precios del gas suelen expresarse en gwei, donde un gwei equivale a una milmillonésima parte de un ETH, de modo que comisiones que parecen grandes en gwei suelen ser pequeñas en ETH.',
      ],
    },
  ],
};

const conversion: ArticleInput = {
  title: 'Conversión de ETH',
  intro: [
    'El conversor de arriba muestra el valor de cualquier cantidad de ETH en dólares estadounidenses y en unas 50 monedas fiat más, o en otra criptomoneda. El tipo de cambio es la mediana de los precios de varios exchanges y de CoinGecko, consultada de nuevo cada minuto mientras la página está abierta.',
  ],
  sections: [
    {
      heading: 'Convertir ETH a USD y viceversa',
      paragraphs: [
        'Introduzca una cantidad de ETH y consulte el valor en dólares en el panel de resultados. El valor es igual a la cantidad multiplicada por el tipo de cambio vigente de ETH a USD, y el tipo de cambio utilizado aparece bajo el resultado junto con el tipo de cambio inverso.',
        'Para convertir en sentido contrario, pulse el botón de intercambio situado entre los dos selectores de moneda. La herramienta divide entonces su cantidad en dólares entre el precio de un ETH y muestra a cuánto ether corresponde esa cantidad.',
      ],
      list: [
        'Elija «Cripto a FIAT» para USD, EUR, GBP y otras monedas tradicionales.',
        'Elija «Cripto a cripto» para comparar ETH con Bitcoin, Solana u otra criptomoneda.',
        'Use el cuadro de búsqueda de cada selector para encontrar una moneda por su nombre o su ticker.',
        'Pulse «Actualizar» para obtener un tipo de cambio más reciente, como máximo una vez cada 10 segundos.',
      ],
    },
    {
      heading: 'Qué influye en el importe que recibe',
      paragraphs: [
        'El conversor muestra un tipo de cambio de referencia, no la cotización de un exchange concreto. Si vende ETH de verdad, el importe que reciba dependerá del precio del exchange en ese momento, de su comisión de negociación, del spread entre los precios de compra y de venta y de las posibles comisiones de retirada.',
        'Mover ETH en la blockchain también cuesta gas. Las comisiones de gas varían con la demanda de la red, por lo que enviar una cantidad pequeña puede costar una parte considerable de su valor cuando la red está congestionada. Las redes de capa 2 suelen cobrar comisiones mucho más bajas que la red principal de Ethereum.',
      ],
      links: [
        { text: 'Conversor de ETH a USD', href: '/eth-to-usd' },
        { text: 'Conversor de ETH a EUR', href: '/eth-to-eur' },
        { text: 'Conversor de ETH a GBP', href: '/eth-to-gbp' },
      ],
    },
  ],
};

const investing: ArticleInput = {
  title: 'Invertir en ETH',
  intro: [
    'Esta sección explica algunos conceptos generales que se suelen tener en cuenta al plantearse tener ether. Su finalidad es únicamente educativa: no constituye asesoramiento de inversión ni sugiere que deba comprar, vender o mantener ETH.',
  ],
  sections: [
    {
      heading: 'Formas de tener ETH',
      paragraphs: [
        'Algunas personas compran ETH en un exchange y lo dejan allí, otras lo trasladan a una billetera que controlan y otras lo ponen en staking para participar en la validación de la red. Cada opción supone un equilibrio distinto entre comodidad, control y riesgo.',
        'El staking puede generar recompensas, pero también conlleva riesgos: retirar el ETH en staking puede llevar tiempo, un validador que actúa de forma indebida o se desconecta puede perder parte de su participación, y los servicios de staking y los tokens de staking líquido añaden sus propios riesgos de contraparte y de contratos inteligentes.',
      ],
    },
    {
      heading: 'Riesgos que conviene entender',
      paragraphs: [
        'El precio de ETH ha subido y bajado con fuerza en muchas ocasiones, y a veces ha perdido más de la mitad de su valor en cuestión de meses. Quien se lo plantee debe estar preparado para grandes oscilaciones y para la posibilidad de perder dinero.',
      ],
      list: [
        'Volatilidad: los precios pueden cambiar de forma considerable en horas o días.',
        'Riesgo de custodia: los exchanges pueden quebrar o sufrir hackeos, y perder una clave privada suele significar perder los fondos.',
        'Riesgo de contratos inteligentes: los errores en aplicaciones construidas sobre Ethereum han provocado grandes pérdidas.',
        'Riesgo regulatorio: las normas sobre criptoactivos varían de un país a otro y pueden cambiar.',
        'Estafas: los tokens falsos, los sitios web de phishing y las suplantaciones de identidad son habituales.',
      ],
    },
    {
      heading: 'Investigue por su cuenta',
      paragraphs: [
        'Antes de tomar cualquier decisión financiera, lea fuentes primarias, como la documentación oficial de Ethereum, entienda las comisiones y las normas de cualquier servicio que utilice y valore la posibilidad de consultar a un profesional financiero cualificado que conozca su situación.',
        'La calculadora de ganancias de este sitio puede mostrar cómo habría cambiado de valor una compra pasada entre dos fechas. Se trata solo de una descripción de lo ocurrido: los movimientos de precios pasados no predicen los futuros.',
      ],
      links: [{ text: 'Calculadora de ganancias de criptomonedas', href: '/crypto-profit-calculator' }],
    },
  ],
};

const history: ArticleInput = {
  title: 'Historial de precios de Ethereum',
  intro: [
    'La tabla siguiente recoge algunos momentos que marcaron la historia de Ethereum, con el precio aproximado de un ETH en dólares estadounidenses en torno a cada fecha. Los precios están redondeados y son aproximados; variaban de un exchange a otro y a lo largo de cada día.',
  ],
  sections: [
    {
      heading: 'Fechas clave en el historial de precios de Ethereum',
      paragraphs: [
        'Estas cifras pretenden dar una idea de la magnitud, no valores exactos. Para conocer el precio de un día concreto, utilice la calculadora de ganancias, que consulta precios históricos.',
      ],
      table: {
        columns: ['Fecha', 'Precio aproximado (USD)', 'Acontecimiento destacado'],
        rows: [
          ['Julio de 2015', 'Todavía sin precio de mercado (primeras operaciones en agosto de 2015, cerca de 3 USD)', 'Se lanza la red principal de Ethereum'],
          ['Junio de 2016', 'Unos 20 USD', 'El ataque a The DAO, seguido de un hard fork en julio de 2016'],
          ['Enero de 2018', 'Unos 1400 USD', 'Máximo del ciclo de mercado de 2017–2018'],
          ['Marzo de 2020', 'Unos 110 USD', 'Fuerte desplome en los mercados de todo el mundo'],
          ['Noviembre de 2021', 'Unos 4800 USD', 'Máximo histórico hasta ese momento'],
          ['Septiembre de 2022', 'Unos 1600 USD', 'The Merge lleva a Ethereum a la prueba de participación'],
        ],
      },
      links: [{ text: 'Consultar precios históricos en la calculadora de ganancias', href: '/crypto-profit-calculator' }],
    },
    {
      heading: 'Cantidades de ETH habituales',
      paragraphs: [
        'Estas páginas abren el conversor con una cantidad de ETH de uso frecuente ya introducida, valorada en dólares estadounidenses al último tipo de cambio disponible:',
      ],
      links: [
        { text: '1 ETH a USD', href: '/eth-to-usd/1' },
        { text: '0,5 ETH a USD', href: '/eth-to-usd/0.5' },
        { text: '0,2 ETH a USD', href: '/eth-to-usd/0.2' },
        { text: '0,1 ETH a USD', href: '/eth-to-usd/0.1' },
        { text: '0,05 ETH a USD', href: '/eth-to-usd/0.05' },
        { text: '0,03 ETH a USD', href: '/eth-to-usd/0.03' },
        { text: '0,02 ETH a USD', href: '/eth-to-usd/0.02' },
        { text: '0,01 ETH a USD', href: '/eth-to-usd/0.01' },
        { text: '0,005 ETH a USD', href: '/eth-to-usd/0.005' },
        { text: '0,001 ETH a USD', href: '/eth-to-usd/0.001' },
      ],
    },
  ],
};

const faq: ArticleInput = {
  title: 'Preguntas frecuentes sobre el conversor de Ethereum',
  sections: [
    {
      heading: 'Preguntas frecuentes',
      faqs: [
        {
          question: '¿De dónde procede el tipo de cambio de ETH a USD?',
          answer: [
            'Cada minuto, el sitio consulta el precio de ETH a cinco exchanges (Coinbase, Kraken, Bitstamp, Binance y OKX) y a CoinGecko, y muestra la mediana, excluyendo cualquier fuente muy alejada de las demás. La línea que aparece bajo el resultado indica cada fuente y su antigüedad. Si no se puede acceder a ninguna fuente, la página muestra el último tipo de cambio del que disponía, marcado como no actualizado en vivo, o valores aproximados procedentes de una instantánea anterior con fecha.',
          ],
        },
        {
          question: '¿Cómo se interpreta un resultado calculado con un tipo de cambio anterior?',
          answer: [
            'Todo resultado depende del tipo de cambio vigente en el momento en que se calculó. Por ejemplo, un resultado que indica 1 ETH = 2641 USD significa que, con ese tipo de cambio pasado, un ether se valoraba en 2641 dólares estadounidenses, y 0,5 ETH habrían valido 1320,50 dólares estadounidenses.',
            'Esa cifra describe únicamente el momento en que se tomó. Para conocer el valor actual, consulte el tipo de cambio en vivo del conversor y compruebe la hora de «Última actualización» que aparece bajo el resultado.',
          ],
        },
        {
          question: '¿Cuánto son 0,1 ETH en dólares estadounidenses?',
          answer: [
            'Multiplique 0,1 por el tipo de cambio vigente de ETH a USD, o abra la página de 0,1 ETH enlazada más abajo, donde la cantidad ya está introducida y el valor se calcula con el último tipo de cambio disponible.',
          ],
        },
        {
          question: '¿Incluye comisiones el conversor?',
          answer: [
            'No. El conversor muestra el valor de mercado de una cantidad antes de cualquier costo. Los exchanges suelen cobrar comisiones de negociación y aplicar un spread entre los precios de compra y de venta, y enviar ETH por la red cuesta gas, por lo que el importe que reciba realmente será normalmente algo inferior.',
          ],
        },
      ],
      links: [{ text: '0,1 ETH a USD', href: '/eth-to-usd/0.1' }, { text: 'Cómo calculamos los precios', href: '/methodology' }],
    },
  ],
};

export default { about, conversion, investing, history, faq } satisfies Record<
  'about' | 'conversion' | 'investing' | 'history' | 'faq',
  ArticleInput
>;
