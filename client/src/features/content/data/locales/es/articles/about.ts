import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Quiénes somos',
  intro: [
    'Este sitio es un conversor de criptomonedas y una calculadora de ganancias gratuitos. Le ayuda a saber cuánto vale una cantidad de criptomonedas en una moneda tradicional o en otra criptomoneda, y cómo habría cambiado una inversión entre dos fechas, sin crear una cuenta ni facilitar ningún dato personal.',
  ],
  sections: [
    {
      heading: 'Nuestra misión',
      paragraphs: [
        'Nuestro objetivo es que el valor de las criptomonedas resulte fácil de entender para todo el mundo, desde quien compra su primera fracción de una moneda hasta los traders y las empresas que operan con criptomonedas a diario. Queremos que las cifras sean claras, que el método que hay detrás esté a la vista y que las herramientas estén libres de registros, muros de pago y distracciones.',
        'No somos una plataforma de negociación, no custodiamos las criptomonedas de nadie y no le decimos a nadie qué comprar o vender. Todo lo que hay en el sitio es informativo, y procuramos explicar con claridad qué significan las cifras y cuáles son sus límites.',
      ],
    },
    {
      heading: 'Qué ofrecemos',
      paragraphs: [
        'El sitio reúne unas pocas herramientas y guías específicas, todas gratuitas y disponibles sin necesidad de cuenta:',
      ],
      list: [
        'Un conversor para unas 250 criptomonedas y alrededor de 50 monedas fiat, con los modos «Cripto a FIAT» y «Cripto a cripto».',
        'Páginas específicas para pares y cantidades populares, como BTC a USD o 0,01 BTC en dólares.',
        'Una calculadora de ganancias de criptomonedas para calcular la ganancia o pérdida de una inversión entre una fecha de compra y una fecha de venta.',
        'Una calculadora «¿Y si…?» que muestra cuánto valdría hoy una compra realizada en el pasado.',
        'Guías sobre muchas criptomonedas concretas, que explican qué son y cómo interpretar sus conversiones.',
      ],
      links: [
        { text: 'Conversor de criptomonedas', href: '/' },
        { text: 'Conversor de BTC a USD', href: '/btc-to-usd' },
        { text: 'Calculadora de ganancias de criptomonedas', href: '/crypto-profit-calculator' },
      ],
    },
    {
      heading: 'Nuestros datos',
      paragraphs: [
        'Los precios en vivo no proceden de un único proveedor. Cada minuto, el sitio pide sus precios más recientes a cinco exchanges de criptomonedas (Coinbase, Kraken, Bitstamp, Binance y OKX) y al agregador de precios CoinGecko, calcula la mediana y excluye cualquier fuente que se aleje más de un 2 % de ella, indicando cuál es y por qué. Los tipos de cambio entre monedas tradicionales proceden de Coinbase y CoinGecko y se contrastan con el tipo de cambio de referencia diario del Banco Central Europeo.',
        'Bajo cada resultado, una línea breve indica cuántas fuentes se utilizaron, en qué medida coinciden y qué antigüedad tiene el precio; al abrirla se ve el precio de cada fuente. Nuestra página de metodología explica la regla completa con palabras sencillas, incluido lo que ocurre cuando falla una fuente.',
        'Si no se puede acceder a ninguna fuente, el sitio muestra los últimos precios de los que disponía, marcados como no actualizados en vivo. Si tampoco los tiene, recurre a una instantánea de precios incluida en el propio sitio y tomada en una fecha conocida; en ese caso, la página indica que los datos en vivo no están disponibles, marca los valores como aproximados y muestra la fecha de la instantánea, para que siempre sepa lo actualizada que está una cifra.',
        'Los precios históricos que utilizan las calculadoras de ganancias y «¿Y si…?» proceden de CoinGecko y de datos públicos de exchanges. Los precios de distintas fuentes pueden diferir ligeramente, y los valores históricos son precios diarios de referencia, no el precio exacto de una operación concreta.',
      ],
      links: [
        { text: 'Cómo calculamos los precios', href: '/methodology' },
        { text: 'Descargo de responsabilidad', href: '/disclaimer' },
      ],
    },
    {
      heading: 'Contacto',
      paragraphs: [
        'Si tiene alguna pregunta sobre el sitio o ha visto algo que parece incorrecto, visite nuestra página de contacto. Antes de escribirnos, tenga en cuenta que el sitio no gestiona cuentas ni fondos, por lo que no podemos ayudarle con problemas relacionados con exchanges, billeteras o transacciones.',
      ],
      links: [{ text: 'Página de contacto', href: '/contact' }],
    },
  ],
} satisfies ArticleInput;
