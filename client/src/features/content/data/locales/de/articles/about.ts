import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Über uns',
  intro: [
    'Diese Website ist ein kostenloser Krypto-Umrechner und Gewinnrechner. Sie hilft Ihnen herauszufinden, was ein Betrag in einer Kryptowährung in einer herkömmlichen Währung oder in einem anderen Coin wert ist und wie sich eine Investition zwischen zwei Daten entwickelt hätte, ohne dass Sie ein Konto anlegen oder persönliche Daten preisgeben müssen.',
  ],
  sections: [
    {
      heading: 'Unser Anliegen',
      paragraphs: [
        'Wir möchten die Werte von Kryptowährungen für alle leicht verständlich machen, von Menschen, die ihren ersten Bruchteil eines Coins kaufen, bis zu Tradern und Unternehmen, die täglich mit Krypto arbeiten. Die Zahlen sollen klar sein, die Methode dahinter nachvollziehbar und die Werkzeuge frei von Registrierungen, Bezahlschranken und Ablenkungen.',
        'Wir sind keine Handelsplattform, verwahren keine Kryptowährungen und sagen niemandem, was er kaufen oder verkaufen soll. Alles auf dieser Website dient der Information, und wir bemühen uns, offen darzulegen, was die Zahlen bedeuten und wo ihre Grenzen liegen.',
      ],
    },
    {
      heading: 'Was wir bieten',
      paragraphs: [
        'Die Website vereint einige gezielte Werkzeuge und Leitfäden, die alle kostenlos und ohne Konto nutzbar sind:',
      ],
      list: [
        'Einen Umrechner für rund 250 Kryptowährungen und etwa 50 Fiatwährungen in den Modi „Krypto zu Fiat“ und „Krypto zu Krypto“.',
        'Eigene Seiten für beliebte Währungspaare und Beträge, etwa BTC in USD oder 0,01 BTC in Dollar.',
        'Einen Krypto-Gewinnrechner, der Gewinn oder Verlust einer Investition zwischen einem Kauf- und einem Verkaufsdatum ermittelt.',
        'Einen Was-wäre-wenn-Rechner, der zeigt, was ein früherer Kauf heute wert wäre.',
        'Leitfäden zu vielen einzelnen Coins, die erklären, worum es sich handelt und wie ihre Umrechnungen zu lesen sind.',
      ],
      links: [
        { text: 'Krypto-Umrechner', href: '/' },
        { text: 'Umrechner BTC in USD', href: '/btc-to-usd' },
        { text: 'Krypto-Gewinnrechner', href: '/crypto-profit-calculator' },
      ],
    },
    {
      heading: 'Unsere Daten',
      paragraphs: [
        'Live-Kurse stammen nicht von einem einzigen Anbieter. Jede Minute fragt die Website bei fünf Kryptobörsen (Coinbase, Kraken, Bitstamp, Binance und OKX) und beim Preisaggregator CoinGecko die neuesten Preise ab, bildet den Median und lässt jede Quelle unberücksichtigt, die mehr als 2 % davon abweicht; diese wird mit Begründung genannt. Kurse zwischen herkömmlichen Währungen stammen von Coinbase und CoinGecko und werden mit dem täglichen Referenzkurs der Europäischen Zentralbank abgeglichen.',
        'Unter jedem Ergebnis gibt eine kurze Zeile an, wie viele Quellen verwendet wurden, wie eng sie übereinstimmen und wie alt der Preis ist; wenn Sie sie öffnen, sehen Sie den Preis jeder Quelle. Unsere Methodik-Seite erklärt die gesamte Regel in einfachen Worten, einschließlich dessen, was geschieht, wenn eine Quelle ausfällt.',
        'Ist keine Quelle erreichbar, zeigt die Website die letzten vorliegenden Preise an, gekennzeichnet als nicht live. Liegen auch diese nicht vor, greift sie auf eine mitgelieferte Momentaufnahme der Preise von einem bekannten Datum zurück; die Seite weist dann darauf hin, dass keine Live-Daten verfügbar sind, kennzeichnet die Werte als Näherungswerte und nennt das Datum der Momentaufnahme, sodass Sie stets wissen, wie aktuell eine Zahl ist.',
        'Die historischen Kurse für den Gewinnrechner und den Was-wäre-wenn-Rechner stammen von CoinGecko und aus öffentlichen Börsendaten. Preise aus verschiedenen Quellen können leicht voneinander abweichen, und historische Werte sind tägliche Referenzkurse, nicht der exakte Preis eines bestimmten Handels.',
      ],
      links: [
        { text: 'So berechnen wir die Kurse', href: '/methodology' },
        { text: 'Haftungsausschluss', href: '/disclaimer' },
      ],
    },
    {
      heading: 'Kontakt',
      paragraphs: [
        'Wenn Sie eine Frage zur Website haben oder Ihnen etwas auffällt, das fehlerhaft erscheint, besuchen Sie bitte unsere Kontaktseite. Bitte beachten Sie vorab, dass die Website weder Konten noch Guthaben verwaltet; bei Problemen mit Börsen, Wallets oder Transaktionen können wir daher nicht helfen.',
      ],
      links: [{ text: 'Kontaktseite', href: '/contact' }],
    },
  ],
} satisfies ArticleInput;
