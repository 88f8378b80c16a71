import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'So nutzen Sie den Krypto-Gewinnrechner',
  intro: [
    'Der Krypto-Gewinnrechner zeigt, wie sich der Wert eines in eine Kryptowährung investierten Geldbetrags zwischen zwei Daten verändert hätte. Er hat drei Tabs: Der Gewinn-/Verlustrechner arbeitet mit einem Kauf- und einem Verkaufsdatum Ihrer Wahl, und der Was-wäre-wenn-Rechner beantwortet eine einfachere Frage: Was wäre ein an einem früheren Datum investierter Betrag heute wert? Der Tab „Sparplan“ (englisch DCA, kurz für Dollar-Cost-Averaging) beantwortet eine dritte: Was wäre ein fester Betrag, der zwischen zwei Daten täglich, wöchentlich oder monatlich gekauft wurde, heute wert?',
    'Alle drei Tabs verwenden historische Tageskurse. Sie beschreiben, was bereits geschehen ist, und treffen keine Prognosen. Beträge und Ergebnisse stehen in der Währung, die im Feld „Basiswährung“ über den Tabs gewählt ist: in US-Dollar, sofern Sie keine andere wählen. Der Rechner ist ein reines Informationswerkzeug: Er handelt nicht, verwahrt kein Geld und ist mit keinem Börsenkonto verbunden.',
  ],
  sections: [
    {
      heading: 'Den Gewinn-/Verlustrechner nutzen',
      paragraphs: [
        'Nutzen Sie diesen Tab, wenn Sie beide Enden einer Investition kennen oder durchspielen möchten: wann gekauft und wann verkauft wurde. Das Formular ist mit sinnvollen Voreinstellungen vorbelegt, sodass Sie nur die Felder ändern müssen, auf die es Ihnen ankommt.',
      ],
      list: [
        'Wählen Sie den Tab „Gewinn-/Verlustrechner“.',
        'Wählen Sie den Coin, den Sie betrachten möchten.',
        'Geben Sie die Anfangsinvestition in der Basiswährung ein. Das Feld ist mit 1.000 vorbelegt.',
        'Wählen Sie das Kaufdatum. Voreingestellt ist der 1. Januar 2022.',
        'Wählen Sie das Verkaufsdatum. Voreingestellt ist das heutige Datum; Daten nach dem heutigen Tag lassen sich nicht auswählen.',
        'Geben Sie optional eine Börsengebühr in Prozent ein. Üblich sind Gebühren von 0,1 % bis 0,5 %; die Gebühr wird sowohl beim Kauf als auch beim Verkauf angesetzt.',
        'Geben Sie optional Ihren aktuellen Bestand ein. Er dient nur Ihrer Übersicht und verändert die Berechnung nicht.',
        'Klicken Sie auf „Berechnen“.',
        'Lesen Sie das Ergebnis ab. Mit „Ergebnis kopieren“ kopieren Sie es als Text, oder Sie teilen die Seitenadresse: Nach der Berechnung enthält sie alle Eingaben des Tabs und die Basiswährung, sodass der Link den Rechner mit denselben Eingaben öffnet, bereit für eine erneute Berechnung.',
      ],
    },
    {
      heading: 'Den Was-wäre-wenn-Rechner nutzen',
      paragraphs: [
        'Dieser Tab betrachtet ein einzelnes Datum in der Vergangenheit und vergleicht es mit heute. So sehen Sie schnell, wie sich ein Coin seit einem Datum entwickelt hat, an das Sie sich erinnern, etwa dem Tag, an dem Sie zum ersten Mal von ihm gehört haben, oder dem Beginn eines Jahres.',
      ],
      list: [
        'Wählen Sie den Tab „Was-wäre-wenn-Rechner“.',
        'Wählen Sie den Coin, den Sie betrachten möchten.',
        'Geben Sie einen Betrag in der Basiswährung ein. Das Feld ist mit 1.000 vorbelegt.',
        'Wählen Sie ein Datum in der Vergangenheit. Voreingestellt ist der 15. März 2020.',
        'Klicken Sie auf „Berechnen“, um zu sehen, was dieser Betrag, an jenem Datum in den Coin investiert, heute wert wäre.',
        'Kopieren Sie das Ergebnis oder teilen Sie den Link auf dieselbe Weise wie im Tab „Gewinn-/Verlustrechner“.',
      ],
    },
    {
      heading: 'Den Sparplan-Rechner nutzen',
      paragraphs: [
        'Bei einem Sparplan (englisch Dollar-Cost-Averaging, kurz DCA) kaufen Sie in regelmäßigen Abständen für einen festen Betrag, statt alles auf einmal zu investieren. Dieser Tab zeigt, was ein solcher Plan in einem Coin heute wert wäre. Außerdem vergleicht er den Plan mit einer Einmalanlage derselben Gesamtsumme am ersten Kauftag.',
      ],
      list: [
        'Wählen Sie den Tab „Sparplan“.',
        'Wählen Sie den Coin, den Sie betrachten möchten.',
        'Geben Sie den Betrag je Kauf in der Basiswährung ein. Das Feld ist mit 100 vorbelegt.',
        'Wählen Sie die Häufigkeit: „Täglich“, „Wöchentlich“ oder „Monatlich“. Voreingestellt ist „Wöchentlich“. Wöchentliche Käufe erfolgen alle sieben Tage ab dem Startdatum. Monatliche Käufe erfolgen am selben Tag des Monats wie das Startdatum, in kürzeren Monaten am letzten Tag.',
        'Wählen Sie das Startdatum. Voreingestellt ist der 1. Januar 2022; an diesem Datum beginnt der Plan.',
        'Wählen Sie das Enddatum. Voreingestellt ist das heutige Datum; Daten nach dem heutigen Tag lassen sich nicht auswählen. Das Startdatum muss vor dem Enddatum liegen, und der Zeitraum darf höchstens 20 Jahre umfassen.',
        'Klicken Sie auf „Berechnen“.',
        'Lesen Sie das Ergebnis ab. Es zeigt die Zahl der Käufe, den insgesamt investierten Betrag, die erworbenen Coins, den durchschnittlichen Kaufkurs je Coin, den aktuellen Wert sowie Gewinn oder Verlust. Darunter vergleicht eine Tabelle den Plan mit einer Einmalanlage: derselben Gesamtsumme, auf einmal am ersten Kauftag investiert. Ein Satz unter der Tabelle sagt, was besser abschnitt und um wie viel.',
        'Teilen Sie die Seitenadresse, um die Eingaben weiterzugeben, wie in den anderen Tabs. Eine Schaltfläche „Ergebnis kopieren“ gibt es in diesem Tab nicht.',
      ],
    },
    {
      heading: 'Ihre Ergebnisse verstehen',
      paragraphs: [
        'Der Anfangswert ist der eingegebene Betrag in der Basiswährung. Der Endwert ist das, was die mit diesem Betrag gekauften Coins am Verkaufsdatum wert wären, oder heute, wenn das Verkaufsdatum der heutige Tag ist. Im Tab „Was-wäre-wenn-Rechner“ bezieht sich der Endwert stets auf heute. Im Tab „Sparplan“ bezieht sich der aktuelle Wert ebenfalls auf heute, auch wenn das Enddatum in der Vergangenheit liegt.',
        'Gewinn oder Verlust ist der Endwert abzüglich des Anfangswerts. Er wird mit einer grünen Markierung angezeigt, wenn er null oder positiv ist, und mit einer roten, wenn er negativ ist. Die prozentuale Veränderung drückt dieselbe Differenz als Anteil am Anfangswert aus, gerundet auf zwei Nachkommastellen.',
        'In den Tabs „Gewinn-/Verlustrechner“ und „Was-wäre-wenn-Rechner“ nennt das Ergebnis außerdem den Kurs des Coins an jedem der beiden Daten samt den Daten selbst, sodass Sie die Zahlen eigenständig überprüfen können. Das Diagramm zeigt den Kursverlauf über den gesamten Zeitraum und markiert Kauf- und Verkaufszeitpunkt. Ein Blick darauf lohnt sich: Zwei Daten können eine moderate Veränderung zeigen, während der Kurs dazwischen weit gestiegen oder gefallen ist.',
        'Vereinfacht gesagt funktioniert die Berechnung so: Der Betrag wird durch den Kurs am Kaufdatum geteilt, das ergibt die Zahl der gekauften Coins. Diese Zahl wird mit dem Kurs am Verkaufsdatum multipliziert, um den Endwert zu erhalten. Der Gewinn ist der Endwert abzüglich des Anfangswerts, und der Prozentwert ist der Gewinn geteilt durch den Anfangswert, mal 100. Ein Beispiel mit angenommenen Kursen: Für 1.000 US-Dollar erhalten Sie bei 40 US-Dollar je Coin 25 Coins; bei 50 US-Dollar je Coin sind diese 1.250 US-Dollar wert, ein Gewinn von 250 US-Dollar oder 25,00 %. Im Tab „Sparplan“ bringt jeder Kauf so viele Coins, wie sich aus dem Betrag je Kauf geteilt durch den Kurs dieses Tages ergeben. Der aktuelle Wert ist die Summe der erworbenen Coins mal dem aktuellen Kurs, Gewinn oder Verlust ist der aktuelle Wert abzüglich des insgesamt investierten Betrags, und der durchschnittliche Kaufkurs je Coin ist der insgesamt investierte Betrag geteilt durch die erworbenen Coins.',
        'Wenn Sie eine Börsengebühr eingeben, wird sie zweimal abgezogen. Beim Kauf wird nur der Betrag abzüglich der Gebühr in Coins umgewandelt, und beim Verkauf ist die Auszahlung der Wert der Coins abzüglich der Gebühr. Bei einer Gebühr von 0,5 % und unverändertem Kurs werden aus 1.000 US-Dollar etwa 990 US-Dollar, ein Verlust von knapp 1 %, der allein auf die Gebühren zurückgeht. Gewinn und Prozentwert werden weiterhin am vollen eingegebenen Betrag gemessen. Der Tab „Sparplan“ hat kein Gebührenfeld; sein Ergebnis berücksichtigt daher keine Gebühren.',
        'Jeder historische Kurs ist der Kurs in US-Dollar um 00:00 Uhr UTC an dem jeweiligen Tag. In einer anderen Basiswährung wird dieser Kurs mit dem Referenzwechselkurs desselben Tages umgerechnet (an Wochenenden und Feiertagen mit dem des letzten Arbeitstags davor); ein Hinweis unter dem Ergebnis nennt die verwendeten Kurse. Kryptowährungen werden rund um die Uhr gehandelt, einen offiziellen Schlusskurs gibt es daher nicht; ein fester Zeitpunkt gibt jedem Datum einen einheitlichen Kurs, der für alle Besucher in allen Zeitzonen gleich ist. In den USA fällt 00:00 Uhr UTC auf den Abend des Vortags. Ist das Verkaufsdatum der heutige Tag, wird stattdessen der aktuelle Kurs verwendet. Da sich dieser laufend bewegt, kann sich ein darauf beruhendes Ergebnis ändern, wenn Sie erneut rechnen oder einen geteilten Link später öffnen.',
        'Kurse für das vergangene Jahr stammen von CoinGecko. Ältere Kurse stammen aus öffentlichen Marktdaten von Coinbase, DefiLlama und Binance, die für Bitcoin bis ins Jahr 2013 zurückreichen. Wurde ein Coin am gewählten Datum noch nicht gehandelt, weist die Seite darauf hin und nennt das erste Datum, für das ein Kurs vorliegt. Im Tab „Sparplan“ werden geplante Kauftage ohne Kurs ausgelassen, und das Ergebnis nennt, wie viele es waren.',
        'Die Ergebnisse sind ein Modell, keine Abbildung eines realen Handels. Ihr tatsächlicher Kauf oder Verkauf fand zu einer bestimmten Tageszeit an einer bestimmten Börse statt, sodass Ihr Preis vermutlich etwas abwich. Zudem bleiben Steuern, Slippage (die Differenz zwischen dem erwarteten Preis und dem Preis, zu dem eine Order tatsächlich ausgeführt wird), Spreads sowie Auszahlungs- oder Netzwerkgebühren unberücksichtigt.',
      ],
    },
    {
      heading: 'Vier Tipps für Krypto-Anleger',
      paragraphs: [
        'Die folgenden Punkte richten sich allgemein an alle, die Kryptowährungen verfolgen, und sind keine Anlageberatung. Der Rechner beschreibt die Vergangenheit, und frühere Kursbewegungen sagen nichts darüber aus, wie sich ein Coin künftig entwickelt.',
      ],
      list: [
        'Denken Sie in Zeiträumen. Derselbe Coin kann über einen Zeitraum einen Gewinn und über einen anderen einen Verlust zeigen; probieren Sie daher im Rechner mehrere Zeiträume aus, statt sich auf ein einziges Datumspaar zu verlassen.',
        'Rechnen Sie Ihre Gebühren mit ein. Handelsgebühren, Spreads und Netzwerkgebühren summieren sich, besonders wenn Sie häufig handeln. Das Gebührenfeld zeigt, wie eine beim Kauf und beim Verkauf gezahlte Gebühr das Ergebnis schmälert.',
        'Führen Sie Unterlagen für die Steuer. In den USA und vielen anderen Ländern kann der Verkauf, Tausch oder die Ausgabe von Kryptowährungen steuerpflichtig sein. Notieren Sie Datum, Betrag, Kurs und Gebühren jeder Transaktion, und fragen Sie eine Steuerberaterin oder einen Steuerberater, was für Sie gilt.',
        'Investieren Sie nie mehr Geld, als Sie sich zu verlieren leisten können. Kryptokurse können stark und schnell fallen, und manche Coins verlieren den Großteil ihres Werts dauerhaft.',
      ],
    },
    {
      heading: 'Zum heutigen Kurs umrechnen',
      paragraphs: [
        'Der Gewinnrechner blickt in die Vergangenheit. Um zu sehen, was ein Kryptobetrag jetzt wert ist oder wie viel eines Coins einem Dollarbetrag zum aktuellen Kurs entspricht, öffnen Sie den Umrechner.',
      ],
      links: [
        { text: 'Krypto-Umrechner', href: '/' },
        { text: 'BTC in USD', href: '/btc-to-usd' },
        { text: 'ETH in USD', href: '/eth-to-usd' },
      ],
    },
  ],
} satisfies ArticleInput;
