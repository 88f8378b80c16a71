import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'sui',
  coinId: 'sui',
  name: 'Sui',
  symbol: 'SUI',
  layout: 'faq-card',
  intro: [
    'Convertissez avec cet outil le SUI, le jeton natif de la blockchain Sui, en euros, en dollars américains ou dans d’autres devises. Saisissez un montant : le convertisseur affiche sa contre-valeur ainsi que le cours du SUI et le taux inverse, à partir de prix de marché en temps réel.',
    'Sui est une blockchain de layer 1 dont le réseau principal a été lancé en 2023 et qui mise sur un traitement rapide et parallèle des transactions. Le guide ci-dessous explique comment convertir des SUI, ce qui distingue le réseau, ce qui fait évoluer son cours et où l’échanger.',
  ],
  converting:
    'Ouvrez l’onglet « Crypto vers fiat », saisissez le nombre de SUI à convertir, puis choisissez SUI dans la liste « De » et la devise souhaitée, par exemple EUR, dans la liste « Vers ». Vous obtenez la contre-valeur, le cours d’un SUI et celui d’une unité de la devise choisie ; le bouton d’inversion permet de convertir dans l’autre sens. Les cours correspondent au prix médian relevé sur CoinGecko et sur les plateformes d’échange qui proposent le SUI, actualisé chaque minute, et le bouton « Actualiser » est disponible une fois toutes les 10 secondes. Si le flux de données en direct est interrompu, la page signale que les valeurs affichées sont approximatives.',
  faq: {
    what: {
      question: 'Qu’est-ce que Sui (SUI) ?',
      answer: [
        'Sui est une blockchain de layer 1 à preuve d’enjeu développée par Mysten Labs, une société fondée par d’anciens ingénieurs des projets Diem et Novi de Meta, dont Evan Cheng. Le réseau principal de Sui a été lancé en mai 2023. Les smart contracts y sont écrits en Sui Move, une version du langage de programmation Move créé à l’origine pour Diem.',
        'Le SUI est le jeton natif du réseau. Il sert à payer les frais de gas, il est placé en staking auprès de validateurs pour sécuriser le réseau selon un mécanisme de preuve d’enjeu déléguée, et il est utilisé pour la gouvernance on-chain. L’offre totale est plafonnée à 10 milliards de SUI, libérés progressivement au fil du temps.',
      ],
    },
    unique: {
      question: 'Qu’est-ce qui distingue Sui des autres blockchains ?',
      answer: [
        'Sui repose sur un modèle de données centré sur les objets : les actifs, comme les jetons et les NFT, sont des objets individuels dotés d’un propriétaire, et non des entrées dans une table de comptes partagée. Les transactions qui ne portent que sur des objets détenus par une seule adresse n’ont pas besoin d’être ordonnées par rapport à toutes les autres : elles peuvent donc être traitées en parallèle et finalisées très rapidement.',
        'Les transactions impliquant des objets partagés, comme un pool de trading, passent par le protocole de consensus du réseau. Cette séparation entre transactions simples et partagées, associée à l’accent mis par le langage Move sur la manipulation sûre des actifs, distingue Sui des blockchains fondées sur des comptes, comme Ethereum.',
      ],
    },
    rateFactors: {
      question: 'Qu’est-ce qui influence le cours du SUI ?',
      answer: [
        'Le cours du SUI, en euros comme en dollars ou dans toute autre devise, est fixé par l’offre et la demande sur les plateformes d’échange et suit souvent la tendance de l’ensemble du marché crypto. L’essor ou le recul des applications sur Sui, comme la finance décentralisée et les jeux, ainsi que le volume de SUI placés en staking peuvent modifier la demande pour le jeton.',
        'Les déblocages programmés de jetons destinés aux premiers investisseurs et contributeurs augmentent l’offre en circulation et peuvent peser sur le cours. Les inscriptions à la cote des plateformes, la concurrence d’autres blockchains rapides, les incidents sur le réseau et la conjoncture économique entrent également en ligne de compte.',
      ],
    },
    whereToBuy: {
      question: 'Où acheter ou vendre des SUI ?',
      intro:
        'Depuis le lancement de son réseau principal, le SUI est coté sur de nombreuses grandes plateformes, généralement contre des stablecoins et, sur certaines d’entre elles, contre le dollar américain ou l’euro. Parmi les plateformes établies qui cotent le SUI figurent :',
      exchanges: ['Binance', 'OKX', 'Kraken', 'Bybit', 'KuCoin', 'Gate.io'],
      note: 'Pour détenir vous-même vos SUI, vous pouvez utiliser un portefeuille compatible avec Sui comme Slush (anciennement Sui Wallet) ou Phantom, et échanger des jetons sur des plateformes d’échange décentralisées bâties sur Sui, comme Cetus. Retirez toujours vos SUI sur le réseau Sui lui-même.',
      reminder:
        'Assurez-vous que la plateforme choisie est réputée et autorisée à exercer dans votre pays. Activez l’authentification à deux facteurs sur votre compte, et ne communiquez ni ne stockez jamais votre phrase de récupération en ligne.',
    },
  },
  related: [
    { text: 'SUI en EUR', href: '/sui-to-eur' },
    { text: 'SUI en GBP', href: '/sui-to-gbp' },
    { text: 'SUI en BTC', href: '/sui-to-btc' },
    { text: 'SUI en SOL', href: '/sui-to-sol' },
    { text: '100 SUI en USD', href: '/sui-to-usd/100' },
    { text: 'Calculateur de gains crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
