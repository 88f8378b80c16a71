import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'bnb',
  coinId: 'binancecoin',
  name: 'BNB',
  symbol: 'BNB',
  layout: 'guide',
  intro: [
    'BNB ist der native Coin der BNB Chain und eng mit der Börse Binance verbunden, auf der er 2017 erstmals erschien. Mit BNB werden die Gasgebühren auf der BNB Smart Chain bezahlt; der Coin kann bei Validatoren ins Staking gegeben werden und verschafft seinen Inhabern Rabatte und weitere Vorteile auf Binance.',
    'Dieser Umrechner zeigt den Wert von BNB in Euro, Schweizer Franken, US-Dollar oder einer anderen Währung auf Basis von Echtzeit-Marktdaten. Geben Sie einen BNB-Betrag ein, um den Gegenwert und den Umkehrkurs zu sehen, oder wählen Sie eine andere Fiatwährung oder Kryptowährung als Ziel.',
  ],
  converting:
    'Bei der Umrechnung wird Ihr BNB-Betrag mit dem aktuellen Marktkurs von BNB in der gewählten Währung multipliziert. Als Kurs verwendet der Umrechner den Median der Preise von CoinGecko und den Börsen, die BNB führen, und aktualisiert ihn jede Minute. Der Preis, den Sie beim Verkauf erzielen, kann etwas abweichen, weil jede Börse eigene Spreads und Handelsgebühren festlegt.',
  guide: {
    steps: [
      'Wählen Sie den Tab „Krypto zu Fiat“, da Sie eine Kryptowährung in eine herkömmliche Währung umrechnen.',
      'Öffnen Sie die Auswahl „Von“ und wählen Sie BNB als Ausgangswährung. Sie können nach dem Namen suchen oder den Ticker eingeben.',
      'Öffnen Sie die Auswahl „Nach“ und wählen Sie die Zielwährung, etwa EUR, CHF oder USD, in der der Wert angezeigt werden soll.',
      'Tragen Sie den BNB-Betrag in das Feld „Betrag“ ein, ob als ganze Zahl oder als Bruchteil wie 0,05 BNB.',
      'Lesen Sie den umgerechneten Wert in der Zielwährung ab, zusammen mit dem Wechselkurs und dem Umkehrkurs, der zeigt, wie viel BNB eine Einheit dieser Währung wert ist.',
      'Klicken Sie auf „Aktualisieren“, um den neuesten Wert abzurufen (höchstens alle 10 Sekunden möglich), oder rechnen Sie mit der Tausch-Schaltfläche umgekehrt von der Fiatwährung in BNB.',
    ],
    priceFactors: [
      {
        title: 'Binance und sein Ökosystem',
        text: 'Weil BNB an Binance gekoppelt ist, wirken sich Nachrichten über die Börse, etwa zu Handelsvolumen, Produktänderungen oder rechtlichen und regulatorischen Fragen, stärker auf den Coin aus als auf die meisten anderen Vermögenswerte.',
      },
      {
        title: 'Token-Burns',
        text: 'BNB startete mit einem Angebot von 200 Millionen Coins; regelmäßige Burns entziehen dem Umlauf Coins, langfristiges Ziel sind 100 Millionen. Die verbrannten Mengen werden veröffentlicht, und das schrumpfende Angebot ist ein Faktor für den Kurs.',
      },
      {
        title: 'Nutzung der BNB Chain',
        text: 'Aktivität auf der BNB Smart Chain, etwa auf dezentralen Börsen, bei Token-Starts und in Spielen, erzeugt Nachfrage nach BNB zur Bezahlung von Transaktionsgebühren.',
      },
      {
        title: 'Allgemeines Marktumfeld',
        text: 'BNB bewegt sich in der Regel mit dem gesamten Kryptomarkt, sodass sich Veränderungen beim Bitcoin-Kurs, bei der Liquidität und in der Anlegerstimmung in seinem Kurs widerspiegeln.',
      },
    ],
    whyConvert: [
      {
        title: 'Guthaben bewerten',
        text: 'Eine schnelle Umrechnung zeigt Ihnen, was die BNB in Ihrem Börsenkonto oder Ihrer Wallet zum aktuellen Kurs in Euro, US-Dollar oder Ihrer Währung wert sind.',
      },
      {
        title: 'Gebühren und Erträge einschätzen',
        text: 'Wenn Sie Handelsgebühren in BNB bezahlen oder BNB als Staking-Erträge erhalten, hilft die Umrechnung in eine Fiatwährung, diese Beträge in Alltagsgeld einzuordnen.',
      },
      {
        title: 'Angebote prüfen',
        text: 'Der Vergleich eines Börsen- oder Zahlungsangebots mit dem aktuellen Marktkurs zeigt, wie hoch Spread oder Gebühr ausfallen, bevor Sie eine Transaktion bestätigen.',
      },
      {
        title: 'Unterlagen führen',
        text: 'Den Gegenwert von BNB beim Kauf, Verkauf oder Ausgeben festzuhalten, ist für die private Finanzplanung nützlich und, wo erforderlich, für die Steuererklärung.',
      },
    ],
    closing: {
      title: 'So nutzen Sie den BNB-Umrechner',
      paragraphs: [
        'Die Kurse auf dieser Seite sind Echtzeit-Marktkurse, der Median der Preise von CoinGecko und den Börsen, die BNB führen, und werden jede Minute aktualisiert; in Tabellen angegebene Werte sind Näherungswerte. Können keine Live-Daten geladen werden, weist die Seite darauf hin, dass sie Näherungswerte anzeigt.',
        'Für einen exakten Betrag prüfen Sie bitte stets den endgültigen Preis an der Börse oder in der App, die Sie nutzen, da Gebühren und Spreads je nach Plattform unterschiedlich sind.',
      ],
    },
  },
  faq: {
    what: {
      question: 'Was ist BNB?',
      answer: [
        'BNB wurde 2017 von Binance geschaffen und zunächst beim Initial Coin Offering der Börse als Token auf Ethereum ausgegeben. 2019 wechselte BNB auf die eigene Blockchain von Binance; heute ist BNB der native Coin der BNB Chain, deren Hauptnetzwerk die BNB Smart Chain ist.',
        'Die BNB Smart Chain ist mit der Ethereum Virtual Machine kompatibel, sodass viele Ethereum-Werkzeuge und Smart Contracts auch dort funktionieren. Abgesichert wird das Netzwerk von Validatoren, die BNB im Staking hinterlegen; dieses Modell wird häufig als Proof of Staked Authority bezeichnet.',
      ],
    },
    unique: {
      question: 'Wofür wird BNB verwendet?',
      answer: [
        'Mit BNB werden die Gasgebühren auf der BNB Smart Chain und den zugehörigen Netzwerken bezahlt, außerdem lässt sich BNB zur Unterstützung von Validatoren staken. Auf Binance kann BNB für Rabatte auf Handelsgebühren sowie zur Teilnahme an Token-Verkäufen und anderen Programmen genutzt werden.',
        'Von vielen anderen Coins unterscheidet sich BNB durch seine Doppelrolle: Er ist zugleich Treibstoff einer Allzweck-Blockchain und Utility-Token einer der größten Kryptobörsen, und ein öffentlich dokumentiertes Burn-Programm verringert das Gesamtangebot im Lauf der Zeit.',
      ],
    },
    rateFactors: {
      question: 'Was beeinflusst den BNB-Kurs?',
      answer: [
        'Der Kurs von BNB, ob in Euro, US-Dollar oder einer anderen Währung, hängt ab von der Nachfrage im Handel, Nachrichten über Binance, der Aktivität auf der BNB Chain, den planmäßigen Token-Burns, regulatorischen Entwicklungen und der Richtung des gesamten Kryptomarkts.',
        'Der Umrechner liest Live-Marktdaten, die jede Minute aktualisiert werden. Den aktuellen Wert entnehmen Sie bitte dem Live-Kurs oben.',
      ],
    },
    whereToBuy: {
      question: 'Wo kann ich BNB kaufen oder verkaufen?',
      intro:
        'BNB wird auf Binance und an vielen anderen großen Börsen gehandelt, wobei das Angebot von Ihrem Wohnort abhängt und einige US-Plattformen BNB nicht führen. Zu den etablierten Börsen, die BNB anbieten, zählen:',
      exchanges: ['Binance', 'OKX', 'Bybit', 'KuCoin', 'Gate.io', 'Bitget'],
      note: 'Für die Selbstverwahrung unterstützen Wallets wie Trust Wallet und MetaMask die BNB Smart Chain, und über dezentrale Börsen wie PancakeSwap können Sie BNB gegen andere Token im Netzwerk tauschen. Achten Sie darauf, BNB über das Netzwerk zu senden, das Ihre Wallet erwartet.',
      reminder:
        'Wählen Sie seriöse Börsen, die in Ihrem Land legal tätig sind, aktivieren Sie die Zwei-Faktor-Authentifizierung und bewahren Sie Ihre Seed-Phrase offline und geheim auf; kein seriöser Dienst wird Sie jemals danach fragen.',
    },
  },
  related: [
    { text: 'BNB in EUR', href: '/bnb-to-eur' },
    { text: 'BNB in GBP', href: '/bnb-to-gbp' },
    { text: 'BNB in BTC', href: '/bnb-to-btc' },
    { text: 'BNB in ETH', href: '/bnb-to-eth' },
    { text: 'USD in BNB', href: '/usd-to-bnb' },
    { text: 'Krypto-Gewinnrechner', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
