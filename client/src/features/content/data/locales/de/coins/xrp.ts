import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'xrp',
  coinId: 'ripple',
  name: 'XRP',
  symbol: 'XRP',
  layout: 'faq-card',
  intro: [
    'Dieser Umrechner rechnet jeden beliebigen XRP-Betrag in Euro, Schweizer Franken, US-Dollar, eine andere Fiatwährung oder eine Kryptowährung um, und zwar zu Marktkursen, die im Tagesverlauf laufend aktualisiert werden. Geben Sie einen Betrag ein, wählen Sie XRP und die gewünschte Währung, und das Ergebnis erscheint zusammen mit dem Wechselkurs und dem Umkehrkurs.',
    'XRP ist der native Vermögenswert des XRP Ledger, eines öffentlichen Netzwerks für schnelle und kostengünstige Zahlungen. Im Folgenden erfahren Sie kurz, wie die Umrechnung funktioniert, was XRP ist, was seinen Kurs bewegt und wo XRP üblicherweise gekauft und verkauft wird.',
  ],
  converting:
    'Öffnen Sie den Tab „Krypto zu Fiat“, tragen Sie die Anzahl der Coins in das Feld „Betrag“ ein, wählen Sie unter „Von“ XRP und unter „Nach“ die gewünschte Währung, etwa EUR, CHF oder USD. Der Umrechner zeigt den Gegenwert sowie den Kurs für ein XRP und für eine Einheit der Zielwährung an. Mit der Tausch-Schaltfläche rechnen Sie in die umgekehrte Richtung. Die Kurse sind der Median der Preise von CoinGecko und den Börsen, die XRP führen, und werden jede Minute aktualisiert; über „Aktualisieren“ lässt sich höchstens alle 10 Sekunden ein neuer Kurs abrufen. Können keine Live-Daten geladen werden, weist die Seite darauf hin, und die angezeigten Werte sind Näherungswerte.',
  valueTable: {
    caption: 'Beispielhafte Werte von XRP in USD',
    rows: [
      { amount: '1 XRP', value: '0,50–0,60 USD' },
      { amount: '10 XRP', value: '5–6 USD' },
      { amount: '100 XRP', value: '50–60 USD' },
      { amount: '1.000 XRP', value: '500–600 USD' },
    ],
    note: 'Diese Tabelle dient nur der Veranschaulichung und stammt aus einem früheren Zeitraum, in dem XRP bei etwa 0,50–0,60 USD gehandelt wurde. Sie gibt nicht den heutigen Kurs wieder. Den aktuellen Kurs von XRP zeigt Ihnen der Live-Umrechner oben.',
  },
  faq: {
    what: {
      question: 'Was ist XRP?',
      answer: [
        'XRP ist der native digitale Vermögenswert des XRP Ledger, einer quelloffenen, öffentlichen Blockchain, die 2012 in Betrieb ging. Entwickelt wurde der Ledger von David Schwartz, Jed McCaleb und Arthur Britto; etwa zur selben Zeit entstand das heute als Ripple bekannte Unternehmen, das einen großen Teil der Coins erhielt. Alle 100 Milliarden XRP wurden beim Start des Ledgers geschaffen. Es gibt kein Mining, und eine winzige Gebühr, die bei jeder Transaktion vernichtet wird, verringert das Angebot langsam.',
        'Statt Proof of Work oder Proof of Stake nutzt der XRP Ledger ein eigenes Konsensprotokoll, bei dem sich unabhängige Validatoren alle paar Sekunden auf die jeweils neue Version des Ledgers einigen. Jedes Konto muss eine kleine Mindestreserve in XRP halten. Viele Jahre lag diese Basisreserve bei 10 XRP, sie wurde jedoch im Lauf der Zeit gesenkt; prüfen Sie daher die aktuelle Reserve, bevor Sie ein neues Konto aufladen.',
      ],
    },
    unique: {
      question: 'Worin unterscheidet sich XRP von Ripple?',
      answer: [
        'Ripple ist ein privates Unternehmen, das Zahlungs- und Verwahrlösungen für Banken und Unternehmen entwickelt. XRP ist dagegen der Vermögenswert, und der XRP Ledger ist das öffentliche Netzwerk, auf dem er läuft. Ripple setzt XRP in einigen seiner Dienste für grenzüberschreitende Zahlungen ein, doch der Ledger ist Open Source: Jeder kann einen Validator betreiben, XRP halten oder auf dem Netzwerk entwickeln, ohne das Unternehmen einzubeziehen.',
        'Der XRP Ledger war von Anfang an auf Zahlungen ausgelegt: Transaktionen werden in wenigen Sekunden abgewickelt, die Gebühren betragen einen Bruchteil eines Cents, und der Ledger enthält eine integrierte dezentrale Börse für den Handel mit ausgegebenen Token. Dieser Fokus auf schnelle, günstige Abwicklung unterscheidet ihn von Smart-Contract-Plattformen für allgemeine Zwecke.',
      ],
    },
    rateFactors: {
      question: 'Was beeinflusst den XRP-Kurs?',
      answer: [
        'Wie bei anderen Kryptowährungen ergibt sich der Preis von XRP aus Angebot und Nachfrage an vielen Börsen. Sein Kurs, ob in Euro, US-Dollar oder einer anderen Währung, folgt daher der allgemeinen Stimmung am Kryptomarkt, dem Handelsvolumen und der Liquidität. Nachrichten über das Unternehmen Ripple, darunter rechtliche und regulatorische Entwicklungen in den USA und anderswo, haben den Kurs in der Vergangenheit stark bewegt.',
        'Weitere Faktoren sind die Nutzung von XRP für Zahlungen, Freigaben von XRP, die Ripple treuhänderisch (Escrow) hält, Listings und Delistings an Börsen sowie allgemeine wirtschaftliche Bedingungen, die die Risikobereitschaft beeinflussen. Da sich der Kurs schnell ändern kann, sollten Sie jede Zahl als Momentaufnahme betrachten und vor einem Handel den Live-Umrechner prüfen.',
      ],
    },
    whereToBuy: {
      question: 'Wo kann ich XRP kaufen oder verkaufen?',
      intro:
        'XRP gehört zu den am breitesten gelisteten Kryptowährungen und wird auf den meisten großen Plattformen gegen US-Dollar, Euro, Stablecoins und Bitcoin gehandelt. Zu den bekannten Börsen, die XRP führen, zählen:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'OKX', 'Bybit'],
      note: 'Wenn Sie XRP selbst verwahren möchten, unterstützen Wallets wie Xaman (ehemals Xumm) und die Hardware-Wallets von Ledger den XRP Ledger. Denken Sie daran, dass ein neues Konto die Mindestreserve benötigt und viele Börsen bei Einzahlungen einen Destination Tag verlangen; übernehmen Sie ihn exakt.',
      reminder:
        'Das Angebot hängt von Ihrem Wohnort ab, und die Handelsgebühren liegen meist bei etwa 0,1 bis 0,5 % pro Trade. Nutzen Sie seriöse, regulierte Börsen, aktivieren Sie die Zwei-Faktor-Authentifizierung und geben Sie Ihre Seed-Phrase niemals weiter und speichern Sie sie keinesfalls online.',
    },
  },
  related: [
    { text: 'XRP in EUR', href: '/xrp-to-eur' },
    { text: 'XRP in GBP', href: '/xrp-to-gbp' },
    { text: 'XRP in BTC', href: '/xrp-to-btc' },
    { text: '100 XRP in USD', href: '/xrp-to-usd/100' },
    { text: '1.000 XRP in USD', href: '/xrp-to-usd/1000' },
    { text: 'USD in XRP', href: '/usd-to-xrp' },
    { text: 'Krypto-Gewinnrechner', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
