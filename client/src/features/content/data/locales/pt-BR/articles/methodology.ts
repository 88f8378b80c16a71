import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Como calculamos os preços',
  intro: [
    'Todo preço ao vivo deste site é calculado a partir de várias fontes independentes, segundo uma regra fixa que qualquer pessoa pode verificar. Esta página explica essa regra em palavras simples: de onde vêm os preços, como eles se tornam um único número, o que acontece quando uma fonte está errada ou não responde e onde você pode ver o cálculo por trás de qualquer resultado.',
  ],
  sections: [
    {
      heading: 'De onde vêm os preços',
      paragraphs: [
        'A cada minuto, o site consulta várias exchanges de criptomoedas sobre seus preços mais recentes. Cada exchange é consultada com uma única requisição que retorna todos os seus mercados de uma vez, de modo que cada atualização custa a cada uma delas apenas uma chamada. Os preços obtidos dessa forma valem como ao vivo durante aquele minuto; depois disso, as exchanges são consultadas novamente.',
        'A CoinGecko, um agregador de preços, é consultada ao mesmo tempo. O preço dela conta como mais um voto, ao lado das exchanges, e ela é a única fonte para as criptomoedas que nenhuma das exchanges lista.',
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
      heading: 'Como associamos cada criptomoeda ao mercado certo',
      paragraphs: [
        'Cada criptomoeda é associada ao mercado de cada exchange por meio de uma tabela que montamos moeda por moeda, nunca apenas pelo ticker. Duas criptomoedas diferentes podem ter o mesmo ticker: TON, por exemplo, é tanto a Toncoin quanto a Tokamak Network. Só a moeda indicada na tabela recebe o preço de uma exchange, e uma moeda que não está na tabela é precificada apenas pela CoinGecko.',
        'A mesma tabela também registra os casos em que uma exchange grafa uma moeda de outra forma (a Kraken lista o Bitcoin como XBT) e quais mercados não devem ser usados, como um mercado que apenas espelha outro e faria o mesmo preço ser contado duas vezes.',
      ],
    },
    {
      heading: 'Tether não é dólar americano',
      paragraphs: [
        'A Binance e a OKX cotam a maioria das criptomoedas em Tether (USDT), e não em dólares americanos. O Tether deveria valer um dólar, mas seu preço oscila um pouco e, em alguns momentos, oscilou bastante. Por isso, esses preços são convertidos para dólares com o próprio preço do Tether, obtido dos mercados USDT/USD das exchanges e da CoinGecko pela mesma regra da mediana descrita abaixo.',
        'Quando o Tether se afasta mais de 0,5% de um dólar, ou quando não há preço do Tether disponível, os preços cotados em Tether são descartados naquele minuto. A lista de fontes abaixo do resultado informa isso, com o preço do Tether e o quanto ele estava distante de um dólar.',
      ],
    },
    {
      heading: 'De vários preços para um só',
      paragraphs: [
        'Para cada criptomoeda, os preços fornecidos pelas fontes em um minuto são combinados nestas etapas:',
      ],
      list: [
        'Um preço igual a zero, negativo ou que não seja um número é descartado.',
        'Um preço com mais de dois minutos é descartado quando há preços mais recentes. Quando só há preços mais antigos, eles continuam sendo usados, e o resultado mostra a idade deles.',
        'Calcula-se a mediana dos preços restantes: o valor do meio, ou a média dos dois valores do meio.',
        'Qualquer fonte que se afaste mais de 2% dessa mediana é descartada, e a página a identifica e informa o tamanho do desvio, por exemplo “3,1% acima da mediana”.',
        'O preço exibido é a mediana das fontes mantidas.',
        'O spread é o maior preço mantido menos o menor, dividido por essa mediana. Um spread pequeno significa que as fontes estão bem alinhadas.',
      ],
    },
    {
      heading: 'Quando só uma ou duas fontes respondem',
      paragraphs: [
        'Com duas fontes, ambas são usadas mesmo quando divergem em mais de 2%. A mediana de dois preços fica exatamente entre eles, então não há maioria para dizer qual está errado. O spread mostra, nesse caso, o quanto eles estão distantes.',
        'Com uma fonte, o preço dela é usado como está, e a linha abaixo do resultado informa que havia apenas uma fonte e qual era.',
      ],
    },
    {
      heading: 'Moedas fiduciárias',
      paragraphs: [
        'As cotações entre o dólar americano e outras moedas tradicionais vêm da tabela de câmbio da Coinbase e das cotações de moedas da CoinGecko, combinadas pela mesma regra usada para os preços das criptomoedas.',
        'O Banco Central Europeu (BCE) publica uma taxa de referência para muitas moedas uma vez a cada dia útil, que lemos por meio do serviço Frankfurter. Ela é usada como limite: uma cotação ao vivo que se afaste mais de 2% da taxa do BCE é descartada. Se nenhuma cotação ao vivo ficar dentro desse limite, usa-se a própria taxa do BCE. As moedas que o BCE não publica são combinadas sem essa verificação.',
      ],
    },
    {
      heading: 'Conversão entre quaisquer duas moedas',
      paragraphs: [
        'Todo preço é mantido em dólares americanos. A cotação entre duas moedas é a razão entre seus dois preços em dólares: um Bitcoin em euros é o preço do Bitcoin em dólares dividido pelo preço do euro em dólares.',
        'Como os dois sentidos usam os mesmos dois preços, BTC para EUR e EUR para BTC sempre batem exatamente; um é o inverso do outro. O mesmo vale para qualquer par de criptomoedas.',
      ],
    },
    {
      heading: 'Quando uma fonte falha',
      paragraphs: [
        'Uma fonte que retorna erro, não responde a tempo ou limita nossas requisições é ignorada naquele minuto e aparece na lista de fontes com o motivo, como “limite de requisições atingido neste minuto” ou “não respondeu a tempo”. As outras fontes seguem sem ela.',
        'Se nenhuma fonte responder, o site continua mostrando os últimos preços que tinha e os marca como não ao vivo, com a idade deles. Se também não tiver preços anteriores, mostra um snapshot de preços incluído no site, obtido em uma data conhecida, identificado como aproximado e datado. O site nunca mostra um número inventado.',
      ],
    },
    {
      heading: 'Onde conferir',
      paragraphs: [
        'Abaixo de cada resultado de conversão há uma linha curta como “Mediana de 6 fontes · spread 0,04% · há 12 s”. A idade é a do preço mais antigo usado. Ao abrir essa linha, você vê o preço de cada fonte em dólares americanos e sua idade, quais fontes foram usadas e quais foram descartadas, cada uma com o motivo.',
        'A API pública retorna as mesmas informações. Uma requisição GET /api/convert responde com a cotação e com sources (todas as fontes consultadas para cada uma das moedas, com o preço, o horário, se foram usadas e, se não, por quê), sourcesUsed e sourcesAsked (quantas das fontes consultadas foram usadas; para um par de duas criptomoedas, os números da moeda com menos fontes) e spread.',
      ],
    },
    {
      heading: 'O que este método não faz',
      list: [
        'Não pondera as fontes pelo volume negociado. Com cinco ou seis fontes, uma mediana simples já resiste a um único preço errado, e é fácil para qualquer pessoa conferir à mão.',
        'Os preços das exchanges são os de suas últimas negociações, e não o preço de compra ou de venda que você obteria em uma ordem, e não incluem taxas de negociação, spreads nem taxas de rede.',
        'A variação em 24 horas exibida ao lado de um preço é a da CoinGecko.',
        'Os preços históricos das calculadoras de lucro e “E se” são preços de referência diários da CoinGecko e de dados públicos de exchanges, e não o resultado desta regra.',
        'Os números são apenas informativos. Não constituem oferta de compra ou venda nem recomendação financeira.',
      ],
      links: [
        { text: 'Sobre nós', href: '/about' },
        { text: 'Aviso legal', href: '/disclaimer' },
        { text: 'Conversor de criptomoedas', href: '/' },
      ],
    },
  ],
} satisfies ArticleInput;
