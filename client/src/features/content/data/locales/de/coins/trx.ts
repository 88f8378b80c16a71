import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'trx',
  coinId: 'tron',
  name: 'TRON',
  symbol: 'TRX',
  layout: 'faq-card',
  intro: [
    'Dieser Umrechner zeigt den Wert von TRX, dem nativen Coin der TRON-Blockchain, in Euro, Schweizer Franken, US-Dollar und vielen weiteren Währungen. Geben Sie einen beliebigen Betrag ein, und Sie erhalten auf Basis von Echtzeit-Marktdaten den umgerechneten Wert, den Kurs für ein TRX und den Umkehrkurs.',
    'TRON ist ein Proof-of-Stake-Netzwerk, das vor allem für günstige, schnelle Überweisungen bekannt ist und einen großen Teil des weltweiten Stablecoin-Verkehrs abwickelt. Lesen Sie weiter, um zu erfahren, wie Sie TRX umrechnen, was das Netzwerk leistet, was den TRX-Kurs bewegt und wo der Coin gehandelt wird.',
  ],
  converting:
    'Tragen Sie im Tab „Krypto zu Fiat“ die Anzahl der Coins unter „Betrag“ ein, wählen Sie TRX als „Von“-Währung und als „Nach“-Währung die gewünschte Fiatwährung, etwa EUR, CHF oder USD. Der Umrechner liefert den Gegenwert zusammen mit dem Kurs von TRX in dieser Währung und dem Umkehrkurs; die Tausch-Schaltfläche kehrt die Richtung um. Der Kurs ist der Median der Preise von CoinGecko und den Börsen, die TRX führen, und wird jede Minute aktualisiert; über „Aktualisieren“ lässt sich alle 10 Sekunden ein neuer Kurs anfordern. Können keine Live-Kurse geladen werden, weist die Seite darauf hin, dass es sich um Näherungswerte handelt.',
  faq: {
    what: {
      question: 'Was ist TRON (TRX)?',
      answer: [
        'TRON ist eine öffentliche Blockchain, die von Justin Sun gegründet wurde. TRX wurde 2017 zunächst als Token auf Ethereum ausgegeben und 2018 in das eigene Mainnet von TRON überführt. Das Netzwerk nutzt Delegated Proof of Stake: TRX-Inhaber wählen 27 sogenannte Super Representatives, die sich bei der Blockproduktion etwa alle drei Sekunden abwechseln.',
        'Mit TRX werden Aktivitäten im Netzwerk bezahlt; zudem dient TRX zum Abstimmen und zum Staking. Gestaktes TRX verschafft einem Konto Bandbreite und Energie, also Ressourcen, die die Kosten für Überweisungen und Smart-Contract-Aufrufe decken, sodass häufige Nutzer mit geringen oder ganz ohne direkte Gebühren Transaktionen ausführen können. Smart Contracts laufen bei TRON auf einer virtuellen Maschine, die weitgehend mit der von Ethereum kompatibel ist.',
      ],
    },
    unique: {
      question: 'Wofür wird TRON hauptsächlich genutzt?',
      answer: [
        'Die sichtbarste Anwendung von TRON ist die Übertragung von Stablecoins. Eine sehr große Menge an Tether (USDT) wird auf TRON als TRC-20-Token ausgegeben, und viele Privatpersonen und Unternehmen nutzen diesen für Überweisungen zwischen Börsen und über Landesgrenzen hinweg, weil Transaktionen schnell bestätigt werden und wenig kosten.',
        'Darüber hinaus beherbergt das Netzwerk Anwendungen für dezentrale Finanzen (DeFi), Spiele und Token-Projekte. 2018 übernahm TRON das Filesharing-Unternehmen BitTorrent, dessen Token BTT später auf TRON eingeführt wurde. Das Ressourcenmodell aus Bandbreite und Energie, das über das Staking von TRX finanziert wird, ist eines der Merkmale, die TRON von Ethereum unterscheiden.',
      ],
    },
    rateFactors: {
      question: 'Was beeinflusst den TRX-Kurs?',
      answer: [
        'Der Kurs von TRX, ob in Euro, US-Dollar oder einer anderen Währung, spiegelt Angebot und Nachfrage an den Börsen wider und bewegt sich in der Regel mit dem gesamten Kryptomarkt. Auswirkungen kann die Nachfrage nach TRX haben, das für Netzwerkressourcen gestakt oder verbrannt wird und mit dem Stablecoin-Verkehr und der Nutzung von Anwendungen steigt, ebenso das Verhältnis zwischen den als Gebühren verbrannten TRX und der Neuausgabe.',
        'Auch Nachrichten über das TRON-Ökosystem und seinen Gründer, regulatorische Maßnahmen, Börsen-Listings und die Konkurrenz durch andere günstige Zahlungsnetzwerke beeinflussen den Kurs. Prüfen Sie den aktuellen Kurs im Live-Umrechner, bevor Sie eine Entscheidung treffen.',
      ],
    },
    whereToBuy: {
      question: 'Wo kann ich TRX kaufen oder verkaufen?',
      intro:
        'TRX ist an zentralisierten Börsen breit verfügbar und wird dort gegen Stablecoins, Bitcoin und auf einigen Plattformen auch gegen Fiatwährungen gehandelt. Zu den etablierten Börsen, die TRX führen, zählen:',
      exchanges: ['Binance', 'OKX', 'Kraken', 'Bybit', 'KuCoin', 'HTX'],
      note: 'Für die Selbstverwahrung unterstützen Wallets wie TronLink und Trust Wallet TRX und TRC-20-Token, und SunSwap ist eine dezentrale Börse auf TRON. Halten Sie etwas TRX in Ihrer Wallet vor oder staken Sie einen Teil, damit Sie die Energie und Bandbreite abdecken können, die Ihre Transaktionen benötigen.',
      reminder:
        'Prüfen Sie, welche Plattformen in Ihrem Land verfügbar sind, und vergleichen Sie vor dem Handel deren Gebühren. Nutzen Sie seriöse Börsen, schützen Sie Ihre Konten mit Zwei-Faktor-Authentifizierung und bewahren Sie Ihre Seed-Phrase offline auf, wo niemand sonst sie einsehen kann.',
    },
  },
  related: [
    { text: 'TRX in EUR', href: '/trx-to-eur' },
    { text: 'TRX in GBP', href: '/trx-to-gbp' },
    { text: 'TRX in BTC', href: '/trx-to-btc' },
    { text: 'TRX in USDT', href: '/trx-to-usdt' },
    { text: '1.000 TRX in USD', href: '/trx-to-usd/1000' },
    { text: 'USD in TRX', href: '/usd-to-trx' },
    { text: 'Krypto-Gewinnrechner', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
