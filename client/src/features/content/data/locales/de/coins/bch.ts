import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'bch',
  coinId: 'bitcoin-cash',
  name: 'Bitcoin Cash',
  symbol: 'BCH',
  layout: 'faq-card',
  intro: [
    'Dieser Umrechner rechnet Bitcoin Cash (BCH) zu Echtzeit-Marktkursen in Euro, Schweizer Franken, US-Dollar, andere Fiatwährungen oder andere Kryptowährungen um. Geben Sie einen Betrag ein, um den umgerechneten Wert zusammen mit dem Kurs von BCH und dem Umkehrkurs zu sehen.',
    'Bitcoin Cash spaltete sich 2017 von Bitcoin ab, um als elektronisches Bargeld mit niedrigen Gebühren zu dienen. Der folgende Leitfaden erklärt, wie Sie BCH umrechnen, worin sich BCH von Bitcoin unterscheidet, was den Kurs bewegt und welche Börsen BCH führen.',
  ],
  converting:
    'Geben Sie im Tab „Krypto zu Fiat“ die Anzahl der Coins ein, wählen Sie BCH als „Von“-Währung und die gewünschte Währung, etwa EUR, CHF oder USD, als „Nach“-Währung; der Umrechner zeigt den Gegenwert mit dem Kurs von BCH in dieser Währung und dem Umkehrkurs. Die Tausch-Schaltfläche kehrt die Richtung um, und im Tab „Krypto zu Krypto“ können Sie BCH mit BTC oder einem anderen Coin vergleichen. Die Kurse sind der Median der Preise von CoinGecko und den Börsen, die BCH führen, und werden jede Minute aktualisiert; „Aktualisieren“ lässt sich alle 10 Sekunden einmal nutzen. Sind keine Live-Daten verfügbar, weist die Seite darauf hin, dass es sich um Näherungswerte handelt.',
  faq: {
    what: {
      question: 'Was ist Bitcoin Cash (BCH)?',
      answer: [
        'Bitcoin Cash ist eine Kryptowährung, die am 1. August 2017 durch eine Hard Fork der Bitcoin-Blockchain entstand. Wer zum Zeitpunkt der Abspaltung Bitcoin besaß, erhielt dieselbe Menge an BCH. Die Fork ging aus einer langen Debatte in der Bitcoin-Community über die Skalierung des Netzwerks hervor, in der die Befürworter von Bitcoin Cash größere Blöcke bevorzugten.',
        'Wie Bitcoin nutzt Bitcoin Cash Proof-of-Work-Mining mit dem SHA-256-Algorithmus, hat eine Höchstmenge von 21 Millionen Coins und halbiert seine Blockbelohnung etwa alle vier Jahre. Entwickelt wird Bitcoin Cash von mehreren unabhängigen Teams statt von einem einzelnen Unternehmen.',
      ],
    },
    unique: {
      question: 'Worin unterscheidet sich Bitcoin Cash von Bitcoin?',
      answer: [
        'Der wichtigste Unterschied ist die Blockgröße. Bitcoin Cash hob die maximale Blockgröße an, zunächst auf 8 MB und später auf 32 MB, sodass mehr Transaktionen in jeden Block passen und die Gebühren in der Regel sehr niedrig bleiben. Bitcoin behielt dagegen eine kleinere Basis-Blockgröße bei und setzt für die Skalierung auf Segregated Witness und Layer-2-Systeme wie das Lightning Network.',
        'Bitcoin Cash verwendet außerdem ein eigenes Adressformat, CashAddr, das meist mit „bitcoincash:“ oder dem Buchstaben q beginnt, und hat Funktionen wie einen eigenen Algorithmus zur Anpassung der Mining-Schwierigkeit sowie CashTokens zur Ausgabe von Token auf der Blockchain eingeführt. 2018 spaltete sich das Netzwerk erneut, wodurch Bitcoin SV (BSV) als eigenständiger Coin entstand.',
      ],
    },
    rateFactors: {
      question: 'Was beeinflusst den BCH-Kurs?',
      answer: [
        'Der Preis von BCH ergibt sich aus Angebot und Nachfrage an den Börsen und folgt meist Bitcoin und dem gesamten Kryptomarkt. Die Nutzung von Bitcoin Cash für Zahlungen, Handelsvolumen und Liquidität sowie die Rechenleistung der Miner im Netzwerk wirken sich darauf aus.',
        'Auch Halvings, die das neue Angebot verringern, Börsen-Listings, regulatorische Nachrichten und die allgemeine Wirtschaftslage können den Kurs bewegen. Prüfen Sie den aktuellen Wert im Live-Umrechner oben, bevor Sie kaufen oder verkaufen.',
      ],
    },
    whereToBuy: {
      question: 'Wo kann ich BCH kaufen oder verkaufen?',
      intro:
        'Bitcoin Cash ist an den meisten großen Börsen erhältlich, von denen viele den direkten Handel gegen US-Dollar und Euro anbieten. Zu den etablierten Börsen, die BCH führen, zählen:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'Gemini', 'OKX'],
      note: 'Für die Selbstverwahrung unterstützen Wallets wie Electron Cash sowie die Hardware-Wallets von Ledger und Trezor Bitcoin Cash. BCH und BTC sind getrennte Netzwerke: Senden Sie BCH niemals an eine Bitcoin-Adresse und umgekehrt, da die Coins sonst verloren gehen können.',
      reminder:
        'Nutzen Sie seriöse Börsen, die in Ihrem Land legal tätig sind, aktivieren Sie die Zwei-Faktor-Authentifizierung und bewahren Sie Ihre Seed-Phrase schriftlich, offline und für andere unzugänglich auf.',
    },
  },
  related: [
    { text: 'BCH in EUR', href: '/bch-to-eur' },
    { text: 'BCH in GBP', href: '/bch-to-gbp' },
    { text: 'BCH in BTC', href: '/bch-to-btc' },
    { text: '1 BCH in USD', href: '/bch-to-usd/1' },
    { text: '10 BCH in USD', href: '/bch-to-usd/10' },
    { text: 'Krypto-Gewinnrechner', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
