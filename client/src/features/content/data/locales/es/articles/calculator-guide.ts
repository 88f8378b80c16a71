import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Cómo usar la calculadora de ganancias de criptomonedas',
  intro: [
    'La calculadora de ganancias de criptomonedas muestra cómo habría cambiado de valor entre dos fechas una suma de dinero invertida en una criptomoneda. Tiene tres pestañas. La «Calculadora de ganancias/pérdidas» trabaja con una fecha de compra y una fecha de venta que usted elige, y la «Calculadora ¿Y si…?» responde a una pregunta más sencilla: ¿cuánto valdría hoy una cantidad invertida en una fecha pasada? La pestaña «DCA» (dollar-cost averaging, o promedio del costo en dólares) responde a una tercera: ¿cuánto valdría hoy una cantidad fija comprada cada día, semana o mes entre dos fechas?',
    'Las tres pestañas utilizan precios diarios históricos. Describen lo que ya ocurrió y no hacen previsiones. Las cantidades y los resultados se expresan en la moneda elegida en el campo «Moneda base», encima de las pestañas: el dólar estadounidense, salvo que elija otra. La calculadora es una herramienta exclusivamente informativa: no opera, no custodia fondos ni se conecta a ninguna cuenta de exchange.',
  ],
  sections: [
    {
      heading: 'Cómo usar la calculadora de ganancias/pérdidas',
      paragraphs: [
        'Use esta pestaña cuando conozca, o quiera probar, los dos extremos de una inversión: cuándo se compró y cuándo se vendió. El formulario parte de unos valores predeterminados razonables, así que solo tiene que cambiar los campos que le interesen.',
      ],
      list: [
        'Seleccione la pestaña «Calculadora de ganancias/pérdidas».',
        'Elija la criptomoneda que quiere analizar.',
        'Introduzca la inversión inicial en la moneda base. El campo tiene 1000 como valor inicial.',
        'Elija la fecha de compra. El valor inicial es el 1 de enero de 2022.',
        'Elija la fecha de venta. El valor inicial es la fecha de hoy, y no se pueden seleccionar fechas posteriores.',
        'Si lo desea, introduzca una comisión del exchange en forma de porcentaje. Las comisiones del 0,1 % al 0,5 % son habituales, y la comisión se aplica tanto a la compra como a la venta.',
        'Si lo desea, introduzca sus tenencias actuales. Se guardan solo como referencia para usted y no modifican el cálculo.',
        'Haga clic en «Calcular».',
        'Consulte el resultado. Pulse «Copiar resultado» para copiarlo como texto, o comparta la dirección de la página: después del cálculo, contiene todos los datos introducidos en la pestaña y la moneda base, así que el enlace abre la calculadora con los mismos datos, lista para volver a calcular.',
      ],
    },
    {
      heading: 'Cómo usar la calculadora ¿Y si…?',
      paragraphs: [
        'Esta pestaña toma una fecha pasada y la compara con hoy. Es una forma rápida de ver cómo ha evolucionado una criptomoneda desde una fecha que recuerde, como el día en que oyó hablar de ella por primera vez o el comienzo de un año.',
      ],
      list: [
        'Seleccione la pestaña «Calculadora ¿Y si…?».',
        'Elija la criptomoneda que quiere analizar.',
        'Introduzca una cantidad en la moneda base. El campo tiene 1000 como valor inicial.',
        'Elija una fecha pasada. El valor inicial es el 15 de marzo de 2020.',
        'Haga clic en «Calcular» para ver cuánto valdría hoy esa cantidad si se hubiera invertido en la criptomoneda en esa fecha.',
        'Copie el resultado o comparta el enlace del mismo modo que en la pestaña de ganancias/pérdidas.',
      ],
    },
    {
      heading: 'Cómo usar la calculadora DCA',
      paragraphs: [
        'El promedio del costo en dólares (en inglés dollar-cost averaging, DCA) consiste en comprar una cantidad fija a intervalos regulares en lugar de invertirlo todo de una vez. Esta pestaña muestra cuánto valdría hoy un plan así en una criptomoneda. También lo compara con invertir el mismo total en una sola compra el primer día de compra.',
      ],
      list: [
        'Seleccione la pestaña «DCA».',
        'Elija la criptomoneda que quiere analizar.',
        'Introduzca la cantidad por compra en la moneda base. El campo tiene 100 como valor inicial.',
        'Elija la frecuencia: «Diaria», «Semanal» o «Mensual». El valor inicial es «Semanal». Las compras semanales se hacen cada siete días a partir de la fecha de inicio. Las compras mensuales se hacen el mismo día del mes que la fecha de inicio, o el último día en los meses más cortos.',
        'Elija la fecha de inicio. El valor inicial es el 1 de enero de 2022, y el plan empieza en esa fecha.',
        'Elija la fecha de fin. El valor inicial es la fecha de hoy, y no se pueden seleccionar fechas posteriores. La fecha de inicio debe ser anterior a la fecha de fin, y el periodo puede abarcar como máximo 20 años.',
        'Haga clic en «Calcular».',
        'Consulte el resultado. Muestra el número de compras, el total invertido, las monedas acumuladas, el costo medio por moneda, el valor actual y la ganancia o pérdida. Debajo, una tabla compara el plan con una inversión única: el mismo total invertido de una vez el primer día de compra. Una frase bajo la tabla indica cuál rindió más y por cuánto.',
        'Comparta la dirección de la página para pasar los datos introducidos, igual que en las otras pestañas. Esta pestaña no tiene botón «Copiar resultado».',
      ],
    },
    {
      heading: 'Cómo interpretar los resultados',
      paragraphs: [
        'El valor inicial es la cantidad que introdujo, en la moneda base. El valor final es lo que valdrían en la fecha de venta las monedas compradas con esa cantidad, o lo que valen hoy si la fecha de venta es la de hoy. En la pestaña «¿Y si…?», el valor final siempre se basa en el día de hoy. En la pestaña «DCA», el valor actual también se basa en el día de hoy, aunque la fecha de fin esté en el pasado.',
        'La ganancia o pérdida es el valor final menos el valor inicial. Se muestra con una etiqueta verde cuando es cero o positiva y con una etiqueta roja cuando es negativa. La variación porcentual expresa esa misma diferencia como proporción del valor inicial, redondeada a dos decimales.',
        'En las pestañas de ganancias/pérdidas y «¿Y si…?», el resultado incluye también el precio de la criptomoneda en cada fecha, junto con las propias fechas, para que pueda comprobar las cifras por su cuenta. El gráfico muestra el precio durante todo el periodo, con los puntos de compra y de venta marcados. Merece la pena consultarlo: dos fechas pueden mostrar una variación modesta aunque el precio haya subido o bajado mucho entre ambas.',
        'Dicho de forma sencilla, el cálculo funciona así. La cantidad se divide entre el precio en la fecha de compra, lo que da el número de monedas compradas. Ese número se multiplica por el precio en la fecha de venta para obtener el valor final. La ganancia es el valor final menos el valor inicial, y el porcentaje es la ganancia dividida entre el valor inicial, multiplicada por 100. Por ejemplo, con precios hipotéticos, 1000 USD a 40 USD por moneda compran 25 monedas; a 50 USD por moneda, esas monedas valen 1250 USD, lo que supone una ganancia de 250 USD, es decir, un 25,00 %. En la pestaña «DCA», cada compra adquiere la cantidad por compra dividida entre el precio de ese día. El valor actual es el total de monedas acumuladas multiplicado por el precio actual, la ganancia o pérdida es el valor actual menos el total invertido, y el costo medio por moneda es el total invertido dividido entre las monedas acumuladas.',
        'Si introduce una comisión del exchange, se descuenta dos veces. En la compra, solo la cantidad menos la comisión se convierte en monedas, y en la venta, lo que se cobra es el valor de las monedas menos la comisión. Con una comisión del 0,5 % y un precio sin cambios, 1000 USD se convierten en unos 990 USD, una pérdida cercana al 1 % causada únicamente por las comisiones. La ganancia y el porcentaje se siguen midiendo respecto a la cantidad total que introdujo. La pestaña «DCA» no tiene campo de comisión, así que su resultado no incluye comisiones.',
        'Cada precio histórico es el precio en dólares estadounidenses a las 00:00 UTC de esa fecha. En otra moneda base, ese precio se convierte con el tipo de cambio de referencia del mismo día (en fines de semana y festivos, el del último día hábil anterior), y una nota bajo el resultado indica los tipos utilizados. Las criptomonedas se negocian a todas horas, por lo que no existe un precio de cierre oficial; una hora fija da a cada fecha un único precio coherente, el mismo para todos los visitantes de cualquier zona horaria. En Estados Unidos, las 00:00 UTC corresponden a la tarde o la noche del día anterior. Cuando la fecha de venta es la de hoy, se utiliza en su lugar el precio actual. Como ese precio no deja de moverse, un resultado que lo utilice puede cambiar si vuelve a calcularlo o si abre más tarde un enlace compartido.',
        'Los precios del último año proceden de CoinGecko. Los precios más antiguos proceden de datos públicos de mercado de Coinbase, DefiLlama y Binance, que en el caso de Bitcoin se remontan a 2013. Si una criptomoneda aún no cotizaba en la fecha elegida, la página se lo indica y muestra la primera fecha para la que hay un precio disponible. En la pestaña «DCA», los días de compra programados sin precio se omiten, y el resultado indica cuántos son.',
        'Los resultados son un modelo, no el registro de una operación real. Su compra o venta real se produjo a una hora concreta del día y en un exchange concreto, por lo que el precio que pagó probablemente fue algo distinto. Los resultados tampoco tienen en cuenta los impuestos, el deslizamiento (slippage, la diferencia entre el precio que espera y el precio al que se ejecuta realmente una orden), los spreads ni las comisiones de retirada o de red.',
      ],
    },
    {
      heading: 'Cuatro consejos para inversores en criptomonedas',
      paragraphs: [
        'Se trata de consideraciones generales para cualquier persona que siga las criptomonedas, no de asesoramiento de inversión. La calculadora describe el pasado, y los movimientos de precios pasados no indican lo que hará ninguna criptomoneda en el futuro.',
      ],
      list: [
        'Piense en horizontes temporales. Una misma criptomoneda puede mostrar una ganancia en un periodo y una pérdida en otro, así que pruebe varios intervalos de fechas en la calculadora en lugar de fiarse de un único par de fechas.',
        'Tenga en cuenta las comisiones. Las comisiones de negociación, los spreads y las comisiones de red se van sumando, sobre todo si opera con frecuencia. El campo de comisión muestra cómo una comisión pagada tanto en la compra como en la venta reduce el resultado.',
        'Guarde registros para los impuestos. En Estados Unidos y en muchos otros países, vender, intercambiar o gastar criptomonedas puede constituir un hecho imponible. Anote la fecha, la cantidad, el precio y las comisiones de cada transacción, y consulte a un asesor fiscal qué se aplica en su caso.',
        'No invierta nunca más de lo que pueda permitirse perder. Los precios de las criptomonedas pueden caer de forma brusca y rápida, y algunas monedas pierden definitivamente la mayor parte de su valor.',
      ],
    },
    {
      heading: 'Convierta al tipo de cambio de hoy',
      paragraphs: [
        'La calculadora de ganancias mira hacia atrás en el tiempo. Para ver cuánto vale ahora mismo una cantidad de criptomonedas, o qué cantidad de una criptomoneda representa un importe en dólares al tipo de cambio actual, abra el conversor.',
      ],
      links: [
        { text: 'Conversor de criptomonedas', href: '/' },
        { text: 'BTC a USD', href: '/btc-to-usd' },
        { text: 'ETH a USD', href: '/eth-to-usd' },
      ],
    },
  ],
} satisfies ArticleInput;
