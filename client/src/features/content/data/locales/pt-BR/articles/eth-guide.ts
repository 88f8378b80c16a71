import type { ArticleInput } from '@shared/schemas/content';

const about: ArticleInput = {
  title: 'Sobre o Ethereum',
  intro: [
    'O Ethereum é uma blockchain pública que executa programas chamados contratos inteligentes. O ether (ETH) é sua moeda nativa: paga as taxas de transação, conhecidas como gas, e é o que os validadores colocam em staking para ajudar a proteger a rede.',
  ],
  sections: [
    {
      heading: 'O que é o Ethereum',
      paragraphs: [
        'O Ethereum foi descrito em um whitepaper de 2013 por Vitalik Buterin e lançado em julho de 2015. Enquanto o Bitcoin foi pensado principalmente como dinheiro digital, o Ethereum foi pensado como uma plataforma de uso geral: qualquer pessoa pode implantar código nele, e esse código é executado exatamente como foi escrito em milhares de computadores ao redor do mundo.',
        'Muitos outros tokens, incluindo stablecoins e tokens de governança, existem no Ethereum na forma de contratos inteligentes. Exchanges descentralizadas, protocolos de empréstimo, marketplaces de NFTs e muitas redes de camada 2 são construídos sobre ele ou liquidam suas transações nele.',
      ],
    },
    {
      heading: 'Como a rede funciona',
      paragraphs: [
        'Desde a atualização conhecida como The Merge, em setembro de 2022, o Ethereum usa proof of stake. Os validadores bloqueiam ETH como garantia, propõem e atestam novos blocos e recebem recompensas por isso; se agirem de má-fé, parte do seu stake pode ser confiscada. Antes do Merge, o Ethereum usava mineração proof of work, que consumia muito mais energia.',
        'Toda transação paga uma taxa em ETH. Desde uma atualização de agosto de 2021, parte de cada taxa, a taxa-base, é queimada, ou seja, retirada de circulação para sempre. Se a oferta total cresce ou diminui ao longo do tempo depende do nível de atividade da rede.',
      ],
    },
    {
      heading: 'Unidades do ether',
      paragraphs: [
        'O ether é divisível em até 18 casas decimais. A menor unidade se chama wei, e um ETH equivale a um quintilhão de wei. Os preços do gas costumam ser cotados em gwei, sendo um gwei igual a um bilionésimo de ETH; por isso, taxas que parecem altas em gwei muitas vezes são pequenas em ETH.',
      ],
    },
  ],
};

const conversion: ArticleInput = {
  title: 'Conversão de ETH',
  intro: [
    'O conversor acima mostra o valor de qualquer quantidade de ETH em dólares americanos e em cerca de 50 outras moedas fiduciárias, ou em outra criptomoeda. A cotação é a mediana dos preços de várias exchanges e da CoinGecko, solicitada novamente a cada minuto enquanto a página está aberta.',
  ],
  sections: [
    {
      heading: 'Como converter ETH para USD e vice-versa',
      paragraphs: [
        'Digite uma quantidade de ETH e leia o valor em dólares no painel de resultado. O valor é igual à quantidade multiplicada pela cotação atual de ETH para USD, e a cotação usada aparece abaixo do resultado, junto com a cotação inversa.',
        'Para fazer o caminho inverso, clique no botão de inverter entre os dois seletores de moeda. A ferramenta então divide o seu valor em dólares pelo preço de um ETH e mostra a quanto ether esse valor corresponde.',
      ],
      list: [
        'Escolha “Cripto para FIAT” para USD, EUR, GBP e outras moedas tradicionais.',
        'Escolha “Cripto para Cripto” para comparar o ETH com Bitcoin, Solana ou outra criptomoeda.',
        'Use a caixa de busca de cada seletor para encontrar uma moeda pelo nome ou pelo ticker.',
        'Clique em Atualizar para obter uma cotação mais recente, no máximo uma vez a cada 10 segundos.',
      ],
    },
    {
      heading: 'O que afeta o valor que você recebe',
      paragraphs: [
        'O conversor mostra uma cotação de referência, e não a cotação de uma exchange específica. Se você de fato vender ETH, o valor recebido depende do preço da exchange naquele momento, da taxa de negociação, do spread entre os preços de compra e venda e de eventuais taxas de saque.',
        'Movimentar ETH na blockchain também custa gas. As taxas de gas variam com a demanda da rede, de modo que enviar um valor pequeno pode custar uma parte considerável dele quando a rede está congestionada. As redes de camada 2 costumam cobrar taxas bem menores do que a rede principal do Ethereum.',
      ],
      links: [
        { text: 'Conversor de ETH para USD', href: '/eth-to-usd' },
        { text: 'Conversor de ETH para EUR', href: '/eth-to-eur' },
        { text: 'Conversor de ETH para GBP', href: '/eth-to-gbp' },
      ],
    },
  ],
};

