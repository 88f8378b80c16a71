import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'sol',
  coinId: 'solana',
  name: 'Solana',
  symbol: 'SOL',
  layout: 'guide',
  intro: [
    'Solana ist eine Proof-of-Stake-Blockchain für schnelle, kostengünstige Transaktionen, und SOL ist ihr nativer Coin. Mit SOL werden Netzwerkgebühren bezahlt; der Coin wird bei Validatoren ins Staking gegeben, um die Blockchain abzusichern, und in den Wallets, Börsen und Anwendungen rund um Solana verwendet.',
    'Diese Seite rechnet SOL auf Basis von Echtzeit-Marktdaten in Euro, Schweizer Franken, US-Dollar oder eine andere Währung um. Geben Sie einen beliebigen SOL-Betrag ein, um seinen Gegenwert samt Umkehrkurs zu sehen, oder wählen Sie eine andere Währung oder einen anderen Coin als Ziel, wenn Sie einen anderen Vergleich benötigen.',
  ],
  converting:
    'Geben Sie die Anzahl der SOL ein, die Sie halten oder handeln möchten; der Umrechner multipliziert sie mit dem aktuellen Marktkurs von SOL in der gewählten Währung. Die Kurse sind der Median der Preise von CoinGecko und den Börsen, die SOL führen, und werden jede Minute aktualisiert, sodass das Ergebnis den jüngsten Handel widerspiegelt und kein fest vereinbarter Kurs ist. Börsen berechnen eigene Spreads und Gebühren, daher kann der Betrag, den Sie beim Verkauf tatsächlich erhalten, etwas niedriger ausfallen.',
  guide: {
    steps: [
      'Öffnen Sie oben im Umrechner den Tab „Krypto zu Fiat“, denn Sie rechnen eine Kryptowährung in eine staatliche Währung um.',
      'Suchen Sie in der Auswahl „Von“ nach Solana oder geben Sie SOL ein, und wählen Sie den Coin als Ausgangswährung aus.',
      'Wählen Sie in der Auswahl „Nach“ die Zielwährung, etwa EUR, CHF oder USD. Die Auswahllisten sind durchsuchbar, am schnellsten finden Sie eine Währung über ihr Kürzel.',
      'Tragen Sie den SOL-Betrag in das Feld „Betrag“ ein. Ganze Coins funktionieren ebenso wie Bruchteile, etwa 0,25 oder 3,5 SOL.',
      'Lesen Sie das Ergebnis in der Zielwährung ab, zusammen mit dem Wechselkurs und dem Umkehrkurs, der zeigt, wie viel SOL Sie für eine Einheit dieser Währung erhalten.',
      'Klicken Sie auf „Aktualisieren“, um den neuesten Kurs abzurufen; das ist alle 10 Sekunden einmal möglich. Mit der Tausch-Schaltfläche rechnen Sie stattdessen von der Fiatwährung zurück in SOL.',
    ],
    priceFactors: [
      {
        title: 'Netzwerkaktivität',
        text: 'Die Nachfrage nach Blockspace auf Solana, etwa durch Handel, Zahlungen, Spiele und Token-Starts, bestimmt die Ausgaben für Gebühren und das Interesse am Halten von SOL und kann so den Kurs bewegen.',
      },
      {
        title: 'Staking und Angebot',
        text: 'Für SOL gibt es keine feste Höchstmenge. Neue Coins werden als Staking-Erträge nach einem sinkenden Inflationsplan ausgegeben, während ein Teil jeder Transaktionsgebühr verbrannt wird; beide Seiten prägen das umlaufende Angebot.',
      },
      {
        title: 'Zuverlässigkeit des Netzwerks',
        text: 'In seinen Anfangsjahren erlitt Solana mehrere Ausfälle. Stabilität, die Vielfalt der Client-Software und Upgrades beeinflussen, wie Entwickler und Trader das Netzwerk und seinen Coin einschätzen.',
      },
      {
        title: 'Gesamter Kryptomarkt',
        text: 'Wie die meisten großen Altcoins bewegt sich SOL meist mit dem gesamten Kryptomarkt, einschließlich Veränderungen beim Bitcoin-Kurs, bei der Liquidität und bei der allgemeinen Risikobereitschaft.',
      },
      {
        title: 'Regulierung und Listings',
        text: 'Regulatorische Entscheidungen, Börsen-Listings und der Zugang über Anlageprodukte können verändern, wie leicht Anleger SOL kaufen können, und damit die Nachfrage beeinflussen.',
      },
    ],
    whyConvert: [
      {
        title: 'Wissen, was Sie besitzen',
        text: 'Die Umrechnung zeigt den Gegenwert eines Wallet-Guthabens, von Staking-Erträgen oder einer erhaltenen Zahlung in Euro, US-Dollar oder Ihrer Währung, was sich leichter mit alltäglichen Ausgaben vergleichen lässt.',
      },
      {
        title: 'Einen Trade planen',
        text: 'Wer vor dem Verkauf an einer Börse den aktuellen Kurs von SOL prüft, kann besser beurteilen, ob ein angebotener Preis, Spread oder eine Gebühr angemessen erscheint.',
      },
      {
        title: 'Unterlagen führen',
        text: 'Viele notieren den Gegenwert von SOL zum Zeitpunkt einer Transaktion für die Finanzplanung oder für steuerliche Aufzeichnungen; der Umrechner liefert dafür einen schnellen Richtwert.',
      },
      {
        title: 'Währungen vergleichen',
        text: 'Auf derselben Seite können Sie als Ziel EUR, GBP oder einen anderen Coin wie BTC wählen, um SOL in der Einheit zu sehen, die für Sie relevant ist.',
      },
    ],
    closing: {
      title: 'So nutzen Sie den SOL-Umrechner',
      paragraphs: [
        'Die Kurse auf dieser Seite sind Echtzeit-Marktkurse, der Median der Preise von CoinGecko und den Börsen, die SOL führen; in Tabellen angegebene Werte sind Näherungswerte. Sind Live-Daten kurzzeitig nicht verfügbar, weist die Seite darauf hin, dass sie Näherungswerte anzeigt.',
        'Die Preise einzelner Börsen können leicht vom Marktdurchschnitt abweichen. Nutzen Sie den Umrechner daher als Orientierung und prüfen Sie den endgültigen Betrag auf der Plattform, auf der Sie handeln.',
      ],
    },
  },
  faq: {
    what: {
      question: 'Was ist Solana (SOL)?',
      answer: [
        'Solana ist eine öffentliche Blockchain, die darauf ausgelegt ist, viele Transaktionen schnell und günstig zu verarbeiten. Anatoly Yakovenko beschrieb sie 2017 in einem Whitepaper; die Mainnet-Beta ging im März 2020 an den Start. SOL ist der native Coin des Netzwerks.',
        'Solana nutzt Proof of Stake, bei dem Validatoren SOL hinterlegen, um an der Blockproduktion teilzunehmen, kombiniert mit einem Zeitstempelverfahren namens Proof of History, das Transaktionen vor ihrer Bestätigung in eine Reihenfolge bringt. Die kleinste Einheit von SOL ist das Lamport, ein Milliardstel eines Coins.',
      ],
    },
    unique: {
      question: 'Wofür wird Solana verwendet?',
      answer: [
        'Mit SOL werden Transaktionsgebühren auf Solana bezahlt, außerdem wird SOL bei Validatoren gestakt, was das Netzwerk absichert und Staking-Erträge einbringt. Auf Solana laufen dezentrale Börsen, Kreditanwendungen, Zahlungsdienste, NFT-Marktplätze und Spiele.',
        'Anders als Blockchains, die für die Skalierung auf separate Layer-2-Netzwerke setzen, will Solana einen hohen Durchsatz auf einer einzigen Basisschicht bewältigen; das hält die Gebühren für alltägliche Überweisungen und den Handel niedrig.',
      ],
    },
    rateFactors: {
      question: 'Was beeinflusst den SOL-Kurs?',
      answer: [
        'Der Kurs von SOL, ob in Euro, US-Dollar oder einer anderen Währung, spiegelt Angebot und Nachfrage an Börsen weltweit wider. Die Aktivität im Solana-Netzwerk, die Beteiligung am Staking, die Neuausgabe von Coins, die Verfassung des gesamten Kryptomarkts, regulatorische Nachrichten und Börsen-Listings spielen dabei eine Rolle.',
        'Da sich der Kurs ständig ändert, arbeitet der Umrechner mit Live-Daten, die jede Minute aktualisiert werden. Verlassen Sie sich nicht auf ältere Kursangaben, sondern prüfen Sie den Live-Kurs oben.',
      ],
    },
    whereToBuy: {
      question: 'Wo kann ich SOL kaufen oder verkaufen?',
      intro:
        'SOL ist an den großen zentralisierten Börsen breit verfügbar und lässt sich dort gegen US-Dollar, andere Fiatwährungen oder Stablecoins handeln. Zu den bekannten Anbietern zählen:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'Wenn Sie SOL selbst verwahren möchten, unterstützen Wallets wie Phantom und Solflare das Solana-Netzwerk, und über dezentrale Börsen wie Jupiter und Raydium können Sie SOL gegen andere Solana-Token tauschen.',
      reminder:
        'Nutzen Sie seriöse Börsen, die in Ihrem Land verfügbar sind, aktivieren Sie die Zwei-Faktor-Authentifizierung und geben Sie die Seed-Phrase Ihrer Wallet niemals an Dritte weiter; bewahren Sie sie offline an einem Ort auf, zu dem nur Sie Zugang haben.',
    },
  },
  related: [
    { text: 'SOL in EUR', href: '/sol-to-eur' },
    { text: 'SOL in GBP', href: '/sol-to-gbp' },
    { text: 'SOL in BTC', href: '/sol-to-btc' },
    { text: 'SOL in ETH', href: '/sol-to-eth' },
    { text: 'USD in SOL', href: '/usd-to-sol' },
    { text: 'Krypto-Gewinnrechner', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
