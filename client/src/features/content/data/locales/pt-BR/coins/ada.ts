import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'ada',
  coinId: 'cardano',
  name: 'Cardano',
  symbol: 'ADA',
  layout: 'guide',
  intro: [
    'A Cardano é uma blockchain proof of stake lançada em 2017, e o ADA é sua criptomoeda nativa. O ADA é usado para pagar taxas de transação, para delegar participação (stake) a pools que produzem blocos e para votar sobre a governança da rede.',
    'Este conversor transforma qualquer quantidade de ADA em reais (BRL), dólares americanos ou outras moedas com base em dados de mercado em tempo real. Digite seu saldo de ADA para ver o valor correspondente e a cotação inversa, ou mude para outra moeda fiduciária ou criptomoeda.',
  ],
  converting:
    'Converter Cardano é uma simples multiplicação da sua quantidade de ADA pela cotação de mercado atual do ADA na moeda escolhida, como ADA/BRL no caso do real. O conversor obtém essa cotação como a mediana dos preços da CoinGecko e das exchanges que listam o ADA e a atualiza a cada minuto, de modo que o número reflete negociações recentes em várias exchanges. Quando você efetivamente vende, a exchange pode cobrar uma taxa ou um spread que reduz um pouco o valor recebido.',
  guide: {
    steps: [
      'Escolha a aba Cripto para FIAT, no topo do conversor, para converter uma criptomoeda em uma moeda fiduciária.',
      'Use o seletor De para buscar Cardano ou ADA e escolha essa opção como moeda de origem.',
      'Use o seletor Para para escolher a moeda de destino, por exemplo o real (BRL), e ver o resultado nessa moeda.',
      'Digite a quantidade de ADA no campo Quantidade; são aceitos tanto números inteiros quanto valores decimais.',
      'Confira o resultado na moeda escolhida, junto com a cotação e a cotação inversa, que mostra quanto ADA uma unidade dessa moeda compra.',
      'Clique em Atualizar para buscar a cotação mais recente, o que pode ser feito uma vez a cada 10 segundos, ou toque no botão de inverter para converter da moeda fiduciária para ADA.',
    ],
    priceFactors: [
      {
        title: 'Marcos de desenvolvimento',
        text: 'A Cardano é atualizada em fases planejadas, como a introdução dos contratos inteligentes em 2021 e, mais tarde, da governança on-chain. Avanços ou atrasos nessas atualizações podem mudar a forma como as pessoas avaliam o ADA.',
      },
      {
        title: 'Atividade do ecossistema',
        text: 'O número de aplicativos, exchanges descentralizadas e usuários na Cardano afeta a demanda por transações e o interesse em manter ADA.',
      },
      {
        title: 'Oferta máxima fixa',
        text: 'O ADA tem oferta máxima de 45 bilhões de moedas. Novos ADA entram em circulação gradualmente, a partir de uma reserva, como recompensas de staking, e por isso o ritmo de emissão desacelera com o tempo.',
      },
      {
        title: 'Sentimento do mercado',
        text: 'O ADA geralmente acompanha o mercado cripto como um todo, incluindo as variações no preço do Bitcoin, na liquidez e na disposição para assumir riscos.',
      },
      {
        title: 'Regulação',
        text: 'As regras sobre como as criptomoedas são classificadas, listadas e tributadas nos principais mercados podem afetar o acesso ao ADA e a demanda por ele.',
      },
    ],
    whyConvert: [
      {
        title: 'Ver seu saldo em moeda fiduciária',
        text: 'Converter ADA mostra quanto vale, em reais ou na moeda de sua escolha, o saldo de uma carteira ou de uma exchange, o que facilita relacioná-lo aos gastos do dia a dia.',
      },
      {
        title: 'Avaliar recompensas de staking',
        text: 'Quem delega recebe recompensas em ADA a cada época (epoch); convertê-las ajuda a entender quanto essas recompensas valem pela cotação de hoje.',
      },
      {
        title: 'Conferir antes de negociar',
        text: 'Uma cotação de referência ao vivo permite comparar o preço oferecido por uma exchange com a média do mercado antes de comprar ou vender.',
      },
      {
        title: 'Orçamento e impostos',
        text: 'Registrar o valor do ADA em moeda fiduciária no momento de cada transação ajuda no orçamento pessoal e na declaração de impostos, quando exigida.',
      },
    ],
    closing: {
      title: 'Como usar o conversor de ADA',
      paragraphs: [
        'Esta página mostra cotações de mercado em tempo real, atualizadas a cada minuto, cada uma correspondente à mediana dos preços da CoinGecko e das exchanges que listam o ADA, e os valores exibidos em tabelas são aproximados. Se os dados ao vivo ficarem indisponíveis por um momento, a página avisa que está mostrando valores aproximados.',
        'Use o conversor como referência rápida e confirme o preço exato na exchange escolhida antes de concluir uma operação.',
      ],
    },
  },
  faq: {
    what: {
      question: 'O que é a Cardano (ADA)?',
      answer: [
        'A Cardano é uma blockchain pública lançada em 2017 e liderada por Charles Hoskinson, um dos cofundadores do Ethereum. Ela é desenvolvida por várias organizações, entre elas a Input Output (IOG), a Cardano Foundation e a Emurgo. A moeda leva o nome de Ada Lovelace, e sua menor unidade, o lovelace, equivale a um milionésimo de ADA.',
        'A Cardano usa um protocolo proof of stake chamado Ouroboros, desenvolvido a partir de pesquisas acadêmicas revisadas por pares. Os detentores de ADA podem delegar sua participação a stake pools sem bloquear suas moedas e ganham recompensas por ajudar a proteger a rede.',
      ],
    },
    unique: {
      question: 'O que diferencia a Cardano de outras blockchains?',
      answer: [
        'A Cardano enfatiza uma abordagem orientada por pesquisa, com muitos de seus protocolos descritos em artigos acadêmicos antes de serem implementados. Ela usa um modelo contábil UTXO estendido, uma evolução do modelo usado pelo Bitcoin, que torna o resultado das transações previsível antes mesmo de elas serem enviadas.',
        'O ADA é usado para taxas de transação, delegação em staking e governança on-chain, em que os detentores podem participar de decisões sobre gastos da tesouraria e mudanças no protocolo. Os contratos inteligentes na Cardano são escritos com ferramentas construídas em torno da plataforma Plutus.',
      ],
    },
    rateFactors: {
      question: 'O que influencia o preço do ADA?',
      answer: [
        'A cotação do ADA reflete a oferta e a demanda nas exchanges. Atualizações da rede, o crescimento dos aplicativos na Cardano, a participação no staking, notícias regulatórias e o mercado cripto em geral influenciam seu valor.',
        'Como esses fatores mudam constantemente, o conversor usa preços ao vivo atualizados a cada minuto. Consulte a cotação ao vivo acima para ver o valor atual.',
      ],
    },
    whereToBuy: {
      question: 'Onde comprar ou vender ADA?',
      intro:
        'O ADA está disponível na maioria das grandes exchanges de criptomoedas, onde pode ser negociado por dólares americanos, outras moedas fiduciárias ou stablecoins. Entre as exchanges consolidadas que listam o ADA estão:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'Para autocustódia e staking, carteiras da Cardano como Lace, Eternl e Yoroi permitem guardar ADA e delegar a uma stake pool, e exchanges descentralizadas como a Minswap permitem trocar ADA por tokens nativos da Cardano.',
      reminder:
        'Prefira exchanges confiáveis, ative a autenticação de dois fatores e guarde sua frase-semente offline; nunca a digite em um site nem a compartilhe com quem diga oferecer suporte.',
    },
  },
  related: [
    { text: 'ADA para EUR', href: '/ada-to-eur' },
    { text: 'ADA para GBP', href: '/ada-to-gbp' },
    { text: 'ADA para BTC', href: '/ada-to-btc' },
    { text: 'ADA para ETH', href: '/ada-to-eth' },
    { text: 'USD para ADA', href: '/usd-to-ada' },
    { text: 'Calculadora de lucro com criptomoedas', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