const investing: ArticleInput = {
  title: 'Investir em ETH',
  intro: [
    'Esta seção explica alguns conceitos gerais que as pessoas levam em conta quando pensam em manter ether. Ela tem caráter apenas educativo: não é recomendação de investimento e não sugere que você deva comprar, vender ou manter ETH.',
  ],
  sections: [
    {
      heading: 'Formas de manter ETH',
      paragraphs: [
        'Algumas pessoas compram ETH em uma exchange e o deixam lá, outras o transferem para uma carteira que elas mesmas controlam, e algumas fazem staking para participar da validação da rede. Cada abordagem envolve compensações diferentes entre conveniência, controle e risco.',
        'O staking pode render recompensas, mas também traz riscos: o saque do ETH em staking pode levar tempo, um validador que age de má-fé ou fica offline pode perder parte do seu stake, e os serviços de staking e os tokens de liquid staking acrescentam seus próprios riscos de contraparte e de contratos inteligentes.',
      ],
    },
    {
      heading: 'Riscos que você precisa entender',
      paragraphs: [
        'O preço do ETH já subiu e caiu bruscamente muitas vezes, chegando a perder mais da metade do valor em poucos meses. Quem pensa em investir deve estar preparado para grandes oscilações e para a possibilidade de perder dinheiro.',
      ],
      list: [
        'Volatilidade: os preços podem mudar de forma significativa em horas ou dias.',
        'Risco de custódia: exchanges podem quebrar ou ser hackeadas, e a perda de uma chave privada geralmente significa a perda dos fundos.',
        'Risco de contratos inteligentes: falhas em aplicativos construídos no Ethereum já causaram grandes prejuízos.',
        'Risco regulatório: as regras para criptoativos variam de país para país e podem mudar.',
        'Golpes: tokens falsos, sites de phishing e impostores são comuns.',
      ],
    },
    {
      heading: 'Faça sua própria pesquisa',
      paragraphs: [
        'Antes de tomar qualquer decisão financeira, leia fontes primárias, como a documentação oficial do Ethereum, entenda as taxas e as regras de qualquer serviço que você usar e considere conversar com um profissional financeiro qualificado que conheça a sua situação.',
        'A calculadora de lucro deste site pode mostrar como o valor de uma compra passada teria mudado entre duas datas. Isso é apenas uma descrição do histórico: movimentos de preço passados não preveem os futuros.',
      ],
      links: [{ text: 'Calculadora de lucro com criptomoedas', href: '/crypto-profit-calculator' }],
    },
  ],
};

