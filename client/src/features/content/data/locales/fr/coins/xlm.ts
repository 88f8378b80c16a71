import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'xlm',
  coinId: 'stellar',
  name: 'Stellar',
  symbol: 'XLM',
  layout: 'faq-card',
  intro: [
    'Utilisez ce convertisseur pour connaître la valeur des lumens Stellar (XLM) en euros, en dollars américains ou dans une autre devise. Il s’appuie sur des cours de marché en temps réel et affiche le montant converti, le cours d’un XLM et le taux inverse.',
    'Stellar est un réseau de paiement ouvert conçu pour transférer de l’argent, y compris des versions numériques de monnaies traditionnelles, rapidement et à moindre coût. Les sections suivantes expliquent comment convertir des XLM, à quoi sert Stellar, ce qui influence son cours et où acheter ou vendre des XLM.',
  ],
  converting:
    'Choisissez l’onglet « Crypto vers fiat », saisissez un montant, puis sélectionnez XLM dans la liste « De » et la devise souhaitée, par exemple EUR, dans la liste « Vers ». Le convertisseur affiche la contre-valeur, le cours du XLM dans cette devise et le taux inverse, et le bouton d’inversion permet de permuter la paire. Les cours correspondent au prix médian relevé sur CoinGecko et sur les plateformes d’échange qui proposent le XLM, actualisé chaque minute ; le bouton « Actualiser » peut être utilisé une fois toutes les 10 secondes. Si les données en direct ne sont pas disponibles, la page vous indique que les valeurs sont approximatives.',
  faq: {
    what: {
      question: 'Qu’est-ce que Stellar (XLM) ?',
      answer: [
        'Stellar est un réseau blockchain public lancé en 2014 par Jed McCaleb et Joyce Kim. Son développement est soutenu par la Stellar Development Foundation, une organisation à but non lucratif. Son actif natif est le lumen, coté sous le symbole XLM.',
        'Stellar ne recourt pas au minage. Il s’appuie sur le Stellar Consensus Protocol, un système d’accord byzantin fédéré dans lequel chaque validateur choisit un ensemble d’autres nœuds auxquels il fait confiance, et chaque version du registre est clôturée environ toutes les cinq secondes. En 2019, la fondation a détruit environ la moitié des lumens existants, et aucun nouveau XLM n’est créé par inflation.',
      ],
    },
    unique: {
      question: 'À quoi sert Stellar ?',
      answer: [
        'Stellar est conçu pour les paiements et l’émission d’actifs numériques. Des banques, des sociétés de paiement et d’autres organisations, appelées « anchors », peuvent émettre des jetons représentant des devises comme le dollar américain, et le réseau intègre une plateforme d’échange décentralisée capable de convertir un actif en un autre au sein d’un même paiement.',
        'Le XLM sert à régler les frais de transaction, très faibles, qui protègent le réseau contre le spam, et chaque compte doit conserver un solde minimal de lumens. En 2024, Stellar a ajouté Soroban, une plateforme de smart contracts, étendant ainsi le réseau au-delà des simples paiements.',
      ],
    },
    rateFactors: {
      question: 'Qu’est-ce qui influence le cours du XLM ?',
      answer: [
        'Comme les autres cryptomonnaies, le XLM voit son cours, en euros comme en dollars ou dans toute autre devise, fixé par l’offre et la demande sur les plateformes d’échange, et il tend à suivre l’ensemble du marché crypto. L’adoption de Stellar par des sociétés de paiement et des institutions financières, ainsi que l’essor des actifs et des applications sur le réseau, peuvent peser sur la demande.',
        'Les déblocages de lumens détenus par la Stellar Development Foundation, la concurrence d’autres réseaux de paiement, l’évolution de la réglementation, les inscriptions à la cote des plateformes et la conjoncture économique constituent d’autres facteurs. Consultez le convertisseur en direct pour connaître le cours actuel.',
      ],
    },
    whereToBuy: {
      question: 'Où acheter ou vendre des XLM ?',
      intro:
        'Le XLM est largement coté et s’échange contre des monnaies fiduciaires, des stablecoins et le bitcoin sur de nombreuses plateformes. Parmi les plateformes actives de longue date qui proposent le XLM figurent :',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'OKX', 'KuCoin'],
      note: 'Vous pouvez aussi conserver vos XLM dans un portefeuille Stellar comme LOBSTR ou sur un portefeuille matériel Ledger, et les échanger sur la plateforme d’échange décentralisée intégrée à Stellar. Un nouveau compte doit être approvisionné d’un petit solde minimal, et de nombreuses plateformes exigent un mémo lors des dépôts : indiquez-le exactement tel qu’il apparaît.',
      reminder:
        'Choisissez des plateformes réputées accessibles dans votre région, activez l’authentification à deux facteurs et ne confiez jamais à quiconque votre clé secrète ni votre phrase de récupération.',
    },
  },
  related: [
    { text: 'XLM en EUR', href: '/xlm-to-eur' },
    { text: 'XLM en GBP', href: '/xlm-to-gbp' },
    { text: 'XLM en BTC', href: '/xlm-to-btc' },
    { text: 'XLM en XRP', href: '/xlm-to-xrp' },
    { text: '1 000 XLM en USD', href: '/xlm-to-usd/1000' },
    { text: 'Calculateur de gains crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
