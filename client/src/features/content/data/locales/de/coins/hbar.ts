import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'hbar',
  coinId: 'hedera-hashgraph',
  name: 'Hedera',
  symbol: 'HBAR',
  layout: 'faq-card',
  intro: [
    'Hedera ist ein öffentliches Netzwerk, das statt auf einer herkömmlichen Kette von Blöcken auf dem Konsensalgorithmus Hashgraph beruht. HBAR ist sein nativer Token: Mit ihm werden Netzwerkgebühren bezahlt, er sichert das Netzwerk per Proof of Stake ab und wird von den Anwendungen genutzt, die auf Hedera laufen.',
    'Dieser Umrechner rechnet jeden HBAR-Betrag in Euro, Schweizer Franken, US-Dollar, andere Fiatwährungen oder andere Kryptowährungen um. Die Kurse beruhen in Echtzeit auf Marktdaten, während feste Werte in Tabellen oder Beispielen Näherungswerte sind und leicht vom Angebot einer Börse abweichen können.',
  ],
  converting:
    'Geben Sie einen HBAR-Betrag ein und behalten Sie die eingestellte Zielwährung bei, etwa EUR, CHF oder USD; das Ergebnis erscheint sofort, zusammen mit dem Kurs und dem Umkehrkurs (wie viel HBAR Sie für eine Einheit der Zielwährung erhalten). Die Kurse sind der Median der Preise von CoinGecko und den Börsen, die HBAR führen, und werden jede Minute aktualisiert; die Schaltfläche „Aktualisieren“ ruft höchstens alle 10 Sekunden einen neuen Kurs ab. Sind keine Live-Daten verfügbar, weist die Seite darauf hin, dass die angezeigten Werte Näherungswerte sind. Mit der Tausch-Schaltfläche rechnen Sie von der Fiatwährung zurück in HBAR, im Tab „Krypto zu Krypto“ vergleichen Sie HBAR mit Coins wie BTC oder ETH.',
  faq: {
    what: {
      question: 'Was ist Hedera (HBAR)?',
      answer: [
        'Hedera ist ein öffentliches Distributed Ledger, dessen Mainnet 2018 startete und 2019 für die Öffentlichkeit geöffnet wurde. Es nutzt Hashgraph, einen Konsensalgorithmus, den Leemon Baird erfunden hat, der das Projekt gemeinsam mit Mance Harmon gründete. Die Knoten tauschen Informationen über ein „Gossip about Gossip“-Verfahren aus und einigen sich durch virtuelle Abstimmung, was dem Netzwerk asynchrone byzantinische Fehlertoleranz und schnelle Finalität verleiht.',
        'HBAR ist der native Token. Mit ihm werden Transaktionen, die Ausführung von Smart Contracts und die Speicherung von Dateien bezahlt, und er wird gestakt, um das Netzwerk abzusichern. Das Gesamtangebot ist auf 50 Milliarden HBAR festgelegt, die vollständig beim Start geschaffen wurden und nach und nach in Umlauf gebracht werden.',
      ],
    },
    unique: {
      question: 'Was unterscheidet Hedera von anderen Netzwerken?',
      answer: [
        'Hedera wird vom Hedera Council gesteuert, einem Gremium großer Organisationen aus verschiedenen Branchen und Regionen, die für begrenzte Amtszeiten tätig sind und Netzwerkknoten betreiben. Die Transaktionsgebühren werden in US-Dollar festgelegt und niedrig sowie berechenbar gehalten, was Anwendungen entgegenkommt, die sehr viele kleine Transaktionen senden.',
        'Über Zahlungen hinaus bietet Hedera einen Consensus Service zum Zeitstempeln und Ordnen von Daten, einen Token Service zur Ausgabe von Token ohne eigenen Smart Contract und einen mit der Ethereum Virtual Machine kompatiblen Smart Contract Service. Genutzt werden diese etwa für Lieferkettennachweise, tokenisierte Vermögenswerte und Treueprogramme.',
      ],
    },
    rateFactors: {
      question: 'Was beeinflusst den HBAR-Kurs?',
      answer: [
        'Der Kurs von HBAR, ob in Euro, US-Dollar oder einer anderen Währung, spiegelt Angebot und Nachfrage an den Börsen wider. Die allgemeine Stimmung am Kryptomarkt, insbesondere die Richtung von Bitcoin, bewegt HBAR häufig zusammen mit anderen großen Token.',
        'Hinzu kommen projektspezifische Faktoren: die Nutzung des Netzwerks, neue Anwendungen von Unternehmen oder Behörden, Veränderungen im Council, Neuerungen beim Staking und die Freigabe von HBAR aus der Treasury in den Umlauf. Auch regulatorische Nachrichten und das Handelsvolumen an großen Börsen können den Kurs beeinflussen.',
      ],
    },
    whereToBuy: {
      question: 'Wo kann ich HBAR kaufen oder verkaufen?',
      intro:
        'HBAR wird an vielen großen zentralisierten Börsen gehandelt, meist gegen USD, USDT und andere wichtige Währungen. Das Angebot hängt von Ihrem Land ab; prüfen Sie daher vor der Registrierung, welche Börsen in Ihrer Region tätig sind.',
      exchanges: ['Binance', 'Coinbase', 'OKX', 'KuCoin', 'Bybit', 'Gate.io'],
      note: 'Um HBAR selbst zu verwahren, können Sie eine Wallet mit Unterstützung für das Hedera-Netzwerk wie HashPack oder eine Hardware-Wallet mit Hedera-Unterstützung nutzen. Über dezentrale Börsen auf Hedera wie SaucerSwap tauschen Sie HBAR direkt aus Ihrer Wallet gegen andere Hedera-Token.',
      reminder:
        'Nutzen Sie seriöse, regulierte Börsen, aktivieren Sie die Zwei-Faktor-Authentifizierung und geben Sie Ihre Seed-Phrase oder privaten Schlüssel niemals an Dritte weiter. Prüfen Sie vor einer Auszahlung das Netzwerk, denn HBAR, die an eine falsche Adresse oder über ein falsches Netzwerk gesendet werden, können verloren gehen.',
    },
  },
  related: [
    { text: 'HBAR in EUR', href: '/hbar-to-eur' },
    { text: 'HBAR in GBP', href: '/hbar-to-gbp' },
    { text: 'HBAR in BTC', href: '/hbar-to-btc' },
    { text: 'HBAR in ETH', href: '/hbar-to-eth' },
    { text: '1.000 HBAR in USD', href: '/hbar-to-usd/1000' },
    { text: 'Krypto-Gewinnrechner', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
