import type { ArticleInput } from '@shared/schemas/content';

const about: ArticleInput = {
  title: 'Über Ethereum',
  intro: [
    'Ethereum ist eine öffentliche Blockchain, auf der Programme laufen, die als Smart Contracts bezeichnet werden. Ether (ETH) ist ihre native Währung: Mit ETH werden Transaktionsgebühren, das sogenannte Gas, bezahlt, und ETH ist das, was Validatoren im Staking hinterlegen, um das Netzwerk abzusichern.',
  ],
  sections: [
    {
      heading: 'Was Ethereum ist',
      paragraphs: [
        'Ethereum wurde 2013 von Vitalik Buterin in einem Whitepaper beschrieben und im Juli 2015 gestartet. Während Bitcoin in erster Linie als digitales Geld konzipiert wurde, ist Ethereum als Allzweckplattform angelegt: Jeder kann darauf Code bereitstellen, und dieser Code wird auf Tausenden Computern weltweit genau so ausgeführt, wie er geschrieben ist.',
        'Viele andere Token, darunter Stablecoins und Governance-Token, existieren auf Ethereum als Smart Contracts. Dezentrale Börsen, Kreditprotokolle, NFT-Marktplätze und zahlreiche Layer-2-Netzwerke bauen auf Ethereum auf oder wickeln ihre Transaktionen darüber ab.',
      ],
    },
    {
      heading: 'So funktioniert das Netzwerk',
      paragraphs: [
        'Seit dem als „The Merge“ bekannten Upgrade im September 2022 setzt Ethereum auf Proof of Stake. Validatoren hinterlegen ETH als Sicherheit, schlagen neue Blöcke vor, bestätigen sie und erhalten dafür Erträge; verhalten sie sich regelwidrig, kann ihnen ein Teil ihres Stakes entzogen werden. Vor dem Merge nutzte Ethereum Proof-of-Work-Mining, das weitaus mehr Energie verbrauchte.',
        'Jede Transaktion kostet eine Gebühr in ETH. Seit einem Upgrade im August 2021 wird ein Teil jeder Gebühr, die Basisgebühr, verbrannt, also dauerhaft aus dem Umlauf genommen. Ob das Gesamtangebot im Lauf der Zeit wächst oder schrumpft, hängt davon ab, wie stark das Netzwerk ausgelastet ist.',
      ],
    },
    {
      heading: 'Einheiten von Ether',
      paragraphs: [
        'Ether ist auf 18 Nachkommastellen teilbar. Die kleinste Einheit heißt Wei, und ein ETH entspricht einer Trillion Wei. Gaspreise werden meist in Gwei angegeben, wobei ein Gwei einem Milliardstel ETH entspricht; Gebühren, die in Gwei hoch wirken, sind in ETH gerechnet daher oft gering.',
      ],
    },
  ],
};

const conversion: ArticleInput = {
  title: 'ETH umrechnen',
  intro: [
    'Der Umrechner oben zeigt den Wert eines beliebigen ETH-Betrags in US-Dollar und in rund 50 weiteren Fiatwährungen oder in einer anderen Kryptowährung. Der Kurs ist der Median der Preise mehrerer Börsen und von CoinGecko und wird jede Minute neu abgefragt, solange die Seite geöffnet ist.',
  ],
  sections: [
    {
      heading: 'ETH in USD und zurück',
      paragraphs: [
        'Geben Sie einen ETH-Betrag ein und lesen Sie den Dollarwert im Ergebnisfeld ab. Der Wert entspricht dem Betrag multipliziert mit dem aktuellen Kurs von ETH in USD; der verwendete Wechselkurs wird unter dem Ergebnis zusammen mit dem Umkehrkurs angezeigt.',
        'Für die Gegenrichtung klicken Sie auf die Tausch-Schaltfläche zwischen den beiden Auswahlfeldern. Das Werkzeug teilt dann Ihren Dollarbetrag durch den Preis eines ETH und zeigt, wie viel Ether diesem Betrag entspricht.',
      ],
      list: [
        'Wählen Sie „Krypto zu Fiat“ für USD, EUR, GBP und andere herkömmliche Währungen.',
        'Wählen Sie „Krypto zu Krypto“, um ETH mit Bitcoin, Solana oder einem anderen Coin zu vergleichen.',
        'Nutzen Sie das Suchfeld in jeder Auswahl, um eine Währung nach Name oder Ticker zu finden.',
        'Klicken Sie auf „Aktualisieren“ für einen neueren Kurs, höchstens alle 10 Sekunden.',
      ],
    },
    {
      heading: 'Was den erhaltenen Betrag beeinflusst',
      paragraphs: [
        'Der Umrechner zeigt einen Referenzkurs, kein Angebot einer bestimmten Börse. Wenn Sie ETH tatsächlich verkaufen, hängt der erhaltene Betrag vom Börsenpreis in diesem Moment, von der Handelsgebühr, vom Spread zwischen Kauf- und Verkaufspreis und von etwaigen Auszahlungsgebühren ab.',
        'Auch das Übertragen von ETH auf der Blockchain kostet Gas. Die Gasgebühren schwanken mit der Nachfrage im Netzwerk, sodass das Versenden eines kleinen Betrags bei hoher Auslastung einen spürbaren Teil seines Werts kosten kann. Layer-2-Netzwerke verlangen in der Regel deutlich niedrigere Gebühren als das Ethereum-Hauptnetz.',
      ],
      links: [
        { text: 'Umrechner ETH in USD', href: '/eth-to-usd' },
        { text: 'Umrechner ETH in EUR', href: '/eth-to-eur' },
        { text: 'Umrechner ETH in GBP', href: '/eth-to-gbp' },
      ],
    },
  ],
};

