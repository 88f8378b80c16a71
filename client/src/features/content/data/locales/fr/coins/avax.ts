import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'avax',
  coinId: 'avalanche-2',
  name: 'Avalanche',
  symbol: 'AVAX',
  layout: 'faq-card',
  intro: [
    'Utilisez ce convertisseur pour connaître la valeur d’un montant d’AVAX, le jeton natif du réseau Avalanche, en euros, en dollars américains ou dans une autre devise. Le résultat s’appuie sur des cours de marché en temps réel et affiche à la fois le cours de l’AVAX dans la devise choisie et le taux inverse.',
    'Avalanche est une plateforme blockchain à preuve d’enjeu dédiée aux smart contracts et aux réseaux personnalisés. Les sections ci-dessous expliquent comment effectuer une conversion, à quoi sert l’AVAX, quels facteurs font évoluer son cours et où le jeton s’échange le plus souvent.',
  ],
  converting:
    'Choisissez l’onglet « Crypto vers fiat », saisissez le nombre de jetons dans le champ « Montant », puis sélectionnez AVAX dans la liste « De » et la devise souhaitée, par exemple EUR, dans la liste « Vers ». La page affiche la contre-valeur, le cours d’un AVAX et la valeur d’une unité de la devise choisie exprimée en AVAX ; le bouton d’inversion permet de permuter la paire. Les prix correspondent à la médiane relevée sur CoinGecko et sur les plateformes d’échange qui proposent l’AVAX, actualisée chaque minute, et vous pouvez appuyer sur « Actualiser » une fois toutes les 10 secondes. Lorsque les données en direct sont indisponibles, la page signale que les valeurs sont approximatives. Pour comparer l’AVAX avec une autre cryptomonnaie, passez à l’onglet « Crypto vers crypto ».',
  valueTable: {
    caption: 'Valeurs indicatives de l’AVAX en dollars américains (USD)',
    rows: [
      { amount: '1 AVAX', value: '20–30 USD' },
      { amount: '10 AVAX', value: '200–300 USD' },
      { amount: '100 AVAX', value: '2 000–3 000 USD' },
      { amount: '2 000 AVAX (staking minimal d’un validateur)', value: '40 000–60 000 USD' },
    ],
    note: 'Ce tableau est une illustration tirée d’une période antérieure, durant laquelle l’AVAX s’échangeait autour de 20 à 30 USD. Il ne reflète pas le cours actuel. Utilisez le convertisseur en direct ci-dessus pour connaître le cours de l’AVAX aujourd’hui.',
  },
  faq: {
    what: {
      question: 'Qu’est-ce qu’Avalanche (AVAX) ?',
      answer: [
        'Avalanche est une blockchain de layer 1 développée par Ava Labs, une société cofondée par l’informaticien Emin Gün Sirer. Son réseau principal a été lancé en septembre 2020. Le réseau est sécurisé par la preuve d’enjeu et utilise le protocole de consensus Avalanche, dans lequel les validateurs interrogent à plusieurs reprises de petits groupes d’autres validateurs pour parvenir rapidement à un accord, généralement en une ou deux secondes.',
        'L’AVAX est le jeton natif du réseau. Il sert à payer les frais de transaction, qui sont détruits, et il est placé en staking par les validateurs et les délégateurs pour sécuriser le réseau. L’exploitation d’un validateur exige de placer au moins 2 000 AVAX en staking. L’offre est plafonnée à 720 millions de jetons.',
      ],
    },
    unique: {
      question: 'À quoi sert l’AVAX et qu’est-ce qui distingue Avalanche ?',
      answer: [
        'Le principal réseau public se compose de plusieurs chaînes intégrées aux fonctions distinctes : la C-Chain exécute des smart contracts compatibles avec Ethereum, la X-Chain gère les transferts d’actifs et la P-Chain coordonne les validateurs et le staking. La C-Chain prenant en charge l’Ethereum Virtual Machine (EVM), de nombreux portefeuilles et applications Ethereum fonctionnent sur Avalanche moyennant peu de modifications.',
        'Avalanche permet aussi à des projets de lancer leurs propres blockchains, appelées à l’origine subnets et désormais Avalanche L1, avec leurs propres règles, jetons de frais et ensembles de validateurs. L’AVAX sert aux frais, au staking et à la gouvernance dans l’ensemble de cet écosystème.',
      ],
    },
    rateFactors: {
      question: 'Qu’est-ce qui influence le cours de l’AVAX ?',
      answer: [
        'Le cours de l’AVAX, en euros comme en dollars ou dans toute autre devise, dépend de l’offre et de la demande sur les plateformes d’échange et tend à suivre l’ensemble du marché crypto. L’activité du réseau, qu’il s’agisse de finance décentralisée, de jeux ou de nouvelles chaînes Avalanche L1, peut influer sur la demande pour le jeton, tout comme le volume d’AVAX immobilisés en staking.',
        'Les déblocages de jetons issus d’allocations antérieures, la destruction des frais, la concurrence d’autres plateformes de smart contracts, les inscriptions à la cote des plateformes et la conjoncture économique jouent également un rôle. Le cours pouvant évoluer rapidement, consultez le convertisseur en direct pour connaître le chiffre actuel.',
      ],
    },
    whereToBuy: {
      question: 'Où acheter ou vendre des AVAX ?',
      intro:
        'L’AVAX est coté sur la plupart des grandes plateformes, généralement contre le dollar américain, l’euro, des stablecoins et le bitcoin. Parmi les plateformes établies qui proposent l’AVAX figurent :',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'L’AVAX peut aussi être conservé dans des portefeuilles en auto-conservation comme Core, le portefeuille d’Ava Labs, ou MetaMask sur la C-Chain, et échangé sur des plateformes d’échange décentralisées comme Trader Joe (LFJ). Lors d’un retrait depuis une plateforme, veillez à choisir la C-Chain ou le réseau attendu par votre portefeuille.',
      reminder:
        'Vérifiez quels services sont accessibles dans votre pays et comparez les frais, qui se situent généralement autour de 0,1 % à 0,5 % par opération. Tenez-vous-en à des plateformes réputées, activez l’authentification à deux facteurs et conservez votre phrase de récupération hors ligne, à l’abri des regards.',
    },
  },
  related: [
    { text: 'AVAX en EUR', href: '/avax-to-eur' },
    { text: 'AVAX en GBP', href: '/avax-to-gbp' },
    { text: 'AVAX en BTC', href: '/avax-to-btc' },
    { text: 'AVAX en ETH', href: '/avax-to-eth' },
    { text: '10 AVAX en USD', href: '/avax-to-usd/10' },
    { text: '100 AVAX en USD', href: '/avax-to-usd/100' },
    { text: 'Calculateur de gains crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
