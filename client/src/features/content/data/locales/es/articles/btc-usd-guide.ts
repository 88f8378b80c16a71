import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Cómo usar nuestro conversor de BTC a USD',
  intro: [
    'El conversor de arriba muestra cuánto vale una cantidad de Bitcoin (BTC) en dólares estadounidenses (USD) y a cuánto bitcoin equivale una cantidad en dólares. Utiliza la mediana de los precios más recientes de cinco exchanges y de CoinGecko, y muestra tanto el tipo de cambio como el tipo de cambio inverso, para que pueda comprobar cada resultado por su cuenta.',
  ],
  sections: [
    {
      heading: 'Convertir BTC a USD',
      paragraphs: [
        'Para conocer el valor en dólares de una cantidad de bitcoin, siga estos pasos. La página se abre con el par BTC a USD ya seleccionado, así que normalmente solo hay que cambiar la cantidad.',
      ],
      list: [
        'Asegúrese de que la pestaña «Cripto a FIAT» esté seleccionada.',
        'Escriba el número de bitcoins en el campo «Cantidad», por ejemplo 0,01 o 0,25.',
        'Compruebe que la moneda «De» sea Bitcoin (BTC) y la moneda «A» sea el dólar estadounidense (USD).',
        'Consulte el valor en dólares en el panel de resultados, junto con el tipo de cambio de BTC a USD.',
        'Pulse «Actualizar» si quiere un tipo de cambio más reciente; puede usarse una vez cada 10 segundos.',
      ],
    },
    {
      heading: 'Convertir USD a BTC',
      paragraphs: [
        'Para ver a cuánto bitcoin correspondería una cantidad en dólares, invierta el par. El botón de intercambio situado entre los dos selectores de moneda lo hace con un solo clic.',
      ],
      list: [
        'Pulse el botón redondo de intercambio situado entre «De» y «A», de modo que «De» sea USD y «A» sea BTC.',
        'Introduzca la cantidad en dólares, por ejemplo 100 o 1000.',
        'Consulte el resultado en BTC; las cantidades pequeñas pueden tener muchos decimales.',
        'Use el tipo de cambio inverso para ver el precio en dólares de un bitcoin entero.',
        'Vuelva a pulsar el botón de intercambio para regresar a BTC a USD.',
      ],
    },
    {
      heading: 'Cantidades de BTC más habituales',
      paragraphs: [
        'La mayoría de las personas tienen o envían fracciones de bitcoin y no monedas enteras. Estas páginas abren el conversor con una cantidad habitual ya introducida:',
      ],
      links: [
        { text: '0,1 BTC a USD', href: '/btc-to-usd/0.1' },
        { text: '0,05 BTC a USD', href: '/btc-to-usd/0.05' },
        { text: '0,01 BTC a USD', href: '/btc-to-usd/0.01' },
        { text: '0,005 BTC a USD', href: '/btc-to-usd/0.005' },
        { text: '0,003 BTC a USD', href: '/btc-to-usd/0.003' },
        { text: '0,0025 BTC a USD', href: '/btc-to-usd/0.0025' },
        { text: '0,002 BTC a USD', href: '/btc-to-usd/0.002' },
        { text: '0,001 BTC a USD', href: '/btc-to-usd/0.001' },
        { text: '0,0005 BTC a USD', href: '/btc-to-usd/0.0005' },
        { text: '0,0002 BTC a USD', href: '/btc-to-usd/0.0002' },
        { text: '0,0001 BTC a USD', href: '/btc-to-usd/0.0001' },
        { text: '0,00001 BTC a USD', href: '/btc-to-usd/0.00001' },
      ],
    },
    {
      heading: 'Cómo se calcula la conversión',
      paragraphs: [
        'El cálculo en sí es sencillo: el valor en dólares es igual a la cantidad de BTC multiplicada por el tipo de cambio vigente de BTC a USD. Si el tipo de cambio es el precio de un bitcoin en dólares, 0,01 BTC vale la centésima parte de ese precio y 0,5 BTC vale la mitad.',
        'El tipo de cambio inverso es uno dividido entre el tipo de cambio. En el caso de BTC a USD, indica cuántos bitcoins se compran con un dólar, que es un número muy pequeño. Cuando convierte USD a BTC, la herramienta divide la cantidad en dólares entre el precio de un bitcoin, lo que da el mismo resultado que multiplicar por el tipo de cambio inverso.',
        'El tipo de cambio es un precio de referencia: la mediana de los precios de cinco exchanges y de CoinGecko, excluido cualquier precio muy alejado de los demás. No es el precio de ningún exchange concreto, por lo que un exchange puede cotizar algo más o algo menos, y las comisiones y los spreads modificarán el importe que reciba realmente si opera.',
        'Si no se puede acceder a ninguna fuente, la página muestra el último tipo de cambio del que disponía, marcado como no actualizado en vivo. Si no tiene ninguno, lo indica y utiliza en su lugar una instantánea de precios anterior y con fecha. Estos valores se marcan como aproximados: muestran, a grandes rasgos, cuánto valía la cantidad en la fecha indicada, no cuánto vale en este momento. Pulse «Actualizar» más tarde para volver a intentar obtener un tipo de cambio en vivo.',
      ],
      links: [{ text: 'Cómo calculamos los precios', href: '/methodology' }],
    },
    {
      heading: 'Preguntas frecuentes',
      faqs: [
        {
          question: '¿Con qué frecuencia se actualiza el tipo de cambio de BTC a USD?',
          answer: [
            'La página solicita un tipo de cambio nuevo cada minuto mientras está abierta, y la hora de la última actualización aparece bajo el resultado. También puede pulsar «Actualizar» para pedir un tipo de cambio más reciente, como máximo una vez cada 10 segundos.',
          ],
        },
        {
          question: '¿Por qué el resultado difiere del precio de mi exchange?',
          answer: [
            'Cada exchange tiene su propio libro de órdenes, por lo que los precios varían ligeramente de una plataforma a otra. El conversor muestra un tipo de cambio de referencia agregado. Además, un exchange cobra comisiones de negociación y aplica un spread entre los precios de compra y de venta, y ambos factores suelen reducir lo que usted recibe.',
          ],
        },
        {
          question: '¿Cuántos satoshis tiene un bitcoin?',
          answer: [
            'Un bitcoin se divide en 100.000.000 de satoshis, a menudo abreviados como sats. Así, 0,001 BTC equivale a 100.000 satoshis y 0,00001 BTC equivale a 1000 satoshis. El conversor trabaja en BTC, así que introduzca las cantidades en satoshis como su equivalente decimal.',
          ],
        },
        {
          question: '¿Puedo comprar o vender bitcoin en este sitio?',
          answer: [
            'No. Este sitio es únicamente una calculadora informativa. No es una plataforma de negociación, no custodia criptomonedas y no tiene cuentas de usuario. Para comprar o vender, tendría que utilizar un exchange u otro servicio de su elección, después de investigar por su cuenta.',
          ],
        },
      ],
    },
  ],
} satisfies ArticleInput;
