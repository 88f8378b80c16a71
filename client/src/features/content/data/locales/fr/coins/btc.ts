import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'btc',
  coinId: 'bitcoin',
  name: 'Bitcoin',
  symbol: 'BTC',
  layout: 'faq-card',
  intro: [
    'Le bitcoin est la première cryptomonnaie : une monnaie numérique de pair à pair qui fonctionne sur une blockchain publique, sans banque centrale ni entreprise aux commandes. Il a été présenté en 2008 par Satoshi Nakamoto, un pseudonyme, et son réseau fonctionne depuis janvier 2009.',
    'Ce convertisseur indique la valeur du bitcoin en euros, en dollars américains ou dans d’autres devises, à partir de données de marché en temps réel. Saisissez n’importe quel montant en BTC, même une petite fraction, pour obtenir sa contre-valeur et le taux inverse, ou choisissez comme devise cible une autre monnaie fiduciaire ou une autre cryptomonnaie.',
  ],
  converting:
    'Pour convertir des bitcoins, saisissez le montant en BTC : le convertisseur le multiplie par le cours actuel du bitcoin dans la devise choisie, c’est-à-dire le prix médian relevé sur cinq plateformes d’échange et CoinGecko, actualisé chaque minute. Vous pouvez saisir des fractions de bitcoin, puisqu’un BTC se divise en 100 millions de satoshis, et des pages consacrées à des montants fixes, comme 0,01 BTC en USD, sont également disponibles. Les plateformes appliquent leurs propres spreads et frais : le montant perçu lors d’une vente peut donc être légèrement inférieur au cours du marché.',
  faq: {
    what: {
      question: 'Qu’est-ce que le Bitcoin (BTC) ?',
      answer: [
        'Le bitcoin est une monnaie numérique décentralisée, décrite dans un livre blanc publié par Satoshi Nakamoto en octobre 2008. Le premier bloc a été miné le 3 janvier 2009 et, depuis, le réseau est maintenu par une communauté mondiale d’utilisateurs, de développeurs et de mineurs.',
        'Les transactions sont inscrites dans un registre public, la blockchain, et sécurisées par la preuve de travail : les mineurs mobilisent de la puissance de calcul pour ajouter un nouveau bloc environ toutes les dix minutes et reçoivent en récompense des bitcoins nouvellement créés ainsi que les frais de transaction. La plus petite unité du bitcoin, un cent-millionième de BTC, s’appelle le satoshi.',
      ],
    },
    unique: {
      question: 'Qu’est-ce qui distingue le Bitcoin ?',
      answer: [
        'L’offre du bitcoin est plafonnée à 21 millions d’unités, une limite inscrite dans ses règles. La récompense versée aux mineurs est divisée par deux environ tous les quatre ans, soit tous les 210 000 blocs : l’émission de nouveaux bitcoins ralentit ainsi progressivement jusqu’à ce que le plafond soit atteint.',
        'Plus ancienne et plus connue des cryptomonnaies, le bitcoin est souvent présenté comme une réserve de valeur, voire comme de « l’or numérique ». Il sert aussi aux paiements, notamment par l’intermédiaire de solutions de layer 2 plus rapides comme le Lightning Network.',
      ],
    },
    rateFactors: {
      question: 'Qu’est-ce qui influence le cours du BTC ?',
      answer: [
        'Le cours du BTC, en euros comme en dollars ou dans toute autre devise, résulte de l’offre et de la demande sur les plateformes d’échange du monde entier. Il dépend du sentiment des investisseurs, des taux d’intérêt et plus largement de la conjoncture économique, des décisions réglementaires, des flux vers les produits d’investissement tels que les fonds indiciels cotés (ETF) et du cycle des halvings, qui réduit l’émission de nouveaux bitcoins.',
        'Comme le cours évolue en permanence, le convertisseur s’appuie sur des données en direct actualisées chaque minute. Consultez le cours en direct ci-dessus pour connaître la valeur actuelle.',
      ],
    },
    whereToBuy: {
      question: 'Où acheter ou vendre des BTC ?',
      intro:
        'Le bitcoin est proposé sur la quasi-totalité des plateformes d’échange de cryptomonnaies ainsi que sur de nombreuses applications de courtage et de paiement. Parmi les plateformes établies de longue date où l’on peut échanger des BTC contre des euros, des dollars américains ou d’autres devises figurent :',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'Gemini', 'OKX'],
      note: 'Pour conserver eux-mêmes leurs bitcoins sur le long terme (auto-conservation), de nombreux détenteurs utilisent un portefeuille matériel comme Ledger ou Trezor, ou un portefeuille dédié au Bitcoin comme Sparrow ou BlueWallet, afin d’être les seuls à contrôler leurs clés privées.',
      reminder:
        'Privilégiez autant que possible des plateformes réputées et régulées, activez l’authentification à deux facteurs et notez votre phrase de récupération sur papier ou sur une plaque de métal conservée hors ligne : quiconque en prend connaissance peut transférer vos bitcoins.',
    },
  },
  related: [
    { text: 'BTC en EUR', href: '/btc-to-eur' },
    { text: 'BTC en GBP', href: '/btc-to-gbp' },
    { text: 'BTC en ETH', href: '/btc-to-eth' },
    { text: 'USD en BTC', href: '/usd-to-btc' },
    { text: '0,01 BTC en USD', href: '/btc-to-usd/0.01' },
    { text: '0,001 BTC en USD', href: '/btc-to-usd/0.001' },
    { text: 'Calculateur de gains crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
