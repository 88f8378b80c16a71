import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'hbar',
  coinId: 'hedera-hashgraph',
  name: 'Hedera',
  symbol: 'HBAR',
  layout: 'faq-card',
  intro: [
    'Hedera est un réseau public fondé sur l’algorithme de consensus hashgraph plutôt que sur une chaîne de blocs traditionnelle. Le HBAR en est le jeton natif : il sert à payer les frais du réseau, à sécuriser celui-ci par la preuve d’enjeu et il est utilisé par les applications qui fonctionnent sur Hedera.',
    'Ce convertisseur transforme n’importe quel montant de HBAR en euros, en dollars américains, dans d’autres monnaies fiduciaires ou en d’autres cryptomonnaies. Les cours sont en temps réel et fondés sur les données du marché, tandis que les valeurs fixes citées dans les tableaux ou les exemples sont approximatives et peuvent légèrement différer de la cotation d’une plateforme.',
  ],
  converting:
    'Saisissez un montant de HBAR et choisissez la devise cible, par exemple EUR : le résultat s’affiche aussitôt, accompagné du cours et du taux inverse (la quantité de HBAR qu’une unité de cette devise permet d’acheter). Les cours correspondent au prix médian relevé sur CoinGecko et sur les plateformes d’échange qui proposent le HBAR, actualisé chaque minute ; le bouton « Actualiser » permet d’obtenir un nouveau cours, au plus une fois toutes les 10 secondes. Si les données en direct sont indisponibles, la page signale que les valeurs affichées sont approximatives. Utilisez le bouton d’inversion pour reconvertir la devise en HBAR, ou l’onglet « Crypto vers crypto » pour comparer le HBAR à des cryptomonnaies comme le BTC ou l’ETH.',
  faq: {
    what: {
      question: 'Qu’est-ce que Hedera (HBAR) ?',
      answer: [
        'Hedera est un registre distribué public dont le réseau principal a été lancé en 2018 puis ouvert au public en 2019. Il utilise hashgraph, un algorithme de consensus inventé par Leemon Baird, qui a cofondé le projet avec Mance Harmon. Les nœuds partagent l’information selon un processus de « gossip about gossip » et parviennent à un accord par vote virtuel, ce qui confère au réseau une tolérance aux pannes byzantines asynchrone et une finalité rapide.',
        'Le HBAR est le jeton natif. Il sert à payer les transactions, l’exécution de smart contracts et le stockage de fichiers, et il est placé en staking pour contribuer à sécuriser le réseau. L’offre totale est fixée à 50 milliards de HBAR, tous créés au lancement et mis en circulation progressivement.',
      ],
    },
    unique: {
      question: 'Qu’est-ce qui distingue Hedera des autres réseaux ?',
      answer: [
        'Hedera est gouverné par le Hedera Council, un groupe de grandes organisations issues de secteurs et de régions variés, qui siègent pour des mandats limités et exploitent des nœuds du réseau. Les frais de transaction sont fixés en dollars américains et maintenus à un niveau bas et prévisible, ce qui convient aux applications envoyant un grand nombre de petites transactions.',
        'Au-delà des paiements, Hedera propose un Consensus Service pour horodater et ordonner des données, un Token Service pour émettre des jetons sans écrire de smart contract, et un Smart Contract Service compatible avec l’Ethereum Virtual Machine (EVM). Ces services sont utilisés notamment pour la traçabilité des chaînes d’approvisionnement, les actifs tokenisés et les programmes de fidélité.',
      ],
    },
    rateFactors: {
      question: 'Qu’est-ce qui influence le cours du HBAR ?',
      answer: [
        'Le cours du HBAR, en euros comme en dollars ou dans toute autre devise, reflète l’offre et la demande sur les plateformes d’échange. Le sentiment général du marché crypto, et en particulier la tendance du bitcoin, entraîne souvent le HBAR dans le sillage des autres grands jetons.',
        'Des facteurs propres au projet comptent aussi : l’utilisation du réseau, les nouvelles applications d’entreprises ou d’administrations, les changements au sein du conseil, l’évolution du staking et la mise en circulation de HBAR provenant de la trésorerie. L’actualité réglementaire et les volumes d’échange sur les grandes plateformes peuvent également influer sur le cours.',
      ],
    },
    whereToBuy: {
      question: 'Où acheter ou vendre des HBAR ?',
      intro:
        'Le HBAR s’échange sur de nombreuses grandes plateformes centralisées, généralement contre l’USD, l’USDT et d’autres grandes devises. Sa disponibilité dépend de votre pays : vérifiez donc quelles plateformes desservent votre région avant de vous inscrire.',
      exchanges: ['Binance', 'Coinbase', 'OKX', 'KuCoin', 'Bybit', 'Gate.io'],
      note: 'Pour détenir vous-même vos HBAR, vous pouvez utiliser un portefeuille compatible avec le réseau Hedera, comme HashPack, ou un portefeuille matériel prenant en charge Hedera. Des plateformes d’échange décentralisées sur Hedera, comme SaucerSwap, permettent d’échanger des HBAR contre d’autres jetons Hedera directement depuis votre portefeuille.',
      reminder:
        'Utilisez des plateformes réputées et régulées, activez l’authentification à deux facteurs et ne communiquez jamais votre phrase de récupération ni vos clés privées. Vérifiez le réseau avant tout retrait : envoyer des HBAR vers une mauvaise adresse ou sur un mauvais réseau peut entraîner leur perte.',
    },
  },
  related: [
    { text: 'HBAR en EUR', href: '/hbar-to-eur' },
    { text: 'HBAR en GBP', href: '/hbar-to-gbp' },
    { text: 'HBAR en BTC', href: '/hbar-to-btc' },
    { text: 'HBAR en ETH', href: '/hbar-to-eth' },
    { text: '1 000 HBAR en USD', href: '/hbar-to-usd/1000' },
    { text: 'Calculateur de gains crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
