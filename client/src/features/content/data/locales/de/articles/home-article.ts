import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Kostenloser Krypto-Umrechner und -Rechner für alltägliche Fragen',
  intro: [
    'Wie viel sind 0,01 BTC in US-Dollar? Wie viel Ethereum bekommt man für 250 Euro? Wie viele Solana-Token entsprechen einem Bitcoin? Solche Fragen stellen sich jeden Tag, ob Sie ein Guthaben prüfen, einen Kauf planen oder ein Produkt bepreisen. Der Krypto-Rechner und -Umrechner oben auf dieser Seite beantwortet sie in wenigen Sekunden, kostenlos und ohne Konto.',
    'Dieser Leitfaden erklärt, was der Umrechner leistet, woher seine Zahlen stammen, für wen er besonders nützlich ist und mit welchen Gewohnheiten Sie die Ergebnisse richtig lesen. Das Werkzeug dient ausschließlich der Information: Es kauft, verkauft oder verwahrt keine Kryptowährungen, und nichts auf dieser Website ist eine Anlageberatung.',
  ],
  sections: [
    {
      heading: 'Wozu ein Krypto-Umrechner?',
      paragraphs: [
        'Kurse von Kryptowährungen werden auf sehr unterschiedliche Weise angegeben. Eine Börse zeigt Bitcoin vielleicht gegen Tether, eine Wallet zeigt Ihr Guthaben in einer Währung, die Sie nicht gewählt haben, und ein Nachrichtenartikel nennt einen Kurs, der bereits mehrere Stunden alt ist. Ein Umrechner führt all das auf eine einfache Frage zurück: Was ist dieser Betrag jetzt in der Währung wert, die für mich zählt?',
        'Von Hand zu rechnen ist fehleranfällig. Kryptobeträge haben oft sechs oder acht Nachkommastellen, und eine falsch gesetzte Null macht aus 0,001 BTC schnell 0,01 BTC, also das Zehnfache. Der Umrechner multipliziert den Betrag für Sie mit dem aktuellen Kurs, zeigt den verwendeten Kurs an und nennt zusätzlich den Umkehrkurs, damit Sie das Ergebnis aus der Gegenrichtung prüfen können.',
        'Zudem ersparen Sie sich den Wechsel zwischen verschiedenen Apps. Statt eine Börse, eine Wallet und einen Taschenrechner zu öffnen, geben Sie den Betrag einmal ein, wählen die beiden Währungen und lesen das Ergebnis samt Zeitpunkt der letzten Aktualisierung ab.',
      ],
    },
    {
      heading: 'Die wichtigsten Funktionen',
      paragraphs: [
        'Der Umrechner ist bewusst einfach gehalten, doch einige Details machen ihn nützlicher als eine bloße Multiplikation:',
      ],
      list: [
        'Live-Kurse von mehreren Börsen und CoinGecko, zusammengeführt über den Median und jede Minute neu abgefragt, solange die Seite geöffnet ist.',
        'Zwei Modi: „Krypto zu Fiat“ für Werte in herkömmlichem Geld und „Krypto zu Krypto“ für den direkten Vergleich zweier Coins.',
        'Rund 250 Kryptowährungen und etwa 50 Fiatwährungen, darunter USD, EUR, GBP, JPY und viele weitere.',
        'Durchsuchbare Auswahlfelder „Von“ und „Nach“: Geben Sie einen Namen oder ein Tickersymbol ein, um eine Währung schnell zu finden.',
        'Eine Tausch-Schaltfläche, die das Währungspaar mit einem Klick umkehrt, etwa von BTC in USD zu USD in BTC.',
        'Wechselkurs und Umkehrkurs neben jedem Ergebnis.',
        'Eine Schaltfläche „Aktualisieren“ für einen neuen Kurs auf Abruf, höchstens alle 10 Sekunden.',
        'Ein deutlicher Hinweis, wenn keine Live-Daten verfügbar sind, mit Näherungswerten und dem Datum, aus dem sie stammen.',
        'Ein separater Gewinn-/Verlust- und Was-wäre-wenn-Rechner auf Basis historischer Kurse.',
      ],
    },
    {
      heading: 'In wenigen Schritten umrechnen',
      paragraphs: [
        'Die Bedienung dauert kürzer, als darüber zu lesen. Die folgenden Schritte funktionieren für jedes Währungspaar; jedes Paar hat zudem eine eigene Adresse, etwa /btc-to-usd oder /eth-to-eur, falls Sie es als Lesezeichen speichern möchten.',
      ],
      list: [
        'Wählen Sie einen Tab: „Krypto zu Fiat“ oder „Krypto zu Krypto“.',
        'Geben Sie den Betrag ein, den Sie umrechnen möchten.',
        'Wählen Sie die Währung, aus der Sie umrechnen, und dann die Währung, in die Sie umrechnen.',
        'Lesen Sie das Ergebnis, den Wechselkurs und den Umkehrkurs ab.',
        'Kehren Sie die Richtung mit der Tausch-Schaltfläche um, oder rufen Sie mit „Aktualisieren“ einen neueren Kurs ab.',
      ],
      links: [
        { text: 'Umrechner Bitcoin in US-Dollar', href: '/btc-to-usd' },
        { text: 'Umrechner Ethereum in US-Dollar', href: '/eth-to-usd' },
        { text: 'Umrechner Ethereum in Euro', href: '/eth-to-eur' },
        { text: 'Umrechner Solana in Bitcoin', href: '/sol-to-btc' },
      ],
    },
    {
      heading: 'Für aktive Trader',
      paragraphs: [
        'Trader brauchen vor einer Order oft eine schnelle Plausibilitätsprüfung: Wie viel ist diese Position in Dollar wert, oder wie vielen Einheiten eines Coins entspricht ein bestimmter Betrag eines anderen? Der Tab „Krypto zu Krypto“ beantwortet die zweite Frage direkt, ohne dass Sie im Kopf erst über eine Fiatwährung umrechnen müssen.',
        'Beachten Sie, dass der Umrechner einen Referenzkurs zeigt, der aus vielen Märkten zusammengeführt wird. Der Preis an einer bestimmten Börse kann leicht abweichen, und welchen Preis Sie tatsächlich erhalten, hängt zudem von Gebühren, vom Spread zwischen Kauf- und Verkaufspreis und davon ab, wie stark sich der Markt bewegt, während Ihre Order ausgeführt wird. Nutzen Sie den Umrechner zur Orientierung und die Börse selbst für den endgültigen Betrag.',
      ],
    },
    {
      heading: 'Für langfristige Anleger',
      paragraphs: [
        'Wer Kryptowährungen über Jahre statt über Tage hält, schaut vermutlich seltener auf die Kurse, achtet dafür aber stärker auf das große Ganze. Mit dem Umrechner sehen Sie auf einen Blick, was Ihre Bestände in Ihrer Heimatwährung wert sind, und mit dem Gewinnrechner vergleichen Sie den heutigen Kurs mit dem Kurs am Kauftag.',
        'Der Was-wäre-wenn-Rechner beantwortet eine andere Art von Frage: Was wäre ein früherer Kauf heute wert? Er hilft zu verstehen, wie stark Krypto-Assets in der Vergangenheit geschwankt haben. Frühere Ergebnisse beschreiben, was bereits geschehen ist, und erlauben keine verlässliche Aussage darüber, was als Nächstes geschieht.',
      ],
      links: [{ text: 'Krypto-Gewinnrechner öffnen', href: '/crypto-profit-calculator' }],
    },
    {
      heading: 'Für Einsteiger',
      paragraphs: [
        'Die Kryptowelt hat ihr eigenes Vokabular, und die Zahlen wirken anfangs ungewohnt. Vielen ist nicht bewusst, dass man auch einen kleinen Bruchteil eines Coins besitzen kann: 0,001 BTC sind ein ganz normaler Betrag, ebenso 0,05 ETH. Der Umrechner macht solche Bruchteile greifbar, indem er ihren Wert in einer Währung zeigt, die Ihnen vertraut ist.',
        'Da die Website weder Konten noch eine Registrierung kennt, können Sie unbefangen ausprobieren. Testen Sie einige Beträge, wechseln Sie die Währungen und sehen Sie mit der Tausch-Schaltfläche, wie Kurse in beide Richtungen funktionieren. Nichts, was Sie eingeben, wird gespeichert, und nichts wird gekauft oder verkauft.',
      ],
      links: [
        { text: '0,001 BTC in US-Dollar', href: '/btc-to-usd/0.001' },
        { text: '0,05 ETH in US-Dollar', href: '/eth-to-usd/0.05' },
      ],
    },
    {
      heading: 'Für Unternehmen, die Krypto akzeptieren',
      paragraphs: [
        'Geschäfte, Freiberufler und Dienstleister, die Kryptowährungen annehmen, müssen Preise zwischen Fiat und Krypto übertragen. Der Umrechner hilft Ihnen abzuschätzen, wie viel eines Coins einer Rechnung in Dollar oder Euro entspricht oder was eine erhaltene Zahlung um den Zeitpunkt ihres Eingangs wert war.',
        'Für die Buchhaltung, steuerliche Aufzeichnungen oder verbindliche Angebote sollten Sie sich auf den Kurs stützen, den Ihr Zahlungsdienstleister oder Ihre Börse im Moment der Transaktion nennt, und eigene Unterlagen führen. Kryptokurse bewegen sich schnell; ein Angebot, das vor einer Stunde stimmte, passt möglicherweise nicht mehr zum aktuellen Kurs.',
      ],
    },
    {
      heading: 'Tipps zum Lesen der Ergebnisse',
      paragraphs: [
        'Einige einfache Gewohnheiten machen die Zahlen verlässlicher und leichter zu deuten:',
      ],
      list: [
        'Achten Sie unter dem Ergebnis auf die Angabe „Zuletzt aktualisiert“, und klicken Sie auf „Aktualisieren“, wenn Sie den neuesten Kurs benötigen.',
        'Achten Sie auf den Hinweis zu Näherungswerten: Er bedeutet, dass keine Live-Daten abgerufen werden konnten und der Kurs aus einer früheren, datierten Momentaufnahme stammt.',
        'Nutzen Sie den Umkehrkurs, um eine Umrechnung aus der Gegenrichtung zu überprüfen.',
        'Zählen Sie die Nachkommastellen sorgfältig, wenn Sie kleine Beträge wie 0,0005 BTC eingeben.',
        'Denken Sie daran, dass Börsen Handelsgebühren und Spreads aufschlagen, sodass der Betrag, den Sie erhalten, meist etwas niedriger ausfällt.',
        'Betrachten Sie alle Zahlen als Information und prüfen Sie wichtige Beträge bei dem Dienst, den Sie tatsächlich nutzen.',
      ],
    },
    {
      heading: 'Jetzt umrechnen',
      paragraphs: [
        'Scrollen Sie zum Anfang der Seite, geben Sie einen Betrag ein und wählen Sie Ihre Währungen. Der Umrechner ist kostenlos, benötigt kein Konto und speichert nichts über Sie außer Ihrer Wahl zwischen hellem und dunklem Design, die in Ihrem eigenen Browser bleibt.',
        'Wenn Sie weitergehen möchten: Der Gewinnrechner zeigt, wie sich eine Investition zwischen zwei Daten entwickelt hat, und die Seite „Über uns“ erklärt, woher unsere Daten stammen und wie die Website funktioniert.',
      ],
      links: [
        { text: 'Krypto-Gewinnrechner', href: '/crypto-profit-calculator' },
        { text: 'Über diese Website', href: '/about' },
        { text: 'Kontakt', href: '/contact' },
      ],
    },
  ],
} satisfies ArticleInput;
