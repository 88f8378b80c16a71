import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Un conversor y una calculadora de criptomonedas gratuitos para las dudas del día a día',
  intro: [
    '¿Cuánto son 0,01 BTC en dólares estadounidenses? ¿Cuánto Ethereum se compra con 250 euros? ¿Cuántos tokens de Solana equivalen a un bitcoin? Preguntas como estas surgen a diario, ya sea al consultar un saldo, planificar una compra o fijar el precio de un producto. El conversor y calculadora de criptomonedas que encontrará en la parte superior de esta página las responde en unos segundos, gratis y sin necesidad de crear una cuenta.',
    'Esta guía explica qué hace el conversor, de dónde salen sus cifras, a quién suele resultarle útil y algunos hábitos que le ayudarán a interpretar correctamente los resultados. La herramienta es solo informativa: no compra, vende ni custodia criptomonedas, y nada de lo que aparece en este sitio constituye asesoramiento de inversión.',
  ],
  sections: [
    {
      heading: '¿Por qué usar un conversor de criptomonedas?',
      paragraphs: [
        'Los precios de las criptomonedas se expresan de muchas formas distintas. Un exchange puede mostrar Bitcoin frente a Tether, una billetera puede mostrar su saldo en una moneda que usted no eligió y un artículo de prensa puede citar un precio que ya tiene varias horas de antigüedad. Un conversor lo reduce todo a una pregunta sencilla: ¿cuánto vale esta cantidad, ahora mismo, en la moneda que me interesa?',
        'Al hacer el cálculo a mano es fácil equivocarse. Las cantidades en criptomonedas suelen llevar seis u ocho decimales, y un cero mal colocado puede convertir 0,001 BTC en 0,01 BTC, una diferencia de diez veces. El conversor multiplica la cantidad por el tipo de cambio vigente, muestra el tipo de cambio utilizado y también el tipo de cambio inverso, para que pueda comprobar el resultado en sentido contrario.',
        'Además, evita tener que saltar de una aplicación a otra. En lugar de abrir un exchange, una billetera y una calculadora, escribe la cantidad una sola vez, elige las dos monedas y lee la respuesta junto con la hora de la última actualización.',
      ],
    },
    {
      heading: 'Funciones principales',
      paragraphs: [
        'El conversor es sencillo a propósito, pero algunos detalles lo hacen más útil que una simple multiplicación:',
      ],
      list: [
        'Tipos de cambio en vivo de varios exchanges y de CoinGecko, combinados mediante su mediana y consultados de nuevo cada minuto mientras la página está abierta.',
        'Dos modos: «Cripto a FIAT», para obtener valores en dinero tradicional, y «Cripto a cripto», para comparar directamente dos criptomonedas.',
        'Unas 250 criptomonedas y alrededor de 50 monedas fiat, entre ellas USD, EUR, GBP, JPY y muchas más.',
        'Selectores «De» y «A» con búsqueda: escriba un nombre o un ticker para encontrar una moneda rápidamente.',
        'Un botón de intercambio que invierte el par con un solo clic: por ejemplo, convierte «BTC a USD» en «USD a BTC».',
        'El tipo de cambio y el tipo de cambio inverso junto a cada resultado.',
        'Un botón «Actualizar» para obtener un tipo de cambio nuevo cuando lo necesite, limitado a una vez cada 10 segundos.',
        'Un aviso claro cuando los datos en vivo no están disponibles, con valores aproximados y la fecha de la que proceden.',
        'Una calculadora aparte de ganancias/pérdidas y de escenarios «¿Y si…?», que utiliza precios históricos.',
      ],
    },
    {
      heading: 'Cómo convertir en pocos pasos',
      paragraphs: [
        'Usar la herramienta lleva menos tiempo que leer sobre ella. Los pasos siguientes sirven para cualquier par, y cada par tiene también su propia dirección, como /btc-to-usd o /eth-to-eur, por si quiere guardarla en marcadores.',
      ],
      list: [
        'Elija una pestaña: «Cripto a FIAT» o «Cripto a cripto».',
        'Introduzca la cantidad que quiere convertir.',
        'Elija la moneda de origen y, a continuación, la moneda de destino.',
        'Consulte el resultado, el tipo de cambio y el tipo de cambio inverso.',
        'Use el botón de intercambio para invertir el sentido, o «Actualizar» para solicitar un tipo de cambio más reciente.',
      ],
      links: [
        { text: 'Conversor de bitcoin a dólar estadounidense', href: '/btc-to-usd' },
        { text: 'Conversor de Ethereum a dólar estadounidense', href: '/eth-to-usd' },
        { text: 'Conversor de Ethereum a euro', href: '/eth-to-eur' },
        { text: 'Conversor de Solana a bitcoin', href: '/sol-to-btc' },
      ],
    },
    {
      heading: 'Para traders activos',
      paragraphs: [
        'Los traders suelen necesitar una comprobación rápida antes de lanzar una orden: ¿cuánto vale esta posición en dólares?, o ¿a cuántas unidades de una criptomoneda equivale una cantidad determinada de otra? La pestaña «Cripto a cripto» responde directamente a la segunda pregunta, sin tener que pasar mentalmente por una moneda fiat.',
        'Tenga en cuenta que el conversor muestra un tipo de cambio de referencia agregado a partir de muchos mercados. El precio en un exchange concreto puede diferir ligeramente, y el precio que obtenga de verdad depende también de las comisiones, del spread entre los precios de compra y de venta y de cuánto se mueva el mercado mientras se ejecuta su orden. Use el conversor para orientarse y el propio exchange para la cifra final.',
      ],
    },
    {
      heading: 'Para inversores a largo plazo',
      paragraphs: [
        'Si mantiene criptomonedas durante años y no durante días, probablemente consulte los precios con menos frecuencia, pero le interese más la visión de conjunto. El conversor le permite ver de un vistazo cuánto valen sus criptoactivos en su moneda local, y la calculadora de ganancias le permite comparar el precio de hoy con el del día en que compró.',
        'La calculadora «¿Y si…?» responde a otro tipo de pregunta: ¿cuánto valdría hoy una compra realizada en el pasado? Es una forma útil de comprender lo volátiles que han sido los criptoactivos. Los resultados pasados describen lo que ya ocurrió y no dicen nada fiable sobre lo que ocurrirá después.',
      ],
      links: [{ text: 'Abrir la calculadora de ganancias de criptomonedas', href: '/crypto-profit-calculator' }],
    },
    {
      heading: 'Para quienes empiezan',
      paragraphs: [
        'El mundo cripto tiene su propio vocabulario, y al principio las cifras pueden resultar extrañas. Mucha gente no sabe que se puede tener una pequeña fracción de una moneda: 0,001 BTC es una cantidad perfectamente normal, igual que 0,05 ETH. El conversor hace tangibles esas fracciones al mostrar su valor en una moneda que usted ya conoce.',
        'Como el sitio no tiene cuentas ni requiere registro, puede experimentar con total libertad. Pruebe varias cantidades, cambie de moneda y use el botón de intercambio para ver cómo funcionan los tipos de cambio en ambos sentidos. Nada de lo que escribe se guarda, y no se compra ni se vende nada.',
      ],
      links: [
        { text: '0,001 BTC en dólares estadounidenses', href: '/btc-to-usd/0.001' },
        { text: '0,05 ETH en dólares estadounidenses', href: '/eth-to-usd/0.05' },
      ],
    },
    {
      heading: 'Para empresas que aceptan criptomonedas',
      paragraphs: [
        'Las tiendas, los profesionales independientes y los proveedores de servicios que aceptan criptomonedas necesitan trasladar precios entre monedas fiat y criptomonedas. El conversor le ayuda a estimar qué cantidad de una criptomoneda corresponde a una factura en dólares o en euros, o cuánto valía un pago recibido en torno al momento en que llegó.',
        'Para la contabilidad, los registros fiscales o los presupuestos vinculantes, utilice el tipo de cambio que le facilite su procesador de pagos o su exchange en el momento de la transacción y lleve sus propios registros. Los precios de las criptomonedas se mueven rápido, y un presupuesto que era exacto hace una hora puede no coincidir ya con el tipo de cambio actual.',
      ],
    },
    {
      heading: 'Consejos para interpretar los resultados de conversión',
      paragraphs: [
        'Algunos hábitos sencillos hacen que las cifras sean más fiables y fáciles de interpretar:',
      ],
      list: [
        'Compruebe la hora de «Última actualización» que aparece bajo el resultado y pulse «Actualizar» si necesita el tipo de cambio más reciente.',
        'Fíjese en el aviso sobre valores aproximados: significa que no se pudieron obtener datos en vivo y que el tipo de cambio procede de una instantánea anterior con fecha.',
        'Use el tipo de cambio inverso para verificar una conversión en sentido contrario.',
        'Cuente con cuidado los decimales al introducir cantidades pequeñas, como 0,0005 BTC.',
        'Recuerde que los exchanges añaden comisiones de negociación y spreads, por lo que el importe que reciba será normalmente algo inferior.',
        'Tome todas las cifras como informativas y confirme los importes importantes con el servicio que utilice realmente.',
      ],
    },
    {
      heading: 'Empiece a convertir',
      paragraphs: [
        'Vuelva a la parte superior de la página, introduzca una cantidad y elija sus monedas. El conversor es gratuito, no requiere cuenta y no guarda nada sobre usted, salvo su preferencia de tema claro u oscuro, que se queda en su propio navegador.',
        'Si quiere ir más allá, la calculadora de ganancias muestra cómo cambió una inversión entre dos fechas, y la página «Quiénes somos» explica de dónde proceden nuestros datos y cómo funciona el sitio.',
      ],
      links: [
        { text: 'Calculadora de ganancias de criptomonedas', href: '/crypto-profit-calculator' },
        { text: 'Acerca de este sitio', href: '/about' },
        { text: 'Contacto', href: '/contact' },
      ],
    },
  ],
} satisfies ArticleInput;
