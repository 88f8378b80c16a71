import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'hlq',
  coinId: 'hyperliquid',
  name: 'Hyperliquid',
  symbol: 'HYPE',
  layout: 'faq-card',
  intro: [
    'Dieser Umrechner zeigt, was der Token von Hyperliquid in Euro, Schweizer Franken, US-Dollar und anderen Währungen wert ist. Die Seitenadresse verwendet hlq als Kurzform für Hyperliquid, der Token selbst wird jedoch unter dem Ticker HYPE gehandelt; dieses Kürzel sehen Sie daher im Umrechner und an den Börsen.',
    'Hyperliquid ist eine Blockchain, die in erster Linie für eine schnelle, vollständig On-Chain betriebene Handelsplattform für Perpetual Futures und Spotmärkte entwickelt wurde. HYPE wurde im November 2024 eingeführt; der Token dient dazu, das Netzwerk per Staking abzusichern und Aktivitäten darauf zu bezahlen.',
  ],
  converting:
    'Wählen Sie den Tab „Krypto zu Fiat“, geben Sie Ihren Betrag ein und wählen Sie unter „Von“ HYPE und unter „Nach“ die gewünschte Währung, etwa EUR, CHF oder USD. Der Umrechner verwendet den Median der Preise von CoinGecko und den Börsen, die HYPE führen, der jede Minute aktualisiert wird; über „Aktualisieren“ können Sie alle 10 Sekunden einen neuen Kurs anfordern. Das Ergebnis zeigt auch den Umkehrkurs, also wie viel HYPE Sie für eine Einheit der Zielwährung erhalten. Sind keine Live-Daten verfügbar, kennzeichnet die Seite die Werte als Näherungswerte.',
  faq: {
    what: {
      question: 'Was ist Hyperliquid (HYPE)?',
      answer: [
        'Hyperliquid ist eine Layer-1-Blockchain, deren bekannteste Anwendung die eigene Börse ist: Jede Order, jede Stornierung und jeder Trade wird On-Chain in einem Orderbuch erfasst statt über einen Liquiditätspool abgewickelt. Gestartet wurde das Projekt von einem kleinen Team unter der Leitung von Jeff Yan, der aus dem Handel kommt; Geld von Risikokapitalgebern nahm es nicht auf.',
        'HYPE ist der native Token. Er wurde im November 2024 eingeführt, wobei ein großer Teil des Gesamtangebots von einer Milliarde Token an frühe Nutzer der Plattform verteilt wurde. Validatoren und Delegatoren staken HYPE im Rahmen eines Proof-of-Stake-Konsenses namens HyperBFT, und auf HyperEVM, der Smart-Contract-Umgebung des Netzwerks, ist HYPE der Gas-Token.',
      ],
    },
    unique: {
      question: 'Was macht Hyperliquid einzigartig?',
      answer: [
        'Die meisten dezentralen Börsen setzen auf automatisierte Market Maker oder wickeln Teile der Handelslogik außerhalb der Blockchain ab. Hyperliquid betreibt dagegen ein vollständiges Orderbuch auf der eigenen Blockchain und strebt Geschwindigkeiten nahe an denen einer zentralisierten Börse an, während Nutzer aus einer selbstverwahrten Wallet handeln.',
        'Ein Teil der Handelsgebühren auf der Plattform wurde über einen als Assistance Fund bezeichneten Mechanismus zum Kauf von HYPE am Markt verwendet, was den Token eng an die Handelsaktivität bindet. Über HyperEVM können zudem andere Entwickler Anwendungen bauen, die auf die Liquidität der Börse zugreifen.',
      ],
    },
    rateFactors: {
      question: 'Was beeinflusst den HYPE-Kurs?',
      answer: [
        'HYPE folgt meist dem gesamten Kryptomarkt. Da Hyperliquid ein Handelsplatz ist, reagiert der Kurs zudem empfindlich auf Handelsvolumen und Gebühreneinnahmen der Plattform, die mit der Marktaktivität steigen und fallen.',
        'Token-Freigaben für Mitwirkende, die Beteiligung am Staking, die Konkurrenz durch andere Börsen, Sicherheitsvorfälle, die Haltung der Regulierer zum Derivatehandel und der Wert des US-Dollars können den Kurs ebenfalls beeinflussen.',
      ],
    },
    whereToBuy: {
      question: 'Wo kann ich HYPE kaufen oder verkaufen?',
      intro:
        'HYPE wird auf Hyperliquid selbst und an einer Reihe zentralisierter Börsen gehandelt, meist gegen USDT oder USDC. Zu den etablierten Börsen, die HYPE führen, zählen:',
      exchanges: ['Bybit', 'OKX', 'KuCoin', 'Gate.io', 'Bitget', 'MEXC'],
      note: 'Sie können HYPE auch direkt am Spotmarkt von Hyperliquid handeln, indem Sie eine selbstverwahrte Wallet verbinden und USDC einzahlen, die in der Regel per Bridge von Arbitrum übertragen werden. Suchen Sie an jeder Börse nach dem Ticker HYPE statt nach hlq, und vergewissern Sie sich, dass Sie sich auf der offiziellen Website von Hyperliquid befinden, bevor Sie eine Wallet verbinden.',
      reminder:
        'Nutzen Sie seriöse Plattformen, aktivieren Sie für Börsenkonten die Zwei-Faktor-Authentifizierung, geben Sie Ihre Seed-Phrase niemals preis und signieren Sie keine Transaktionen, die Sie nicht verstehen.',
    },
  },
  related: [
    { text: 'HYPE in EUR', href: '/hlq-to-eur' },
    { text: 'HYPE in GBP', href: '/hlq-to-gbp' },
    { text: 'HYPE in CHF', href: '/hlq-to-chf' },
    { text: '10 HYPE in USD', href: '/hlq-to-usd/10' },
    { text: 'Krypto-Gewinnrechner', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
