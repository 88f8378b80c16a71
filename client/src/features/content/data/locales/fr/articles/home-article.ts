import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Un convertisseur et calculateur crypto gratuit pour les questions du quotidien',
  intro: [
    'Combien valent 0,01 BTC en dollars américains ? Quelle quantité d’Ethereum peut-on acheter avec 250 euros ? Combien de SOL équivalent à un bitcoin ? Ces questions se posent tous les jours, que l’on vérifie un solde, prépare un achat ou fixe le prix d’un produit. L’outil de conversion et de calcul crypto placé en haut de cette page y répond en quelques secondes, gratuitement et sans création de compte.',
    'Ce guide explique ce que fait le convertisseur, d’où viennent ses chiffres, à qui il est utile et quelles habitudes permettent d’interpréter correctement ses résultats. L’outil est purement informatif : il n’achète, ne vend ni ne conserve aucune cryptomonnaie, et rien sur ce site ne constitue un conseil en investissement.',
  ],
  sections: [
    {
      heading: 'Pourquoi utiliser un convertisseur crypto ?',
      paragraphs: [
        'Les cours des cryptomonnaies sont exprimés de multiples façons. Une plateforme d’échange peut afficher le bitcoin face au Tether, un portefeuille peut présenter votre solde dans une devise que vous n’avez pas choisie, et un article de presse peut citer un cours vieux de plusieurs heures. Un convertisseur ramène tout cela à une question simple : combien vaut ce montant, à l’instant présent, dans la devise qui m’intéresse ?',
        'Faire le calcul à la main expose facilement aux erreurs. Les montants en cryptomonnaies comportent souvent six ou huit décimales, et un zéro mal placé peut transformer 0,001 BTC en 0,01 BTC, soit un écart d’un facteur dix. Le convertisseur multiplie pour vous le montant par le cours actuel, affiche le taux de change utilisé ainsi que le taux inverse, pour que vous puissiez vérifier le résultat dans l’autre sens.',
        'Il évite aussi de jongler entre plusieurs applications. Au lieu d’ouvrir une plateforme d’échange, un portefeuille et une calculatrice, vous saisissez le montant une seule fois, choisissez les deux devises et lisez la réponse, accompagnée de l’heure de la dernière actualisation.',
      ],
    },
    {
      heading: 'Principales fonctionnalités',
      paragraphs: [
        'Le convertisseur se veut volontairement simple, mais quelques détails le rendent plus utile qu’une simple multiplication :',
      ],
      list: [
        'Des cours en direct issus de plusieurs plateformes d’échange et de CoinGecko, combinés par leur médiane et redemandés chaque minute tant que la page est ouverte.',
        'Deux modes : « Crypto vers fiat » pour obtenir une valeur en monnaie traditionnelle et « Crypto vers crypto » pour comparer directement deux cryptomonnaies.',
        'Environ 250 cryptomonnaies et une cinquantaine de monnaies fiduciaires, dont l’USD, l’EUR, la GBP, le JPY et bien d’autres.',
        'Des sélecteurs « De » et « Vers » avec recherche : saisissez un nom ou un symbole pour trouver rapidement une devise.',
        'Un bouton d’inversion qui permute la paire en un clic, par exemple de BTC en USD à USD en BTC.',
        'Le taux de change et le taux inverse affichés à côté de chaque résultat.',
        'Un bouton « Actualiser » pour obtenir un nouveau cours à la demande, limité à une fois toutes les 10 secondes.',
        'Un avertissement clair lorsque les données en direct sont indisponibles, avec des valeurs approximatives et la date dont elles proviennent.',
        'Un calculateur distinct de gains et pertes et de scénarios « Et si ? », fondé sur les cours historiques.',
      ],
    },
    {
      heading: 'Convertir en quelques étapes',
      paragraphs: [
        'Utiliser l’outil prend moins de temps que de lire son mode d’emploi. Les étapes ci-dessous valent pour toutes les paires, et chaque paire dispose aussi de sa propre adresse, comme /btc-to-usd ou /eth-to-eur, si vous souhaitez l’enregistrer dans vos favoris.',
      ],
      list: [
        'Choisissez un onglet : « Crypto vers fiat » ou « Crypto vers crypto ».',
        'Saisissez le montant à convertir.',
        'Choisissez la devise de départ, puis la devise d’arrivée.',
        'Lisez le résultat, le taux de change et le taux inverse.',
        'Utilisez le bouton d’inversion pour changer de sens, ou « Actualiser » pour demander un cours plus récent.',
      ],
      links: [
        { text: 'Convertisseur Bitcoin en dollar américain', href: '/btc-to-usd' },
        { text: 'Convertisseur Ethereum en dollar américain', href: '/eth-to-usd' },
        { text: 'Convertisseur Ethereum en euro', href: '/eth-to-eur' },
        { text: 'Convertisseur Solana en Bitcoin', href: '/sol-to-btc' },
      ],
    },
    {
      heading: 'Pour les traders actifs',
      paragraphs: [
        'Avant de passer un ordre, les traders ont souvent besoin d’une vérification rapide : combien vaut cette position en dollars, ou combien d’unités d’une cryptomonnaie représente un montant donné d’une autre ? L’onglet « Crypto vers crypto » répond directement à la seconde question, sans qu’il faille d’abord passer mentalement par une monnaie fiduciaire.',
        'Gardez à l’esprit que le convertisseur affiche un cours de référence agrégé à partir de nombreux marchés. Le prix pratiqué sur une plateforme donnée peut légèrement différer, et le montant réellement obtenu dépend aussi des frais, du spread entre prix d’achat et prix de vente, et de l’évolution du marché pendant l’exécution de votre ordre. Servez-vous du convertisseur pour vous orienter, et de la plateforme elle-même pour le chiffre définitif.',
      ],
    },
    {
      heading: 'Pour les investisseurs de long terme',
      paragraphs: [
        'Si vous détenez des cryptomonnaies sur plusieurs années plutôt que quelques jours, vous consultez sans doute les cours moins souvent, mais vous vous intéressez davantage à la vue d’ensemble. Le convertisseur vous montre en un coup d’œil ce que valent vos avoirs dans votre devise, et le calculateur de gains crypto vous permet de comparer le cours du jour à celui de votre date d’achat.',
        'Le calculateur « Et si ? » répond à une autre question : combien vaudrait aujourd’hui un achat effectué par le passé ? C’est un bon moyen de mesurer la volatilité qu’ont connue les cryptoactifs. Les performances passées décrivent ce qui s’est déjà produit et ne disent rien de fiable sur ce qui se produira ensuite.',
      ],
      links: [{ text: 'Ouvrir le calculateur de gains crypto', href: '/crypto-profit-calculator' }],
    },
    {
      heading: 'Pour les débutants',
      paragraphs: [
        'L’univers crypto a son propre vocabulaire, et les chiffres peuvent d’abord paraître déroutants. Beaucoup ignorent qu’il est possible de détenir une petite fraction d’une cryptomonnaie : 0,001 BTC est un montant tout à fait courant, tout comme 0,05 ETH. Le convertisseur rend ces fractions concrètes en affichant leur valeur dans une devise qui vous est familière.',
        'Le site ne comportant ni compte ni inscription, vous pouvez faire des essais en toute liberté. Testez plusieurs montants, changez de devise et utilisez le bouton d’inversion pour voir comment les cours fonctionnent dans les deux sens. Rien de ce que vous saisissez n’est enregistré, et rien n’est acheté ni vendu.',
      ],
      links: [
        { text: '0,001 BTC en dollars américains', href: '/btc-to-usd/0.001' },
        { text: '0,05 ETH en dollars américains', href: '/eth-to-usd/0.05' },
      ],
    },
    {
      heading: 'Pour les entreprises qui acceptent les cryptomonnaies',
      paragraphs: [
        'Les commerces, les indépendants et les prestataires de services qui acceptent les cryptomonnaies doivent convertir leurs prix entre monnaie fiduciaire et crypto. Le convertisseur vous aide à estimer la quantité d’une cryptomonnaie correspondant à une facture en dollars ou en euros, ou la valeur d’un paiement reçu au moment approximatif de son arrivée.',
        'Pour la comptabilité, les obligations fiscales ou les devis engageants, fiez-vous au cours fourni par votre prestataire de paiement ou votre plateforme d’échange au moment de la transaction, et tenez vos propres registres. Les cours des cryptomonnaies évoluent vite : un devis exact il y a une heure peut ne plus correspondre au cours actuel.',
      ],
    },
    {
      heading: 'Conseils pour lire les résultats de conversion',
      paragraphs: [
        'Quelques habitudes simples rendent les chiffres plus fiables et plus faciles à interpréter :',
      ],
      list: [
        'Vérifiez l’heure de « Dernière actualisation » sous le résultat, et appuyez sur « Actualiser » si vous avez besoin du cours le plus récent.',
        'Repérez l’avertissement relatif aux valeurs approximatives : il signifie que les données en direct n’ont pas pu être récupérées et que le cours provient d’un instantané antérieur et daté.',
        'Utilisez le taux inverse pour vérifier une conversion dans le sens opposé.',
        'Comptez soigneusement les décimales lorsque vous saisissez de petits montants comme 0,0005 BTC.',
        'N’oubliez pas que les plateformes d’échange ajoutent des frais de transaction et des spreads : le montant perçu sera donc généralement un peu inférieur.',
        'Considérez tous les chiffres comme informatifs et vérifiez les montants importants auprès du service que vous utilisez réellement.',
      ],
    },
    {
      heading: 'Commencer à convertir',
      paragraphs: [
        'Remontez en haut de la page, saisissez un montant et choisissez vos devises. Le convertisseur est gratuit, ne nécessite aucun compte et ne conserve aucune information vous concernant, à l’exception de votre choix de thème clair ou sombre, qui reste stocké dans votre propre navigateur.',
        'Pour aller plus loin, le calculateur de gains crypto montre l’évolution d’un investissement entre deux dates, et la page « À propos » explique d’où proviennent nos données et comment fonctionne le site.',
      ],
      links: [
        { text: 'Calculateur de gains crypto', href: '/crypto-profit-calculator' },
        { text: 'À propos du site', href: '/about' },
        { text: 'Contact', href: '/contact' },
      ],
    },
  ],
} satisfies ArticleInput;
