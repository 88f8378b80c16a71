import type { ArticleInput } from '@shared/schemas/content';

const about: ArticleInput = {
  title: 'À propos d’Ethereum',
  intro: [
    'Ethereum est une blockchain publique qui exécute des programmes appelés smart contracts. L’ether (ETH) en est la monnaie native : il sert à payer les frais de transaction, appelés gas, et c’est lui que les validateurs placent en staking pour contribuer à sécuriser le réseau.',
  ],
  sections: [
    {
      heading: 'Qu’est-ce qu’Ethereum ?',
      paragraphs: [
        'Ethereum a été décrit dans un livre blanc rédigé par Vitalik Buterin en 2013 et lancé en juillet 2015. Là où le Bitcoin a été conçu avant tout comme une monnaie numérique, Ethereum a été pensé comme une plateforme polyvalente : chacun peut y déployer du code, qui s’exécute exactement tel qu’il a été écrit sur des milliers d’ordinateurs dans le monde.',
        'De nombreux autres jetons, dont des stablecoins et des jetons de gouvernance, existent sur Ethereum sous forme de smart contracts. Des plateformes d’échange décentralisées, des protocoles de prêt, des places de marché de NFT et de nombreux réseaux de layer 2 sont construits sur Ethereum ou y règlent leurs transactions.',
      ],
    },
    {
      heading: 'Comment fonctionne le réseau',
      paragraphs: [
        'Depuis la mise à jour baptisée « the Merge », en septembre 2022, Ethereum fonctionne en preuve d’enjeu. Les validateurs immobilisent des ETH en garantie, proposent et attestent de nouveaux blocs, et perçoivent des récompenses en contrepartie ; en cas de comportement malveillant, une partie de leur mise peut leur être retirée. Avant the Merge, Ethereum reposait sur un minage par preuve de travail, bien plus gourmand en énergie.',
        'Chaque transaction donne lieu au paiement de frais en ETH. Depuis une mise à jour intervenue en août 2021, une partie de ces frais, les frais de base, est détruite, c’est-à-dire définitivement retirée de la circulation. L’augmentation ou la diminution de l’offre totale dans le temps dépend donc de l’activité du réseau.',
      ],
    },
    {
      heading: 'Les unités de l’ether',
      paragraphs: [
        'L’ether est divisible jusqu’à 18 décimales. Sa plus petite unité s’appelle le wei, et un ETH équivaut à un trillion de wei (10¹⁸). Le prix du gas est généralement exprimé en gwei, un gwei valant un milliardième d’ETH : des frais qui paraissent élevés en gwei sont donc souvent modestes une fois exprimés en ETH.',
      ],
    },
  ],
};

const conversion: ArticleInput = {
  title: 'Conversion de l’ETH',
  intro: [
    'Le convertisseur ci-dessus indique la valeur de n’importe quel montant d’ETH en dollars américains et dans une cinquantaine d’autres monnaies fiduciaires, ou dans une autre cryptomonnaie. Le cours correspond à la médiane des prix de plusieurs plateformes d’échange et de CoinGecko, redemandée chaque minute tant que la page est ouverte.',
  ],
  sections: [
    {
      heading: 'Convertir des ETH en USD, et inversement',
      paragraphs: [
        'Saisissez un montant en ETH et lisez sa valeur en dollars dans le panneau de résultat. Cette valeur est égale au montant multiplié par le cours actuel de l’ETH en USD, et le taux de change utilisé s’affiche sous le résultat, accompagné du taux inverse.',
        'Pour convertir dans l’autre sens, appuyez sur le bouton d’inversion situé entre les deux sélecteurs de devises. L’outil divise alors votre montant en dollars par le prix d’un ETH et indique à quelle quantité d’ether ce montant correspond.',
      ],
      list: [
        'Choisissez « Crypto vers fiat » pour l’USD, l’EUR, la GBP et les autres monnaies traditionnelles.',
        'Choisissez « Crypto vers crypto » pour comparer l’ETH au Bitcoin, à Solana ou à une autre cryptomonnaie.',
        'Utilisez le champ de recherche de chaque sélecteur pour trouver une devise par son nom ou son symbole.',
        'Appuyez sur « Actualiser » pour obtenir un cours plus récent, au plus une fois toutes les 10 secondes.',
      ],
    },
    {
      heading: 'Ce qui influe sur le montant perçu',
      paragraphs: [
        'Le convertisseur affiche un cours de référence, et non une cotation d’une plateforme précise. Si vous vendez effectivement des ETH, le montant perçu dépend du prix pratiqué par la plateforme à ce moment-là, de ses frais de transaction, du spread entre prix d’achat et prix de vente, ainsi que d’éventuels frais de retrait.',
        'Transférer des ETH sur la blockchain coûte aussi du gas. Les frais de gas varient selon la demande sur le réseau : envoyer un petit montant peut donc coûter une part non négligeable de sa valeur lorsque le réseau est encombré. Les réseaux de layer 2 facturent généralement des frais bien inférieurs à ceux du réseau principal d’Ethereum.',
      ],
      links: [
        { text: 'Convertisseur ETH en USD', href: '/eth-to-usd' },
        { text: 'Convertisseur ETH en EUR', href: '/eth-to-eur' },
        { text: 'Convertisseur ETH en GBP', href: '/eth-to-gbp' },
      ],
    },
  ],
};