const investing: ArticleInput = {
  title: 'In ETH investieren',
  intro: [
    'Dieser Abschnitt erläutert einige allgemeine Aspekte, die Anleger betrachten, wenn sie erwägen, Ether zu halten. Er dient ausschließlich der Information: Er ist keine Anlageberatung und legt Ihnen weder nahe, ETH zu kaufen, zu verkaufen noch zu halten.',
  ],
  sections: [
    {
      heading: 'Wie Anleger ETH halten',
      paragraphs: [
        'Manche kaufen ETH an einer Börse und belassen es dort, andere übertragen es in eine Wallet unter eigener Kontrolle, und wieder andere staken es, um sich an der Validierung des Netzwerks zu beteiligen. Jeder Ansatz bringt unterschiedliche Abwägungen zwischen Bequemlichkeit, Kontrolle und Risiko mit sich.',
        'Staking kann Erträge bringen, birgt aber auch Risiken: Die Auszahlung gestakter ETH kann Zeit in Anspruch nehmen, ein Validator, der sich regelwidrig verhält oder offline geht, kann einen Teil seines Stakes verlieren, und Staking-Dienste sowie Liquid-Staking-Token bringen eigene Gegenpartei- und Smart-Contract-Risiken mit sich.',
      ],
    },
    {
      heading: 'Risiken, die Sie kennen sollten',
      paragraphs: [
        'Der Kurs von ETH ist schon oft stark gestiegen und gefallen und hat dabei mitunter binnen Monaten mehr als die Hälfte seines Werts verloren. Wer ein Investment erwägt, sollte auf große Schwankungen und auf mögliche Verluste vorbereitet sein.',
      ],
      list: [
        'Volatilität: Kurse können sich binnen Stunden oder Tagen erheblich verändern.',
        'Verwahrrisiko: Börsen können zusammenbrechen oder gehackt werden, und ein verlorener privater Schlüssel bedeutet meist verlorenes Guthaben.',
        'Smart-Contract-Risiko: Fehler in Anwendungen auf Ethereum haben zu hohen Verlusten geführt.',
        'Regulatorisches Risiko: Die Regeln für Krypto-Assets unterscheiden sich von Land zu Land und können sich ändern.',
        'Betrug: Gefälschte Token, Phishing-Websites und Betrüger, die sich als andere ausgeben, sind verbreitet.',
      ],
    },
    {
      heading: 'Eigene Recherche',
      paragraphs: [
        'Lesen Sie vor jeder finanziellen Entscheidung Primärquellen wie die offizielle Ethereum-Dokumentation, machen Sie sich mit den Gebühren und Regeln jedes genutzten Dienstes vertraut und ziehen Sie ein Gespräch mit einer qualifizierten Finanzfachperson in Betracht, die Ihre Situation kennt.',
        'Der Gewinnrechner auf dieser Website kann zeigen, wie sich der Wert eines früheren Kaufs zwischen zwei Daten verändert hätte. Das ist lediglich eine Beschreibung der Vergangenheit: Frühere Kursbewegungen lassen keine Vorhersage künftiger Entwicklungen zu.',
      ],
      links: [{ text: 'Krypto-Gewinnrechner', href: '/crypto-profit-calculator' }],
    },
  ],
};

