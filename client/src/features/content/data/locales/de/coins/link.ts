import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'link',
  coinId: 'chainlink',
  name: 'Chainlink',
  symbol: 'LINK',
  layout: 'guide',
  intro: [
    'Chainlink ist ein dezentrales Oracle-Netzwerk, das externe Informationen wie Kurse von Vermögenswerten auf Blockchains bringt, damit Smart Contracts sie nutzen können. LINK ist der Token, mit dem die Node-Betreiber bezahlt werden, die diese Daten liefern, und der gestakt werden kann, um den Dienst abzusichern.',
    'Dieser Umrechner zeigt den Wert von LINK in Euro, Schweizer Franken, US-Dollar oder einer anderen Währung auf Basis von Echtzeit-Marktdaten. Geben Sie einen beliebigen LINK-Betrag ein, um seinen Gegenwert und den Umkehrkurs zu sehen, oder wählen Sie eine andere Fiatwährung oder einen anderen Coin als Ziel.',
  ],
  converting:
    'Geben Sie Ihren LINK-Betrag ein; der Umrechner multipliziert ihn mit dem aktuellen Marktkurs von LINK in der gewählten Währung, also dem Median der Preise von CoinGecko und den Börsen, die LINK führen, der jede Minute aktualisiert wird. Das Ergebnis ist ein Richtwert auf Basis des Handels an vielen Börsen; der Preis auf einer bestimmten Plattform kann wegen Spread und Gebühren leicht abweichen.',
  guide: {
    steps: [
      'Wählen Sie den Tab „Krypto zu Fiat“, da Sie eine Kryptowährung in eine Fiatwährung umrechnen.',
      'Suchen Sie in der Auswahl „Von“ nach Chainlink oder LINK und wählen Sie den Token als Ausgangswährung.',
      'Wählen Sie in der Auswahl „Nach“ die Zielwährung, etwa EUR, CHF oder USD, in der der Wert angezeigt werden soll.',
      'Tragen Sie den LINK-Betrag in das Feld „Betrag“ ein; auch Bruchteile wie 0,75 LINK werden akzeptiert.',
      'Lesen Sie das Ergebnis in der Zielwährung ab, zusammen mit dem Wechselkurs und dem Umkehrkurs, der zeigt, wie viel LINK Sie für eine Einheit dieser Währung erhalten.',
      'Klicken Sie auf „Aktualisieren“, um den neuesten Kurs abzurufen (alle 10 Sekunden einmal möglich), oder rechnen Sie mit der Tausch-Schaltfläche von der Fiatwährung in LINK um.',
    ],
    priceFactors: [
      {
        title: 'Nachfrage nach Oracle-Diensten',
        text: 'Je mehr DeFi-Anwendungen und andere Smart Contracts auf Preis-Feeds und Dienste von Chainlink angewiesen sind, desto wichtiger wird LINK als der Token, mit dem diese bezahlt werden.',
      },
      {
        title: 'Staking',
        text: 'LINK-Inhaber und Node-Betreiber können Token staken, um für die Zuverlässigkeit der Chainlink-Dienste einzustehen. Die gestakte Menge und die gebotenen Erträge beeinflussen, wie viel LINK für den Handel zur Verfügung steht.',
      },
      {
        title: 'Festes Gesamtangebot',
        text: 'Das Gesamtangebot von LINK beträgt eine Milliarde Token. Ein Teil davon wurde beim Start für Anreize an Node-Betreiber und für das Unternehmen zurückbehalten, weshalb der Markt Veränderungen des umlaufenden Angebots aufmerksam verfolgt.',
      },
      {
        title: 'Partnerschaften und Verbreitung',
        text: 'Neue Integrationen mit Blockchains, Finanzinstituten oder Cross-Chain-Projekten können die Erwartungen daran verändern, wie breit Chainlink genutzt wird.',
      },
      {
        title: 'Gesamter Kryptomarkt',
        text: 'LINK bewegt sich im Allgemeinen mit dem gesamten Kryptomarkt und mit der Aktivität im Bereich dezentraler Finanzen auf Ethereum-Basis.',
      },
    ],
    whyConvert: [
      {
        title: 'Guthaben kennen',
        text: 'Die Umrechnung zeigt den Gegenwert von Token an einer Börse, in einer Wallet oder in einer Staking-Position in Euro, US-Dollar oder Ihrer Währung.',
      },
      {
        title: 'Erträge und Zahlungen bewerten',
        text: 'Node-Betreiber und Staker verdienen LINK; die Umrechnung in eine Fiatwährung zeigt, was diese Einnahmen zum aktuellen Kurs wert sind.',
      },
      {
        title: 'Angebote prüfen',
        text: 'Mit einem aktuellen Referenzkurs können Sie Börsenpreise und Gebühren vergleichen, bevor Sie LINK kaufen oder verkaufen.',
      },
      {
        title: 'Unterlagen führen',
        text: 'Den Gegenwert von LINK zum Zeitpunkt jeder Transaktion festzuhalten, unterstützt die Finanzplanung und, wo erforderlich, die Steuererklärung.',
      },
    ],
    closing: {
      title: 'So nutzen Sie den LINK-Umrechner',
      paragraphs: [
        'Alle Kurse auf dieser Seite sind Echtzeit-Marktkurse, die jede Minute aktualisiert werden, jeweils der Median der Preise von CoinGecko und den Börsen, die LINK führen; in Tabellen angegebene Werte sind Näherungswerte. Sind Live-Daten kurzzeitig nicht verfügbar, weist die Seite darauf hin, dass sie Näherungswerte anzeigt.',
        'Nutzen Sie den Umrechner als schnelle Orientierung und prüfen Sie den endgültigen Preis auf der Plattform, auf der Sie handeln.',
      ],
    },
  },
  faq: {
    what: {
      question: 'Was ist Chainlink (LINK)?',
      answer: [
        'Chainlink wurde von Sergey Nazarov und Steve Ellis ins Leben gerufen, die 2017 das Whitepaper veröffentlichten. Der LINK-Token wurde im selben Jahr verkauft, und das Chainlink-Netzwerk ging 2019 im Ethereum-Mainnet live.',
        'Chainlink verbindet Smart Contracts mit Daten und Systemen außerhalb der Blockchain. Ein Netzwerk unabhängiger Node-Betreiber ruft Informationen wie Marktpreise ab, aggregiert sie und veröffentlicht sie On-Chain, sodass keine einzelne Quelle das Ergebnis bestimmt.',
      ],
    },
    unique: {
      question: 'Wofür wird Chainlink verwendet?',
      answer: [
        'Blockchains können externe Daten nicht selbst auslesen. Anwendungen nutzen Chainlink daher für Preis-Feeds in Kredit- und Handelsprotokollen, überprüfbare Zufallszahlen für Spiele und NFT-Projekte, die automatisierte Ausführung von Verträgen und den Nachweis, dass die Reserven hinter einem Token tatsächlich existieren.',
        'Außerdem bietet Chainlink das Cross-Chain Interoperability Protocol (CCIP) an, mit dem Anwendungen Token und Nachrichten zwischen verschiedenen Blockchains übertragen können. Mit LINK werden diese Dienste bezahlt und durch Staking abgesichert.',
      ],
    },
    rateFactors: {
      question: 'Was beeinflusst den LINK-Kurs?',
      answer: [
        'Der Kurs von LINK, ob in Euro, US-Dollar oder einer anderen Währung, hängt ab von der Nachfrage im Handel, der Verbreitung der Chainlink-Dienste, dem Umfang des Stakings, Veränderungen des umlaufenden Angebots, neuen Partnerschaften und Integrationen sowie dem gesamten Kryptomarkt.',
        'Der Umrechner arbeitet mit Live-Daten, die jede Minute aktualisiert werden. Den aktuellen Wert entnehmen Sie bitte dem Live-Kurs oben.',
      ],
    },
    whereToBuy: {
      question: 'Wo kann ich LINK kaufen oder verkaufen?',
      intro:
        'LINK ist an den meisten großen Kryptobörsen gelistet und lässt sich gegen US-Dollar, andere Fiatwährungen und Stablecoins handeln. Zu den etablierten Börsen, die LINK anbieten, zählen:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'OKX', 'Bybit', 'KuCoin'],
      note: 'LINK ist ein Token auf Ethereum-Basis und lässt sich daher in selbstverwahrten Wallets wie MetaMask oder einer Hardware-Wallet halten und an dezentralen Börsen wie Uniswap tauschen. Prüfen Sie vor dem Versenden von Token, welches Netzwerk Ihre Wallet nutzt.',
      reminder:
        'Nutzen Sie seriöse Börsen, aktivieren Sie die Zwei-Faktor-Authentifizierung und bewahren Sie Ihre Seed-Phrase offline und geheim auf; ein echtes Support-Team wird Sie niemals danach fragen.',
    },
  },
  related: [
    { text: 'LINK in EUR', href: '/link-to-eur' },
    { text: 'LINK in GBP', href: '/link-to-gbp' },
    { text: 'LINK in ETH', href: '/link-to-eth' },
    { text: 'LINK in BTC', href: '/link-to-btc' },
    { text: 'USD in LINK', href: '/usd-to-link' },
    { text: 'Krypto-Gewinnrechner', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
