import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'trx',
  coinId: 'tron',
  name: 'TRON',
  symbol: 'TRX',
  layout: 'faq-card',
  intro: [
    'Ce convertisseur indique la valeur du TRX, la cryptomonnaie native de la blockchain TRON, en euros, en dollars américains et dans de nombreuses autres devises. Saisissez n’importe quel montant pour obtenir sa contre-valeur, le cours d’un TRX et le taux inverse, à partir de données de marché en temps réel.',
    'TRON est un réseau à preuve d’enjeu surtout connu pour ses transferts rapides et bon marché, et il achemine une large part du trafic mondial de stablecoins. Découvrez ci-dessous comment convertir des TRX, à quoi sert le réseau, ce qui fait évoluer le cours du TRX et où celui-ci s’échange.',
  ],
  converting:
    'Dans l’onglet « Crypto vers fiat », saisissez le nombre de jetons dans le champ « Montant », choisissez TRX dans la liste « De » et la devise souhaitée, par exemple EUR, dans la liste « Vers ». Le convertisseur affiche la contre-valeur ainsi que le cours du TRX dans cette devise et le taux inverse ; le bouton d’inversion permet de changer de sens. Le cours correspond au prix médian relevé sur CoinGecko et sur les plateformes d’échange qui proposent le TRX, actualisé chaque minute, et le bouton « Actualiser » permet de demander un nouveau cours une fois toutes les 10 secondes. Si les prix en direct ne peuvent pas être chargés, la page précise que les valeurs sont approximatives.',
  faq: {
    what: {
      question: 'Qu’est-ce que TRON (TRX) ?',
      answer: [
        'TRON est une blockchain publique fondée par Justin Sun. Le TRX a d’abord été émis en 2017 sous la forme d’un jeton sur Ethereum, avant de migrer vers le réseau principal propre à TRON en 2018. Le réseau repose sur la preuve d’enjeu déléguée : les détenteurs de TRX élisent 27 Super Representatives, qui produisent à tour de rôle un bloc environ toutes les trois secondes.',
        'Le TRX sert à payer l’activité sur le réseau, à voter et à faire du staking. Les TRX placés en staking procurent à un compte de la bande passante et de l’énergie, des ressources qui couvrent le coût des transferts et des appels de smart contracts : les utilisateurs réguliers peuvent ainsi effectuer des transactions avec peu ou pas de frais directs. TRON exécute les smart contracts sur une machine virtuelle largement compatible avec celle d’Ethereum.',
      ],
    },
    unique: {
      question: 'À quoi sert principalement TRON ?',
      answer: [
        'L’usage le plus visible de TRON est le transfert de stablecoins. Une très grande quantité de Tether (USDT) est émise sur TRON sous la forme de jetons TRC-20, et de nombreux particuliers et entreprises l’utilisent pour des transferts entre plateformes et à l’international, car les transactions sont confirmées rapidement et coûtent peu.',
        'Le réseau héberge aussi des applications de finance décentralisée, des jeux et des projets de jetons. En 2018, TRON a racheté la société de partage de fichiers BitTorrent, dont le jeton BTT a ensuite été lancé sur TRON. Son modèle de ressources, fondé sur la bande passante et l’énergie obtenues en plaçant des TRX en staking, fait partie des caractéristiques qui le distinguent d’Ethereum.',
      ],
    },
    rateFactors: {
      question: 'Qu’est-ce qui influence le cours du TRX ?',
      answer: [
        'Le cours du TRX, en euros comme en dollars ou dans toute autre devise, reflète l’offre et la demande sur les plateformes d’échange et suit généralement l’ensemble du marché crypto. La demande de TRX à placer en staking ou à détruire pour obtenir des ressources réseau, qui augmente avec le trafic de stablecoins et l’utilisation des applications, peut l’influencer, tout comme le volume de TRX détruits en frais rapporté à l’émission nouvelle.',
        'L’actualité de l’écosystème TRON et de son fondateur, les mesures réglementaires, les inscriptions à la cote des plateformes et la concurrence d’autres réseaux de paiement à bas coût pèsent également sur le cours. Consultez le convertisseur en direct pour connaître le cours actuel avant de prendre une décision.',
      ],
    },
    whereToBuy: {
      question: 'Où acheter ou vendre des TRX ?',
      intro:
        'Le TRX est largement disponible sur les plateformes d’échange centralisées, où il s’échange contre des stablecoins, le bitcoin et, sur certaines plateformes, des monnaies fiduciaires. Parmi les plateformes établies de longue date qui cotent le TRX figurent :',
      exchanges: ['Binance', 'OKX', 'Kraken', 'Bybit', 'KuCoin', 'HTX'],
      note: 'Pour l’auto-conservation, des portefeuilles comme TronLink et Trust Wallet prennent en charge le TRX et les jetons TRC-20, et SunSwap est une plateforme d’échange décentralisée sur TRON. Conservez quelques TRX dans votre portefeuille, ou placez-en en staking, afin de couvrir l’énergie et la bande passante nécessaires à vos transactions.',
      reminder:
        'Vérifiez quelles plateformes sont accessibles dans votre pays et comparez leurs frais avant de vous lancer. Utilisez des plateformes réputées, protégez vos comptes par l’authentification à deux facteurs et conservez votre phrase de récupération hors ligne, hors de la vue de quiconque.',
    },
  },
  related: [
    { text: 'TRX en EUR', href: '/trx-to-eur' },
    { text: 'TRX en GBP', href: '/trx-to-gbp' },
    { text: 'TRX en BTC', href: '/trx-to-btc' },
    { text: 'TRX en USDT', href: '/trx-to-usdt' },
    { text: '1 000 TRX en USD', href: '/trx-to-usd/1000' },
    { text: 'USD en TRX', href: '/usd-to-trx' },
    { text: 'Calculateur de gains crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
