import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'doge',
  coinId: 'dogecoin',
  name: 'Dogecoin',
  symbol: 'DOGE',
  layout: 'guide',
  intro: [
    'Dogecoin entstand im Dezember 2013 als augenzwinkernde Kryptowährung, benannt nach einem populären Internet-Meme mit einem Shiba-Inu-Hund. Inzwischen gehört er zu den bekanntesten Coins und wird für Trinkgelder, kleine Zahlungen und den Handel genutzt; DOGE ist nach wie vor die native Währung einer eigenen Proof-of-Work-Blockchain.',
    'Dieser Umrechner zeigt auf Basis von Echtzeit-Marktdaten, wie viel DOGE in Euro, Schweizer Franken, US-Dollar oder einer anderen Währung wert ist. Geben Sie einen beliebigen Dogecoin-Betrag ein, um seinen Gegenwert und den Umkehrkurs zu sehen, oder wählen Sie eine andere Währung oder einen anderen Coin als Ziel.',
  ],
  converting:
    'Geben Sie den DOGE-Betrag ein; der Umrechner multipliziert ihn mit dem aktuellen Marktkurs von DOGE in der gewählten Währung, also dem Median der Preise von CoinGecko und den Börsen, die DOGE führen, der jede Minute aktualisiert wird. Da ein einzelner DOGE meist nur wenig wert ist, rechnen viele große Mengen um; das Ergebnis zeigt den vollen Gegenwert zusammen mit dem verwendeten Kurs.',
  guide: {
    steps: [
      'Wählen Sie den Tab „Krypto zu Fiat“, um eine Kryptowährung in eine Fiatwährung umzurechnen.',
      'Suchen Sie in der Auswahl „Von“ nach Dogecoin oder DOGE und wählen Sie den Coin als Ausgangswährung.',
      'Wählen Sie in der Auswahl „Nach“ die Währung, in der Sie den Wert sehen möchten, etwa EUR, CHF oder USD.',
      'Tragen Sie in das Feld „Betrag“ ein, wie viele DOGE Sie umrechnen möchten, zum Beispiel 100, 2.500 oder einen Bruchteil eines Coins.',
      'Prüfen Sie das Ergebnis in der Zielwährung zusammen mit dem Wechselkurs und dem Umkehrkurs, der zeigt, wie viele DOGE Sie für eine Einheit dieser Währung erhalten.',
      'Laden Sie mit „Aktualisieren“ den neuesten Kurs (höchstens alle 10 Sekunden) oder rechnen Sie mit der Tausch-Schaltfläche von der Fiatwährung in DOGE um.',
    ],
    priceFactors: [
      {
        title: 'Community und soziale Medien',
        text: 'Dogecoin hat eine große Online-Community, und Beiträge bekannter Persönlichkeiten haben den Kurs zeitweise stark bewegt. Bei einem Coin mit diesem Profil kann die Stimmung schnell umschlagen.',
      },
      {
        title: 'Inflationäres Angebot',
        text: 'Dogecoin hat keine Höchstmenge. Miner erhalten pro Block fest 10.000 DOGE; so kommt jedes Jahr eine gleichbleibende Zahl neuer Coins hinzu, während die prozentuale Zunahme langsam sinkt.',
      },
      {
        title: 'Zahlungen und Verbreitung',
        text: 'Händler und Zahlungsdienste, die DOGE akzeptieren, sowie Apps, mit denen sich DOGE versenden lässt, bestimmen, wie groß die praktische Nachfrage nach dem Coin ist.',
      },
      {
        title: 'Gesamter Kryptomarkt',
        text: 'DOGE folgt meist der Richtung des gesamten Kryptomarkts, und spekulativ getriebene Coins können auf Marktschwankungen stärker reagieren als der Durchschnitt.',
      },
    ],
    whyConvert: [
      {
        title: 'Kleine Einheiten verstehen',
        text: 'Da ein einzelner DOGE im Vergleich zu einem Euro oder Dollar meist nur wenig wert ist, zeigt die Umrechnung in eine Fiatwährung deutlicher, was ein Guthaben von Tausenden Coins tatsächlich ausmacht.',
      },
      {
        title: 'Trinkgeld oder Zahlung bewerten',
        text: 'Wenn Sie Dogecoin als Trinkgeld oder Zahlung senden oder erhalten, nennt Ihnen der Umrechner den Gegenwert, damit beide Seiten wissen, welcher Wert übertragen wurde.',
      },
      {
        title: 'Vor dem Handel vergleichen',
        text: 'Wer vor dem Verkauf den aktuellen DOGE-Kurs prüft, erkennt ungewöhnlich hohe Spreads oder Gebühren auf der genutzten Plattform.',
      },
      {
        title: 'Unterlagen führen',
        text: 'Den Gegenwert von DOGE zum Zeitpunkt einer Transaktion festzuhalten, hilft bei der Finanzplanung und, wo erforderlich, bei der Steuererklärung.',
      },
    ],
    closing: {
      title: 'So nutzen Sie den DOGE-Umrechner',
      paragraphs: [
        'Alle Kurse auf dieser Seite sind Echtzeit-Marktkurse, der Median der Preise von CoinGecko und den Börsen, die DOGE führen; in Tabellen angegebene Werte sind Näherungswerte. Sind Live-Kurse vorübergehend nicht verfügbar, weist die Seite darauf hin, dass sie Näherungswerte anzeigt.',
        'Der Dogecoin-Kurs kann sich schnell bewegen. Prüfen Sie daher den endgültigen Betrag an der Börse oder in der Wallet, die Sie nutzen, bevor Sie einen Handel bestätigen.',
      ],
    },
  },
  faq: {
    what: {
      question: 'Was ist Dogecoin (DOGE)?',
      answer: [
        'Dogecoin ist eine Kryptowährung, die 2013 von den Softwareentwicklern Billy Markus und Jackson Palmer als freundliche, humorvolle Alternative zu Bitcoin geschaffen wurde. Das Logo zeigt den Shiba-Inu-Hund aus dem „Doge“-Meme.',
        'Dogecoin läuft auf einer eigenen Proof-of-Work-Blockchain mit dem Scrypt-Algorithmus, demselben Algorithmus wie Litecoin, und kann seit 2014 per Merged Mining zusammen mit Litecoin geschürft werden. Neue Blöcke entstehen etwa einmal pro Minute, was Bestätigungen vergleichsweise schnell macht.',
      ],
    },
    unique: {
      question: 'Worin unterscheidet sich Dogecoin von Bitcoin?',
      answer: [
        'Bitcoin hat eine feste Obergrenze von 21 Millionen Coins, Dogecoin dagegen keine; pro Block werden konstant 10.000 DOGE ausgegeben. Zudem erzeugt Dogecoin etwa jede Minute einen Block statt alle zehn Minuten und nutzt den Mining-Algorithmus Scrypt anstelle von SHA-256.',
        'In der Praxis wird Dogecoin häufig für Trinkgelder, kleine Zahlungen und in Online-Communities verwendet, während Bitcoin eher als langfristiger Wertspeicher beschrieben wird.',
      ],
    },
    rateFactors: {
      question: 'Was beeinflusst den DOGE-Kurs?',
      answer: [
        'Der Kurs von DOGE, ob in Euro, US-Dollar oder einer anderen Währung, ergibt sich aus Käufen und Verkäufen an den Börsen. Einfluss haben die Aufmerksamkeit in den sozialen Medien, Nachrichten rund um bekannte Persönlichkeiten, die Verbreitung als Zahlungsmittel, die stetige Ausgabe neuer Coins und der gesamte Kryptomarkt.',
        'Der Umrechner arbeitet mit Live-Daten, die jede Minute aktualisiert werden. Prüfen Sie daher den Live-Kurs oben, statt sich auf Zahlen zu verlassen, die Sie früher gesehen haben.',
      ],
    },
    whereToBuy: {
      question: 'Wo kann ich DOGE kaufen oder verkaufen?',
      intro:
        'Dogecoin ist an den meisten großen Kryptobörsen gelistet und lässt sich gegen US-Dollar, andere Fiatwährungen und Stablecoins handeln. Zu den etablierten Börsen, die DOGE anbieten, zählen:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'Um DOGE selbst zu verwahren, können Sie die offizielle Wallet Dogecoin Core, eine Multi-Coin-Wallet mit Dogecoin-Unterstützung oder eine Hardware-Wallet wie Ledger oder Trezor verwenden.',
      reminder:
        'Nutzen Sie ausschließlich seriöse Börsen, schützen Sie Ihre Konten mit Zwei-Faktor-Authentifizierung und bewahren Sie Ihre Seed-Phrase schriftlich und offline auf: Wer sie besitzt, kann Ihre Coins an sich nehmen.',
    },
  },
  related: [
    { text: 'DOGE in EUR', href: '/doge-to-eur' },
    { text: 'DOGE in GBP', href: '/doge-to-gbp' },
    { text: 'DOGE in BTC', href: '/doge-to-btc' },
    { text: 'DOGE in SHIB', href: '/doge-to-shib' },
    { text: 'USD in DOGE', href: '/usd-to-doge' },
    { text: 'Krypto-Gewinnrechner', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
