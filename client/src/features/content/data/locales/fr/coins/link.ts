import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'link',
  coinId: 'chainlink',
  name: 'Chainlink',
  symbol: 'LINK',
  layout: 'guide',
  intro: [
    'Chainlink est un réseau d’oracles décentralisé qui transmet aux blockchains des informations extérieures, comme le prix des actifs, afin que les smart contracts puissent les exploiter. Le LINK est le jeton qui rémunère les opérateurs de nœuds fournissant ces données et qui peut être placé en staking pour contribuer à sécuriser le service.',
    'Ce convertisseur indique la valeur du LINK en euros, en dollars américains ou dans d’autres devises, à partir de données de marché en temps réel. Saisissez n’importe quel montant de LINK pour obtenir sa contre-valeur et le taux inverse, ou choisissez comme cible une autre monnaie fiduciaire ou une autre cryptomonnaie.',
  ],
  converting:
    'Pour convertir des LINK, saisissez votre montant : le convertisseur le multiplie par le cours actuel du LINK dans la devise choisie, c’est-à-dire le prix médian relevé sur CoinGecko et sur les plateformes d’échange qui proposent le LINK, actualisé chaque minute. Le résultat constitue une référence fondée sur les échanges de nombreuses plateformes ; le prix pratiqué sur une plateforme donnée peut légèrement différer en raison de son spread et de ses frais.',
  guide: {
    steps: [
      'Choisissez l’onglet « Crypto vers fiat », puisque vous convertissez une cryptomonnaie en monnaie fiduciaire.',
      'Dans le sélecteur « De », recherchez Chainlink ou LINK et sélectionnez-le comme cryptomonnaie source.',
      'Dans le sélecteur « Vers », choisissez la devise cible, par exemple EUR, dans laquelle la valeur doit s’afficher.',
      'Saisissez le montant de LINK dans le champ « Montant » ; les fractions, comme 0,75 LINK, sont acceptées.',
      'Lisez le résultat dans la devise choisie, accompagné du taux de change et du taux inverse, qui indique combien de LINK une unité de cette devise permet d’acheter.',
      'Appuyez sur « Actualiser » pour obtenir le cours le plus récent, possible une fois toutes les 10 secondes, ou utilisez le bouton d’inversion pour convertir la devise en LINK.',
    ],
    priceFactors: [
      {
        title: 'Demande de services d’oracles',
        text: 'Plus les applications de finance décentralisée et les autres smart contracts s’appuient sur les flux de prix et les services de Chainlink, plus le LINK gagne en importance en tant que jeton servant à les payer.',
      },
      {
        title: 'Staking',
        text: 'Les détenteurs de LINK et les opérateurs de nœuds peuvent placer des jetons en staking pour garantir la fiabilité des services Chainlink. Le volume de jetons en staking et les récompenses proposées influent sur la quantité de LINK disponible à l’échange.',
      },
      {
        title: 'Offre totale fixe',
        text: 'L’offre totale de LINK s’élève à un milliard de jetons. Une partie a été mise en réserve au lancement pour rémunérer les opérateurs de nœuds et pour la société, si bien que le marché suit de près l’évolution de l’offre en circulation.',
      },
      {
        title: 'Partenariats et adoption',
        text: 'Les nouvelles intégrations avec des blockchains, des institutions financières ou des projets interchaînes peuvent modifier les anticipations quant à l’ampleur de l’utilisation de Chainlink.',
      },
      {
        title: 'Marché crypto dans son ensemble',
        text: 'Le LINK évolue généralement avec l’ensemble du marché crypto et avec l’activité de la finance décentralisée bâtie sur Ethereum.',
      },
    ],
    whyConvert: [
      {
        title: 'Connaître votre solde',
        text: 'Convertir des LINK dans votre devise fait apparaître la valeur des jetons détenus sur une plateforme, dans un portefeuille ou dans une position de staking.',
      },
      {
        title: 'Évaluer récompenses et paiements',
        text: 'Les opérateurs de nœuds et les participants au staking perçoivent des LINK ; les convertir dans votre devise montre ce que valent ces gains au cours actuel.',
      },
      {
        title: 'Vérifier les cotations',
        text: 'Un cours de référence en direct vous permet de comparer les prix et les frais des plateformes avant d’acheter ou de vendre des LINK.',
      },
      {
        title: 'Tenir vos comptes',
        text: 'Suivre la contre-valeur du LINK au moment de chaque transaction facilite la gestion de votre budget et vos déclarations fiscales, le cas échéant.',
      },
    ],
    closing: {
      title: 'Utiliser le convertisseur LINK',
      paragraphs: [
        'Tous les cours affichés sur cette page sont des cours de marché en temps réel actualisés chaque minute, chacun correspondant au prix médian relevé sur CoinGecko et sur les plateformes d’échange qui proposent le LINK ; les valeurs présentées dans les tableaux sont approximatives. Si les données en direct sont momentanément indisponibles, la page indique qu’elle affiche des valeurs approximatives.',
        'Utilisez le convertisseur comme une référence rapide et vérifiez le prix final sur la plateforme où vous effectuez vos transactions.',
      ],
    },
  },
  faq: {
    what: {
      question: 'Qu’est-ce que Chainlink (LINK) ?',
      answer: [
        'Chainlink a été créé par Sergey Nazarov et Steve Ellis, qui en ont publié le livre blanc en 2017. Le jeton LINK a été mis en vente la même année, et le réseau Chainlink a été lancé sur le réseau principal d’Ethereum en 2019.',
        'Chainlink relie les smart contracts à des données et à des systèmes extérieurs à la blockchain. Un réseau d’opérateurs de nœuds indépendants collecte des informations telles que les prix de marché, les agrège et les publie on-chain, de sorte qu’aucune source unique ne maîtrise le résultat.',
      ],
    },
    unique: {
      question: 'À quoi sert Chainlink ?',
      answer: [
        'Les blockchains ne peuvent pas lire elles-mêmes des données extérieures : les applications recourent donc à Chainlink pour les flux de prix des protocoles de prêt et de trading, les nombres aléatoires vérifiables des jeux et des projets NFT, l’exécution automatisée de contrats et la preuve de l’existence réelle des réserves adossées à un jeton.',
        'Chainlink propose également le Cross-Chain Interoperability Protocol, ou CCIP, qui permet aux applications d’envoyer des jetons et des messages d’une blockchain à l’autre. Le LINK sert à payer ces services et à les soutenir via le staking.',
      ],
    },
    rateFactors: {
      question: 'Qu’est-ce qui influence le cours du LINK ?',
      answer: [
        'Le cours du LINK, en euros comme en dollars ou dans toute autre devise, dépend de la demande des investisseurs, du degré d’utilisation des services Chainlink, du niveau de staking, de l’évolution de l’offre en circulation, des nouveaux partenariats et intégrations, et de la tendance de l’ensemble du marché crypto.',
        'Le convertisseur s’appuie sur des données en direct actualisées chaque minute. Consultez le cours en direct ci-dessus pour connaître la valeur actuelle.',
      ],
    },
    whereToBuy: {
      question: 'Où acheter ou vendre des LINK ?',
      intro:
        'Le LINK est coté sur la plupart des grandes plateformes d’échange de cryptomonnaies et peut s’échanger contre des dollars américains, d’autres monnaies fiduciaires et des stablecoins. Parmi les plateformes établies qui proposent le LINK figurent :',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'Le LINK étant un jeton émis sur Ethereum, il peut être conservé dans des portefeuilles en auto-conservation comme MetaMask ou dans un portefeuille matériel, et échangé sur des plateformes d’échange décentralisées comme Uniswap. Vérifiez le réseau utilisé par votre portefeuille avant d’envoyer des jetons.',
      reminder:
        'Utilisez des plateformes réputées, activez l’authentification à deux facteurs et conservez votre phrase de récupération hors ligne, à l’abri des regards : aucune véritable équipe d’assistance ne vous la demandera jamais.',
    },
  },
  related: [
    { text: 'LINK en EUR', href: '/link-to-eur' },
    { text: 'LINK en GBP', href: '/link-to-gbp' },
    { text: 'LINK en ETH', href: '/link-to-eth' },
    { text: 'LINK en BTC', href: '/link-to-btc' },
    { text: 'USD en LINK', href: '/usd-to-link' },
    { text: 'Calculateur de gains crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
