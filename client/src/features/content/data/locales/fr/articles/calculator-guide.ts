import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Comment utiliser le calculateur de gains crypto',
  intro: [
    'Le calculateur de gains crypto montre comment la valeur d’une somme investie dans une cryptomonnaie aurait évolué entre deux dates. Il comporte trois onglets. Le calculateur « Gains/Pertes » s’appuie sur une date d’achat et une date de vente de votre choix, tandis que le calculateur « Et si ? » répond à une question plus simple : combien vaudrait aujourd’hui un montant investi à une date passée ? L’onglet « DCA » (pour dollar-cost averaging, l’investissement programmé) répond à une troisième : combien vaudrait aujourd’hui un montant fixe acheté chaque jour, chaque semaine ou chaque mois entre deux dates ?',
    'Les trois onglets utilisent des cours historiques quotidiens. Ils décrivent ce qui s’est déjà produit et ne font aucune prévision. Les montants et les résultats sont exprimés dans la devise choisie dans le champ « Devise de référence », au-dessus des onglets : le dollar américain, sauf si vous en choisissez une autre. Le calculateur est un outil purement informatif : il n’effectue aucune transaction, ne détient aucun fonds et ne se connecte à aucun compte de plateforme d’échange.',
  ],
  sections: [
    {
      heading: 'Utiliser le calculateur « Gains/Pertes »',
      paragraphs: [
        'Utilisez cet onglet lorsque vous connaissez, ou souhaitez tester, les deux bornes d’un investissement : sa date d’achat et sa date de vente. Le formulaire est prérempli avec des valeurs par défaut pertinentes : il vous suffit de modifier les champs qui vous intéressent.',
      ],
      list: [
        'Sélectionnez l’onglet « Gains/Pertes ».',
        'Choisissez la cryptomonnaie à étudier.',
        'Saisissez l’investissement initial dans la devise de référence. Le champ est prérempli avec 1 000.',
        'Choisissez la date d’achat. Elle est fixée par défaut au 1er janvier 2022.',
        'Choisissez la date de vente. Elle est fixée par défaut à aujourd’hui, et aucune date postérieure ne peut être sélectionnée.',
        'Si vous le souhaitez, saisissez des frais de plateforme en pourcentage. Des frais de 0,1 % à 0,5 % sont courants ; ils s’appliquent à la fois à l’achat et à la vente.',
        'Si vous le souhaitez, saisissez vos avoirs actuels. Ils ne sont conservés qu’à titre indicatif et ne modifient pas le calcul.',
        'Cliquez sur « Calculer ».',
        'Lisez le résultat. Appuyez sur « Copier le résultat » pour le copier sous forme de texte, ou partagez l’adresse de la page : après le calcul, elle contient toutes les données saisies dans l’onglet ainsi que la devise de référence, si bien que le lien ouvre le calculateur avec les mêmes données, prêt à refaire le calcul.',
      ],
    },
    {
      heading: 'Utiliser le calculateur « Et si ? »',
      paragraphs: [
        'Cet onglet compare une date passée avec aujourd’hui. C’est un moyen rapide de voir comment une cryptomonnaie a évolué depuis une date dont vous vous souvenez, comme le jour où vous en avez entendu parler pour la première fois ou le début d’une année.',
      ],
      list: [
        'Sélectionnez l’onglet « Et si ? ».',
        'Choisissez la cryptomonnaie à étudier.',
        'Saisissez un montant dans la devise de référence. Le champ est prérempli avec 1 000.',
        'Choisissez une date passée. Elle est fixée par défaut au 15 mars 2020.',
        'Cliquez sur « Calculer » pour voir combien vaudrait aujourd’hui ce montant s’il avait été investi dans la cryptomonnaie à cette date.',
        'Copiez le résultat ou partagez le lien de la même manière que dans l’onglet « Gains/Pertes ».',
      ],
    },
    {
      heading: 'Utiliser le calculateur « DCA »',
      paragraphs: [
        'L’investissement programmé (en anglais dollar-cost averaging, ou DCA) consiste à acheter un montant fixe à intervalles réguliers plutôt qu’à tout investir en une fois. Cet onglet montre combien vaudrait aujourd’hui un tel plan dans une cryptomonnaie. Il le compare aussi à un investissement unique du même total, effectué le premier jour d’achat.',
      ],
      list: [
        'Sélectionnez l’onglet « DCA ».',
        'Choisissez la cryptomonnaie à étudier.',
        'Saisissez le montant par achat dans la devise de référence. Le champ est prérempli avec 100.',
        'Choisissez la fréquence : « Chaque jour », « Chaque semaine » ou « Chaque mois ». Elle est fixée par défaut à « Chaque semaine ». Les achats hebdomadaires ont lieu tous les sept jours à partir de la date de début. Les achats mensuels ont lieu le même jour du mois que la date de début, ou le dernier jour pour les mois plus courts.',
        'Choisissez la date de début. Elle est fixée par défaut au 1er janvier 2022, et le plan commence à cette date.',
        'Choisissez la date de fin. Elle est fixée par défaut à aujourd’hui, et aucune date postérieure ne peut être sélectionnée. La date de début doit précéder la date de fin, et la période ne peut pas dépasser 20 ans.',
        'Cliquez sur « Calculer ».',
        'Lisez le résultat. Il indique le nombre d’achats, le total investi, la quantité accumulée, le coût moyen par unité, la valeur actuelle et le gain ou la perte. En dessous, un tableau compare le plan à un investissement unique : le même total investi en une fois le premier jour d’achat. Une phrase sous le tableau indique lequel l’emporte, et de combien.',
        'Partagez l’adresse de la page pour transmettre les données saisies, comme dans les autres onglets. Cet onglet n’a pas de bouton « Copier le résultat ».',
      ],
    },
    {
      heading: 'Comprendre vos résultats',
      paragraphs: [
        'La valeur initiale correspond au montant saisi, dans la devise de référence. La valeur finale est ce que vaudraient, à la date de vente, les jetons achetés avec ce montant, ou aujourd’hui si la date de vente est celle du jour. Dans l’onglet « Et si ? », la valeur finale est toujours calculée à partir d’aujourd’hui. Dans l’onglet « DCA », la valeur actuelle est elle aussi calculée à partir d’aujourd’hui, même lorsque la date de fin est passée.',
        'Le gain ou la perte correspond à la valeur finale moins la valeur initiale. Il s’affiche avec un badge vert lorsqu’il est nul ou positif, et avec un badge rouge lorsqu’il est négatif. La variation en pourcentage exprime le même écart en proportion de la valeur initiale, arrondie à deux décimales.',
        'Dans les onglets « Gains/Pertes » et « Et si ? », le résultat indique également le cours de la cryptomonnaie à chaque date, ainsi que les dates elles-mêmes, pour que vous puissiez vérifier les chiffres par vous-même. Le graphique montre l’évolution du cours sur toute la période, avec les points d’achat et de vente signalés. Il mérite un coup d’œil : deux dates peuvent faire apparaître une variation modeste alors que le cours a fortement monté ou baissé entre-temps.',
        'Concrètement, le calcul fonctionne ainsi. Le montant est divisé par le cours à la date d’achat, ce qui donne le nombre de jetons achetés. Ce nombre est multiplié par le cours à la date de vente pour obtenir la valeur finale. Le gain correspond à la valeur finale moins la valeur initiale, et le pourcentage au gain divisé par la valeur initiale, multiplié par 100. Par exemple, avec des cours hypothétiques, 1 000 dollars investis à 40 dollars l’unité permettent d’acheter 25 jetons ; à 50 dollars l’unité, ceux-ci valent 1 250 dollars, soit un gain de 250 dollars, ou 25,00 %. Dans l’onglet « DCA », chaque achat permet d’acquérir le montant par achat divisé par le cours du jour. La valeur actuelle correspond à la quantité accumulée multipliée par le cours actuel, le gain ou la perte à la valeur actuelle moins le total investi, et le coût moyen par unité au total investi divisé par la quantité accumulée.',
        'Si vous saisissez des frais de plateforme, ils sont prélevés deux fois. À l’achat, seul le montant diminué des frais est converti en jetons ; à la vente, le produit correspond à la valeur des jetons diminuée des frais. Avec des frais de 0,5 % et un cours inchangé, 1 000 dollars deviennent environ 990 dollars, soit une perte proche de 1 % due aux seuls frais. Le gain et le pourcentage restent calculés par rapport au montant total saisi. L’onglet « DCA » n’a pas de champ de frais : son résultat ne tient donc pas compte des frais.',
        'Chaque cours historique correspond au prix en dollars américains à 00 h 00 UTC à la date concernée. Dans une autre devise de référence, ce prix est converti au taux de change de référence du même jour (les week-ends et jours fériés, au taux du dernier jour ouvré précédent), et une note sous le résultat indique les taux utilisés. Les cryptomonnaies s’échangent en continu, sans cours de clôture officiel ; une heure fixe attribue à chaque date un cours unique et cohérent, identique pour tous les visiteurs quel que soit leur fuseau horaire. Aux États-Unis, 00 h 00 UTC correspond à la soirée de la veille. Lorsque la date de vente est celle du jour, c’est le cours actuel qui est utilisé. Ce cours évoluant en permanence, un résultat qui s’appuie sur lui peut changer si vous relancez le calcul ou ouvrez plus tard un lien partagé.',
        'Les cours de l’année écoulée proviennent de CoinGecko. Les cours plus anciens sont tirés de données de marché publiques de Coinbase, DefiLlama et Binance, qui remontent jusqu’en 2013 pour le bitcoin. Si une cryptomonnaie ne s’échangeait pas encore à la date choisie, la page vous le signale et indique la première date pour laquelle un cours est disponible. Dans l’onglet « DCA », les jours d’achat prévus pour lesquels aucun cours n’existe sont écartés, et le résultat indique combien.',
        'Les résultats sont issus d’un modèle et ne retracent pas une transaction réelle. Votre achat ou votre vente a eu lieu à une heure précise, sur une plateforme précise : le prix payé était donc probablement un peu différent. Les résultats ne tiennent pas compte non plus des impôts, du slippage (l’écart entre le prix attendu et le prix auquel un ordre est effectivement exécuté), des spreads ni des frais de retrait ou de réseau.',
      ],
    },
    {
      heading: 'Quatre conseils pour les investisseurs en cryptomonnaies',
      paragraphs: [
        'Il s’agit de remarques générales destinées à toute personne qui suit les cryptomonnaies, et non de conseils en investissement. Le calculateur décrit le passé, et les variations de cours passées ne disent rien de l’évolution future d’une cryptomonnaie.',
      ],
      list: [
        'Raisonnez en horizons de placement. Une même cryptomonnaie peut afficher un gain sur une période et une perte sur une autre : essayez plusieurs périodes dans le calculateur plutôt que de vous fier à un seul couple de dates.',
        'Tenez compte des frais. Frais de transaction, spreads et frais de réseau s’additionnent, surtout si vous effectuez des opérations fréquentes. Le champ des frais montre comment des frais prélevés à l’achat et à la vente réduisent le résultat.',
        'Conservez vos justificatifs pour l’impôt. Aux États-Unis comme dans de nombreux autres pays, vendre, échanger ou dépenser des cryptomonnaies peut constituer un fait générateur d’imposition. Notez la date, le montant, le prix et les frais de chaque transaction, et demandez à un fiscaliste quelles règles s’appliquent à votre situation.',
        'N’investissez jamais plus que ce que vous pouvez vous permettre de perdre. Les cours des cryptomonnaies peuvent chuter fortement et rapidement, et certaines perdent définitivement l’essentiel de leur valeur.',
      ],
    },
    {
      heading: 'Convertir au cours du jour',
      paragraphs: [
        'Le calculateur de gains crypto se tourne vers le passé. Pour savoir ce que vaut un montant en cryptomonnaie en ce moment, ou quelle quantité d’une cryptomonnaie représente un montant en dollars au cours actuel, ouvrez le convertisseur.',
      ],
      links: [
        { text: 'Convertisseur crypto', href: '/' },
        { text: 'BTC en USD', href: '/btc-to-usd' },
        { text: 'ETH en USD', href: '/eth-to-usd' },
      ],
    },
  ],
} satisfies ArticleInput;
