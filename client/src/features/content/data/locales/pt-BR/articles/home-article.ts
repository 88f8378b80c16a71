import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Um conversor e calculadora de criptomoedas gratuito para as dúvidas do dia a dia',
  intro: [
    'Quanto valem 0,01 BTC em dólares americanos? Quanto Ethereum dá para comprar com 250 euros? Quantos tokens de Solana equivalem a um Bitcoin? Perguntas como essas surgem todos os dias, seja para conferir um saldo, planejar uma compra ou definir o preço de um produto. A Calculadora e Conversor de Criptomoedas no topo desta página responde em poucos segundos, de graça e sem cadastro.',
    'Este guia explica o que o conversor faz, de onde vêm seus números, para quem ele costuma ser útil e alguns hábitos que ajudam a interpretar os resultados corretamente. A ferramenta é apenas informativa: ela não compra, não vende nem guarda nenhuma criptomoeda, e nada neste site é recomendação de investimento.',
  ],
  sections: [
    {
      heading: 'Por que usar um conversor de criptomoedas?',
      paragraphs: [
        'Os preços das criptomoedas são cotados de muitas formas diferentes. Uma exchange pode mostrar o Bitcoin contra o Tether, uma carteira pode exibir seu saldo em uma moeda que você não escolheu e uma notícia pode citar um preço que já tem várias horas. O conversor reduz tudo isso a uma pergunta simples: quanto vale este valor, agora, na moeda que me interessa?',
        'Fazer a conta à mão é fácil de errar. Valores em cripto costumam ter seis ou oito casas decimais, e um zero fora do lugar pode transformar 0,001 BTC em 0,01 BTC, uma diferença de dez vezes. O conversor multiplica a quantidade pela cotação atual para você, mostra a cotação usada e exibe a cotação inversa, para que você confira o resultado no sentido oposto.',
        'Ele também poupa a troca entre aplicativos. Em vez de abrir uma exchange, uma carteira e uma calculadora, você digita o valor uma vez, escolhe as duas moedas e lê a resposta junto com o horário da última atualização.',
      ],
    },
    {
      heading: 'Principais recursos',
      paragraphs: [
        'O conversor é simples de propósito, mas alguns detalhes o tornam mais útil do que uma multiplicação básica:',
      ],
      list: [
        'Cotações ao vivo de várias exchanges e da CoinGecko, combinadas pela mediana e solicitadas novamente a cada minuto enquanto a página está aberta.',
        'Dois modos: “Cripto para FIAT”, para valores em dinheiro tradicional, e “Cripto para Cripto”, para comparar duas criptomoedas diretamente.',
        'Cerca de 250 criptomoedas e aproximadamente 50 moedas fiduciárias, incluindo USD, EUR, GBP, JPY e muitas outras.',
        'Seletores De e Para com busca: digite um nome ou um ticker para encontrar uma moeda rapidamente.',
        'Um botão de inverter que troca a ordem do par com um clique, por exemplo de BTC para USD para USD para BTC.',
        'A cotação e a cotação inversa exibidas ao lado de cada resultado.',
        'Um botão Atualizar para obter uma nova cotação quando quiser, limitado a uma vez a cada 10 segundos.',
        'Um aviso claro quando os dados ao vivo estão indisponíveis, com valores aproximados e a data de que eles vêm.',
        'Uma calculadora de lucro/prejuízo e uma calculadora “E se”, separadas, que usam preços históricos.',
      ],
    },
    {
      heading: 'Como converter em poucos passos',
      paragraphs: [
        'Usar a ferramenta leva menos tempo do que ler sobre ela. Os passos abaixo funcionam para qualquer par, e cada par também tem seu próprio endereço, como /btc-to-usd ou /eth-to-eur, caso você queira salvá-lo nos favoritos.',
      ],
      list: [
        'Escolha uma aba: “Cripto para FIAT” ou “Cripto para Cripto”.',
        'Digite o valor que você quer converter.',
        'Escolha a moeda de origem e, em seguida, a moeda de destino.',
        'Leia o resultado, a cotação e a cotação inversa.',
        'Use o botão de inverter para trocar a direção, ou Atualizar para solicitar uma cotação mais recente.',
      ],
      links: [
        { text: 'Conversor de Bitcoin para dólar americano', href: '/btc-to-usd' },
        { text: 'Conversor de Ethereum para dólar americano', href: '/eth-to-usd' },
        { text: 'Conversor de Ethereum para euro', href: '/eth-to-eur' },
        { text: 'Conversor de Solana para Bitcoin', href: '/sol-to-btc' },
      ],
    },
    {
      heading: 'Para traders ativos',
      paragraphs: [
        'Traders muitas vezes precisam de uma checagem rápida antes de enviar uma ordem: quanto vale esta posição em dólares, ou quantas unidades de uma criptomoeda correspondem a determinada quantidade de outra? A aba “Cripto para Cripto” responde diretamente à segunda pergunta, sem que você precise converter de cabeça passando por uma moeda fiduciária.',
        'Lembre-se de que o conversor mostra uma cotação de referência agregada de muitos mercados. O preço em uma exchange específica pode ser um pouco diferente, e o valor que você efetivamente recebe também depende das taxas, do spread entre os preços de compra e venda e de quanto o mercado se move enquanto sua ordem é executada. Use o conversor para se orientar e a própria exchange para o número final.',
      ],
    },
    {
      heading: 'Para investidores de longo prazo',
      paragraphs: [
        'Se você mantém criptomoedas por anos, e não por dias, provavelmente consulta os preços com menos frequência, mas se importa mais com o quadro geral. O conversor permite ver rapidamente quanto valem seus ativos na sua moeda local, e a calculadora de lucro permite comparar o valor de hoje com o preço do dia em que você comprou.',
        'A calculadora “E se” responde a outro tipo de pergunta: quanto valeria hoje uma compra feita no passado? É uma forma útil de entender o quanto os criptoativos têm sido voláteis. Resultados passados descrevem o que já aconteceu e não dizem nada confiável sobre o que vai acontecer.',
      ],
      links: [{ text: 'Abrir a calculadora de lucro com criptomoedas', href: '/crypto-profit-calculator' }],
    },
    {
      heading: 'Para iniciantes',
      paragraphs: [
        'O universo cripto tem vocabulário próprio, e os números podem parecer estranhos no início. Muita gente não sabe que é possível ter uma pequena fração de uma moeda: 0,001 BTC é uma quantidade perfeitamente normal, assim como 0,05 ETH. O conversor torna essas frações concretas ao mostrar seu valor em uma moeda que você já conhece.',
        'Como o site não tem contas nem cadastro, você pode experimentar à vontade. Teste alguns valores, troque as moedas e use o botão de inverter para ver como as cotações funcionam nos dois sentidos. Nada do que você digita é salvo, e nada é comprado ou vendido.',
      ],
      links: [
        { text: '0,001 BTC em dólares americanos', href: '/btc-to-usd/0.001' },
        { text: '0,05 ETH em dólares americanos', href: '/eth-to-usd/0.05' },
      ],
    },
    {
      heading: 'Para empresas que aceitam criptomoedas',
      paragraphs: [
        'Lojas, profissionais autônomos e prestadores de serviços que aceitam criptomoedas precisam converter preços entre moeda fiduciária e cripto. O conversor ajuda a estimar quanto de uma criptomoeda corresponde a uma fatura em dólares ou euros, ou quanto valia um pagamento recebido perto do momento em que ele chegou.',
        'Para contabilidade, registros fiscais ou orçamentos com valor vinculante, use a cotação fornecida pelo seu processador de pagamentos ou pela sua exchange no momento da transação e mantenha seus próprios registros. Os preços das criptomoedas mudam rapidamente, e uma cotação que estava correta há uma hora pode já não corresponder à cotação atual.',
      ],
    },
    {
      heading: 'Dicas para interpretar os resultados da conversão',
      paragraphs: [
        'Alguns hábitos simples tornam os números mais confiáveis e mais fáceis de interpretar:',
      ],
      list: [
        'Confira o horário de “Última atualização” abaixo do resultado e clique em Atualizar se precisar da cotação mais recente.',
        'Fique atento ao aviso sobre valores aproximados: ele significa que não foi possível obter dados ao vivo e que a cotação vem de um snapshot anterior, com data.',
        'Use a cotação inversa para conferir uma conversão no sentido oposto.',
        'Conte as casas decimais com cuidado ao digitar valores pequenos, como 0,0005 BTC.',
        'Lembre-se de que as exchanges cobram taxas de negociação e spreads, por isso o valor que você recebe geralmente é um pouco menor.',
        'Trate todos os números como informativos e confirme valores importantes com o serviço que você realmente usa.',
      ],
    },
    {
      heading: 'Comece a converter',
      paragraphs: [
        'Volte ao topo da página, digite um valor e escolha suas moedas. O conversor é gratuito, não exige conta e não armazena nada sobre você além da sua escolha de tema claro ou escuro, que fica no seu próprio navegador.',
        'Se quiser ir além, a calculadora de lucro mostra como um investimento variou entre duas datas, e a página Sobre explica de onde vêm nossos dados e como o site funciona.',
      ],
      links: [
        { text: 'Calculadora de lucro com criptomoedas', href: '/crypto-profit-calculator' },
        { text: 'Sobre este site', href: '/about' },
        { text: 'Contato', href: '/contact' },
      ],
    },
  ],
} satisfies ArticleInput;
