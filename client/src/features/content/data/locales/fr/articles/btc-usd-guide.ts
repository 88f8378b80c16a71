import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Comment utiliser notre convertisseur BTC en USD',
  intro: [
    'Le convertisseur ci-dessus indique ce que vaut un montant de Bitcoin (BTC) en dollars américains (USD), et quelle quantité de bitcoins représente un montant en dollars. Il s’appuie sur la médiane des derniers prix de cinq plateformes d’échange et de CoinGecko, et affiche à la fois le taux de change et le taux inverse, pour que vous puissiez vérifier vous-même chaque résultat.',
  ],
  sections: [
    {
      heading: 'Convertir des BTC en USD',
      paragraphs: [
        'Pour connaître la valeur en dollars d’un montant en bitcoins, suivez les étapes ci-dessous. La page s’ouvre avec la paire BTC en USD déjà sélectionnée : en général, seul le montant est à modifier.',
      ],
      list: [
        'Vérifiez que l’onglet « Crypto vers fiat » est sélectionné.',
        'Saisissez le nombre de bitcoins dans le champ « Montant », par exemple 0,01 ou 0,25.',
        'Vérifiez que la devise « De » est Bitcoin (BTC) et la devise « Vers » Dollar américain (USD).',
        'Lisez la valeur en dollars dans le panneau de résultat, accompagnée du taux de change BTC en USD.',
        'Appuyez sur « Actualiser » si vous souhaitez un cours plus récent ; ce bouton peut être utilisé une fois toutes les 10 secondes.',
      ],
    },
    {
      heading: 'Convertir des USD en BTC',
      paragraphs: [
        'Pour savoir à quelle quantité de bitcoins correspondrait un montant en dollars, inversez la paire. Le bouton d’inversion situé entre les deux sélecteurs de devises le fait en un clic.',
      ],
      list: [
        'Appuyez sur le bouton d’inversion rond situé entre « De » et « Vers », afin que « De » indique USD et « Vers » BTC.',
        'Saisissez le montant en dollars, par exemple 100 ou 1 000.',
        'Lisez le résultat en BTC ; les petits montants peuvent comporter de nombreuses décimales.',
        'Utilisez le taux inverse pour connaître le prix en dollars d’un bitcoin entier.',
        'Appuyez de nouveau sur le bouton d’inversion pour revenir à la paire BTC en USD.',
      ],
    },
    {
      heading: 'Montants de BTC les plus recherchés',
      paragraphs: [
        'La plupart des gens détiennent ou envoient des fractions de bitcoin plutôt que des bitcoins entiers. Ces pages ouvrent le convertisseur avec un montant courant déjà renseigné :',
      ],
      links: [
        { text: '0,1 BTC en USD', href: '/btc-to-usd/0.1' },
        { text: '0,05 BTC en USD', href: '/btc-to-usd/0.05' },
        { text: '0,01 BTC en USD', href: '/btc-to-usd/0.01' },
        { text: '0,005 BTC en USD', href: '/btc-to-usd/0.005' },
        { text: '0,003 BTC en USD', href: '/btc-to-usd/0.003' },
        { text: '0,0025 BTC en USD', href: '/btc-to-usd/0.0025' },
        { text: '0,002 BTC en USD', href: '/btc-to-usd/0.002' },
        { text: '0,001 BTC en USD', href: '/btc-to-usd/0.001' },
        { text: '0,0005 BTC en USD', href: '/btc-to-usd/0.0005' },
        { text: '0,0002 BTC en USD', href: '/btc-to-usd/0.0002' },
        { text: '0,0001 BTC en USD', href: '/btc-to-usd/0.0001' },
        { text: '0,00001 BTC en USD', href: '/btc-to-usd/0.00001' },
      ],
    },
    {
      heading: 'Comment la conversion est calculée',
      paragraphs: [
        'Le calcul lui-même est simple : la valeur en dollars est égale au montant en BTC multiplié par le cours actuel du BTC en USD. Si le cours correspond au prix d’un bitcoin en dollars, 0,01 BTC vaut un centième de ce prix, et 0,5 BTC la moitié.',
        'Le taux inverse est égal à un divisé par le taux de change. Pour la paire BTC en USD, il indique combien de bitcoins un dollar permet d’acheter, soit un nombre très petit. Lorsque vous convertissez des USD en BTC, l’outil divise le montant en dollars par le prix d’un bitcoin, ce qui donne le même résultat qu’une multiplication par le taux inverse.',
        'Le cours est un prix de référence : la médiane des prix de cinq plateformes d’échange et de CoinGecko, en écartant tout prix trop éloigné des autres. Il ne s’agit du prix d’aucune plateforme en particulier : une plateforme peut donc afficher un cours légèrement supérieur ou inférieur, et les frais et spreads modifieront le montant réellement perçu si vous effectuez une transaction.',
        'Si aucune source n’est joignable, la page affiche le dernier cours dont elle dispose, signalé comme n’étant pas en direct. À défaut, elle vous en informe et utilise à la place un instantané de prix antérieur et daté. Ces valeurs sont indiquées comme approximatives : elles montrent à peu près ce que valait le montant à la date indiquée, et non ce qu’il vaut en ce moment. Appuyez plus tard sur « Actualiser » pour tenter d’obtenir de nouveau un cours en direct.',
      ],
      links: [{ text: 'Notre méthode de calcul des prix', href: '/methodology' }],
    },
    {
      heading: 'Questions fréquentes',
      faqs: [
        {
          question: 'À quelle fréquence le cours du BTC en USD est-il actualisé ?',
          answer: [
            'Tant qu’elle est ouverte, la page demande un nouveau cours chaque minute, et l’heure de la dernière actualisation s’affiche sous le résultat. Vous pouvez aussi appuyer sur « Actualiser » pour demander un cours plus récent, au plus une fois toutes les 10 secondes.',
          ],
        },
        {
          question: 'Pourquoi le résultat diffère-t-il du prix affiché sur ma plateforme ?',
          answer: [
            'Chaque plateforme d’échange dispose de son propre carnet d’ordres, si bien que les prix varient légèrement d’une place de marché à l’autre. Le convertisseur affiche un cours de référence agrégé. Une plateforme prélève en outre des frais de transaction et applique un spread entre prix d’achat et prix de vente, ce qui, au total, réduit généralement le montant perçu.',
          ],
        },
        {
          question: 'Combien de satoshis un bitcoin contient-il ?',
          answer: [
            'Un bitcoin se divise en 100 000 000 de satoshis, souvent abrégés en « sats ». Ainsi, 0,001 BTC équivaut à 100 000 satoshis et 0,00001 BTC à 1 000 satoshis. Le convertisseur fonctionne en BTC : saisissez donc les montants en satoshis sous leur forme décimale équivalente.',
          ],
        },
        {
          question: 'Puis-je acheter ou vendre des bitcoins sur ce site ?',
          answer: [
            'Non. Ce site est uniquement un outil de calcul à vocation informative. Ce n’est pas une plateforme de trading : il ne détient aucune cryptomonnaie et ne propose pas de comptes. Pour acheter ou vendre, vous devez passer par une plateforme d’échange ou un autre service de votre choix, après avoir mené vos propres recherches.',
          ],
        },
      ],
    },
  ],
} satisfies ArticleInput;
