import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'ada',
  coinId: 'cardano',
  name: 'Cardano',
  symbol: 'ADA',
  layout: 'guide',
  intro: [
    'Cardano est une blockchain à preuve d’enjeu lancée en 2017, dont l’ADA est la cryptomonnaie native. L’ADA sert à payer les frais de transaction, à déléguer sa participation à des pools qui produisent les blocs et à voter sur la gouvernance du réseau.',
    'Ce convertisseur transforme n’importe quel montant d’ADA en euros, en dollars américains ou dans d’autres devises, à partir de données de marché en temps réel. Saisissez votre solde d’ADA pour obtenir sa contre-valeur et le taux inverse, ou choisissez une autre monnaie fiduciaire ou une autre cryptomonnaie.',
  ],
  converting:
    'Convertir des ADA revient simplement à multiplier votre montant par le cours actuel de l’ADA dans la devise choisie. Le convertisseur retient comme cours le prix médian relevé sur CoinGecko et sur les plateformes d’échange qui proposent l’ADA, et l’actualise chaque minute : le chiffre reflète ainsi les échanges récents sur de nombreuses plateformes. Lors d’une vente effective, la plateforme peut appliquer des frais ou un spread qui réduisent légèrement le montant perçu.',
  guide: {
    steps: [
      'Choisissez l’onglet « Crypto vers fiat » en haut du convertisseur pour convertir une cryptomonnaie en monnaie fiduciaire.',
      'Dans le sélecteur « De », recherchez Cardano ou ADA et sélectionnez-le comme cryptomonnaie source.',
      'Dans le sélecteur « Vers », choisissez la devise cible, par exemple EUR, dans laquelle le résultat doit s’afficher.',
      'Saisissez le montant d’ADA dans le champ « Montant » ; les nombres entiers comme les montants décimaux sont acceptés.',
      'Lisez le résultat dans la devise choisie, accompagné du taux de change et du taux inverse, qui indique combien d’ADA une unité de cette devise permet d’acheter.',
      'Appuyez sur « Actualiser » pour obtenir le cours le plus récent, ce qui est possible une fois toutes les 10 secondes, ou touchez le bouton d’inversion pour convertir la devise en ADA.',
    ],
    priceFactors: [
      {
        title: 'Étapes de développement',
        text: 'Cardano évolue par phases planifiées, comme l’ajout des smart contracts en 2021 puis, plus tard, celui de la gouvernance on-chain. Les avancées ou les retards de ces mises à jour peuvent modifier la valeur que le marché accorde à l’ADA.',
      },
      {
        title: 'Activité de l’écosystème',
        text: 'Le nombre d’applications, de plateformes d’échange décentralisées et d’utilisateurs sur Cardano influe sur la demande de transactions et sur l’intérêt à détenir de l’ADA.',
      },
      {
        title: 'Offre maximale fixe',
        text: 'L’offre d’ADA est plafonnée à 45 milliards d’unités. Les nouveaux ADA sont mis en circulation progressivement, à partir d’une réserve, sous forme de récompenses de staking : le rythme d’émission ralentit donc avec le temps.',
      },
      {
        title: 'Sentiment de marché',
        text: 'L’ADA évolue généralement avec l’ensemble du marché crypto, y compris les variations du cours du bitcoin, de la liquidité et de l’attitude des investisseurs face au risque.',
      },
      {
        title: 'Réglementation',
        text: 'Les règles de classification, de cotation et de fiscalité des cryptomonnaies sur les grands marchés peuvent influer sur l’accès à l’ADA et sur la demande dont il fait l’objet.',
      },
    ],
    whyConvert: [
      {
        title: 'Voir votre solde dans votre devise',
        text: 'Convertir des ADA en euros ou dans une autre devise fait apparaître la valeur d’un solde de portefeuille ou de plateforme, plus facile à rapporter aux dépenses du quotidien.',
      },
      {
        title: 'Évaluer les récompenses de staking',
        text: 'Les délégateurs reçoivent des récompenses en ADA à chaque époque ; les convertir dans votre devise vous aide à savoir ce qu’elles valent au cours du jour.',
      },
      {
        title: 'Vérifier avant de trader',
        text: 'Un cours de référence en direct vous permet de comparer le prix proposé par une plateforme avec la moyenne du marché avant d’acheter ou de vendre.',
      },
      {
        title: 'Budget et fiscalité',
        text: 'Conserver une trace de la contre-valeur de l’ADA au moment de chaque transaction facilite la gestion de votre budget et vos déclarations fiscales, lorsqu’elles sont requises.',
      },
    ],
    closing: {
      title: 'Utiliser le convertisseur ADA',
      paragraphs: [
        'Cette page affiche des cours de marché en temps réel actualisés chaque minute, chacun correspondant au prix médian relevé sur CoinGecko et sur les plateformes d’échange qui proposent l’ADA ; les valeurs présentées dans les tableaux sont approximatives. Si les données en direct sont momentanément indisponibles, la page indique qu’elle affiche des valeurs approximatives.',
        'Utilisez le convertisseur comme une référence rapide et vérifiez le prix exact sur la plateforme de votre choix avant de finaliser une transaction.',
      ],
    },
  },
  faq: {
    what: {
      question: 'Qu’est-ce que Cardano (ADA) ?',
      answer: [
        'Cardano est une blockchain publique lancée en 2017 sous la direction de Charles Hoskinson, cofondateur d’Ethereum. Elle est développée par plusieurs organisations, dont Input Output (IOG), la Cardano Foundation et Emurgo. La cryptomonnaie doit son nom à Ada Lovelace, et sa plus petite unité, le lovelace, correspond à un millionième d’ADA.',
        'Cardano utilise un protocole de preuve d’enjeu appelé Ouroboros, issu de travaux de recherche universitaire évalués par des pairs. Les détenteurs d’ADA peuvent déléguer leur participation à des stake pools sans bloquer leurs jetons, et perçoivent des récompenses pour leur contribution à la sécurité du réseau.',
      ],
    },
    unique: {
      question: 'Qu’est-ce qui distingue Cardano des autres blockchains ?',
      answer: [
        'Cardano privilégie une démarche fondée sur la recherche : nombre de ses protocoles sont décrits dans des publications universitaires avant d’être développés. Il repose sur un modèle comptable UTXO étendu, une évolution du modèle utilisé par le Bitcoin, qui permet de connaître le résultat d’une transaction avant même de la soumettre.',
        'L’ADA sert aux frais de transaction, à la délégation de staking et à la gouvernance on-chain, dans le cadre de laquelle les détenteurs peuvent participer aux décisions relatives aux dépenses de la trésorerie et aux modifications du protocole. Les smart contracts sur Cardano sont écrits avec des outils construits autour de la plateforme Plutus.',
      ],
    },
    rateFactors: {
      question: 'Qu’est-ce qui influence le cours de l’ADA ?',
      answer: [
        'Le cours de l’ADA, en euros comme en dollars ou dans toute autre devise, reflète l’offre et la demande sur les plateformes d’échange. Les mises à jour du réseau, l’essor des applications sur Cardano, le taux de participation au staking, l’actualité réglementaire et la tendance de l’ensemble du marché crypto l’influencent.',
        'Ces facteurs évoluant en permanence, le convertisseur s’appuie sur des prix en direct actualisés chaque minute. Consultez le cours en direct ci-dessus pour connaître la valeur actuelle.',
      ],
    },
    whereToBuy: {
      question: 'Où acheter ou vendre des ADA ?',
      intro:
        'L’ADA est proposé sur la plupart des grandes plateformes d’échange de cryptomonnaies, où il peut s’échanger contre des dollars américains, d’autres monnaies fiduciaires ou des stablecoins. Parmi les plateformes bien établies qui cotent l’ADA figurent :',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'Pour l’auto-conservation et le staking, des portefeuilles Cardano comme Lace, Eternl et Yoroi permettent de détenir des ADA et de les déléguer à un stake pool, et des plateformes d’échange décentralisées comme Minswap permettent d’échanger des ADA contre des jetons natifs de Cardano.',
      reminder:
        'Tenez-vous-en à des plateformes réputées, activez l’authentification à deux facteurs et conservez votre phrase de récupération hors ligne ; ne la saisissez jamais sur un site web et ne la communiquez à personne, même à quelqu’un qui prétend vous apporter une assistance.',
    },
  },
  related: [
    { text: 'ADA en EUR', href: '/ada-to-eur' },
    { text: 'ADA en GBP', href: '/ada-to-gbp' },
    { text: 'ADA en BTC', href: '/ada-to-btc' },
    { text: 'ADA en ETH', href: '/ada-to-eth' },
    { text: 'USD en ADA', href: '/usd-to-ada' },
    { text: 'Calculateur de gains crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
