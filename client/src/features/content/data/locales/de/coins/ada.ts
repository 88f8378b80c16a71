import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'ada',
  coinId: 'cardano',
  name: 'Cardano',
  symbol: 'ADA',
  layout: 'guide',
  intro: [
    'Cardano ist eine 2017 gestartete Proof-of-Stake-Blockchain, und ADA ist ihre native Kryptowährung. ADA dient dazu, Transaktionsgebühren zu bezahlen, Stake an Pools zu delegieren, die Blöcke erzeugen, und über die Steuerung des Netzwerks abzustimmen.',
    'Dieser Umrechner rechnet jeden ADA-Betrag auf Basis von Echtzeit-Marktdaten in Euro, Schweizer Franken, US-Dollar oder eine andere Währung um. Geben Sie Ihr ADA-Guthaben ein, um seinen Gegenwert und den Umkehrkurs zu sehen, oder wechseln Sie zu einer anderen Fiatwährung oder einem anderen Coin.',
  ],
  converting:
    'Die Umrechnung von Cardano ist eine einfache Multiplikation Ihres ADA-Betrags mit dem aktuellen Marktkurs von ADA in der gewählten Währung. Als Kurs verwendet der Umrechner den Median der Preise von CoinGecko und den Börsen, die ADA führen, und aktualisiert ihn jede Minute, sodass der Wert den jüngsten Handel an vielen Börsen widerspiegelt. Beim tatsächlichen Verkauf kann die Börse eine Gebühr oder einen Spread berechnen, der den erhaltenen Betrag etwas schmälert.',
  guide: {
    steps: [
      'Wählen Sie oben im Umrechner den Tab „Krypto zu Fiat“, um eine Kryptowährung in eine Fiatwährung umzurechnen.',
      'Suchen Sie in der Auswahl „Von“ nach Cardano oder ADA und wählen Sie den Coin als Ausgangswährung.',
      'Wählen Sie in der Auswahl „Nach“ die Zielwährung, etwa EUR, CHF oder USD, in der das Ergebnis angezeigt werden soll.',
      'Tragen Sie den ADA-Betrag in das Feld „Betrag“ ein; ganze Coins werden ebenso akzeptiert wie Dezimalbeträge.',
      'Lesen Sie das Ergebnis in der Zielwährung ab, zusammen mit dem Wechselkurs und dem Umkehrkurs, der zeigt, wie viel ADA Sie für eine Einheit dieser Währung erhalten.',
      'Klicken Sie auf „Aktualisieren“, um den neuesten Kurs abzurufen, was alle 10 Sekunden einmal möglich ist, oder tippen Sie auf die Tausch-Schaltfläche, um von der Fiatwährung in ADA umzurechnen.',
    ],
    priceFactors: [
      {
        title: 'Entwicklungsschritte',
        text: 'Cardano wird in geplanten Phasen weiterentwickelt, etwa mit der Einführung von Smart Contracts im Jahr 2021 und später der On-Chain-Governance. Fortschritte oder Verzögerungen bei diesen Upgrades können verändern, wie der Markt ADA bewertet.',
      },
      {
        title: 'Aktivität im Ökosystem',
        text: 'Die Zahl der Anwendungen, dezentralen Börsen und Nutzer auf Cardano beeinflusst die Nachfrage nach Transaktionen und das Interesse daran, ADA zu halten.',
      },
      {
        title: 'Feste Höchstmenge',
        text: 'Die Höchstmenge von ADA liegt bei 45 Milliarden Coins. Neue ADA gelangen schrittweise aus einer Reserve als Staking-Erträge in Umlauf, sodass sich das Tempo der Ausgabe mit der Zeit verlangsamt.',
      },
      {
        title: 'Marktstimmung',
        text: 'ADA bewegt sich im Allgemeinen mit dem gesamten Kryptomarkt, einschließlich Veränderungen beim Bitcoin-Kurs, bei der Liquidität und in der Risikobereitschaft der Anleger.',
      },
      {
        title: 'Regulierung',
        text: 'Regeln dazu, wie Kryptowährungen in wichtigen Märkten eingestuft, gelistet und besteuert werden, können den Zugang zu ADA und die Nachfrage danach beeinflussen.',
      },
    ],
    whyConvert: [
      {
        title: 'Guthaben in Ihrer Währung sehen',
        text: 'Die Umrechnung zeigt den Gegenwert eines Wallet- oder Börsenguthabens in Euro, US-Dollar oder Ihrer Währung, der sich leichter mit alltäglichen Ausgaben in Beziehung setzen lässt.',
      },
      {
        title: 'Staking-Erträge bewerten',
        text: 'Wer Stake delegiert, erhält in jeder Epoche ADA-Erträge; die Umrechnung in eine Fiatwährung zeigt, was diese Erträge zum heutigen Kurs wert sind.',
      },
      {
        title: 'Vor dem Handel prüfen',
        text: 'Mit einem aktuellen Referenzkurs können Sie den Preis, den eine Börse anbietet, vor dem Kauf oder Verkauf mit dem Marktdurchschnitt vergleichen.',
      },
      {
        title: 'Finanzplanung und Steuern',
        text: 'Wer den Gegenwert von ADA zum Zeitpunkt jeder Transaktion festhält, erleichtert sich die private Finanzplanung und, wo erforderlich, die Steuererklärung.',
      },
    ],
    closing: {
      title: 'So nutzen Sie den ADA-Umrechner',
      paragraphs: [
        'Diese Seite zeigt Echtzeit-Marktkurse, die jede Minute aktualisiert werden, jeweils den Median der Preise von CoinGecko und den Börsen, die ADA führen; in Tabellen angegebene Werte sind Näherungswerte. Sind Live-Daten kurzzeitig nicht verfügbar, weist die Seite darauf hin, dass sie Näherungswerte anzeigt.',
        'Nutzen Sie den Umrechner als schnelle Orientierung und prüfen Sie den genauen Preis an der Börse Ihrer Wahl, bevor Sie einen Handel abschließen.',
      ],
    },
  },
  faq: {
    what: {
      question: 'Was ist Cardano (ADA)?',
      answer: [
        'Cardano ist eine öffentliche Blockchain, die 2017 unter der Führung von Charles Hoskinson, einem Mitgründer von Ethereum, an den Start ging. Sie wird von mehreren Organisationen entwickelt, darunter Input Output (IOG), die Cardano Foundation und Emurgo. Der Coin ist nach Ada Lovelace benannt; seine kleinste Einheit, das Lovelace, entspricht einem Millionstel ADA.',
        'Cardano nutzt ein Proof-of-Stake-Protokoll namens Ouroboros, das auf begutachteter wissenschaftlicher Forschung beruht. ADA-Inhaber können ihren Stake an Stake-Pools delegieren, ohne ihre Coins zu sperren, und erhalten Erträge dafür, dass sie zur Absicherung des Netzwerks beitragen.',
      ],
    },
    unique: {
      question: 'Was unterscheidet Cardano von anderen Blockchains?',
      answer: [
        'Cardano setzt auf einen forschungsgetriebenen Ansatz: Viele seiner Protokolle werden in wissenschaftlichen Arbeiten beschrieben, bevor sie umgesetzt werden. Die Blockchain verwendet ein erweitertes UTXO-Buchungsmodell, eine Weiterentwicklung des Modells von Bitcoin, wodurch sich das Ergebnis einer Transaktion schon vor dem Absenden vorhersagen lässt.',
        'ADA dient für Transaktionsgebühren, die Delegation beim Staking und die On-Chain-Governance, bei der Inhaber über Ausgaben aus der Treasury und Protokolländerungen mitentscheiden können. Smart Contracts auf Cardano werden mit Werkzeugen rund um die Plattform Plutus geschrieben.',
      ],
    },
    rateFactors: {
      question: 'Was beeinflusst den ADA-Kurs?',
      answer: [
        'Der Kurs von ADA, ob in Euro, US-Dollar oder einer anderen Währung, spiegelt Angebot und Nachfrage an den Börsen wider. Netzwerk-Upgrades, das Wachstum der Anwendungen auf Cardano, die Beteiligung am Staking, regulatorische Nachrichten und der gesamte Kryptomarkt beeinflussen ihn.',
        'Da sich diese Faktoren ständig ändern, arbeitet der Umrechner mit Live-Kursen, die jede Minute aktualisiert werden. Den aktuellen Wert entnehmen Sie bitte dem Live-Kurs oben.',
      ],
    },
    whereToBuy: {
      question: 'Wo kann ich ADA kaufen oder verkaufen?',
      intro:
        'ADA ist an den meisten großen Kryptobörsen erhältlich und lässt sich dort gegen US-Dollar, andere Fiatwährungen oder Stablecoins handeln. Zu den etablierten Börsen, die ADA führen, zählen:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'Für Selbstverwahrung und Staking können Sie mit Cardano-Wallets wie Lace, Eternl und Yoroi ADA halten und an einen Stake-Pool delegieren; über dezentrale Börsen wie Minswap tauschen Sie ADA gegen native Cardano-Token.',
      reminder:
        'Bleiben Sie bei seriösen Börsen, aktivieren Sie die Zwei-Faktor-Authentifizierung und bewahren Sie Ihre Wiederherstellungsphrase offline auf. Geben Sie sie niemals auf einer Website ein und nennen Sie sie niemandem, der angeblich Support anbietet.',
    },
  },
  related: [
    { text: 'ADA in EUR', href: '/ada-to-eur' },
    { text: 'ADA in GBP', href: '/ada-to-gbp' },
    { text: 'ADA in BTC', href: '/ada-to-btc' },
    { text: 'ADA in ETH', href: '/ada-to-eth' },
    { text: 'USD in ADA', href: '/usd-to-ada' },
    { text: 'Krypto-Gewinnrechner', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
