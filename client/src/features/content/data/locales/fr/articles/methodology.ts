import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Notre méthode de calcul des prix',
  intro: [
    'Chaque prix en direct affiché sur ce site est établi à partir de plusieurs sources indépendantes, selon une règle fixe que chacun peut vérifier. Cette page explique cette règle en termes simples : d’où viennent les prix, comment ils sont ramenés à un seul chiffre, ce qui se passe lorsqu’une source se trompe ou ne répond pas, et où consulter le détail du calcul derrière chaque résultat.',
  ],
  sections: [
    {
      heading: 'D’où viennent les prix',
      paragraphs: [
        'Chaque minute, le site demande leurs derniers prix à plusieurs plateformes d’échange de cryptomonnaies. Chaque plateforme est interrogée par une seule requête qui renvoie tous ses marchés à la fois : une actualisation ne coûte donc qu’un appel à chacune d’elles. Les prix ainsi obtenus sont considérés comme en direct pendant cette minute ; ensuite, les plateformes sont de nouveau interrogées.',
        'CoinGecko, un agrégateur de prix, est interrogé en même temps. Son prix compte comme une voix de plus aux côtés des plateformes d’échange, et il constitue la seule source pour les cryptomonnaies qu’aucune de ces plateformes ne cote.',
      ],
      list: [
        'Coinbase',
        'Kraken',
        'Bitstamp',
        'Binance',
        'OKX',
        'CoinGecko (agrégateur)',
      ],
    },
    {
      heading: 'Associer chaque cryptomonnaie au bon marché',
      paragraphs: [
        'Chaque cryptomonnaie est associée au marché correspondant de chaque plateforme au moyen d’une table que nous établissons cryptomonnaie par cryptomonnaie, jamais sur la seule base de son symbole. Deux cryptomonnaies différentes peuvent en effet partager un même symbole : TON désigne par exemple à la fois le Toncoin et Tokamak Network. Seule la cryptomonnaie indiquée dans la table reçoit le prix d’une plateforme, et une cryptomonnaie absente de la table est valorisée par CoinGecko seul.',
        'Cette même table recense aussi les cas où une plateforme désigne une cryptomonnaie autrement (Kraken cote le bitcoin sous le nom XBT) et les marchés à ne pas utiliser, comme un marché qui ne fait que refléter un autre et compterait deux fois le même prix.',
      ],
    },
    {
      heading: 'Le Tether n’est pas le dollar américain',
      paragraphs: [
        'Binance et OKX cotent la plupart des cryptomonnaies en Tether (USDT) plutôt qu’en dollars américains. Le Tether est censé valoir un dollar, mais son prix varie légèrement, et il a parfois fortement varié. Ces prix sont donc convertis en dollars à l’aide du prix du Tether lui-même, tiré des marchés USDT/USD des plateformes et de CoinGecko selon la même règle de la médiane, décrite ci-dessous.',
        'Lorsque le Tether s’écarte de plus de 0,5 % d’un dollar, ou lorsqu’aucun prix du Tether n’est disponible, les prix exprimés en Tether sont écartés pour la minute en cours. La liste des sources affichée sous le résultat le signale, en indiquant le prix du Tether et son écart par rapport à un dollar.',
      ],
    },
    {
      heading: 'De plusieurs prix à un seul',
      paragraphs: [
        'Pour chaque cryptomonnaie, les prix fournis par les sources au cours d’une minute sont combinés selon les étapes suivantes :',
      ],
      list: [
        'Un prix nul, négatif ou qui n’est pas un nombre est écarté.',
        'Un prix datant de plus de deux minutes est écarté lorsque des prix plus récents existent. Lorsque seuls des prix plus anciens sont disponibles, ils sont tout de même utilisés, et le résultat indique leur ancienneté.',
        'On calcule la médiane des prix restants : la valeur centrale, ou la moyenne des deux valeurs centrales.',
        'Toute source qui s’écarte de plus de 2 % de cette médiane est écartée ; la page la nomme et précise l’ampleur de l’écart, par exemple « 3,1 % au-dessus de la médiane ».',
        'Le prix affiché est la médiane des sources retenues.',
        'L’écart entre sources (spread) correspond au prix retenu le plus élevé moins le plus bas, divisé par cette médiane. Un écart faible signifie que les sources concordent étroitement.',
      ],
    },
    {
      heading: 'Lorsque seules une ou deux sources répondent',
      paragraphs: [
        'Avec deux sources, les deux sont utilisées même lorsqu’elles divergent de plus de 2 %. La médiane de deux prix se situe exactement entre eux : il n’existe donc pas de majorité permettant de dire lequel est erroné. L’écart indique alors à quel point ils sont éloignés.',
        'Avec une seule source, son prix est utilisé tel quel, et la ligne affichée sous le résultat précise qu’une seule source était disponible et la nomme.',
      ],
    },
    {
      heading: 'Monnaies fiduciaires',
      paragraphs: [
        'Les taux de change entre le dollar américain et les autres monnaies traditionnelles proviennent de la table des taux de change de Coinbase et des taux de change de CoinGecko, combinés selon la même règle que les prix des cryptomonnaies.',
        'La Banque centrale européenne publie chaque jour ouvré un taux de référence pour de nombreuses devises, que nous consultons via le service Frankfurter. Ce taux sert de garde-fou : un taux en direct qui s’en écarte de plus de 2 % est écarté. Si aucun taux en direct ne reste dans cette marge, c’est le taux de la BCE lui-même qui est utilisé. Les devises que la BCE ne publie pas sont combinées sans ce contrôle.',
      ],
    },
    {
      heading: 'Convertir entre deux devises quelconques',
      paragraphs: [
        'Tous les prix sont conservés en dollars américains. Le taux entre deux devises est le rapport de leurs deux prix en dollars : le cours d’un bitcoin en euros est égal au prix du bitcoin en dollars divisé par le prix de l’euro en dollars.',
        'Comme les deux sens de conversion utilisent les deux mêmes prix, les taux BTC en EUR et EUR en BTC concordent toujours exactement : l’un est l’inverse de l’autre. Il en va de même pour toute paire de cryptomonnaies.',
      ],
    },
    {
      heading: 'Lorsqu’une source fait défaut',
      paragraphs: [
        'Une source qui renvoie une erreur, ne répond pas à temps ou limite nos requêtes est ignorée pour la minute en cours ; elle figure dans la liste des sources avec le motif, par exemple « limite de requêtes atteinte cette minute » ou « pas de réponse à temps ». Les autres sources prennent le relais sans elle.',
        'Si aucune source ne répond, le site continue d’afficher les derniers prix dont il dispose et les signale comme n’étant pas en direct, en indiquant leur ancienneté. S’il ne dispose pas non plus de prix antérieurs, il affiche un instantané de prix intégré au site, relevé à une date connue, indiqué comme approximatif et daté. Le site n’affiche jamais de chiffre inventé.',
      ],
    },
    {
      heading: 'Où le consulter',
      paragraphs: [
        'Sous chaque résultat de conversion figure une courte ligne du type « Médiane de 6 sources · écart 0,04 % · il y a 12 s ». L’ancienneté indiquée est celle du prix le plus ancien utilisé. En ouvrant cette ligne, vous voyez le prix de chaque source en dollars américains et son ancienneté, les sources utilisées et celles qui ont été écartées, chacune avec le motif correspondant.',
        'L’API publique renvoie les mêmes informations. Une requête GET /api/convert renvoie le taux ainsi que sources (chaque source interrogée pour l’une ou l’autre devise, avec son prix, son horodatage, si elle a été utilisée et, sinon, pourquoi), sourcesUsed et sourcesAsked (le nombre de sources utilisées parmi celles interrogées ; pour une paire de deux cryptomonnaies, les chiffres de celle qui en compte le moins) et spread.',
      ],
    },
    {
      heading: 'Ce que cette méthode ne fait pas',
      list: [
        'Elle ne pondère pas les sources en fonction des volumes d’échange. Avec cinq ou six sources, une simple médiane résiste déjà à un prix erroné isolé, et chacun peut facilement la vérifier à la main.',
        'Les prix des plateformes d’échange correspondent à leurs dernières transactions, et non au prix acheteur ou vendeur que vous obtiendriez en passant un ordre ; ils n’incluent ni frais de transaction, ni spreads, ni frais de réseau.',
        'La variation sur 24 heures affichée à côté d’un prix est celle de CoinGecko.',
        'Les cours historiques utilisés par le calculateur de gains crypto et le calculateur « Et si ? » sont des prix de référence quotidiens issus de CoinGecko et de données publiques de plateformes d’échange, et non le résultat de cette règle.',
        'Les chiffres sont fournis à titre informatif uniquement. Ils ne constituent ni une offre d’achat ou de vente, ni un conseil financier.',
      ],
      links: [
        { text: 'À propos', href: '/about' },
        { text: 'Avertissement', href: '/disclaimer' },
        { text: 'Convertisseur crypto', href: '/' },
      ],
    },
  ],
} satisfies ArticleInput;