const history: ArticleInput = {
  title: 'Kursentwicklung von Ethereum',
  intro: [
    'Die folgende Tabelle listet einige prägende Momente in der Geschichte von Ethereum auf, jeweils mit dem ungefähren Preis eines ETH in US-Dollar um das betreffende Datum. Die Preise sind gerundet und ungefähr; sie unterschieden sich zwischen den Börsen und im Tagesverlauf.',
  ],
  sections: [
    {
      heading: 'Wichtige Daten der Ethereum-Kursgeschichte',
      paragraphs: [
        'Diese Zahlen sollen eine Vorstellung von den Größenordnungen vermitteln, keine exakten Werte. Den Preis an einem bestimmten Tag finden Sie im Gewinnrechner, der historische Kurse abruft.',
      ],
      table: {
        columns: ['Datum', 'Ungefährer Preis (USD)', 'Ereignis'],
        rows: [
          ['Juli 2015', 'Noch kein Marktpreis (erste Trades im August 2015 bei etwa 3 USD)', 'Start des Ethereum-Mainnets'],
          ['Juni 2016', 'Etwa 20 USD', 'Hack von The DAO, gefolgt von einer Hard Fork im Juli 2016'],
          ['Januar 2018', 'Etwa 1.400 USD', 'Höhepunkt des Marktzyklus 2017–2018'],
          ['März 2020', 'Etwa 110 USD', 'Heftiger Einbruch an den Märkten weltweit'],
          ['November 2021', 'Etwa 4.800 USD', 'Damaliges Allzeithoch'],
          ['September 2022', 'Etwa 1.600 USD', 'The Merge stellt Ethereum auf Proof of Stake um'],
        ],
      },
      links: [{ text: 'Historische Kurse im Gewinnrechner abrufen', href: '/crypto-profit-calculator' }],
    },
    {
      heading: 'Gängige ETH-Beträge',
      paragraphs: [
        'Diese Seiten öffnen den Umrechner mit einem häufig genutzten, bereits eingetragenen ETH-Betrag, bewertet in US-Dollar zum neuesten verfügbaren Kurs:',
      ],
      links: [
        { text: '1 ETH in USD', href: '/eth-to-usd/1' },
        { text: '0,5 ETH in USD', href: '/eth-to-usd/0.5' },
        { text: '0,2 ETH in USD', href: '/eth-to-usd/0.2' },
        { text: '0,1 ETH in USD', href: '/eth-to-usd/0.1' },
        { text: '0,05 ETH in USD', href: '/eth-to-usd/0.05' },
        { text: '0,03 ETH in USD', href: '/eth-to-usd/0.03' },
        { text: '0,02 ETH in USD', href: '/eth-to-usd/0.02' },
        { text: '0,01 ETH in USD', href: '/eth-to-usd/0.01' },
        { text: '0,005 ETH in USD', href: '/eth-to-usd/0.005' },
        { text: '0,001 ETH in USD', href: '/eth-to-usd/0.001' },
      ],
    },
  ],
};

const faq: ArticleInput = {
  title: 'FAQ zum Ethereum-Umrechner',
  sections: [
    {
      heading: 'Häufig gestellte Fragen',
      faqs: [
        {
          question: 'Woher stammt der Kurs von ETH in USD?',
          answer: [
            'Jede Minute fragt die Website bei fünf Börsen (Coinbase, Kraken, Bitstamp, Binance und OKX) sowie bei CoinGecko den Preis von ETH ab und zeigt den Median an; Quellen, die weit von den übrigen abweichen, bleiben unberücksichtigt. Die Zeile unter dem Ergebnis nennt jede Quelle und das Alter ihres Preises. Ist keine Quelle erreichbar, zeigt die Seite den letzten vorliegenden Kurs, gekennzeichnet als nicht live, oder Näherungswerte aus einer früheren, datierten Momentaufnahme.',
          ],
        },
        {
          question: 'Wie lese ich ein Ergebnis, das zu einem früheren Kurs berechnet wurde?',
          answer: [
            'Jedes Ergebnis hängt vom Kurs im Moment der Berechnung ab. Lautet ein Ergebnis beispielsweise 1 ETH = 2.641 USD, bedeutet das, dass ein Ether zu diesem früheren Kurs mit 2.641 US-Dollar bewertet war und 0,5 ETH 1.320,50 US-Dollar wert gewesen wären.',
            'Diese Zahl beschreibt nur den Moment, in dem sie ermittelt wurde. Den aktuellen Wert zeigt der Live-Kurs im Umrechner; achten Sie auch auf die Angabe „Zuletzt aktualisiert“ unter dem Ergebnis.',
          ],
        },
        {
          question: 'Wie viel sind 0,1 ETH in US-Dollar?',
          answer: [
            'Multiplizieren Sie 0,1 mit dem aktuellen Kurs von ETH in USD, oder öffnen Sie die unten verlinkte Seite für 0,1 ETH, auf der der Betrag bereits eingetragen ist und der Wert zum neuesten verfügbaren Kurs berechnet wird.',
          ],
        },
        {
          question: 'Berücksichtigt der Umrechner Gebühren?',
          answer: [
            'Nein. Der Umrechner zeigt den Marktwert eines Betrags vor allen Kosten. Börsen erheben üblicherweise Handelsgebühren und haben einen Spread zwischen Kauf- und Verkaufspreis, und das Versenden von ETH im Netzwerk kostet Gas; der Betrag, den Sie tatsächlich erhalten, fällt daher meist etwas niedriger aus.',
          ],
        },
      ],
      links: [{ text: '0,1 ETH in USD', href: '/eth-to-usd/0.1' }, { text: 'So berechnen wir die Kurse', href: '/methodology' }],
    },
  ],
};

export default { about, conversion, investing, history, faq } satisfies Record<
  'about' | 'conversion' | 'investing' | 'history' | 'faq',
  ArticleInput
>;
