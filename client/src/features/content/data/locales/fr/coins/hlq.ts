import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'hlq',
  coinId: 'hyperliquid',
  name: 'Hyperliquid',
  symbol: 'HYPE',
  layout: 'faq-card',
  intro: [
    'Ce convertisseur indique la valeur du jeton d’Hyperliquid en euros, en dollars américains et dans d’autres devises. L’adresse de la page utilise « hlq » comme abréviation d’Hyperliquid, mais le jeton lui-même s’échange sous le symbole HYPE : c’est donc ce symbole que vous verrez dans le convertisseur et sur les plateformes d’échange.',
    'Hyperliquid est une blockchain conçue principalement pour faire fonctionner une plateforme de trading rapide, entièrement on-chain, dédiée aux contrats à terme perpétuels et aux marchés au comptant. Le HYPE a été lancé en novembre 2024 ; il sert à sécuriser le réseau via le staking et à payer l’activité qui s’y déroule.',
  ],
  converting:
    'Pour convertir des HYPE, sélectionnez l’onglet « Crypto vers fiat », saisissez votre montant, puis choisissez HYPE dans « De » et la devise souhaitée, par exemple EUR, dans « Vers ». Le convertisseur utilise le prix médian relevé sur CoinGecko et sur les plateformes d’échange qui proposent le HYPE, actualisé chaque minute, et vous pouvez demander un nouveau cours avec « Actualiser » une fois toutes les 10 secondes. Le résultat affiche aussi le taux inverse, c’est-à-dire la quantité de HYPE qu’une unité de la devise choisie permet d’acheter. Lorsque les données en direct sont indisponibles, la page signale que les valeurs sont approximatives.',
  faq: {
    what: {
      question: 'Qu’est-ce qu’Hyperliquid (HYPE) ?',
      answer: [
        'Hyperliquid est une blockchain de layer 1 dont l’application la plus connue est sa propre plateforme d’échange, où chaque ordre, annulation et transaction est enregistré on-chain dans un carnet d’ordres, plutôt que de passer par un pool de liquidité. Le projet a été lancé par une petite équipe menée par Jeff Yan, issu du monde du trading, et n’a levé aucun fonds auprès d’investisseurs en capital-risque.',
        'Le HYPE est le jeton natif du réseau. Il a été lancé en novembre 2024, une large part de l’offre totale d’un milliard de jetons étant distribuée aux premiers utilisateurs de la plateforme. Validateurs et délégateurs placent des HYPE en staking dans le cadre d’un consensus à preuve d’enjeu appelé HyperBFT, et le HYPE est le jeton de gas d’HyperEVM, l’environnement de smart contracts du réseau.',
      ],
    },
    unique: {
      question: 'Qu’est-ce qui distingue Hyperliquid ?',
      answer: [
        'La plupart des plateformes d’échange décentralisées reposent sur des teneurs de marché automatisés (AMM) ou exécutent une partie de leur moteur de négociation hors chaîne. Hyperliquid fait fonctionner un carnet d’ordres complet sur sa propre blockchain, avec l’ambition d’atteindre des vitesses proches de celles d’une plateforme centralisée tout en permettant aux utilisateurs de trader depuis un portefeuille en auto-conservation.',
        'Une partie des frais de transaction de la plateforme a servi à racheter des HYPE sur le marché via un mécanisme appelé Assistance Fund, ce qui lie étroitement le jeton à l’activité de trading. HyperEVM permet en outre à d’autres développeurs de créer des applications connectées à la liquidité de la plateforme.',
      ],
    },
    rateFactors: {
      question: 'Qu’est-ce qui influence le cours du HYPE ?',
      answer: [
        'Le HYPE tend à suivre l’ensemble du marché crypto et, Hyperliquid étant une plateforme de négociation, son cours est aussi sensible aux volumes échangés et aux revenus tirés des frais, qui augmentent et diminuent au rythme de l’activité du marché.',
        'Les déblocages de jetons destinés aux contributeurs, le taux de participation au staking, la concurrence d’autres plateformes, les incidents de sécurité, l’attitude des régulateurs envers le trading de produits dérivés et la valeur de la devise de conversion, qu’il s’agisse de l’euro ou du dollar américain, peuvent tous influer sur le cours.',
      ],
    },
    whereToBuy: {
      question: 'Où acheter ou vendre des HYPE ?',
      intro:
        'Le HYPE s’échange sur Hyperliquid même et sur un certain nombre de plateformes centralisées, généralement contre l’USDT ou l’USDC. Parmi les plateformes établies qui le cotent figurent :',
      exchanges: ['Bybit', 'OKX', 'KuCoin', 'Gate.io', 'Bitget', 'MEXC'],
      note: 'Vous pouvez aussi échanger des HYPE directement sur le marché au comptant d’Hyperliquid en y connectant un portefeuille en auto-conservation et en déposant des USDC, généralement transférés depuis Arbitrum via un bridge. Sur toute plateforme, recherchez le symbole HYPE et non « hlq », et vérifiez que vous êtes bien sur le site officiel d’Hyperliquid avant de connecter un portefeuille.',
      reminder:
        'Utilisez des plateformes réputées, activez l’authentification à deux facteurs sur vos comptes et ne divulguez jamais votre phrase de récupération ; ne signez pas non plus de transactions que vous ne comprenez pas.',
    },
  },
  related: [
    { text: 'HYPE en EUR', href: '/hlq-to-eur' },
    { text: 'HYPE en GBP', href: '/hlq-to-gbp' },
    { text: 'HYPE en CHF', href: '/hlq-to-chf' },
    { text: '10 HYPE en USD', href: '/hlq-to-usd/10' },
    { text: 'Calculateur de gains crypto', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
