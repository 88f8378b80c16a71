import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Cómo calculamos los precios',
  intro: [
    'Cada precio en vivo de este sitio se obtiene a partir de varias fuentes independientes, mediante una regla fija que cualquiera puede comprobar. Esta página explica esa regla con palabras sencillas: de dónde proceden los precios, cómo se convierten en una sola cifra, qué ocurre cuando una fuente se equivoca o no responde y dónde puede ver el cálculo que hay detrás de cualquier resultado.',
  ],
  sections: [
    {
      heading: 'De dónde proceden los precios',
      paragraphs: [
        'Cada minuto, el sitio pide sus precios más recientes a varios exchanges de criptomonedas. A cada exchange se le consulta con una única solicitud que devuelve todos sus mercados a la vez, de modo que cada actualización le supone una sola llamada. Los precios obtenidos de esta forma se consideran en vivo durante ese minuto; después, se vuelve a consultar a los exchanges.',
        'Al mismo tiempo se consulta a CoinGecko, un agregador de precios. Su precio cuenta como un voto más junto a los de los exchanges, y es la única fuente para las criptomonedas que no cotiza ninguno de los exchanges.',
      ],
      list: [
        'Coinbase',
        'Kraken',
        'Bitstamp',
        'Binance',
        'OKX',
        'CoinGecko (agregador)',
      ],
    },
    {
      heading: 'Cómo se asigna cada criptomoneda a su mercado',
      paragraphs: [
        'Cada criptomoneda se asigna al mercado correspondiente de cada exchange mediante una tabla que elaboramos moneda por moneda, nunca solo por su ticker. Dos criptomonedas distintas pueden compartir ticker: TON, por ejemplo, corresponde tanto a Toncoin como a Tokamak Network. Solo la criptomoneda indicada en la tabla recibe el precio de un exchange, y una criptomoneda que no figura en la tabla se valora únicamente con CoinGecko.',
        'La misma tabla recoge también los casos en que un exchange escribe el nombre de una criptomoneda de otra forma (Kraken denomina XBT a Bitcoin) y qué mercados no deben utilizarse, como un mercado que se limita a replicar otro y que haría contar dos veces el mismo precio.',
      ],
    },
    {
      heading: 'Tether no es el dólar estadounidense',
      paragraphs: [
        'Binance y OKX cotizan la mayoría de las criptomonedas en Tether (USDT) y no en dólares estadounidenses. Tether está pensado para valer un dólar, pero su precio se mueve un poco y, en ocasiones, se ha movido mucho. Por eso esos precios se convierten a dólares con el propio precio de Tether, tomado de los mercados USDT/USD de los exchanges y de CoinGecko mediante la misma regla de la mediana que se describe más abajo.',
        'Cuando Tether se aleja más de un 0,5 % de un dólar, o cuando no hay ningún precio de Tether disponible, los precios cotizados en Tether se excluyen durante ese minuto. La lista de fuentes que aparece bajo el resultado lo indica, con el precio de Tether y cuánto se alejaba de un dólar.',
      ],
    },
    {
      heading: 'De varios precios a uno solo',
      paragraphs: [
        'Para cada criptomoneda, los precios que las fuentes han dado en un minuto se combinan siguiendo estos pasos:',
      ],
      list: [
        'Se descarta cualquier precio que sea cero, negativo o que no sea un número.',
        'Se descarta cualquier precio con más de dos minutos de antigüedad cuando existen precios más recientes. Cuando solo hay precios más antiguos, se siguen utilizando, y el resultado muestra su antigüedad.',
        'Se calcula la mediana de los precios restantes: el valor central, o la media de los dos valores centrales.',
        'Se excluye cualquier fuente que se aleje más de un 2 % de esa mediana, y la página la nombra e indica cuánto se alejaba, por ejemplo «un 3,1 % por encima de la mediana».',
        'El precio que se muestra es la mediana de las fuentes que se han conservado.',
        'La dispersión es el precio más alto conservado menos el más bajo, dividido entre esa mediana. Una dispersión pequeña significa que las fuentes coinciden estrechamente.',
      ],
    },
    {
      heading: 'Cuando solo responden una o dos fuentes',
      paragraphs: [
        'Con dos fuentes, se utilizan ambas aunque difieran en más de un 2 %. La mediana de dos precios se sitúa exactamente entre ellos, así que no hay una mayoría que indique cuál es el erróneo. En ese caso, la dispersión muestra lo alejados que están.',
        'Con una sola fuente, su precio se utiliza tal cual, y la línea que aparece bajo el resultado indica que solo había una fuente y la nombra.',
      ],
    },
    {
      heading: 'Monedas fiat',
      paragraphs: [
        'Los tipos de cambio entre el dólar estadounidense y otras monedas tradicionales proceden de la tabla de tipos de cambio de Coinbase y de los tipos de cambio de CoinGecko, combinados con la misma regla que los precios de las criptomonedas.',
        'El Banco Central Europeo (BCE) publica cada día hábil un tipo de cambio de referencia para muchas monedas, que consultamos a través del servicio Frankfurter. Se utiliza como límite: se excluye cualquier tipo de cambio en vivo que se aleje más de un 2 % del tipo del BCE. Si no queda ningún tipo de cambio en vivo dentro de ese límite, se utiliza el propio tipo del BCE. Las monedas que el BCE no publica se combinan sin esta comprobación.',
      ],
    },
    {
      heading: 'Conversión entre dos monedas cualesquiera',
      paragraphs: [
        'Todos los precios se guardan en dólares estadounidenses. El tipo de cambio entre dos monedas es el cociente de sus dos precios en dólares: un bitcoin en euros es el precio en dólares de Bitcoin dividido entre el precio en dólares del euro.',
        'Como ambos sentidos utilizan los mismos dos precios, BTC a EUR y EUR a BTC siempre coinciden exactamente: uno es el inverso del otro. Lo mismo ocurre con cualquier par de criptomonedas.',
      ],
    },
    {
      heading: 'Cuando falla una fuente',
      paragraphs: [
        'Una fuente que devuelve un error, no responde a tiempo o limita nuestras solicitudes se omite durante ese minuto, y aparece en la lista de fuentes con el motivo, como «límite de solicitudes alcanzado este minuto» o «no respondió a tiempo». Las demás fuentes siguen funcionando sin ella.',
        'Si no responde ninguna fuente, el sitio sigue mostrando los últimos precios de los que disponía y los marca como no actualizados en vivo, con su antigüedad. Si tampoco tiene precios anteriores, muestra una instantánea de precios incluida en el propio sitio, tomada en una fecha conocida, marcada como aproximada y con su fecha. El sitio nunca muestra una cifra inventada.',
      ],
    },
    {
      heading: 'Dónde puede verlo',
      paragraphs: [
        'Bajo cada resultado de conversión hay una línea breve como «Mediana de 6 fuentes · dispersión 0,04 % · hace 12 s». La antigüedad es la del precio más antiguo utilizado. Al abrir la línea se ve el precio de cada fuente en dólares estadounidenses y su antigüedad, qué fuentes se utilizaron y cuáles se excluyeron, cada una con su motivo.',
        'La API pública devuelve la misma información. Una solicitud a GET /api/convert responde con el tipo de cambio y con sources (cada fuente consultada para cualquiera de las dos monedas, con su precio, su hora, si se utilizó y, si no, por qué), sourcesUsed y sourcesAsked (cuántas de las fuentes consultadas se utilizaron; para un par de dos criptomonedas, las cifras de la que tenga menos) y spread.',
      ],
    },
    {
      heading: 'Qué no hace este método',
      list: [
        'No pondera las fuentes por volumen de negociación. Con cinco o seis fuentes, una mediana simple ya resiste un único precio erróneo, y cualquiera puede comprobarla a mano con facilidad.',
        'Los precios de los exchanges son sus últimas operaciones, no el precio de compra o de venta que obtendría con una orden, y no incluyen comisiones de negociación, spreads ni comisiones de red.',
        'La variación en 24 horas que aparece junto a un precio es la de CoinGecko.',
        'Los precios históricos de las calculadoras de ganancias y «¿Y si…?» son precios diarios de referencia de CoinGecko y de datos públicos de exchanges, no el resultado de esta regla.',
        'Las cifras son solo informativas. No constituyen una oferta de compra o venta ni asesoramiento financiero.',
      ],
      links: [
        { text: 'Quiénes somos', href: '/about' },
        { text: 'Descargo de responsabilidad', href: '/disclaimer' },
        { text: 'Conversor de criptomonedas', href: '/' },
      ],
    },
  ],
} satisfies ArticleInput;
