import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Sobre nós',
  intro: [
    'Este site é um conversor de criptomoedas e uma calculadora de lucro gratuitos. Ele ajuda você a descobrir quanto vale uma quantidade de criptomoeda em uma moeda tradicional ou em outra criptomoeda, e como um investimento teria variado entre duas datas, sem criar conta nem compartilhar nenhuma informação pessoal.',
  ],
  sections: [
    {
      heading: 'Nossa missão',
      paragraphs: [
        'Nosso objetivo é tornar os valores das criptomoedas fáceis de entender para todos, de quem está comprando sua primeira fração de moeda a traders e empresas que lidam com cripto todos os dias. Queremos números claros, um método visível por trás deles e ferramentas livres de cadastros, paywalls e distrações.',
        'Não somos uma plataforma de negociação, não guardamos as criptomoedas de ninguém e não dizemos a ninguém o que comprar ou vender. Tudo no site é informativo, e procuramos ser claros sobre o que os números significam e quais são os seus limites.',
      ],
    },
    {
      heading: 'O que oferecemos',
      paragraphs: [
        'O site reúne algumas ferramentas e guias específicos, todos de uso gratuito e disponíveis sem conta:',
      ],
      list: [
        'Um conversor para cerca de 250 criptomoedas e aproximadamente 50 moedas fiduciárias, nos modos “Cripto para FIAT” e “Cripto para Cripto”.',
        'Páginas dedicadas a pares e valores populares, como BTC para USD ou 0,01 BTC em dólares.',
        'Uma calculadora de lucro com criptomoedas para calcular o lucro ou prejuízo de um investimento entre uma data de compra e uma data de venda.',
        'Uma calculadora “E se” que mostra quanto valeria hoje uma compra feita no passado.',
        'Guias de muitas criptomoedas, explicando o que elas são e como interpretar suas conversões.',
      ],
      links: [
        { text: 'Conversor de criptomoedas', href: '/' },
        { text: 'Conversor de BTC para USD', href: '/btc-to-usd' },
        { text: 'Calculadora de lucro com criptomoedas', href: '/crypto-profit-calculator' },
      ],
    },
    {
      heading: 'Nossos dados',
      paragraphs: [
        'Os preços ao vivo não vêm de um único provedor. A cada minuto, o site consulta cinco exchanges de criptomoedas (Coinbase, Kraken, Bitstamp, Binance e OKX) e o agregador de preços CoinGecko sobre seus preços mais recentes, calcula a mediana e descarta qualquer fonte que se afaste mais de 2% dela, identificando-a e explicando o motivo. As cotações entre moedas tradicionais vêm da Coinbase e da CoinGecko e são conferidas com a taxa de referência diária do Banco Central Europeu.',
        'Abaixo de cada resultado, uma linha curta informa quantas fontes foram usadas, o quanto elas concordam entre si e qual é a idade do preço; ao abri-la, você vê o preço de cada fonte. Nossa página de metodologia explica a regra completa em palavras simples, incluindo o que acontece quando uma fonte falha.',
        'Se nenhuma fonte puder ser acessada, o site mostra os últimos preços que tinha, marcados como não ao vivo. Sem eles, recorre a um snapshot de preços incluído no site, obtido em uma data conhecida; a página então informa que os dados ao vivo estão indisponíveis, identifica os valores como aproximados e mostra a data do snapshot, para que você sempre saiba o quão atual é um número.',
        'Os preços históricos usados pelas calculadoras de lucro e “E se” vêm da CoinGecko e de dados públicos de exchanges. Os preços de fontes diferentes podem variar um pouco, e os valores históricos são preços de referência diários, e não o preço exato de uma negociação específica.',
      ],
      links: [
        { text: 'Como calculamos os preços', href: '/methodology' },
        { text: 'Aviso legal', href: '/disclaimer' },
      ],
    },
    {
      heading: 'Fale conosco',
      paragraphs: [
        'Se você tiver alguma dúvida sobre o site ou notar algo que pareça errado, visite nossa página de contato. Antes de escrever, saiba que o site não mantém contas nem fundos, por isso não podemos ajudar com problemas de exchanges, carteiras ou transações.',
      ],
      links: [{ text: 'Página de contato', href: '/contact' }],
    },
  ],
} satisfies ArticleInput;
