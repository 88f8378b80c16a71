import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'sui',
  coinId: 'sui',
  name: 'Sui',
  symbol: 'SUI',
  layout: 'faq-card',
  intro: [
    'Mit diesem Werkzeug rechnen Sie SUI, den nativen Token der Sui-Blockchain, in Euro, Schweizer Franken, US-Dollar oder andere Währungen um. Geben Sie einen Betrag ein, und der Umrechner zeigt auf Basis von Echtzeit-Marktpreisen seinen Gegenwert zusammen mit dem Kurs von SUI und dem Umkehrkurs.',
    'Sui ist eine Layer-1-Blockchain, deren Mainnet 2023 startete und die auf die schnelle, parallele Verarbeitung von Transaktionen ausgerichtet ist. Der folgende Leitfaden erklärt, wie Sie SUI umrechnen, was das Netzwerk auszeichnet, was den Kurs bewegt und wo Sie den Token handeln können.',
  ],
  converting:
    'Öffnen Sie den Tab „Krypto zu Fiat“, geben Sie ein, wie viele SUI Sie umrechnen möchten, und stellen Sie als „Von“-Währung SUI und als „Nach“-Währung die gewünschte Währung ein, etwa EUR, CHF oder USD. Sie sehen den Gegenwert, den Kurs je SUI und den Kurs je Einheit der Zielwährung; mit der Tausch-Schaltfläche rechnen Sie in die andere Richtung. Die Kurse sind der Median der Preise von CoinGecko und den Börsen, die SUI führen, und werden jede Minute aktualisiert; „Aktualisieren“ ist alle 10 Sekunden einmal verfügbar. Fällt der Live-Datenstrom aus, weist die Seite darauf hin, dass die angezeigten Werte Näherungswerte sind.',
  faq: {
    what: {
      question: 'Was ist Sui (SUI)?',
      answer: [
        'Sui ist eine Layer-1-Blockchain mit Proof of Stake, entwickelt von Mysten Labs, einem Unternehmen, das von ehemaligen Ingenieuren der Meta-Projekte Diem und Novi gegründet wurde, darunter Evan Cheng. Das Sui-Mainnet startete im Mai 2023. Smart Contracts auf Sui werden in Sui Move geschrieben, einer Variante der Programmiersprache Move, die ursprünglich für Diem entwickelt wurde.',
        'SUI ist der native Token. Mit ihm werden Gasgebühren bezahlt; er wird bei Validatoren gestakt, um das Netzwerk per Delegated Proof of Stake abzusichern, und für die On-Chain-Governance verwendet. Das Gesamtangebot ist auf 10 Milliarden SUI begrenzt, die im Lauf der Zeit schrittweise freigegeben werden.',
      ],
    },
    unique: {
      question: 'Was unterscheidet Sui von anderen Blockchains?',
      answer: [
        'Sui verwendet ein objektzentriertes Datenmodell: Vermögenswerte wie Coins und NFTs sind einzelne Objekte mit einem Eigentümer statt Einträge in einer gemeinsamen Kontentabelle. Transaktionen, die nur Objekte einer einzigen Adresse betreffen, müssen nicht gegenüber allen anderen geordnet werden; sie lassen sich daher parallel verarbeiten und werden sehr schnell final.',
        'Transaktionen mit gemeinsam genutzten Objekten, etwa einem Handelspool, durchlaufen das Konsensprotokoll des Netzwerks. Diese Trennung zwischen einfachen und gemeinsam genutzten Transaktionen sowie der Fokus der Sprache Move auf den sicheren Umgang mit Vermögenswerten unterscheiden Sui von kontenbasierten Blockchains wie Ethereum.',
      ],
    },
    rateFactors: {
      question: 'Was beeinflusst den SUI-Kurs?',
      answer: [
        'Der Preis von SUI ergibt sich aus Angebot und Nachfrage an den Börsen und folgt häufig der Richtung des gesamten Kryptomarkts. Wachstum oder Rückgang bei Anwendungen auf Sui, etwa im Bereich dezentraler Finanzen (DeFi) und Spiele, sowie die Menge der gestakten SUI können die Nachfrage nach dem Token verändern.',
        'Planmäßige Token-Freigaben für frühe Investoren und Mitwirkende erhöhen das umlaufende Angebot und können auf den Kurs drücken. Auch Börsen-Listings, die Konkurrenz durch andere schnelle Blockchains, Störungen im Netzwerk und die allgemeine Wirtschaftslage spielen eine Rolle.',
      ],
    },
    whereToBuy: {
      question: 'Wo kann ich SUI kaufen oder verkaufen?',
      intro:
        'SUI ist seit dem Start des Mainnets an vielen großen Börsen gelistet, meist gegen Stablecoins und auf einigen Plattformen auch gegen US-Dollar oder Euro. Zu den etablierten Börsen, die SUI führen, zählen:',
      exchanges: ['Binance', 'OKX', 'Kraken', 'Bybit', 'KuCoin', 'Gate.io'],
      note: 'Um SUI selbst zu verwahren, können Sie eine Sui-kompatible Wallet wie Slush (ehemals Sui Wallet) oder Phantom nutzen und Token an dezentralen Börsen auf Sui wie Cetus tauschen. Heben Sie SUI stets über das Sui-Netzwerk selbst ab.',
      reminder:
        'Achten Sie darauf, dass die gewählte Börse seriös ist und in Ihrem Land legal tätig ist. Aktivieren Sie die Zwei-Faktor-Authentifizierung für Ihr Konto, und geben Sie Ihre Seed-Phrase niemals weiter und speichern Sie sie keinesfalls online.',
    },
  },
  related: [
    { text: 'SUI in EUR', href: '/sui-to-eur' },
    { text: 'SUI in GBP', href: '/sui-to-gbp' },
    { text: 'SUI in BTC', href: '/sui-to-btc' },
    { text: 'SUI in SOL', href: '/sui-to-sol' },
    { text: '100 SUI in USD', href: '/sui-to-usd/100' },
    { text: 'Krypto-Gewinnrechner', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
