import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Como usar a calculadora de lucro com criptomoedas',
  intro: [
    'A calculadora de lucro com criptomoedas mostra como o valor de uma quantia aplicada em uma criptomoeda teria mudado entre duas datas. Ela tem três abas. A Calculadora de Lucro/Prejuízo trabalha com uma data de compra e uma data de venda à sua escolha, e a Calculadora E Se responde a uma pergunta mais simples: quanto valeria hoje um valor investido em uma data passada? A aba DCA (dollar-cost averaging, ou custo médio) responde a uma terceira: quanto valeria hoje um valor fixo comprado todo dia, toda semana ou todo mês entre duas datas?',
    'As três abas usam preços históricos diários. Elas descrevem o que já aconteceu e não fazem previsões. Os valores e resultados aparecem na moeda escolhida no campo Moeda base, acima das abas: o dólar americano, a menos que você escolha outra. A calculadora é uma ferramenta apenas informativa: ela não negocia, não guarda fundos e não se conecta a nenhuma conta de exchange.',
  ],
  sections: [
    {
      heading: 'Como usar a Calculadora de Lucro/Prejuízo',
      paragraphs: [
        'Use esta aba quando você souber, ou quiser testar, as duas pontas de um investimento: quando ele foi comprado e quando foi vendido. O formulário já vem com valores padrão sensatos, então você só precisa alterar os campos que importam para você.',
      ],
      list: [
        'Selecione a aba Calculadora de Lucro/Prejuízo.',
        'Escolha a criptomoeda que você quer analisar.',
        'Informe o investimento inicial na moeda base. O campo começa em 1.000.',
        'Escolha a data de compra. Ela começa em 1º de janeiro de 2022.',
        'Escolha a data de venda. Ela começa no dia de hoje, e datas futuras não podem ser selecionadas.',
        'Opcionalmente, informe uma taxa da exchange em porcentagem. Taxas de 0,1% a 0,5% são comuns, e a taxa é aplicada tanto na compra quanto na venda.',
        'Opcionalmente, informe quanto você possui atualmente. Esse dado fica apenas para sua referência e não altera o cálculo.',
        'Clique em Calcular.',
        'Leia o resultado. Clique em Copiar resultado para copiá-lo como texto ou compartilhe o endereço da página: depois do cálculo, ele guarda todos os dados informados na aba e a moeda base, então o link abre a calculadora com os mesmos dados, pronta para calcular de novo.',
      ],
    },
    {
      heading: 'Como usar a Calculadora E Se',
      paragraphs: [
        'Esta aba olha para uma data passada e a compara com hoje. É uma forma rápida de ver quanto uma criptomoeda variou desde uma data de que você se lembra, como o dia em que ouviu falar dela pela primeira vez ou o início de um ano.',
      ],
      list: [
        'Selecione a aba Calculadora E Se.',
        'Escolha a criptomoeda que você quer analisar.',
        'Informe um valor na moeda base. O campo começa em 1.000.',
        'Escolha uma data passada. Ela começa em 15 de março de 2020.',
        'Clique em Calcular para ver quanto valeria hoje esse valor, se tivesse sido investido na criptomoeda naquela data.',
        'Copie o resultado ou compartilhe o link da mesma forma que na aba Lucro/Prejuízo.',
      ],
    },
    {
      heading: 'Como usar a Calculadora DCA',
      paragraphs: [
        'O DCA (dollar-cost averaging, ou custo médio) consiste em comprar um valor fixo em intervalos regulares, em vez de investir tudo de uma vez. Esta aba mostra quanto valeria hoje um plano assim em uma criptomoeda. Ela também compara o plano com um aporte único do mesmo total, feito no primeiro dia de compra.',
      ],
      list: [
        'Selecione a aba DCA.',
        'Escolha a criptomoeda que você quer analisar.',
        'Informe o valor por compra na moeda base. O campo começa em 100.',
        'Escolha a frequência: Diária, Semanal ou Mensal. Ela começa em Semanal. As compras semanais acontecem a cada sete dias a partir da data inicial. As compras mensais acontecem no mesmo dia do mês da data inicial, ou no último dia, nos meses mais curtos.',
        'Escolha a data inicial. Ela começa em 1º de janeiro de 2022, e as compras começam nessa data.',
        'Escolha a data final. Ela começa no dia de hoje, e datas futuras não podem ser selecionadas. A data inicial precisa ser anterior à data final, e o período pode ter no máximo 20 anos.',
        'Clique em Calcular.',
        'Leia o resultado. Ele mostra o número de compras, o total investido, as moedas acumuladas, o custo médio por moeda, o valor atual e o lucro ou prejuízo. Abaixo, uma tabela compara o plano com um aporte único: o mesmo total investido de uma só vez no primeiro dia de compra. Uma frase abaixo da tabela diz qual rendeu mais e quanto.',
        'Compartilhe o endereço da página para passar adiante os dados informados, como nas outras abas. Esta aba não tem o botão Copiar resultado.',
      ],
    },
    {
      heading: 'Como entender seus resultados',
      paragraphs: [
        'O valor inicial é a quantia que você informou, na moeda base. O valor final é quanto valeriam, na data de venda, as moedas compradas com essa quantia, ou hoje, se a data de venda for hoje. Na aba E Se, o valor final sempre se baseia no dia de hoje. Na aba DCA, o valor atual também se baseia no dia de hoje, mesmo quando a data final está no passado.',
        'O lucro ou prejuízo é o valor final menos o valor inicial. Ele aparece com um selo verde quando é zero ou positivo e com um selo vermelho quando é negativo. A variação percentual expressa a mesma diferença como proporção do valor inicial, arredondada para duas casas decimais.',
        'Nas abas Lucro/Prejuízo e E Se, o resultado também lista o preço da criptomoeda em cada data, junto com as próprias datas, para que você possa conferir os números por conta própria. O gráfico mostra o preço ao longo de todo o período, com os pontos de compra e venda marcados. Vale a pena olhar: duas datas podem mostrar uma variação modesta enquanto o preço subiu ou caiu muito nesse intervalo.',
        'Em palavras simples, o cálculo funciona assim. O valor é dividido pelo preço na data de compra, o que dá o número de moedas compradas. Esse número é multiplicado pelo preço na data de venda para chegar ao valor final. O lucro é o valor final menos o valor inicial, e o percentual é o lucro dividido pelo valor inicial, vezes 100. Por exemplo, com preços hipotéticos, US$ 1.000 a US$ 40 por moeda compram 25 moedas; a US$ 50 por moeda, elas valem US$ 1.250, um lucro de US$ 250, ou 25,00%. Na aba DCA, cada compra adquire o valor por compra dividido pelo preço daquele dia. O valor atual é o total de moedas acumuladas vezes o preço atual, o lucro ou prejuízo é o valor atual menos o total investido, e o custo médio por moeda é o total investido dividido pelas moedas acumuladas.',
        'Se você informar uma taxa da exchange, ela é cobrada duas vezes. Na compra, apenas o valor menos a taxa é convertido em moedas, e na venda o valor recebido é o valor das moedas menos a taxa. Com uma taxa de 0,5% e preço inalterado, US$ 1.000 viram cerca de US$ 990, uma perda de quase 1% causada apenas pelas taxas. O lucro e o percentual continuam sendo medidos em relação ao valor total que você informou. A aba DCA não tem campo de taxa, então o resultado dela não inclui taxas.',
        'Cada preço histórico é o preço em dólares americanos às 00:00 UTC daquela data. Em outra moeda base, esse preço é convertido pela taxa de câmbio de referência do mesmo dia (em fins de semana e feriados, pela do último dia útil anterior), e uma nota abaixo do resultado informa as taxas usadas. As criptomoedas são negociadas 24 horas por dia, então não existe preço oficial de fechamento; um horário fixo dá a cada data um único preço consistente, o mesmo para todos os visitantes em qualquer fuso horário. Nos Estados Unidos, 00:00 UTC cai na noite do dia anterior. Quando a data de venda é hoje, usa-se o preço atual. Como esse preço continua mudando, um resultado que o utiliza pode mudar se você calcular de novo ou abrir um link compartilhado mais tarde.',
        'Os preços do último ano vêm da CoinGecko. Os preços mais antigos vêm de dados públicos de mercado da Coinbase, da DefiLlama e da Binance, que, no caso do Bitcoin, remontam a 2013. Se uma criptomoeda ainda não era negociada na data escolhida, a página avisa e mostra a primeira data para a qual há preço disponível. Na aba DCA, os dias de compra programados sem preço ficam de fora, e o resultado informa quantos foram.',
        'Os resultados são um modelo, e não o registro de uma operação real. Sua compra ou venda de verdade aconteceu em um horário específico, em uma exchange específica, então o preço que você pagou provavelmente foi um pouco diferente. Os resultados também deixam de fora impostos, slippage (a diferença entre o preço esperado e o preço pelo qual a ordem é de fato executada), spreads e taxas de saque ou de rede.',
      ],
    },
    {
      heading: 'Quatro dicas para investidores de criptomoedas',
      paragraphs: [
        'Estes são pontos gerais para quem acompanha criptomoedas, e não recomendações de investimento. A calculadora descreve o passado, e movimentos de preço passados não dizem o que qualquer moeda fará a seguir.',
      ],
      list: [
        'Pense em horizontes de tempo. A mesma criptomoeda pode mostrar ganho em um período e perda em outro; por isso, teste vários intervalos de datas na calculadora em vez de confiar em um único par de datas.',
        'Conte as taxas. Taxas de negociação, spreads e taxas de rede se acumulam, principalmente se você negocia com frequência. O campo de taxa mostra como uma taxa paga na compra e na venda reduz o resultado.',
        'Guarde registros para os impostos. Nos Estados Unidos e em muitos outros países, vender, trocar ou gastar criptomoedas pode ser um fato gerador de imposto. Anote a data, a quantidade, o preço e as taxas de cada transação e pergunte a um profissional de tributação o que se aplica ao seu caso.',
        'Nunca invista mais do que você pode perder. Os preços das criptomoedas podem cair de forma forte e rápida, e algumas moedas perdem a maior parte do seu valor para sempre.',
      ],
    },
    {
      heading: 'Converta pela cotação de hoje',
      paragraphs: [
        'A calculadora de lucro olha para o passado. Para ver quanto vale uma quantidade de criptomoeda agora, ou quanto de uma moeda um valor em dólares representa pela cotação atual, abra o conversor.',
      ],
      links: [
        { text: 'Conversor de criptomoedas', href: '/' },
        { text: 'BTC para USD', href: '/btc-to-usd' },
        { text: 'ETH para USD', href: '/eth-to-usd' },
      ],
    },
  ],
} satisfies ArticleInput;
