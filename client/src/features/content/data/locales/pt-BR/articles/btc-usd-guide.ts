import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Como usar nosso conversor de BTC para USD',
  intro: [
    'O conversor acima mostra quanto vale uma quantidade de Bitcoin (BTC) em dólares americanos (USD) e quanto Bitcoin corresponde a um valor em dólares. Ele usa a mediana dos preços mais recentes de cinco exchanges e da CoinGecko e mostra tanto a cotação quanto a cotação inversa, para que você possa conferir cada resultado por conta própria.',
  ],
  sections: [
    {
      heading: 'Como converter BTC para USD',
      paragraphs: [
        'Para descobrir o valor em dólares de uma quantidade de Bitcoin, siga estes passos. A página já abre com BTC para USD selecionado, então normalmente basta alterar a quantidade.',
      ],
      list: [
        'Verifique se a aba “Cripto para FIAT” está selecionada.',
        'Digite o número de bitcoins no campo Quantidade, por exemplo 0,01 ou 0,25.',
        'Confira se a moeda De é Bitcoin (BTC) e a moeda Para é Dólar americano (USD).',
        'Leia o valor em dólares no painel de resultado, junto com a cotação de BTC para USD.',
        'Clique em Atualizar se quiser uma cotação mais recente; o botão pode ser usado uma vez a cada 10 segundos.',
      ],
    },
    {
      heading: 'Como converter USD para BTC',
      paragraphs: [
        'Para ver a quanto Bitcoin corresponderia um valor em dólares, inverta o par. O botão de inverter, entre os dois seletores de moeda, faz isso com um clique.',
      ],
      list: [
        'Clique no botão redondo de inverter entre De e Para, para que De seja USD e Para seja BTC.',
        'Digite o valor em dólares, por exemplo 100 ou 1.000.',
        'Leia o resultado em BTC; valores pequenos podem ter muitas casas decimais.',
        'Use a cotação inversa para ver o preço em dólares de um bitcoin inteiro.',
        'Clique novamente no botão de inverter para voltar a BTC para USD.',
      ],
    },
    {
      heading: 'Quantidades populares de BTC',
      paragraphs: [
        'A maioria das pessoas guarda ou envia frações de bitcoin, e não moedas inteiras. Estas páginas abrem o conversor com uma quantidade comum já preenchida:',
      ],
      links: [
        { text: '0,1 BTC para USD', href: '/btc-to-usd/0.1' },
        { text: '0,05 BTC para USD', href: '/btc-to-usd/0.05' },
        { text: '0,01 BTC para USD', href: '/btc-to-usd/0.01' },
        { text: '0,005 BTC para USD', href: '/btc-to-usd/0.005' },
        { text: '0,003 BTC para USD', href: '/btc-to-usd/0.003' },
        { text: '0,0025 BTC para USD', href: '/btc-to-usd/0.0025' },
        { text: '0,002 BTC para USD', href: '/btc-to-usd/0.002' },
        { text: '0,001 BTC para USD', href: '/btc-to-usd/0.001' },
        { text: '0,0005 BTC para USD', href: '/btc-to-usd/0.0005' },
        { text: '0,0002 BTC para USD', href: '/btc-to-usd/0.0002' },
        { text: '0,0001 BTC para USD', href: '/btc-to-usd/0.0001' },
        { text: '0,00001 BTC para USD', href: '/btc-to-usd/0.00001' },
      ],
    },
    {
      heading: 'Como a conversão é calculada',
      paragraphs: [
        'O cálculo em si é simples: o valor em dólares é igual à quantidade de BTC multiplicada pela cotação atual de BTC para USD. Se a cotação é o preço de um bitcoin em dólares, então 0,01 BTC vale um centésimo desse preço, e 0,5 BTC vale a metade.',
        'A cotação inversa é um dividido pela cotação. No caso de BTC para USD, ela informa quantos bitcoins um dólar compra, um número muito pequeno. Quando você converte USD para BTC, a ferramenta divide o valor em dólares pelo preço de um bitcoin, o que dá o mesmo resultado que multiplicar pela cotação inversa.',
        'A cotação é um preço de referência: a mediana dos preços de cinco exchanges e da CoinGecko, descartando qualquer preço muito distante dos demais. Não é o preço de uma exchange específica; por isso, uma exchange pode cotar um pouco acima ou abaixo, e as taxas e os spreads alteram o valor que você efetivamente recebe se negociar.',
        'Se nenhuma fonte puder ser acessada, a página mostra a última cotação que tinha, marcada como não ao vivo. Se não houver nenhuma, ela avisa e usa em seu lugar um snapshot de preços anterior, com data. Esses valores são identificados como aproximados: mostram quanto a quantia valia, aproximadamente, na data indicada, e não quanto vale agora. Clique em Atualizar mais tarde para tentar obter de novo uma cotação ao vivo.',
      ],
      links: [{ text: 'Como calculamos os preços', href: '/methodology' }],
    },
    {
      heading: 'Perguntas frequentes',
      faqs: [
        {
          question: 'Com que frequência a cotação de BTC para USD é atualizada?',
          answer: [
            'A página solicita uma nova cotação a cada minuto enquanto está aberta, e o horário da última atualização aparece abaixo do resultado. Você também pode clicar em Atualizar para pedir uma cotação mais recente, no máximo uma vez a cada 10 segundos.',
          ],
        },
        {
          question: 'Por que o resultado é diferente do preço na minha exchange?',
          answer: [
            'Cada exchange tem seu próprio livro de ofertas, por isso os preços variam um pouco de uma plataforma para outra. O conversor mostra uma cotação de referência agregada. Além disso, a exchange cobra taxas de negociação e tem um spread entre os preços de compra e venda, que juntos geralmente reduzem o valor que você recebe.',
          ],
        },
        {
          question: 'Quantos satoshis há em um bitcoin?',
          answer: [
            'Um bitcoin se divide em 100.000.000 de satoshis, muitas vezes chamados simplesmente de sats. Assim, 0,001 BTC equivale a 100.000 satoshis, e 0,00001 BTC equivale a 1.000 satoshis. O conversor trabalha em BTC, então digite valores em satoshis como o decimal equivalente.',
          ],
        },
        {
          question: 'Posso comprar ou vender bitcoin neste site?',
          answer: [
            'Não. Este site é apenas uma calculadora informativa. Ele não é uma plataforma de negociação, não guarda nenhuma criptomoeda e não tem contas. Para comprar ou vender, você precisaria usar uma exchange ou outro serviço de sua escolha, depois de fazer sua própria pesquisa.',
          ],
        },
      ],
    },
  ],
} satisfies ArticleInput;
