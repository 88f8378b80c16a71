import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Conversor e calculadora de criptomoedas',
  intro: [
    'Este conversor transforma qualquer quantidade de uma criptomoeda em seu valor em uma moeda tradicional ou em outra criptomoeda, usando a cotação de mercado mais recente disponível. Ele é gratuito, funciona sem conta e mostra a cotação usada, para que você veja exatamente como o resultado foi calculado.',
  ],
  sections: [
    {
      heading: 'Recursos',
      paragraphs: [
        'A ferramenta cobre cerca de 250 criptomoedas e aproximadamente 50 moedas fiduciárias e foi construída em torno de quatro recursos principais:',
      ],
      list: [
        'Cotações em tempo real: a mediana dos preços de várias exchanges e da CoinGecko, solicitada novamente a cada minuto, com um botão Atualizar para atualizações sob demanda.',
        'Suporte a várias moedas: converta entre cripto e moeda fiduciária, ou entre duas criptomoedas, com seletores de moeda que aceitam busca.',
        'Cálculos rápidos: o resultado, a cotação e a cotação inversa aparecem assim que você digita um valor ou troca uma moeda.',
        'Dados históricos: a calculadora de lucro consulta preços históricos para que você compare uma data passada com hoje.',
      ],
      links: [{ text: 'Como calculamos os preços', href: '/methodology' }],
    },
    {
      heading: 'Como interpretar o resultado',
      paragraphs: [
        'O painel de resultado mostra o valor digitado, seu valor convertido, a cotação de uma unidade da moeda de origem e a cotação inversa de uma unidade da moeda de destino. O horário da última atualização aparece logo abaixo.',
        'Se os dados ao vivo não puderem ser obtidos, o painel avisa e mostra valores aproximados com base em um snapshot anterior, com data. Todos os números são informativos e podem diferir um pouco do preço oferecido por uma exchange específica.',
      ],
      links: [{ text: 'Calculadora de lucro com criptomoedas', href: '/crypto-profit-calculator' }],
    },
  ],
} satisfies ArticleInput;
