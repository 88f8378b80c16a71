import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'xlm',
  coinId: 'stellar',
  name: 'Stellar',
  symbol: 'XLM',
  layout: 'faq-card',
  intro: [
    'Mit diesem Umrechner ermitteln Sie den Wert von Stellar Lumens (XLM) in Euro, Schweizer Franken, US-Dollar oder einer anderen Währung. Er arbeitet mit Echtzeit-Marktkursen und zeigt den umgerechneten Betrag, den Preis für ein XLM und den Umkehrkurs.',
    'Stellar ist ein offenes Zahlungsnetzwerk, das Geld, einschließlich digitaler Varianten herkömmlicher Währungen, schnell und günstig bewegen soll. Die folgenden Abschnitte erklären, wie Sie XLM umrechnen, wofür Stellar gedacht ist, was den Kurs beeinflusst und wo XLM gekauft oder verkauft werden kann.',
  ],
  converting:
    'Wählen Sie den Tab „Krypto zu Fiat“, geben Sie einen Betrag ein und stellen Sie XLM als „Von“-Währung und die gewünschte Währung, etwa EUR, CHF oder USD, als „Nach“-Währung ein. Der Umrechner zeigt den Gegenwert, den Kurs von XLM in dieser Währung und den Umkehrkurs; die Tausch-Schaltfläche kehrt das Währungspaar um. Die Kurse sind der Median der Preise von CoinGecko und den Börsen, die XLM führen, und werden jede Minute aktualisiert; „Aktualisieren“ lässt sich alle 10 Sekunden einmal nutzen. Sind keine Live-Daten verfügbar, weist die Seite darauf hin, dass es sich um Näherungswerte handelt.',
  faq: {
    what: {
      question: 'Was ist Stellar (XLM)?',
      answer: [
        'Stellar ist ein öffentliches Blockchain-Netzwerk, das 2014 von Jed McCaleb und Joyce Kim gestartet wurde. Seine Entwicklung wird von der Stellar Development Foundation unterstützt, einer gemeinnützigen Organisation. Der native Vermögenswert ist der Lumen, gehandelt unter dem Ticker XLM.',
        'Stellar kommt ohne Mining aus. Das Netzwerk stützt sich auf das Stellar Consensus Protocol, ein Verfahren der föderierten byzantinischen Einigung (Federated Byzantine Agreement), bei dem jeder Validator selbst eine Gruppe anderer Knoten wählt, denen er vertraut; neue Ledger werden etwa alle fünf Sekunden abgeschlossen. 2019 verbrannte die Stiftung rund die Hälfte der bestehenden Lumens, und es entstehen keine neuen XLM durch Inflation.',
      ],
    },
    unique: {
      question: 'Wofür wird Stellar verwendet?',
      answer: [
        'Stellar ist für Zahlungen und die Ausgabe digitaler Vermögenswerte ausgelegt. Banken, Zahlungsdienstleister und andere Organisationen, sogenannte Anchors, können Token ausgeben, die Währungen wie den US-Dollar abbilden, und das Netzwerk enthält eine integrierte dezentrale Börse, die innerhalb einer einzigen Zahlung zwischen Vermögenswerten umtauschen kann.',
        'Mit XLM werden die sehr geringen Transaktionsgebühren bezahlt, die das Netzwerk vor Spam schützen, und jedes Konto muss ein Mindestguthaben an Lumens halten. 2024 ergänzte Stellar mit Soroban eine Smart-Contract-Plattform und erweiterte das Netzwerk damit über einfache Zahlungen hinaus.',
      ],
    },
    rateFactors: {
      question: 'Was beeinflusst den XLM-Kurs?',
      answer: [
        'Wie bei anderen Kryptowährungen ergibt sich der Preis von XLM aus Angebot und Nachfrage an den Börsen, und er bewegt sich meist mit dem gesamten Kryptomarkt. Die Nutzung von Stellar durch Zahlungsdienstleister und Finanzinstitute sowie das Wachstum von Vermögenswerten und Anwendungen im Netzwerk können die Nachfrage beeinflussen.',
        'Weitere Faktoren sind Freigaben von Lumens aus dem Bestand der Stellar Development Foundation, die Konkurrenz durch andere Zahlungsnetzwerke, regulatorische Entwicklungen, Börsen-Listings und die allgemeine Wirtschaftslage. Den aktuellen Kurs zeigt Ihnen der Live-Umrechner.',
      ],
    },
    whereToBuy: {
      question: 'Wo kann ich XLM kaufen oder verkaufen?',
      intro:
        'XLM ist breit gelistet und wird auf vielen Plattformen gegen Fiatwährungen, Stablecoins und Bitcoin gehandelt. Zu den langjährig etablierten Börsen, die XLM anbieten, zählen:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'OKX', 'KuCoin'],
      note: 'Sie können XLM auch in einer Stellar-Wallet wie LOBSTR oder auf einer Ledger-Hardware-Wallet aufbewahren und an der integrierten dezentralen Börse von Stellar handeln. Ein neues Konto muss mit einem kleinen Mindestguthaben ausgestattet werden, und viele Börsen verlangen bei Einzahlungen ein Memo; geben Sie es genau so an, wie es angezeigt wird.',
      reminder:
        'Wählen Sie seriöse Börsen, die in Ihrer Region verfügbar sind, aktivieren Sie die Zwei-Faktor-Authentifizierung und geben Sie niemandem Ihren geheimen Schlüssel oder Ihre Seed-Phrase.',
    },
  },
  related: [
    { text: 'XLM in EUR', href: '/xlm-to-eur' },
    { text: 'XLM in GBP', href: '/xlm-to-gbp' },
    { text: 'XLM in BTC', href: '/xlm-to-btc' },
    { text: 'XLM in XRP', href: '/xlm-to-xrp' },
    { text: '1.000 XLM in USD', href: '/xlm-to-usd/1000' },
    { text: 'Krypto-Gewinnrechner', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
