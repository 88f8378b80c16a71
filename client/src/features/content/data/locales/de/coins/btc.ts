import type { CoinContentInput } from '@shared/schemas/content';

export default {
  ticker: 'btc',
  coinId: 'bitcoin',
  name: 'Bitcoin',
  symbol: 'BTC',
  layout: 'faq-card',
  intro: [
    'Bitcoin ist die erste Kryptowährung: eine digitale Peer-to-Peer-Währung, die auf einer öffentlichen Blockchain läuft, ohne dass eine Zentralbank oder ein Unternehmen sie steuert. Vorgestellt wurde sie 2008 unter dem Pseudonym Satoshi Nakamoto; das Netzwerk ist seit Januar 2009 in Betrieb.',
    'Dieser Umrechner zeigt den Wert von Bitcoin in Euro, Schweizer Franken, US-Dollar oder einer anderen Währung auf Basis von Echtzeit-Marktdaten. Geben Sie einen beliebigen BTC-Betrag ein, auch kleine Bruchteile, um seinen Gegenwert und den Umkehrkurs zu sehen, oder wählen Sie eine andere Fiatwährung oder einen Coin als Zielwährung.',
  ],
  converting:
    'Geben Sie den BTC-Betrag ein; der Umrechner multipliziert ihn mit dem aktuellen Marktkurs von Bitcoin in der gewählten Währung, also dem Median der Preise von fünf Börsen und CoinGecko, der jede Minute aktualisiert wird. Sie können auch Bruchteile eines Bitcoins eingeben, denn ein BTC lässt sich in 100 Millionen Satoshis teilen; außerdem gibt es Seiten mit festen Beträgen wie 0,01 BTC in USD. Börsen berechnen eigene Spreads und Gebühren, sodass der Erlös beim Verkauf etwas unter dem Marktwert liegen kann.',
  faq: {
    what: {
      question: 'Was ist Bitcoin (BTC)?',
      answer: [
        'Bitcoin ist eine dezentrale digitale Währung, die Satoshi Nakamoto im Oktober 2008 in einem Whitepaper beschrieben hat. Der erste Block wurde am 3. Januar 2009 geschürft; seitdem wird das Netzwerk von einer weltweiten Gemeinschaft aus Nutzern, Entwicklern und Minern getragen.',
        'Transaktionen werden in einem öffentlichen Register, der Blockchain, festgehalten und per Proof of Work abgesichert: Miner setzen Rechenleistung ein, um etwa alle zehn Minuten einen neuen Block anzuhängen, und erhalten dafür neu geschaffene Bitcoin sowie die Transaktionsgebühren. Die kleinste Einheit, ein Hundertmillionstel eines Bitcoins, heißt Satoshi.',
      ],
    },
    unique: {
      question: 'Was macht Bitcoin einzigartig?',
      answer: [
        'Die Höchstmenge von Bitcoin ist in den Regeln des Netzwerks auf 21 Millionen Coins festgelegt. Die Belohnung für die Miner halbiert sich etwa alle vier Jahre, genauer alle 210.000 Blöcke, sodass das neue Angebot mit der Zeit immer langsamer wächst, bis die Obergrenze erreicht ist.',
        'Als älteste und bekannteste Kryptowährung gilt Bitcoin häufig als Wertspeicher oder „digitales Gold“. Daneben wird Bitcoin auch für Zahlungen genutzt, unter anderem über schnellere Layer-2-Systeme wie das Lightning Network.',
      ],
    },
    rateFactors: {
      question: 'Was beeinflusst den Bitcoin-Kurs?',
      answer: [
        'Der Kurs von BTC, ob in Euro, US-Dollar oder einer anderen Währung, ergibt sich aus Angebot und Nachfrage an Börsen weltweit. Einfluss haben die Stimmung der Anleger, Zinsen und andere wirtschaftliche Rahmenbedingungen, regulatorische Entscheidungen, Zuflüsse in Anlageprodukte wie börsengehandelte Fonds (ETFs) sowie der Halving-Zyklus, der das neue Angebot verringert.',
        'Da sich der Kurs ständig bewegt, arbeitet der Umrechner mit Live-Daten, die jede Minute aktualisiert werden. Den aktuellen Wert entnehmen Sie bitte dem Live-Kurs oben.',
      ],
    },
    whereToBuy: {
      question: 'Wo kann ich BTC kaufen oder verkaufen?',
      intro:
        'Bitcoin wird an nahezu jeder Kryptobörse sowie in vielen Broker- und Zahlungs-Apps angeboten. Zu den etablierten Börsen, an denen Sie BTC gegen US-Dollar und andere Währungen handeln können, zählen:',
      exchanges: ['Coinbase', 'Binance', 'Kraken', 'Bitstamp', 'Gemini', 'OKX'],
      note: 'Für die langfristige Selbstverwahrung nutzen viele Anleger eine Hardware-Wallet wie Ledger oder Trezor oder eine spezielle Bitcoin-Wallet wie Sparrow oder BlueWallet, damit nur sie selbst die privaten Schlüssel kontrollieren.',
      reminder:
        'Nutzen Sie nach Möglichkeit seriöse, regulierte Börsen, aktivieren Sie die Zwei-Faktor-Authentifizierung und notieren Sie Ihre Seed-Phrase auf Papier oder Metall, das Sie offline aufbewahren: Wer sie kennt, kann über Ihre Bitcoin verfügen.',
    },
  },
  related: [
    { text: 'BTC in EUR', href: '/btc-to-eur' },
    { text: 'BTC in GBP', href: '/btc-to-gbp' },
    { text: 'BTC in ETH', href: '/btc-to-eth' },
    { text: 'USD in BTC', href: '/usd-to-btc' },
    { text: '0,01 BTC in USD', href: '/btc-to-usd/0.01' },
    { text: '0,001 BTC in USD', href: '/btc-to-usd/0.001' },
    { text: 'Krypto-Gewinnrechner', href: '/crypto-profit-calculator' },
  ],
} satisfies CoinContentInput;
