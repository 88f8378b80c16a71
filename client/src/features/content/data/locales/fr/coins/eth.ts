import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'eth',
  coinId: 'ethereum',
  name: 'Ethereum',
  symbol: 'ETH',
  layout: 'faq-card',
  intro: [
    'Ethereum est une blockchain programmable qui exécute des smart contracts, le code sur lequel reposent les applications décentralisées, les jetons et les NFT. L’ether, coté sous le symbole ETH, en est la monnaie native : il sert à payer les frais de transaction et à participer au staking sur le réseau.',
    'Ce convertisseur indique la valeur de l’ETH en euros, en dollars américains ou dans d’autres devises, à partir de données de marché en temps réel. Saisissez n’importe quel montant en ETH pour obtenir sa contre-valeur et le taux inverse, ou choisissez comme devise cible une autre monnaie fiduciaire ou une autre cryptomonnaie.',
  ],
  converting:
    'Pour convertir de l’ether, saisissez le montant en ETH : le convertisseur le multiplie par le cours actuel de l’ETH dans la devise choisie, c’est-à-dire le prix médian relevé sur cinq plateformes d’échange et CoinGecko, actualisé chaque minute. Les fractions sont courantes, car un ETH se divise en unités très petites, et des pages consacrées à des montants fixes, comme 0,1 ETH en USD, sont également disponibles. Le montant obtenu sur une plateforme peut légèrement différer en raison de son spread et de ses frais.',
  faq: {
    what: {
      question: 'Qu’est-ce qu’Ethereum (ETH) ?',
      answer: [
        'Ethereum a été imaginé par Vitalik Buterin en 2013 et lancé en juillet 2015 avec un groupe de cofondateurs parmi lesquels Gavin Wood et Joseph Lubin. C’est une blockchain publique sur laquelle les développeurs peuvent déployer des smart contracts qui s’exécutent exactement tels qu’ils ont été écrits.',
        'L’ETH est la monnaie native du réseau. En septembre 2022, une mise à jour baptisée « the Merge » a fait passer Ethereum de la preuve de travail à la preuve d’enjeu : les blocs sont désormais produits par des validateurs qui immobilisent des ETH en staking, et non plus par des mineurs. La plus petite unité de l’ether est le wei, et les frais sont généralement exprimés en gwei, soit un milliardième d’ETH.',
      ],
    },
    unique: {
      question: 'En quoi Ethereum diffère-t-il du Bitcoin ?',
      answer: [
        'Le Bitcoin a été conçu avant tout comme une monnaie numérique, avec une offre plafonnée à 21 millions d’unités. Ethereum a été pensé comme une plateforme polyvalente : ses smart contracts font fonctionner des plateformes d’échange décentralisées, des applications de prêt, des stablecoins, des NFT et de nombreux autres jetons, et l’ETH est le carburant qui rémunère ces calculs.',
        'L’ETH n’a pas d’offre maximale fixe. De nouveaux ETH sont émis au profit des validateurs, tandis qu’une partie de chaque frais de transaction est détruite (burn) depuis une modification introduite en 2021, l’EIP-1559 : l’offre nette dépend donc de l’activité du réseau. De nombreuses applications fonctionnent aussi sur des réseaux de layer 2 qui règlent leurs transactions sur Ethereum.',
      ],
    },
    rateFactors: {
      question: 'Qu’est-ce qui influence le cours de l’ETH ?',
      answer: [
        'Le cours de l’ETH, en euros comme en dollars ou dans toute autre devise, dépend de la demande des investisseurs, de l’utilisation du réseau et de ses solutions de layer 2, de l’équilibre entre émission nouvelle et frais détruits, du niveau de staking, des décisions réglementaires, des produits d’investissement tels que les fonds indiciels cotés (ETF) et de la tendance générale du marché crypto.',
        'À titre d’exemple passé, 1 ETH a valu à un moment donné environ 2 641 USD, ce qui aurait alors porté la valeur de 0,1 ETH à quelque 264 USD. Ce chiffre n’est qu’une illustration : le cours varie sans cesse, consultez donc le cours en direct ci-dessus pour connaître la valeur du jour.',
      ],
    },
    whereToBuy: {
      question: 'Où acheter ou vendre des ETH ?',
      intro:
        'L’ETH est proposé sur la quasi-totalité des plateformes d’échange de cryptomonnaies et peut s’échanger contre des dollars américains, d’autres monnaies fiduciaires et des stablecoins. Parmi les plateformes établies de longue date qui proposent l’ETH figurent :',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Gemini', 'Bitstamp', 'OKX'],
      note: 'Pour l’auto-conservation, des portefeuilles comme MetaMask ou un portefeuille matériel comme Ledger ou Trezor vous permettent de détenir vous-même vos ETH, et des plateformes d’échange décentralisées comme Uniswap permettent de les échanger contre d’autres jetons Ethereum directement depuis votre portefeuille.',
      reminder:
        'Utilisez des plateformes réputées, activez l’authentification à deux facteurs et conservez votre phrase de récupération hors ligne, à l’abri des regards ; ne la saisissez jamais sur un site web et vérifiez soigneusement les adresses avant tout envoi d’ETH.',
    },
  },
  related: [
    { text: '0,1 ETH en USD', href: '/eth-to-usd/0.1' },
    { text: '0,01 ETH en USD', href: '/eth-to-usd/0.01' },
    { text: 'ETH en EUR', href: '/eth-to-eur' },
    { text: 'ETH en GBP', href: '/eth-to-gbp' },
    { text: 'ETH en BTC', href: '/eth-to-btc' },
    { text: 'USD en ETH', href: '/usd-to-eth' },
    { text: 'Calculateur de gains crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
