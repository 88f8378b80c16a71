import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Convertisseur et calculateur crypto',
  intro: [
    'Ce convertisseur exprime n’importe quel montant d’une cryptomonnaie dans une monnaie traditionnelle ou dans une autre cryptomonnaie, au dernier cours de marché disponible. Gratuit, il fonctionne sans compte et affiche le cours utilisé, pour que vous sachiez exactement comment le résultat a été calculé.',
  ],
  sections: [
    {
      heading: 'Fonctionnalités',
      paragraphs: [
        'L’outil couvre environ 250 cryptomonnaies et une cinquantaine de monnaies fiduciaires, et repose sur quatre fonctionnalités essentielles :',
      ],
      list: [
        'Cours en temps réel : la médiane des prix de plusieurs plateformes d’échange et de CoinGecko, redemandée chaque minute, avec un bouton « Actualiser » pour une mise à jour à la demande.',
        'Prise en charge de multiples devises : conversion entre cryptomonnaies et monnaies fiduciaires, ou entre deux cryptomonnaies, avec des sélecteurs de devises dotés d’une recherche.',
        'Calculs instantanés : le résultat, le taux de change et le taux inverse s’affichent dès que vous saisissez un montant ou changez de devise.',
        'Données historiques : le calculateur de gains crypto consulte les cours historiques pour vous permettre de comparer une date passée avec aujourd’hui.',
      ],
      links: [{ text: 'Notre méthode de calcul des prix', href: '/methodology' }],
    },
    {
      heading: 'Comment lire le résultat',
      paragraphs: [
        'Le panneau de résultat affiche le montant saisi, sa valeur convertie, le taux de change pour une unité de la devise source et le taux inverse pour une unité de la devise cible. L’heure de la dernière actualisation figure en dessous.',
        'Si les données en direct sont inaccessibles, le panneau le signale et affiche des valeurs approximatives fondées sur un instantané antérieur et daté. Tous les chiffres sont fournis à titre informatif et peuvent légèrement différer du prix proposé par une plateforme d’échange donnée.',
      ],
      links: [{ text: 'Calculateur de gains crypto', href: '/crypto-profit-calculator' }],
    },
  ],
} satisfies ArticleInput;
