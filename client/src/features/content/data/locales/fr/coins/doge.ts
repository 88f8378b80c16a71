import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'doge',
  coinId: 'dogecoin',
  name: 'Dogecoin',
  symbol: 'DOGE',
  layout: 'guide',
  intro: [
    'Le Dogecoin est né en décembre 2013 comme une cryptomonnaie humoristique, baptisée d’après un mème Internet populaire mettant en scène un chien de race Shiba Inu. Il est depuis devenu l’une des cryptomonnaies les plus connues, utilisée pour les pourboires, les petits paiements et le trading, et le DOGE reste la monnaie native de sa propre blockchain à preuve de travail.',
    'Ce convertisseur indique la valeur du DOGE en euros, en dollars américains ou dans d’autres devises, à partir de données de marché en temps réel. Saisissez n’importe quel montant de Dogecoin pour obtenir sa contre-valeur et le taux inverse, ou choisissez une autre devise ou une autre cryptomonnaie comme cible.',
  ],
  converting:
    'Pour convertir des Dogecoin, saisissez le montant en DOGE : le convertisseur le multiplie par le cours actuel du DOGE dans la devise choisie, c’est-à-dire le prix médian relevé sur CoinGecko et sur les plateformes d’échange qui proposent le DOGE, actualisé chaque minute. Un DOGE ne valant généralement qu’une petite somme, on convertit souvent de grandes quantités ; le résultat affiche la contre-valeur totale ainsi que le cours utilisé.',
  guide: {
    steps: [
      'Sélectionnez l’onglet « Crypto vers fiat » pour convertir une cryptomonnaie en monnaie fiduciaire.',
      'Dans le sélecteur « De », recherchez Dogecoin ou DOGE et choisissez-le comme cryptomonnaie source.',
      'Dans le sélecteur « Vers », choisissez la devise dans laquelle vous souhaitez afficher la valeur, par exemple EUR.',
      'Saisissez dans le champ « Montant » le nombre de DOGE à convertir, par exemple 100, 2 500 ou une fraction de DOGE.',
      'Consultez le résultat dans la devise choisie, accompagné du taux de change et du taux inverse, qui indique combien de DOGE une unité de cette devise permet d’acheter.',
      'Utilisez « Actualiser » pour charger le cours le plus récent (possible une fois toutes les 10 secondes), ou appuyez sur le bouton d’inversion pour convertir la devise en DOGE.',
    ],
    priceFactors: [
      {
        title: 'Communauté et réseaux sociaux',
        text: 'Le Dogecoin fédère une vaste communauté en ligne, et les messages de personnalités connues ont parfois fait fortement varier son cours. Pour une cryptomonnaie de ce profil, le sentiment peut basculer très vite.',
      },
      {
        title: 'Offre inflationniste',
        text: 'Le Dogecoin n’a pas d’offre maximale. Les mineurs reçoivent une récompense fixe de 10 000 DOGE par bloc, ce qui ajoute chaque année un nombre constant de nouvelles unités, tandis que le taux de croissance de l’offre diminue lentement.',
      },
      {
        title: 'Paiements et adoption',
        text: 'Les commerçants et les services de paiement qui acceptent le DOGE, ainsi que les applications qui permettent d’en envoyer, déterminent l’ampleur de la demande réelle pour cette cryptomonnaie.',
      },
      {
        title: 'Marché crypto dans son ensemble',
        text: 'Le DOGE tend à suivre la direction de l’ensemble du marché crypto, et les cryptomonnaies portées par la spéculation peuvent réagir plus fortement que la moyenne aux fluctuations du marché.',
      },
    ],
    whyConvert: [
      {
        title: 'Comprendre les petites unités',
        text: 'Un DOGE valant généralement peu au regard d’un euro ou d’un dollar, la conversion permet de mieux mesurer ce que représente réellement un solde de plusieurs milliers de DOGE.',
      },
      {
        title: 'Chiffrer un pourboire ou un paiement',
        text: 'Si vous envoyez ou recevez des Dogecoin sous forme de pourboire ou de paiement, le convertisseur indique leur contre-valeur, afin que chaque partie sache ce qui a été échangé.',
      },
      {
        title: 'Comparer avant de trader',
        text: 'Consulter le cours du DOGE en direct avant de vendre vous aide à repérer des spreads ou des frais anormalement élevés sur la plateforme que vous utilisez.',
      },
      {
        title: 'Tenir vos comptes',
        text: 'Noter la contre-valeur du DOGE au moment d’une transaction est utile pour gérer votre budget et pour vos déclarations fiscales, le cas échéant.',
      },
    ],
    closing: {
      title: 'Utiliser le convertisseur DOGE',
      paragraphs: [
        'Tous les cours affichés sur cette page sont des cours de marché en temps réel, correspondant au prix médian relevé sur CoinGecko et sur les plateformes d’échange qui proposent le DOGE ; les valeurs présentées dans les tableaux sont approximatives. Si les prix en direct sont temporairement indisponibles, la page indique qu’elle affiche des valeurs approximatives.',
        'Le cours du Dogecoin peut varier rapidement : vérifiez le montant final sur la plateforme ou le portefeuille que vous utilisez avant de confirmer toute transaction.',
      ],
    },
  },
  faq: {
    what: {
      question: 'Qu’est-ce que le Dogecoin (DOGE) ?',
      answer: [
        'Le Dogecoin est une cryptomonnaie créée en 2013 par les ingénieurs logiciels Billy Markus et Jackson Palmer, qui la concevaient comme une alternative sympathique et humoristique au bitcoin. Son logo représente le Shiba Inu du mème « Doge ».',
        'Le Dogecoin fonctionne sur sa propre blockchain à preuve de travail, avec l’algorithme Scrypt, le même que celui du Litecoin, et depuis 2014 il peut être miné conjointement avec le Litecoin (merge mining). Un nouveau bloc est produit environ toutes les minutes, ce qui rend les confirmations relativement rapides.',
      ],
    },
    unique: {
      question: 'En quoi le Dogecoin diffère-t-il du Bitcoin ?',
      answer: [
        'L’offre du bitcoin est plafonnée à 21 millions d’unités, alors que celle du Dogecoin n’a pas de plafond et augmente de 10 000 DOGE à chaque bloc. Le Dogecoin produit en outre un bloc environ toutes les minutes, contre toutes les dix minutes pour le Bitcoin, et utilise l’algorithme de minage Scrypt au lieu de SHA-256.',
        'Dans les faits, le Dogecoin sert souvent aux pourboires, aux petits paiements et aux communautés en ligne, tandis que le bitcoin est plus couramment présenté comme une réserve de valeur à long terme.',
      ],
    },
    rateFactors: {
      question: 'Qu’est-ce qui influence le cours du DOGE ?',
      answer: [
        'Le cours du DOGE, en euros comme en dollars ou dans toute autre devise, est déterminé par les achats et les ventes sur les plateformes d’échange. L’attention sur les réseaux sociaux, l’actualité impliquant des personnalités publiques, l’adoption pour les paiements, l’émission régulière de nouvelles unités et la tendance de l’ensemble du marché crypto l’influencent.',
        'Le convertisseur s’appuie sur des données en direct actualisées chaque minute : consultez le cours en direct ci-dessus plutôt que de vous fier à des chiffres vus précédemment.',
      ],
    },
    whereToBuy: {
      question: 'Où acheter ou vendre des DOGE ?',
      intro:
        'Le Dogecoin est coté sur la plupart des grandes plateformes d’échange de cryptomonnaies et peut s’échanger contre des dollars américains, d’autres monnaies fiduciaires et des stablecoins. Parmi les plateformes établies de longue date qui proposent le DOGE figurent :',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'Pour détenir vous-même vos DOGE, vous pouvez utiliser le portefeuille officiel Dogecoin Core, un portefeuille multidevise compatible avec le Dogecoin ou un portefeuille matériel comme Ledger ou Trezor.',
      reminder:
        'N’utilisez que des plateformes réputées, protégez vos comptes par l’authentification à deux facteurs et conservez votre phrase de récupération notée hors ligne : quiconque la détient peut s’emparer de vos cryptomonnaies.',
    },
  },
  related: [
    { text: 'DOGE en EUR', href: '/doge-to-eur' },
    { text: 'DOGE en GBP', href: '/doge-to-gbp' },
    { text: 'DOGE en BTC', href: '/doge-to-btc' },
    { text: 'DOGE en SHIB', href: '/doge-to-shib' },
    { text: 'USD en DOGE', href: '/usd-to-doge' },
    { text: 'Calculateur de gains crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
