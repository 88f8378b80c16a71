import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'xrp',
  coinId: 'ripple',
  name: 'XRP',
  symbol: 'XRP',
  layout: 'faq-card',
  intro: [
    'Ce convertisseur transforme n’importe quel montant de XRP en euros, en dollars américains, dans une autre monnaie fiduciaire ou en une autre cryptomonnaie, à partir de cours de marché actualisés tout au long de la journée. Saisissez un montant, choisissez le XRP et la devise souhaitée : le résultat s’affiche avec le taux de change et le taux inverse.',
    'Le XRP est l’actif natif du XRP Ledger, un réseau public conçu pour des paiements rapides et peu coûteux. Vous trouverez ci-dessous un guide succinct expliquant le fonctionnement de la conversion, ce qu’est le XRP, ce qui fait évoluer son cours et où il s’achète et se vend le plus souvent.',
  ],
  converting:
    'Ouvrez l’onglet « Crypto vers fiat », saisissez le nombre de jetons dans le champ « Montant », sélectionnez XRP dans la liste « De » et la devise souhaitée, par exemple EUR, dans la liste « Vers » : le convertisseur affiche la contre-valeur ainsi que le cours d’un XRP et celui d’une unité de la devise choisie. Le bouton d’inversion permet de convertir dans l’autre sens. Les cours correspondent au prix médian relevé sur CoinGecko et sur les plateformes d’échange qui cotent le XRP, actualisé chaque minute, et le bouton « Actualiser » permet d’obtenir un nouveau cours au plus une fois toutes les 10 secondes. Si les données en direct ne peuvent pas être chargées, la page le signale et les chiffres affichés sont approximatifs.',
  valueTable: {
    caption: 'Valeurs indicatives du XRP en dollars américains (USD)',
    rows: [
      { amount: '1 XRP', value: '0,50–0,60 USD' },
      { amount: '10 XRP', value: '5–6 USD' },
      { amount: '100 XRP', value: '50–60 USD' },
      { amount: '1 000 XRP', value: '500–600 USD' },
    ],
    note: 'Ce tableau est une illustration tirée d’une période antérieure, durant laquelle le XRP s’échangeait autour de 0,50 à 0,60 USD. Il ne reflète pas le cours actuel. Utilisez le convertisseur en direct ci-dessus pour connaître le cours du XRP aujourd’hui.',
  },
  faq: {
    what: {
      question: 'Qu’est-ce que le XRP ?',
      answer: [
        'Le XRP est l’actif numérique natif du XRP Ledger, une blockchain publique et open source mise en service en 2012. Le registre a été créé par les développeurs David Schwartz, Jed McCaleb et Arthur Britto, et la société aujourd’hui connue sous le nom de Ripple a été fondée à la même époque, recevant une part importante des jetons. Les 100 milliards de XRP ont tous été créés au lancement du registre : il n’y a pas de minage, et des frais infimes, détruits à chaque transaction, réduisent lentement l’offre.',
        'Plutôt que la preuve de travail ou la preuve d’enjeu, le XRP Ledger utilise son propre protocole de consensus, dans lequel des validateurs indépendants s’accordent sur chaque nouvelle version du registre toutes les quelques secondes. Chaque compte doit détenir une petite réserve minimale de XRP. Pendant de nombreuses années, cette réserve de base était de 10 XRP, mais elle a été abaissée au fil du temps : vérifiez donc la réserve en vigueur avant d’approvisionner un nouveau compte.',
      ],
    },
    unique: {
      question: 'Quelle différence entre le XRP et Ripple ?',
      answer: [
        'Ripple est une entreprise privée qui développe des solutions de paiement et de conservation pour les banques et les entreprises, tandis que le XRP est l’actif et le XRP Ledger le réseau public sur lequel il circule. Ripple utilise le XRP dans certains de ses services de paiement transfrontalier, mais le registre est open source : chacun peut exploiter un validateur, détenir du XRP ou développer sur le réseau sans passer par l’entreprise.',
        'Le XRP Ledger a été conçu dès l’origine pour les paiements : les transactions sont réglées en quelques secondes, les frais représentent une fraction de centime et le registre intègre une plateforme d’échange décentralisée permettant de négocier des jetons émis. C’est cette vocation de règlement rapide et peu coûteux qui le distingue des plateformes de smart contracts polyvalentes.',
      ],
    },
    rateFactors: {
      question: 'Qu’est-ce qui influence le cours du XRP ?',
      answer: [
        'Comme les autres cryptomonnaies, le XRP voit son cours fixé par l’offre et la demande sur de nombreuses plateformes d’échange : sa valeur, en euros comme en dollars, évolue donc au gré du sentiment général du marché crypto, des volumes d’échange et de la liquidité. L’actualité de la société Ripple, notamment les développements juridiques et réglementaires aux États-Unis et ailleurs, a par le passé fortement fait varier le cours.',
        'Parmi les autres facteurs figurent l’adoption du XRP pour les paiements, les déblocages de XRP que Ripple détient sous séquestre, les inscriptions et radiations de la cote des plateformes, ainsi que la conjoncture économique, qui pèse sur l’appétit pour le risque. Le cours pouvant changer rapidement, considérez tout chiffre comme un instantané et consultez le convertisseur en direct avant toute opération.',
      ],
    },
    whereToBuy: {
      question: 'Où acheter ou vendre des XRP ?',
      intro:
        'Le XRP figure parmi les cryptomonnaies les plus largement cotées : il s’échange contre le dollar américain, l’euro, des stablecoins et le bitcoin sur la plupart des grandes plateformes. Parmi les plateformes reconnues qui cotent le XRP figurent :',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'OKX', 'Bybit'],
      note: 'Si vous préférez détenir vous-même vos XRP, des portefeuilles comme Xaman (anciennement Xumm) et les portefeuilles matériels Ledger prennent en charge le XRP Ledger. N’oubliez pas qu’un nouveau compte doit disposer de la réserve minimale et que de nombreuses plateformes exigent un tag de destination lors d’un dépôt : recopiez-le à l’identique.',
      reminder:
        'L’offre disponible dépend de votre pays de résidence, et les frais de transaction se situent généralement entre 0,1 % et 0,5 % par opération. Utilisez des plateformes réputées et régulées, activez l’authentification à deux facteurs, et ne communiquez jamais votre phrase de récupération ni ne la stockez en ligne.',
    },
  },
  related: [
    { text: 'XRP en EUR', href: '/xrp-to-eur' },
    { text: 'XRP en GBP', href: '/xrp-to-gbp' },
    { text: 'XRP en BTC', href: '/xrp-to-btc' },
    { text: '100 XRP en USD', href: '/xrp-to-usd/100' },
    { text: '1 000 XRP en USD', href: '/xrp-to-usd/1000' },
    { text: 'USD en XRP', href: '/usd-to-xrp' },
    { text: 'Calculateur de gains crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
