import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'sol',
  coinId: 'solana',
  name: 'Solana',
  symbol: 'SOL',
  layout: 'guide',
  intro: [
    'A Solana é uma blockchain proof of stake criada para transações rápidas e baratas, e o SOL é sua moeda nativa. O SOL paga as taxas da rede, é delegado em staking a validadores para ajudar a proteger a blockchain e é usado nas carteiras, exchanges e aplicativos que funcionam na Solana.',
    'Esta página converte SOL para reais (BRL), dólares americanos ou outras moedas com base em dados de mercado em tempo real. Digite qualquer quantidade de SOL para ver o valor correspondente junto com a cotação inversa, ou troque o destino por outra moeda ou criptomoeda se precisar de outra comparação.',
  ],
  converting:
    'Para converter Solana, digite o número de SOL que você tem ou pretende negociar, e o conversor o multiplica pela cotação de mercado atual do SOL na moeda escolhida, como SOL/BRL no caso do real. As cotações são a mediana dos preços da CoinGecko e das exchanges que listam o SOL e são atualizadas a cada minuto, de modo que o resultado reflete negociações recentes, e não uma cotação fixa. As exchanges aplicam seus próprios spreads e taxas, por isso o valor que você efetivamente recebe na venda pode ser um pouco menor.',
  guide: {
    steps: [
      'Abra a aba Cripto para FIAT, no topo do conversor, já que você está transformando uma criptomoeda em uma moeda emitida por um governo.',
      'No seletor De, busque por Solana ou digite SOL e escolha essa opção como a moeda de origem que você quer converter.',
      'No seletor Para, escolha a moeda de destino, por exemplo BRL. Os seletores aceitam busca, então digitar o código é a forma mais rápida de encontrá-la.',
      'Digite a quantidade de SOL no campo Quantidade. Funcionam tanto moedas inteiras quanto frações, como 0,25 ou 3,5 SOL.',
      'Confira o resultado na moeda escolhida, junto com a cotação e a cotação inversa, que mostra quanto SOL uma unidade dessa moeda compra.',
      'Clique em Atualizar para solicitar a cotação mais recente; isso pode ser feito uma vez a cada 10 segundos. Use o botão de inverter se quiser converter da moeda fiduciária de volta para SOL.',
    ],
    priceFactors: [
      {
        title: 'Atividade da rede',
        text: 'A demanda por espaço nos blocos da Solana, vinda de negociações, pagamentos, jogos e lançamentos de tokens, impulsiona o gasto com taxas e o interesse em manter SOL, o que pode mexer com seu preço.',
      },
      {
        title: 'Staking e oferta',
        text: 'O SOL não tem oferta máxima fixa. Novas moedas são emitidas como recompensas de staking, seguindo um cronograma de inflação decrescente, enquanto parte de cada taxa de transação é queimada; os dois lados moldam a oferta em circulação.',
      },
      {
        title: 'Confiabilidade da rede',
        text: 'A Solana sofreu várias interrupções em seus primeiros anos. A estabilidade, a diversidade de clientes e as atualizações influenciam a forma como desenvolvedores e traders enxergam a rede e sua moeda.',
      },
      {
        title: 'Mercado cripto em geral',
        text: 'Como a maioria das grandes altcoins, o SOL tende a acompanhar o mercado cripto como um todo, incluindo variações no preço do Bitcoin, na liquidez e no apetite geral por risco.',
      },
      {
        title: 'Regulação e listagens',
        text: 'Decisões regulatórias, listagens em exchanges e o acesso por meio de produtos de investimento podem mudar a facilidade com que as pessoas compram SOL e, portanto, afetar a demanda.',
      },
    ],
    whyConvert: [
      {
        title: 'Saber quanto você tem',
        text: 'Converter SOL mostra o valor em reais ou em outra moeda fiduciária de um saldo em carteira, de recompensas de staking ou de um pagamento recebido, o que facilita a comparação com os gastos do dia a dia.',
      },
      {
        title: 'Planejar uma operação',
        text: 'Antes de vender em uma exchange, conferir a cotação ao vivo do SOL ajuda a avaliar se o preço, o spread ou a taxa oferecidos parecem razoáveis.',
      },
      {
        title: 'Manter registros',
        text: 'Muitas pessoas anotam o valor do SOL em moeda fiduciária no momento de cada transação, para controle do orçamento ou para fins fiscais; o conversor oferece um número de referência rápido.',
      },
      {
        title: 'Comparar moedas',
        text: 'Na mesma página, você pode mudar o destino para EUR, GBP ou outra criptomoeda, como BTC, e ver o SOL na unidade que importa para você.',
      },
    ],
    closing: {
      title: 'Como usar o conversor de SOL',
      paragraphs: [
        'As cotações desta página são cotações de mercado em tempo real, a mediana dos preços da CoinGecko e das exchanges que listam o SOL, e os valores exibidos em tabelas são aproximados. Se os dados ao vivo ficarem indisponíveis por alguns instantes, a página avisa que está mostrando valores aproximados.',
        'Os preços em cada exchange podem diferir um pouco da média do mercado; por isso, use o conversor como referência e confirme o valor final na plataforma em que você negocia.',
      ],
    },
  },
  faq: {
    what: {
      question: 'O que é a Solana (SOL)?',
      answer: [
        'A Solana é uma blockchain pública projetada para processar muitas transações de forma rápida e barata. Ela foi descrita em um whitepaper de 2017 por Anatoly Yakovenko, e sua mainnet beta entrou em operação em março de 2020. O SOL é a moeda nativa da rede.',
        'A Solana usa proof of stake, em que validadores bloqueiam SOL para participar da produção de blocos, combinado a uma técnica de marcação de tempo chamada Proof of History, que ordena as transações antes de elas serem confirmadas. A menor unidade do SOL é o lamport, um bilionésimo de moeda.',
      ],
    },
    unique: {
      question: 'Para que serve a Solana?',
      answer: [
        'O SOL é usado para pagar taxas de transação na Solana e para fazer staking com validadores, o que protege a rede e rende recompensas de staking. A Solana abriga exchanges descentralizadas, aplicativos de empréstimo, ferramentas de pagamento, marketplaces de NFTs e jogos.',
        'Diferentemente das blockchains que dependem de redes de camada 2 separadas para escalar, a Solana busca processar um alto volume de transações em uma única camada base, o que mantém as taxas baixas para transferências e negociações do dia a dia.',
      ],
    },
    rateFactors: {
      question: 'O que influencia o preço do SOL?',
      answer: [
        'A cotação do SOL reflete a oferta e a demanda nas exchanges do mundo todo. A atividade na rede Solana, a participação no staking, a nova emissão, a saúde do mercado cripto em geral, notícias regulatórias e listagens em exchanges, tudo isso tem peso.',
        'Como a cotação muda constantemente, o conversor usa dados ao vivo atualizados a cada minuto. Consulte a cotação ao vivo acima para ver o valor atual, em vez de se basear em cotações antigas.',
      ],
    },
    whereToBuy: {
      question: 'Onde comprar ou vender SOL?',
      intro:
        'O SOL está amplamente disponível nas grandes exchanges centralizadas, onde pode ser negociado por dólares americanos, outras moedas fiduciárias ou stablecoins. Entre as opções conhecidas estão:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'Se preferir guardar SOL você mesmo, carteiras de autocustódia como Phantom e Solflare são compatíveis com a Solana, e exchanges descentralizadas como Jupiter e Raydium permitem trocar SOL por outros tokens da Solana.',
      reminder:
        'Use exchanges confiáveis disponíveis no seu país, ative a autenticação de dois fatores e nunca compartilhe a frase-semente da sua carteira com ninguém; guarde-a offline, em um lugar que só você possa acessar.',
    },
  },
  related: [
    { text: 'SOL para EUR', href: '/sol-to-eur' },
    { text: 'SOL para GBP', href: '/sol-to-gbp' },
    { text: 'SOL para BTC', href: '/sol-to-btc' },
    { text: 'SOL para ETH', href: '/sol-to-eth' },
    { text: 'USD para SOL', href: '/usd-to-sol' },
    { text: 'Calculadora de lucro com criptomoedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
