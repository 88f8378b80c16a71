import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Conversor y calculadora de criptomonedas',
  intro: [
    'Este conversor transforma cualquier cantidad de una criptomoneda en su valor en una moneda tradicional, o en otra criptomoneda, con el tipo de cambio de mercado más reciente disponible. Es gratuito, funciona sin cuenta y muestra el tipo de cambio utilizado, para que pueda ver exactamente cómo se ha calculado el resultado.',
  ],
  sections: [
    {
      heading: 'Funciones',
      paragraphs: [
        'La herramienta abarca unas 250 criptomonedas y alrededor de 50 monedas fiat, y se articula en torno a cuatro funciones básicas:',
      ],
      list: [
        'Tipos de cambio en tiempo real: la mediana de los precios de varios exchanges y de CoinGecko, consultada de nuevo cada minuto, con un botón «Actualizar» para obtener una actualización cuando la necesite.',
        'Compatibilidad con múltiples monedas: convierta entre criptomonedas y monedas fiat, o entre dos criptomonedas, con selectores de moneda que admiten búsqueda.',
        'Cálculos rápidos: el resultado, el tipo de cambio y el tipo de cambio inverso aparecen en cuanto escribe una cantidad o cambia de moneda.',
        'Datos históricos: la calculadora de ganancias consulta precios históricos para que pueda comparar una fecha pasada con la actual.',
      ],
      links: [{ text: 'Cómo calculamos los precios', href: '/methodology' }],
    },
    {
      heading: 'Cómo interpretar el resultado',
      paragraphs: [
        'El panel de resultados muestra la cantidad introducida, su valor convertido, el tipo de cambio de una unidad de la moneda de origen y el tipo de cambio inverso de una unidad de la moneda de destino. Debajo aparece la hora de la última actualización.',
        'Si no se puede acceder a los datos en vivo, el panel lo indica y muestra valores aproximados basados en una instantánea anterior con fecha. Todas las cifras son informativas y pueden diferir ligeramente del precio que ofrezca un exchange concreto.',
      ],
      links: [{ text: 'Calculadora de ganancias de criptomonedas', href: '/crypto-profit-calculator' }],
    },
  ],
} satisfies ArticleInput;
