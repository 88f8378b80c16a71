import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'avax',
  coinId: 'avalanche-2',
  name: 'Avalanche',
  symbol: 'AVAX',
  layout: 'faq-card',
  intro: [
    'Mit diesem Umrechner sehen Sie, was ein bestimmter Betrag AVAX (der native Token des Avalanche-Netzwerks) in Euro, Schweizer Franken, US-Dollar oder einer anderen Währung wert ist. Das Ergebnis beruht auf Echtzeit-Marktkursen und zeigt sowohl den Kurs von AVAX als auch den Umkehrkurs.',
    'Avalanche ist eine Proof-of-Stake-Blockchain-Plattform für Smart Contracts und individuelle Netzwerke. Die folgenden Abschnitte erklären, wie Sie eine Umrechnung durchführen, wofür AVAX verwendet wird, welche Faktoren den Kurs bewegen und wo der Token üblicherweise gehandelt wird.',
  ],
  converting:
    'Wählen Sie den Tab „Krypto zu Fiat“, tragen Sie die Anzahl der Token in das Feld „Betrag“ ein und wählen Sie AVAX als „Von“-Währung sowie die gewünschte Währung, etwa EUR, CHF oder USD, als „Nach“-Währung. Die Seite zeigt den Gegenwert, den Preis eines AVAX und den Wert einer Einheit der Zielwährung in AVAX; die Tausch-Schaltfläche kehrt das Währungspaar um. Die Preise sind der Median von CoinGecko und den Börsen, die AVAX führen, und werden jede Minute aktualisiert; „Aktualisieren“ können Sie alle 10 Sekunden einmal nutzen. Sind keine Live-Daten verfügbar, kennzeichnet die Seite die Werte als Näherungswerte. Um AVAX mit einem anderen Coin zu vergleichen, wechseln Sie in den Tab „Krypto zu Krypto“.',
  valueTable: {
    caption: 'Beispielhafte Werte von AVAX in USD',
    rows: [
      { amount: '1 AVAX', value: '20–30 USD' },
      { amount: '10 AVAX', value: '200–300 USD' },
      { amount: '100 AVAX', value: '2.000–3.000 USD' },
      { amount: '2.000 AVAX (Mindest-Stake für Validatoren)', value: '40.000–60.000 USD' },
    ],
    note: 'Diese Tabelle dient nur der Veranschaulichung und stammt aus einem früheren Zeitraum, in dem AVAX bei etwa 20–30 USD gehandelt wurde. Sie gibt nicht den heutigen Kurs wieder. Den aktuellen Kurs von AVAX zeigt Ihnen der Live-Umrechner oben.',
  },
  faq: {
    what: {
      question: 'Was ist Avalanche (AVAX)?',
      answer: [
        'Avalanche ist eine Layer-1-Blockchain, entwickelt von Ava Labs, einem Unternehmen, das der Informatiker Emin Gün Sirer mitgegründet hat. Das Mainnet startete im September 2020. Das Netzwerk wird per Proof of Stake abgesichert und nutzt das Avalanche-Konsensprotokoll, bei dem Validatoren wiederholt kleine Gruppen anderer Validatoren befragen, um rasch, meist innerhalb weniger Sekunden, eine Einigung zu erzielen.',
        'AVAX ist der native Token. Mit ihm werden Transaktionsgebühren bezahlt, die verbrannt werden, und er wird von Validatoren und Delegatoren gestakt, um das Netzwerk abzusichern. Wer einen Validator betreiben will, muss mindestens 2.000 AVAX staken. Das Angebot ist auf 720 Millionen Token begrenzt.',
      ],
    },
    unique: {
      question: 'Wofür wird AVAX verwendet, und was unterscheidet Avalanche?',
      answer: [
        'Das öffentliche Hauptnetzwerk besteht aus mehreren integrierten Chains mit getrennten Aufgaben: Die C-Chain führt Ethereum-kompatible Smart Contracts aus, die X-Chain wickelt Übertragungen von Vermögenswerten ab, und die P-Chain koordiniert Validatoren und Staking. Da die C-Chain die Ethereum Virtual Machine unterstützt, funktionieren viele Ethereum-Wallets und -Anwendungen mit geringen Anpassungen auch auf Avalanche.',
        'Außerdem können Projekte auf Avalanche eigene Blockchains starten, ursprünglich Subnets genannt und heute als Avalanche L1s bezeichnet, mit eigenen Regeln, Gebühren-Token und Validatorengruppen. AVAX dient in diesem gesamten Ökosystem für Gebühren, Staking und Governance.',
      ],
    },
    rateFactors: {
      question: 'Was beeinflusst den AVAX-Kurs?',
      answer: [
        'Der Preis von AVAX wird von Angebot und Nachfrage an den Börsen bestimmt und folgt meist dem gesamten Kryptomarkt. Aktivität im Netzwerk, etwa im Bereich dezentraler Finanzen (DeFi), bei Spielen und neuen Avalanche-L1-Chains, kann die Nachfrage nach dem Token beeinflussen, ebenso die Menge der im Staking gebundenen AVAX.',
        'Auch Token-Freigaben aus früheren Zuteilungen, das Verbrennen von Gebühren, die Konkurrenz durch andere Smart-Contract-Plattformen, Börsen-Listings und die allgemeine Wirtschaftslage spielen eine Rolle. Kurse können sich schnell bewegen; den aktuellen Wert zeigt Ihnen der Live-Umrechner.',
      ],
    },
    whereToBuy: {
      question: 'Wo kann ich AVAX kaufen oder verkaufen?',
      intro:
        'AVAX ist an den meisten großen Börsen gelistet, in der Regel gegen US-Dollar, Euro, Stablecoins und Bitcoin. Zu den etablierten Börsen, die AVAX anbieten, zählen:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'AVAX lässt sich auch in selbstverwahrten Wallets wie Core, der Wallet von Ava Labs, oder MetaMask auf der C-Chain halten und an dezentralen Börsen wie Trader Joe (LFJ) tauschen. Achten Sie bei Auszahlungen von einer Börse darauf, die C-Chain oder das Netzwerk zu wählen, das Ihre Wallet erwartet.',
      reminder:
        'Prüfen Sie, welche Dienste in Ihrem Land verfügbar sind, und vergleichen Sie die Gebühren, die meist bei etwa 0,1 bis 0,5 % pro Trade liegen. Bleiben Sie bei seriösen Börsen, aktivieren Sie die Zwei-Faktor-Authentifizierung und bewahren Sie Ihre Seed-Phrase offline und geheim auf.',
    },
  },
  related: [
    { text: 'AVAX in EUR', href: '/avax-to-eur' },
    { text: 'AVAX in GBP', href: '/avax-to-gbp' },
    { text: 'AVAX in BTC', href: '/avax-to-btc' },
    { text: 'AVAX in ETH', href: '/avax-to-eth' },
    { text: '10 AVAX in USD', href: '/avax-to-usd/10' },
    { text: '100 AVAX in USD', href: '/avax-to-usd/100' },
    { text: 'Krypto-Gewinnrechner', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