const history: ArticleInput = {
  title: 'Histórico de preços do Ethereum',
  intro: [
    'A tabela abaixo lista alguns momentos que marcaram a história do Ethereum, com o preço aproximado de um ETH em dólares americanos por volta de cada data. Os preços são arredondados e aproximados; eles variavam entre as exchanges e ao longo de cada dia.',
  ],
  sections: [
    {
      heading: 'Datas importantes na história de preços do Ethereum',
      paragraphs: [
        'Estes números servem para dar uma noção de escala, e não valores exatos. Para o preço de um dia específico, use a calculadora de lucro, que consulta preços históricos.',
      ],
      table: {
        columns: ['Data', 'Preço aproximado (USD)', 'Acontecimento relevante'],
        rows: [
          ['Julho de 2015', 'Ainda sem preço de mercado (primeiras negociações em agosto de 2015, perto de US$ 3)', 'Lançamento da mainnet do Ethereum'],
          ['Junho de 2016', 'Cerca de US$ 20', 'Ataque ao The DAO, seguido de um hard fork em julho de 2016'],
          ['Janeiro de 2018', 'Cerca de US$ 1.400', 'Pico do ciclo de mercado de 2017–2018'],
          ['Março de 2020', 'Cerca de US$ 110', 'Queda brusca nos mercados globais'],
          ['Novembro de 2021', 'Cerca de US$ 4.800', 'Máxima histórica até então'],
          ['Setembro de 2022', 'Cerca de US$ 1.600', 'O Merge leva o Ethereum para o proof of stake'],
        ],
      },
      links: [{ text: 'Consulte preços históricos na calculadora de lucro', href: '/crypto-profit-calculator' }],
    },
    {
      heading: 'Quantidades comuns de ETH',
      paragraphs: [
        'Estas páginas abrem o conversor com uma quantidade de ETH frequentemente usada já preenchida, com o valor em dólares americanos pela cotação mais recente disponível:',
      ],
      links: [
        { text: '1 ETH para USD', href: '/eth-to-usd/1' },
        { text: '0,5 ETH para USD', href: '/eth-to-usd/0.5' },
        { text: '0,2 ETH para USD', href: '/eth-to-usd/0.2' },
        { text: '0,1 ETH para USD', href: '/eth-to-usd/0.1' },
        { text: '0,05 ETH para USD', href: '/eth-to-usd/0.05' },
        { text: '0,03 ETH para USD', href: '/eth-to-usd/0.03' },
        { text: '0,02 ETH para USD', href: '/eth-to-usd/0.02' },
        { text: '0,01 ETH para USD', href: '/eth-to-usd/0.01' },
        { text: '0,005 ETH para USD', href: '/eth-to-usd/0.005' },
        { text: '0,001 ETH para USD', href: '/eth-to-usd/0.001' },
      ],
    },
  ],
};

const faq: ArticleInput = {
  title: 'Perguntas frequentes sobre o conversor de Ethereum',
  sections: [
    {
      heading: 'Perguntas frequentes',
      faqs: [
        {
          question: 'De onde vem a cotação de ETH para USD?',
          answer: [
            'A cada minuto, o site consulta cinco exchanges (Coinbase, Kraken, Bitstamp, Binance e OKX) e a CoinGecko sobre o preço do ETH e mostra a mediana, descartando qualquer fonte muito distante das demais. A linha abaixo do resultado informa cada fonte e a idade do seu preço. Se nenhuma fonte puder ser acessada, a página mostra a última cotação que tinha, marcada como não ao vivo, ou valores aproximados de um snapshot anterior, com data.',
          ],
        },
        {
          question: 'Como interpretar um resultado calculado com uma cotação anterior?',
          answer: [
            'Todo resultado depende da cotação no momento em que foi calculado. Por exemplo, um resultado que diz 1 ETH = 2.641 USD significa que, por aquela cotação passada, um ether valia 2.641 dólares americanos, e 0,5 ETH teria valido 1.320,50 dólares americanos.',
            'Esse número descreve apenas o momento em que foi obtido. Para saber o valor agora, veja a cotação ao vivo no conversor e confira o horário de “Última atualização” abaixo do resultado.',
          ],
        },
        {
          question: 'Quanto valem 0,1 ETH em dólares americanos?',
          answer: [
            'Multiplique 0,1 pela cotação atual de ETH para USD ou abra a página de 0,1 ETH indicada abaixo, onde a quantidade já está preenchida e o valor é calculado pela cotação mais recente disponível.',
          ],
        },
        {
          question: 'O conversor inclui taxas?',
          answer: [
            'Não. O conversor mostra o valor de mercado de uma quantidade antes de quaisquer custos. As exchanges normalmente cobram taxas de negociação e têm um spread entre os preços de compra e venda, e enviar ETH pela rede custa gas; por isso, o valor que você efetivamente recebe geralmente é um pouco menor.',
          ],
        },
      ],
      links: [{ text: '0,1 ETH para USD', href: '/eth-to-usd/0.1' }, { text: 'Como calculamos os preços', href: '/methodology' }],
    },
  ],
};

export default { about, conversion, investing, history, faq } satisfies Record<
  'about' | 'conversion' | 'investing' | 'history' | 'faq',
  ArticleInput
>;