const investing: ArticleInput = {
  title: 'Investir dans l’ETH',
  intro: [
    'Cette section présente quelques notions générales que l’on examine lorsqu’on envisage de détenir de l’ether. Elle est purement pédagogique : elle ne constitue pas un conseil en investissement et ne suggère pas d’acheter, de vendre ou de conserver des ETH.',
  ],
  sections: [
    {
      heading: 'Les différentes façons de détenir des ETH',
      paragraphs: [
        'Certains achètent des ETH sur une plateforme d’échange et les y laissent, d’autres les transfèrent vers un portefeuille qu’ils contrôlent, et d’autres encore les placent en staking pour participer à la validation du réseau. Chaque approche implique des arbitrages différents entre commodité, contrôle et risque.',
        'Le staking peut rapporter des récompenses, mais il comporte aussi des risques : le retrait d’ETH placés en staking peut prendre du temps, un validateur qui se comporte mal ou se déconnecte peut perdre une partie de sa mise, et les services de staking ainsi que les jetons de liquid staking ajoutent leurs propres risques de contrepartie et de smart contract.',
      ],
    },
    {
      heading: 'Les risques à comprendre',
      paragraphs: [
        'Le cours de l’ETH a connu à de nombreuses reprises de fortes hausses et de fortes baisses, perdant parfois plus de la moitié de sa valeur en quelques mois. Quiconque l’envisage doit être prêt à subir de fortes variations et à perdre de l’argent.',
      ],
      list: [
        'Volatilité : les cours peuvent varier sensiblement en quelques heures ou quelques jours.',
        'Risque de conservation : les plateformes d’échange peuvent faire faillite ou être piratées, et la perte d’une clé privée entraîne généralement celle des fonds.',
        'Risque lié aux smart contracts : des failles dans des applications bâties sur Ethereum ont entraîné des pertes importantes.',
        'Risque réglementaire : les règles applicables aux cryptoactifs diffèrent d’un pays à l’autre et peuvent changer.',
        'Arnaques : faux jetons, sites d’hameçonnage et usurpations d’identité sont fréquents.',
      ],
    },
    {
      heading: 'Faire vos propres recherches',
      paragraphs: [
        'Avant toute décision financière, consultez les sources primaires, comme la documentation officielle d’Ethereum, renseignez-vous sur les frais et les règles de chaque service que vous utilisez, et envisagez de consulter un professionnel de la finance qualifié qui connaît votre situation.',
        'Le calculateur de gains crypto de ce site peut montrer comment la valeur d’un achat passé aurait évolué entre deux dates. Il ne s’agit que d’une description du passé : les variations de cours passées ne permettent pas de prédire les variations futures.',
      ],
      links: [{ text: 'Calculateur de gains crypto', href: '/crypto-profit-calculator' }],
    },
  ],
};

