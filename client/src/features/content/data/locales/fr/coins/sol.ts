import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'sol',
  coinId: 'solana',
  name: 'Solana',
  symbol: 'SOL',
  layout: 'guide',
  intro: [
    'Solana est une blockchain à preuve d’enjeu conçue pour des transactions rapides et peu coûteuses, et le SOL en est la cryptomonnaie native. Le SOL sert à payer les frais du réseau, il est délégué en staking à des validateurs pour contribuer à sécuriser la chaîne et il circule dans l’ensemble des portefeuilles, plateformes d’échange et applications qui fonctionnent sur Solana.',
    'Cette page convertit le SOL en euros, en dollars américains ou dans d’autres devises, à partir de données de marché en temps réel. Saisissez n’importe quel montant en SOL pour obtenir sa contre-valeur et le taux inverse, ou choisissez une autre devise ou une autre cryptomonnaie comme cible si vous avez besoin d’une autre comparaison.',
  ],
  converting:
    'Pour convertir des SOL, saisissez le nombre de SOL que vous détenez ou comptez échanger : le convertisseur le multiplie par le cours actuel du SOL dans la devise choisie. Les cours correspondent au prix médian relevé sur CoinGecko et sur les plateformes d’échange qui proposent le SOL, actualisé chaque minute : le résultat reflète donc les échanges récents et non une cotation figée. Les plateformes appliquent leurs propres spreads et frais, si bien que le montant réellement perçu lors d’une vente peut être légèrement inférieur.',
  guide: {
    steps: [
      'Ouvrez l’onglet « Crypto vers fiat » en haut du convertisseur, puisque vous convertissez une cryptomonnaie en monnaie émise par un État.',
      'Dans le sélecteur « De », recherchez Solana ou saisissez SOL, puis sélectionnez-le comme cryptomonnaie source à convertir.',
      'Dans le sélecteur « Vers », choisissez la devise cible, par exemple EUR. Les sélecteurs disposent d’une recherche : saisir le code de la devise est le moyen le plus rapide de la trouver.',
      'Saisissez le montant de SOL dans le champ « Montant ». Les nombres entiers comme les fractions, par exemple 0,25 ou 3,5 SOL, sont acceptés.',
      'Lisez le résultat dans la devise choisie, accompagné du taux de change et du taux inverse, qui indique combien de SOL une unité de cette devise permet d’acheter.',
      'Appuyez sur « Actualiser » pour demander le cours le plus récent ; ce bouton peut être utilisé une fois toutes les 10 secondes. Utilisez le bouton d’inversion si vous souhaitez plutôt convertir la devise en SOL.',
    ],
    priceFactors: [
      {
        title: 'Activité du réseau',
        text: 'La demande d’espace dans les blocs de Solana, portée par le trading, les paiements, les jeux et les lancements de jetons, détermine les dépenses en frais et l’intérêt à détenir du SOL, ce qui peut faire évoluer son cours.',
      },
      {
        title: 'Staking et offre',
        text: 'Le SOL n’a pas d’offre maximale fixe. De nouvelles unités sont émises sous forme de récompenses de staking selon un calendrier d’inflation dégressif, tandis qu’une partie de chaque frais de transaction est détruite : ces deux mécanismes façonnent l’offre en circulation.',
      },
      {
        title: 'Fiabilité du réseau',
        text: 'Solana a connu plusieurs pannes au cours de ses premières années. La stabilité du réseau, la diversité de ses clients logiciels et ses mises à jour influencent la perception qu’en ont les développeurs et les investisseurs, ainsi que celle de sa cryptomonnaie.',
      },
      {
        title: 'Marché crypto dans son ensemble',
        text: 'Comme la plupart des grands altcoins, le SOL tend à suivre l’ensemble du marché crypto, y compris les variations du cours du bitcoin, de la liquidité et de l’appétit général pour le risque.',
      },
      {
        title: 'Réglementation et cotations',
        text: 'Les décisions réglementaires, les inscriptions à la cote des plateformes et l’accès via des produits d’investissement peuvent modifier la facilité avec laquelle on peut acheter du SOL, et donc peser sur la demande.',
      },
    ],
    whyConvert: [
      {
        title: 'Connaître la valeur de vos avoirs',
        text: 'Convertir des SOL dans votre devise fait apparaître la valeur d’un solde de portefeuille, de récompenses de staking ou d’un paiement reçu, plus facile à comparer avec les dépenses du quotidien.',
      },
      {
        title: 'Préparer une transaction',
        text: 'Avant de vendre sur une plateforme, consulter le cours du SOL en direct vous aide à juger si le prix proposé, le spread ou les frais paraissent raisonnables.',
      },
      {
        title: 'Tenue des comptes',
        text: 'Nombre d’utilisateurs notent la contre-valeur du SOL au moment d’une transaction, pour leur budget ou leurs déclarations fiscales ; le convertisseur fournit rapidement un chiffre de référence.',
      },
      {
        title: 'Comparer les devises',
        text: 'Depuis la même page, vous pouvez choisir comme cible le dollar américain (USD), la livre sterling (GBP) ou une autre cryptomonnaie comme le BTC, afin d’exprimer le SOL dans l’unité qui vous intéresse.',
      },
    ],
    closing: {
      title: 'Utiliser le convertisseur SOL',
      paragraphs: [
        'Les cours affichés sur cette page sont des cours de marché en temps réel, correspondant au prix médian relevé sur CoinGecko et sur les plateformes d’échange qui proposent le SOL ; les valeurs présentées dans les tableaux sont approximatives. Si les données en direct sont momentanément indisponibles, la page indique qu’elle affiche des valeurs approximatives.',
        'Les prix pratiqués sur chaque plateforme peuvent légèrement s’écarter de la moyenne du marché : considérez le convertisseur comme une référence et vérifiez le montant final sur la plateforme où vous effectuez vos transactions.',
      ],
    },
  },
  faq: {
    what: {
      question: 'Qu’est-ce que Solana (SOL) ?',
      answer: [
        'Solana est une blockchain publique conçue pour traiter un grand nombre de transactions rapidement et à faible coût. Elle a été décrite dans un livre blanc publié en 2017 par Anatoly Yakovenko, et la version bêta de son réseau principal a été lancée en mars 2020. Le SOL est la cryptomonnaie native du réseau.',
        'Solana repose sur la preuve d’enjeu, dans laquelle les validateurs immobilisent des SOL pour participer à la production des blocs, associée à une technique d’horodatage appelée Proof of History qui ordonne les transactions avant leur confirmation. La plus petite unité du SOL est le lamport, soit un milliardième de SOL.',
      ],
    },
    unique: {
      question: 'À quoi sert Solana ?',
      answer: [
        'Le SOL sert à payer les frais de transaction sur Solana et à être délégué en staking à des validateurs, ce qui sécurise le réseau et rapporte des récompenses de staking. Solana héberge des plateformes d’échange décentralisées, des applications de prêt, des outils de paiement, des places de marché de NFT et des jeux.',
        'Contrairement aux blockchains qui s’appuient sur des réseaux de layer 2 distincts pour monter en charge, Solana vise un débit élevé sur une seule couche de base, ce qui maintient des frais bas pour les transferts et les échanges du quotidien.',
      ],
    },
    rateFactors: {
      question: 'Qu’est-ce qui influence le cours du SOL ?',
      answer: [
        'Le cours du SOL, en euros comme en dollars ou dans toute autre devise, reflète l’offre et la demande sur les plateformes d’échange du monde entier. L’activité du réseau Solana, le taux de participation au staking, l’émission de nouvelles unités, la santé du marché crypto dans son ensemble, l’actualité réglementaire et les inscriptions à la cote des plateformes jouent tous un rôle.',
        'Le cours évoluant en permanence, le convertisseur s’appuie sur des données en direct actualisées chaque minute. Consultez le cours en direct ci-dessus pour obtenir le chiffre actuel plutôt que de vous fier à des cotations plus anciennes.',
      ],
    },
    whereToBuy: {
      question: 'Où acheter ou vendre des SOL ?',
      intro:
        'Le SOL est largement disponible sur les grandes plateformes d’échange centralisées, où il peut s’échanger contre des dollars américains, d’autres monnaies fiduciaires ou des stablecoins. Parmi les options les plus connues figurent :',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'Si vous préférez détenir vous-même vos SOL, des portefeuilles en auto-conservation comme Phantom et Solflare prennent en charge Solana, et des plateformes d’échange décentralisées comme Jupiter et Raydium permettent d’échanger des SOL contre d’autres jetons de l’écosystème Solana.',
      reminder:
        'Utilisez des plateformes réputées accessibles dans votre pays, activez l’authentification à deux facteurs et ne communiquez jamais la phrase de récupération de votre portefeuille ; conservez-la hors ligne, dans un endroit auquel vous seul avez accès.',
    },
  },
  related: [
    { text: 'SOL en EUR', href: '/sol-to-eur' },
    { text: 'SOL en GBP', href: '/sol-to-gbp' },
    { text: 'SOL en BTC', href: '/sol-to-btc' },
    { text: 'SOL en ETH', href: '/sol-to-eth' },
    { text: 'USD en SOL', href: '/usd-to-sol' },
    { text: 'Calculateur de gains crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
