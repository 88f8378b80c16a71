import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'eth',
  coinId: 'ethereum',
  name: 'Ethereum',
  symbol: 'ETH',
  layout: 'faq-card',
  intro: [
    'Ethereum ist eine programmierbare Blockchain, auf der Smart Contracts laufen, also der Code hinter dezentralen Anwendungen, Token und NFTs. Ether, gehandelt unter dem Ticker ETH, ist die native Währung des Netzwerks; mit ihr werden Transaktionsgebühren bezahlt und Staking betrieben.',
    'Dieser Umrechner zeigt den Wert von ETH in Euro, Schweizer Franken, US-Dollar oder einer anderen Währung auf Basis von Echtzeit-Marktdaten. Geben Sie einen beliebigen ETH-Betrag ein, um seinen Gegenwert und den Umkehrkurs zu sehen, oder wählen Sie eine andere Fiatwährung oder einen Coin als Zielwährung.',
  ],
  converting:
    'Geben Sie den ETH-Betrag ein; der Umrechner multipliziert ihn mit dem aktuellen Marktkurs von Ether in der gewählten Währung, also dem Median der Preise von fünf Börsen und CoinGecko, der jede Minute aktualisiert wird. Bruchteile sind üblich, da sich ein ETH in sehr kleine Einheiten teilen lässt; außerdem gibt es Seiten mit festen Beträgen wie 0,1 ETH in USD. Der Betrag, den Sie an einer Börse tatsächlich erhalten, kann wegen Spread und Gebühren leicht abweichen.',
  faq: {
    what: {
      question: 'Was ist Ethereum (ETH)?',
      answer: [
        'Ethereum wurde 2013 von Vitalik Buterin vorgeschlagen und im Juli 2015 gemeinsam mit weiteren Mitgründern, darunter Gavin Wood und Joseph Lubin, gestartet. Es ist eine öffentliche Blockchain, auf der Entwickler Smart Contracts bereitstellen können, die genau so ausgeführt werden, wie sie geschrieben sind.',
        'ETH ist die native Währung des Netzwerks. Im September 2022 stellte ein als „The Merge“ bekanntes Upgrade Ethereum von Proof of Work auf Proof of Stake um: Blöcke werden seither nicht mehr von Minern erzeugt, sondern von Validatoren, die ETH im Staking hinterlegen. Die kleinste Einheit von Ether ist das Wei; Gebühren werden meist in Gwei angegeben, einem Milliardstel ETH.',
      ],
    },
    unique: {
      question: 'Worin unterscheidet sich Ethereum von Bitcoin?',
      answer: [
        'Bitcoin ist in erster Linie als digitales Geld mit einer festen Höchstmenge von 21 Millionen Coins konzipiert. Ethereum ist dagegen als Allzweckplattform angelegt: Seine Smart Contracts treiben dezentrale Börsen, Kreditanwendungen, Stablecoins, NFTs und zahlreiche weitere Token an, und ETH ist der Treibstoff, mit dem diese Rechenleistung bezahlt wird.',
        'Für ETH gibt es keine feste Höchstmenge. Neue ETH werden an Validatoren ausgegeben, während ein Teil jeder Transaktionsgebühr seit einer Änderung aus dem Jahr 2021, bekannt als EIP-1559, verbrannt wird; das Nettoangebot hängt daher davon ab, wie stark das Netzwerk ausgelastet ist. Viele Anwendungen laufen zudem auf Layer-2-Netzwerken, die ihre Transaktionen auf Ethereum abwickeln.',
      ],
    },
    rateFactors: {
      question: 'Was beeinflusst den ETH-Kurs?',
      answer: [
        'Der Kurs von ETH, ob in Euro, US-Dollar oder einer anderen Währung, hängt ab von der Nachfrage im Handel, der Nutzung des Netzwerks und seiner Layer-2-Systeme, dem Verhältnis zwischen Neuausgabe und verbrannten Gebühren, dem Umfang des Stakings, regulatorischen Entscheidungen, Anlageprodukten wie börsengehandelten Fonds (ETFs) und der Entwicklung des gesamten Kryptomarkts.',
        'Ein Beispiel aus der Vergangenheit: Zu einem bestimmten Zeitpunkt war 1 ETH etwa 2.641 USD wert, womit 0,1 ETH in diesem Moment rund 264 USD entsprochen hätten. Diese Zahl dient nur der Veranschaulichung; der Kurs ändert sich laufend, den heutigen Wert zeigt Ihnen der Live-Kurs oben.',
      ],
    },
    whereToBuy: {
      question: 'Wo kann ich ETH kaufen oder verkaufen?',
      intro:
        'ETH wird an nahezu jeder Kryptobörse angeboten und lässt sich gegen US-Dollar, andere Fiatwährungen und Stablecoins handeln. Zu den etablierten Börsen, die ETH führen, zählen:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Gemini', 'Bitstamp', 'OKX'],
      note: 'Für die Selbstverwahrung eignen sich Wallets wie MetaMask oder eine Hardware-Wallet wie Ledger oder Trezor. Über dezentrale Börsen wie Uniswap können Sie ETH direkt aus Ihrer Wallet gegen andere Ethereum-Token tauschen.',
      reminder:
        'Nutzen Sie seriöse Börsen, aktivieren Sie die Zwei-Faktor-Authentifizierung und bewahren Sie Ihre Seed-Phrase offline und geheim auf. Geben Sie sie niemals auf einer Website ein und prüfen Sie Adressen sorgfältig, bevor Sie ETH versenden.',
    },
  },
  related: [
    { text: '0,1 ETH in USD', href: '/eth-to-usd/0.1' },
    { text: '0,01 ETH in USD', href: '/eth-to-usd/0.01' },
    { text: 'ETH in EUR', href: '/eth-to-eur' },
    { text: 'ETH in GBP', href: '/eth-to-gbp' },
    { text: 'ETH in BTC', href: '/eth-to-btc' },
    { text: 'USD in ETH', href: '/usd-to-eth' },
    { text: 'Krypto-Gewinnrechner', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