const history: ArticleInput = {
  title: 'Historique du cours d’Ethereum',
  intro: [
    'Le tableau ci-dessous recense quelques moments qui ont marqué l’histoire d’Ethereum, avec le prix approximatif d’un ETH en dollars américains autour de chaque date. Les prix sont arrondis et approximatifs : ils variaient d’une plateforme à l’autre et au cours de chaque journée.',
  ],
  sections: [
    {
      heading: 'Dates clés de l’historique du cours d’Ethereum',
      paragraphs: [
        'Ces chiffres visent à donner un ordre de grandeur, et non des valeurs exactes. Pour connaître le cours à une date précise, utilisez le calculateur de gains crypto, qui consulte les cours historiques.',
      ],
      table: {
        columns: ['Date', 'Prix approximatif (USD)', 'Événement marquant'],
        rows: [
          ['Juillet 2015', 'Pas encore de prix de marché (premières transactions en août 2015, autour de 3 $)', 'Lancement du réseau principal d’Ethereum'],
          ['Juin 2016', 'Environ 20 $', 'Piratage de The DAO, suivi d’un hard fork en juillet 2016'],
          ['Janvier 2018', 'Environ 1 400 $', 'Sommet du cycle de marché 2017–2018'],
          ['Mars 2020', 'Environ 110 $', 'Krach brutal sur les marchés mondiaux'],
          ['Novembre 2021', 'Environ 4 800 $', 'Plus haut historique à l’époque'],
          ['Septembre 2022', 'Environ 1 600 $', 'The Merge fait passer Ethereum à la preuve d’enjeu'],
        ],
      },
      links: [{ text: 'Consulter les cours historiques dans le calculateur de gains crypto', href: '/crypto-profit-calculator' }],
    },
    {
      heading: 'Montants d’ETH courants',
      paragraphs: [
        'Ces pages ouvrent le convertisseur avec un montant d’ETH fréquemment utilisé déjà renseigné, valorisé en dollars américains au dernier cours disponible :',
      ],
      links: [
        { text: '1 ETH en USD', href: '/eth-to-usd/1' },
        { text: '0,5 ETH en USD', href: '/eth-to-usd/0.5' },
        { text: '0,2 ETH en USD', href: '/eth-to-usd/0.2' },
        { text: '0,1 ETH en USD', href: '/eth-to-usd/0.1' },
        { text: '0,05 ETH en USD', href: '/eth-to-usd/0.05' },
        { text: '0,03 ETH en USD', href: '/eth-to-usd/0.03' },
        { text: '0,02 ETH en USD', href: '/eth-to-usd/0.02' },
        { text: '0,01 ETH en USD', href: '/eth-to-usd/0.01' },
        { text: '0,005 ETH en USD', href: '/eth-to-usd/0.005' },
        { text: '0,001 ETH en USD', href: '/eth-to-usd/0.001' },
      ],
    },
  ],
};

const faq: ArticleInput = {
  title: 'FAQ du convertisseur Ethereum',
  sections: [
    {
      heading: 'Questions fréquentes',
      faqs: [
        {
          question: 'D’où vient le cours de l’ETH en USD ?',
          answer: [
            'Chaque minute, le site interroge cinq plateformes d’échange (Coinbase, Kraken, Bitstamp, Binance et OKX) ainsi que CoinGecko sur le prix de l’ETH et affiche la médiane, en écartant toute source trop éloignée des autres. La ligne située sous le résultat indique chaque source et l’ancienneté de son prix. Si aucune source n’est joignable, la page affiche le dernier cours dont elle dispose, signalé comme n’étant pas en direct, ou des valeurs approximatives tirées d’un instantané antérieur et daté.',
          ],
        },
        {
          question: 'Comment lire un résultat calculé à un cours antérieur ?',
          answer: [
            'Chaque résultat dépend du cours en vigueur au moment du calcul. Par exemple, un résultat indiquant 1 ETH = 2 641 USD signifie qu’à ce cours passé, un ether valait 2 641 dollars américains, et que 0,5 ETH aurait valu 1 320,50 dollars américains.',
            'Ce chiffre ne décrit que le moment où il a été relevé. Pour connaître la valeur actuelle, consultez le cours en direct dans le convertisseur et vérifiez l’heure de « Dernière actualisation » sous le résultat.',
          ],
        },
        {
          question: 'Combien valent 0,1 ETH en dollars américains ?',
          answer: [
            'Multipliez 0,1 par le cours actuel de l’ETH en USD, ou ouvrez la page 0,1 ETH accessible par le lien ci-dessous : le montant y est déjà renseigné et la valeur est calculée au dernier cours disponible.',
          ],
        },
        {
          question: 'Le convertisseur tient-il compte des frais ?',
          answer: [
            'Non. Le convertisseur affiche la valeur de marché d’un montant avant tous frais. Les plateformes d’échange prélèvent généralement des frais de transaction et appliquent un spread entre prix d’achat et prix de vente, et l’envoi d’ETH sur le réseau coûte du gas : le montant réellement perçu sera donc en général un peu inférieur.',
          ],
        },
      ],
      links: [{ text: '0,1 ETH en USD', href: '/eth-to-usd/0.1' }, { text: 'Notre méthode de calcul des prix', href: '/methodology' }],
    },
  ],
};

export default { about, conversion, investing, history, faq } satisfies Record<
  'about' | 'conversion' | 'investing' | 'history' | 'faq',
  ArticleInput
>;
