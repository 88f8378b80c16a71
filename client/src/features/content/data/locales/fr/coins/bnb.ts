import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'bnb',
  coinId: 'binancecoin',
  name: 'BNB',
  symbol: 'BNB',
  layout: 'guide',
  intro: [
    'Le BNB est la cryptomonnaie native de BNB Chain, étroitement liée à la plateforme d’échange Binance, où il est apparu en 2017. Il sert à payer les frais de gas sur BNB Smart Chain, peut être placé en staking auprès de validateurs et procure à ses détenteurs des réductions et d’autres avantages sur Binance.',
    'Ce convertisseur indique la valeur du BNB en euros, en dollars américains ou dans d’autres devises, à partir de données de marché en temps réel. Saisissez un montant en BNB pour obtenir sa contre-valeur et le taux inverse, ou choisissez comme devise cible une autre monnaie fiduciaire ou une autre cryptomonnaie.',
  ],
  converting:
    'Convertir des BNB revient à multiplier votre montant par le cours actuel du BNB dans la devise choisie. Le convertisseur retient comme cours le prix médian relevé sur CoinGecko et sur les plateformes d’échange qui proposent le BNB, et l’actualise chaque minute. Le prix obtenu lors d’une vente peut légèrement différer, car chaque plateforme fixe son propre spread et ses propres frais de transaction.',
  guide: {
    steps: [
      'Choisissez l’onglet « Crypto vers fiat », puisque vous convertissez une cryptomonnaie en monnaie traditionnelle.',
      'Ouvrez le sélecteur « De » et choisissez le BNB comme cryptomonnaie source. Vous pouvez le rechercher par son nom ou en saisissant son symbole.',
      'Ouvrez le sélecteur « Vers » et choisissez la devise cible, par exemple EUR, dans laquelle la valeur doit s’afficher.',
      'Saisissez le montant de BNB dans le champ « Montant », qu’il s’agisse d’un nombre entier ou d’une fraction comme 0,05 BNB.',
      'Lisez la valeur convertie dans la devise choisie, accompagnée du taux de change et du taux inverse, qui indique combien de BNB vaut une unité de cette devise.',
      'Appuyez sur « Actualiser » pour obtenir le chiffre le plus récent (possible une fois toutes les 10 secondes), ou utilisez le bouton d’inversion pour convertir plutôt de la devise vers le BNB.',
    ],
    priceFactors: [
      {
        title: 'Binance et son écosystème',
        text: 'Le BNB étant lié à Binance, l’actualité de la plateforme, qu’il s’agisse des volumes d’échange, de l’évolution de ses produits ou de questions juridiques et réglementaires, pèse généralement davantage sur son cours que sur celui de la plupart des autres actifs.',
      },
      {
        title: 'Destructions de jetons',
        text: 'L’offre initiale de BNB était de 200 millions d’unités, et des destructions (burns) régulières retirent des jetons de la circulation, avec un objectif à long terme de 100 millions. Les montants détruits sont publiés, et la contraction de l’offre est l’un des facteurs qui influencent le cours.',
      },
      {
        title: 'Utilisation de BNB Chain',
        text: 'L’activité sur BNB Smart Chain, qu’il s’agisse de plateformes d’échange décentralisées, de lancements de jetons ou de jeux, crée une demande de BNB pour le paiement des frais de transaction.',
      },
      {
        title: 'Conditions générales du marché',
        text: 'Le BNB évolue généralement avec l’ensemble du marché crypto : les variations du cours du bitcoin, de la liquidité et du sentiment des investisseurs se répercutent sur son cours.',
      },
    ],
    whyConvert: [
      {
        title: 'Évaluer votre solde',
        text: 'Une conversion rapide du BNB vous indique ce que valent, au cours actuel et dans votre devise, les jetons détenus sur votre compte de plateforme ou dans votre portefeuille.',
      },
      {
        title: 'Estimer frais et récompenses',
        text: 'Si vous réglez vos frais de transaction en BNB ou percevez des récompenses de staking en BNB, la conversion dans votre devise vous aide à mesurer ce que ces montants représentent concrètement.',
      },
      {
        title: 'Vérifier une cotation',
        text: 'Comparer le prix proposé par une plateforme ou un service de paiement avec le cours du marché en direct permet de mesurer l’ampleur du spread ou des frais avant de confirmer une transaction.',
      },
      {
        title: 'Tenir vos comptes',
        text: 'Noter la contre-valeur du BNB au moment où vous l’achetez, le vendez ou le dépensez est utile pour gérer votre budget personnel et pour vos déclarations fiscales, le cas échéant.',
      },
    ],
    closing: {
      title: 'Utiliser le convertisseur BNB',
      paragraphs: [
        'Les cours affichés ici sont des cours de marché en temps réel, correspondant au prix médian relevé sur CoinGecko et sur les plateformes d’échange qui proposent le BNB, actualisés chaque minute ; les valeurs présentées dans les tableaux sont approximatives. Si les données en direct ne peuvent pas être chargées, la page indique qu’elle affiche des valeurs approximatives.',
        'Pour obtenir un montant exact, vérifiez toujours le prix final sur la plateforme ou l’application que vous utilisez, car les frais et les spreads varient d’un service à l’autre.',
      ],
    },
  },
  faq: {
    what: {
      question: 'Qu’est-ce que le BNB ?',
      answer: [
        'Le BNB a été créé par Binance en 2017 et émis à l’origine sous la forme d’un jeton sur Ethereum lors de l’offre initiale de jetons (ICO) de la plateforme. En 2019, il a migré vers la blockchain propre à Binance ; il est aujourd’hui la cryptomonnaie native de BNB Chain, dont le réseau principal est BNB Smart Chain.',
        'BNB Smart Chain est compatible avec l’Ethereum Virtual Machine (EVM), si bien que de nombreux outils et smart contracts d’Ethereum y fonctionnent. Le réseau est sécurisé par un ensemble de validateurs qui immobilisent des BNB en staking, un modèle souvent appelé Proof of Staked Authority.',
      ],
    },
    unique: {
      question: 'À quoi sert le BNB ?',
      answer: [
        'Le BNB sert à payer les frais de gas sur BNB Smart Chain et les réseaux associés, et peut être placé en staking pour soutenir les validateurs. Sur Binance, il permet de bénéficier de réductions sur les frais de transaction et de participer à des ventes de jetons et à d’autres programmes.',
        'Ce qui distingue le BNB de nombreuses autres cryptomonnaies, c’est son double rôle : il est à la fois le carburant d’une blockchain polyvalente et le jeton utilitaire de l’une des plus grandes plateformes d’échange crypto, et il fait l’objet d’un programme de destruction publié qui réduit l’offre totale au fil du temps.',
      ],
    },
    rateFactors: {
      question: 'Qu’est-ce qui influence le cours du BNB ?',
      answer: [
        'Le cours du BNB, en euros comme en dollars ou dans toute autre devise, dépend de la demande des investisseurs, de l’actualité de Binance, de l’activité sur BNB Chain, des destructions de jetons programmées, de l’évolution de la réglementation et de la tendance générale du marché crypto.',
        'Le convertisseur s’appuie sur des données de marché en direct, actualisées chaque minute : consultez le cours en direct ci-dessus pour connaître la valeur actuelle.',
      ],
    },
    whereToBuy: {
      question: 'Où acheter ou vendre des BNB ?',
      intro:
        'Le BNB s’échange sur Binance et sur de nombreuses autres grandes plateformes, mais sa disponibilité dépend de votre lieu de résidence, et certaines plateformes américaines ne le proposent pas. Parmi les plateformes établies qui proposent le BNB figurent :',
      exchanges: ['Binance', 'OKX', 'Bybit', 'KuCoin', 'Gate.io', 'Bitget'],
      note: 'Pour l’auto-conservation, des portefeuilles comme Trust Wallet et MetaMask prennent en charge BNB Smart Chain, et des plateformes d’échange décentralisées comme PancakeSwap permettent d’échanger des BNB contre d’autres jetons du réseau. Veillez à envoyer vos BNB sur le réseau attendu par votre portefeuille.',
      reminder:
        'Choisissez des plateformes réputées, autorisées à exercer dans votre pays, activez l’authentification à deux facteurs et conservez votre phrase de récupération hors ligne, à l’abri des regards : aucun service légitime ne vous la demandera jamais.',
    },
  },
  related: [
    { text: 'BNB en EUR', href: '/bnb-to-eur' },
    { text: 'BNB en GBP', href: '/bnb-to-gbp' },
    { text: 'BNB en BTC', href: '/bnb-to-btc' },
    { text: 'BNB en ETH', href: '/bnb-to-eth' },
    { text: 'USD en BNB', href: '/usd-to-bnb' },
    { text: 'Calculateur de gains crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
