import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'À propos',
  intro: [
    'Ce site est un convertisseur crypto et un calculateur de gains gratuits. Il vous aide à savoir ce que vaut un montant en cryptomonnaie dans une monnaie traditionnelle ou dans une autre cryptomonnaie, et comment un investissement aurait évolué entre deux dates, sans créer de compte ni communiquer la moindre information personnelle.',
  ],
  sections: [
    {
      heading: 'Notre mission',
      paragraphs: [
        'Notre objectif est de rendre la valeur des cryptomonnaies facile à comprendre pour tous, de la personne qui achète sa première fraction de cryptomonnaie aux traders et aux entreprises qui manipulent des cryptoactifs au quotidien. Nous voulons des chiffres clairs, une méthode de calcul transparente et des outils sans inscription, sans accès payant et sans distraction.',
        'Nous ne sommes pas une plateforme de trading, nous ne détenons les cryptomonnaies de personne et nous ne disons à personne quoi acheter ou vendre. Tout ce qui figure sur le site est informatif, et nous nous efforçons d’expliquer clairement ce que signifient les chiffres et quelles en sont les limites.',
      ],
    },
    {
      heading: 'Ce que nous proposons',
      paragraphs: [
        'Le site réunit quelques outils et guides ciblés, tous gratuits et accessibles sans compte :',
      ],
      list: [
        'Un convertisseur couvrant environ 250 cryptomonnaies et une cinquantaine de monnaies fiduciaires, en modes « Crypto vers fiat » et « Crypto vers crypto ».',
        'Des pages dédiées aux paires et montants les plus demandés, comme BTC en USD ou 0,01 BTC en dollars.',
        'Un calculateur de gains crypto pour évaluer le gain ou la perte d’un investissement entre une date d’achat et une date de vente.',
        'Un calculateur « Et si ? » qui montre combien vaudrait aujourd’hui un achat effectué par le passé.',
        'Des guides consacrés à de nombreuses cryptomonnaies, qui expliquent ce qu’elles sont et comment lire leurs conversions.',
      ],
      links: [
        { text: 'Convertisseur crypto', href: '/' },
        { text: 'Convertisseur BTC en USD', href: '/btc-to-usd' },
        { text: 'Calculateur de gains crypto', href: '/crypto-profit-calculator' },
      ],
    },
    {
      heading: 'Nos données',
      paragraphs: [
        'Les prix en direct ne proviennent pas d’un fournisseur unique. Chaque minute, le site demande leurs derniers prix à cinq plateformes d’échange de cryptomonnaies (Coinbase, Kraken, Bitstamp, Binance et OKX) et à l’agrégateur de prix CoinGecko, en calcule la médiane et écarte toute source qui s’en éloigne de plus de 2 %, en la nommant et en expliquant pourquoi. Les taux de change entre monnaies traditionnelles proviennent de Coinbase et de CoinGecko, et sont contrôlés au regard du taux de référence quotidien de la Banque centrale européenne.',
        'Sous chaque résultat, une courte ligne indique combien de sources ont été utilisées, dans quelle mesure elles concordent et quelle est l’ancienneté du prix ; en l’ouvrant, vous voyez le prix de chaque source. Notre page consacrée à la méthodologie explique l’ensemble de la règle en termes simples, y compris ce qui se passe lorsqu’une source fait défaut.',
        'Si aucune source n’est joignable, le site affiche les derniers prix dont il dispose, signalés comme n’étant pas en direct. À défaut, il se rabat sur un instantané de prix intégré au site, relevé à une date connue ; la page indique alors que les données en direct sont indisponibles, présente les valeurs comme approximatives et affiche la date de l’instantané, pour que vous sachiez toujours à quel point un chiffre est à jour.',
        'Les cours historiques utilisés par le calculateur de gains crypto et le calculateur « Et si ? » proviennent de CoinGecko et de données publiques de plateformes d’échange. Les prix issus de sources différentes peuvent légèrement varier, et les valeurs historiques sont des prix de référence quotidiens, et non le prix exact d’une transaction donnée.',
      ],
      links: [
        { text: 'Notre méthode de calcul des prix', href: '/methodology' },
        { text: 'Avertissement', href: '/disclaimer' },
      ],
    },
    {
      heading: 'Nous contacter',
      paragraphs: [
        'Si vous avez une question sur le site ou avez remarqué quelque chose qui vous semble erroné, rendez-vous sur notre page de contact. Avant de nous écrire, notez que le site ne gère ni comptes ni fonds : nous ne pouvons donc pas vous aider en cas de problème lié à une plateforme d’échange, à un portefeuille ou à une transaction.',
      ],
      links: [{ text: 'Page de contact', href: '/contact' }],
    },
  ],
} satisfies ArticleInput;
