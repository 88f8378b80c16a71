import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'bch',
  coinId: 'bitcoin-cash',
  name: 'Bitcoin Cash',
  symbol: 'BCH',
  layout: 'faq-card',
  intro: [
    'Ce convertisseur transforme le Bitcoin Cash (BCH) en euros, en dollars américains, dans d’autres monnaies fiduciaires ou en d’autres cryptomonnaies, aux cours du marché en temps réel. Saisissez un montant pour obtenir sa contre-valeur, accompagnée du cours du BCH dans la devise choisie et du taux inverse.',
    'Le Bitcoin Cash s’est séparé du Bitcoin en 2017 avec l’ambition de servir de monnaie électronique à frais réduits. Le guide ci-dessous explique comment convertir des BCH, ce qui les distingue du Bitcoin, ce qui fait évoluer leur cours et quelles plateformes d’échange les proposent.',
  ],
  converting:
    'Dans l’onglet « Crypto vers fiat », saisissez le nombre de jetons, choisissez BCH dans la liste « De » et la devise souhaitée, par exemple EUR, dans la liste « Vers » : le convertisseur affiche la contre-valeur, le cours du BCH dans cette devise et le taux inverse. Le bouton d’inversion permet de changer de sens, et l’onglet « Crypto vers crypto » de comparer le BCH au BTC ou à une autre cryptomonnaie. Les cours correspondent au prix médian relevé sur CoinGecko et sur les plateformes d’échange qui proposent le BCH, actualisé chaque minute, et le bouton « Actualiser » peut être utilisé une fois toutes les 10 secondes. Lorsque les données en direct sont indisponibles, la page précise que les chiffres sont approximatifs.',
  faq: {
    what: {
      question: 'Qu’est-ce que le Bitcoin Cash (BCH) ?',
      answer: [
        'Le Bitcoin Cash est une cryptomonnaie créée le 1er août 2017 à la suite d’un hard fork de la blockchain Bitcoin. Toute personne qui détenait des bitcoins au moment de la scission a reçu la même quantité de BCH. Ce fork est l’aboutissement d’un long débat au sein de la communauté Bitcoin sur la manière de faire monter le réseau en charge, les partisans du Bitcoin Cash étant favorables à des blocs plus grands.',
        'Comme le Bitcoin, le Bitcoin Cash repose sur un minage par preuve de travail avec l’algorithme SHA-256, son offre est plafonnée à 21 millions d’unités et la récompense par bloc est divisée par deux environ tous les quatre ans. Il est développé par plusieurs équipes indépendantes plutôt que par une seule entreprise.',
      ],
    },
    unique: {
      question: 'En quoi le Bitcoin Cash diffère-t-il du Bitcoin ?',
      answer: [
        'La principale différence tient à la taille des blocs. Le Bitcoin Cash a relevé la taille maximale de ses blocs, d’abord à 8 Mo puis à 32 Mo, afin que chaque bloc puisse contenir davantage de transactions, ce qui maintient généralement des frais très bas. Le Bitcoin a au contraire conservé une taille de bloc de base plus réduite et mise, pour monter en charge, sur Segregated Witness et sur des solutions de layer 2 comme le Lightning Network.',
        'Le Bitcoin Cash utilise par ailleurs son propre format d’adresse, CashAddr, qui commence généralement par « bitcoincash: » ou par la lettre q, et il a ajouté des fonctionnalités comme son propre algorithme d’ajustement de la difficulté et les CashTokens, qui permettent d’émettre des jetons sur la chaîne. En 2018, le réseau s’est de nouveau scindé, donnant naissance au Bitcoin SV (BSV), une cryptomonnaie distincte.',
      ],
    },
    rateFactors: {
      question: 'Qu’est-ce qui influence le cours du BCH ?',
      answer: [
        'Le cours du BCH, en euros comme en dollars ou dans toute autre devise, est fixé par l’offre et la demande sur les plateformes d’échange et tend à suivre le bitcoin et l’ensemble du marché crypto. L’utilisation du Bitcoin Cash pour les paiements, les volumes d’échange et la liquidité, ainsi que la puissance de minage mobilisée sur le réseau, l’influencent tous.',
        'Les halvings, qui réduisent l’émission de nouvelles unités, les inscriptions à la cote des plateformes, l’actualité réglementaire et la conjoncture économique peuvent aussi faire varier le cours. Consultez le convertisseur en direct ci-dessus pour connaître le chiffre actuel avant d’acheter ou de vendre.',
      ],
    },
    whereToBuy: {
      question: 'Où acheter ou vendre des BCH ?',
      intro:
        'Le Bitcoin Cash est proposé sur la plupart des grandes plateformes, dont beaucoup permettent de l’échanger directement contre le dollar américain et l’euro. Parmi les plateformes établies de longue date qui cotent le BCH figurent :',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'Gemini', 'OKX'],
      note: 'Pour l’auto-conservation, des portefeuilles comme Electron Cash ainsi que les portefeuilles matériels Ledger et Trezor prennent en charge le Bitcoin Cash. Le BCH et le BTC fonctionnent sur des réseaux distincts : n’envoyez jamais de BCH vers une adresse Bitcoin, ni l’inverse, car les fonds risqueraient d’être perdus.',
      reminder:
        'Utilisez des plateformes réputées, autorisées à exercer dans votre pays, activez l’authentification à deux facteurs et conservez votre phrase de récupération notée hors ligne, hors de portée de quiconque.',
    },
  },
  related: [
    { text: 'BCH en EUR', href: '/bch-to-eur' },
    { text: 'BCH en GBP', href: '/bch-to-gbp' },
    { text: 'BCH en BTC', href: '/bch-to-btc' },
    { text: '1 BCH en USD', href: '/bch-to-usd/1' },
    { text: '10 BCH en USD', href: '/bch-to-usd/10' },
    { text: 'Calculateur de gains crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
