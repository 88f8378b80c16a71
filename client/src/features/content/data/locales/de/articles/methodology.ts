import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'So berechnen wir die Kurse',
  intro: [
    'Jeder Live-Kurs auf dieser Website wird aus mehreren unabhängigen Quellen nach einer festen Regel ermittelt, die jeder nachprüfen kann. Diese Seite erklärt die Regel in einfachen Worten: woher die Preise stammen, wie daraus eine einzige Zahl wird, was geschieht, wenn eine Quelle falsch liegt oder schweigt, und wo Sie die Herleitung hinter jedem Ergebnis einsehen können.',
  ],
  sections: [
    {
      heading: 'Woher die Preise stammen',
      paragraphs: [
        'Jede Minute fragt die Website bei mehreren Kryptobörsen deren neueste Preise ab. Jede Börse wird mit einer einzigen Anfrage abgefragt, die alle ihre Märkte auf einmal liefert, sodass eine Aktualisierung jede Börse nur einen Aufruf kostet. Auf diese Weise abgerufene Preise gelten für diese Minute als live; danach werden die Börsen erneut abgefragt.',
        'Gleichzeitig wird CoinGecko abgefragt, ein Preisaggregator. Sein Preis zählt als eine weitere Stimme neben den Börsen und ist die einzige Quelle für Coins, die keine der Börsen führt.',
      ],
      list: [
        'Coinbase',
        'Kraken',
        'Bitstamp',
        'Binance',
        'OKX',
        'CoinGecko (Aggregator)',
      ],
    },
    {
      heading: 'Jeden Coin dem richtigen Markt zuordnen',
      paragraphs: [
        'Jeder Coin wird den Märkten der einzelnen Börsen über eine Tabelle zugeordnet, die wir Coin für Coin pflegen, niemals allein anhand seines Tickersymbols. Zwei verschiedene Coins können denselben Ticker tragen: TON steht zum Beispiel sowohl für Toncoin als auch für Tokamak Network. Nur der in der Tabelle genannte Coin erhält den Preis einer Börse, und ein Coin, der in der Tabelle fehlt, wird allein über CoinGecko bewertet.',
        'Dieselbe Tabelle hält auch fest, wo eine Börse einen Coin anders schreibt (Kraken führt Bitcoin als XBT) und welche Märkte nicht verwendet werden dürfen, etwa ein Markt, der lediglich einen anderen spiegelt und denselben Preis doppelt zählen würde.',
      ],
    },
    {
      heading: 'Tether ist nicht der US-Dollar',
      paragraphs: [
        'Binance und OKX notieren die meisten Coins in Tether (USDT) statt in US-Dollar. Tether soll einen Dollar wert sein, doch sein Preis schwankt leicht und zeitweise auch deutlich. Deshalb werden diese Preise mit dem eigenen Preis von Tether in Dollar umgerechnet, der aus den USDT/USD-Märkten der Börsen und von CoinGecko nach derselben, unten beschriebenen Median-Regel ermittelt wird.',
        'Weicht Tether um mehr als 0,5 % von einem Dollar ab oder ist kein Tether-Preis verfügbar, bleiben die in Tether notierten Preise für diese Minute unberücksichtigt. Die Liste der Quellen unter dem Ergebnis weist darauf hin und nennt den Preis von Tether sowie seine Abweichung von einem Dollar.',
      ],
    },
    {
      heading: 'Von mehreren Preisen zu einem',
      paragraphs: [
        'Für jeden Coin werden die Preise, die die Quellen innerhalb einer Minute geliefert haben, in folgenden Schritten zusammengeführt:',
      ],
      list: [
        'Ein Preis, der null, negativ oder keine Zahl ist, wird verworfen.',
        'Ein Preis, der älter als zwei Minuten ist, wird verworfen, wenn aktuellere Preise vorliegen. Sind nur ältere Preise verfügbar, werden sie dennoch verwendet, und das Ergebnis zeigt ihr Alter an.',
        'Aus den verbleibenden Preisen wird der Median gebildet: der mittlere Wert oder der Durchschnitt der beiden mittleren Werte.',
        'Jede Quelle, die mehr als 2 % von diesem Median abweicht, bleibt unberücksichtigt; die Seite nennt sie und gibt die Abweichung an, zum Beispiel „3,1 % über dem Median“.',
        'Der angezeigte Preis ist der Median der berücksichtigten Quellen.',
        'Der Spread ist der höchste berücksichtigte Preis abzüglich des niedrigsten, geteilt durch diesen Median. Ein kleiner Spread bedeutet, dass die Quellen eng übereinstimmen.',
      ],
    },
    {
      heading: 'Wenn nur eine oder zwei Quellen antworten',
      paragraphs: [
        'Bei zwei Quellen werden beide verwendet, selbst wenn sie um mehr als 2 % voneinander abweichen. Der Median zweier Preise liegt genau in ihrer Mitte, es gibt also keine Mehrheit, die festlegen könnte, welcher falsch ist. Der Spread zeigt dann, wie weit sie auseinanderliegen.',
        'Bei einer einzigen Quelle wird deren Preis unverändert übernommen, und die Zeile unter dem Ergebnis weist darauf hin, dass es nur eine Quelle gab, und nennt sie.',
      ],
    },
    {
      heading: 'Fiatwährungen',
      paragraphs: [
        'Wechselkurse zwischen dem US-Dollar und anderen herkömmlichen Währungen stammen aus der Wechselkurstabelle von Coinbase und aus den Währungskursen von CoinGecko und werden nach derselben Regel zusammengeführt wie die Preise der Coins.',
        'Die Europäische Zentralbank veröffentlicht an jedem Arbeitstag einen Referenzkurs für zahlreiche Währungen, den wir über den Dienst Frankfurter abrufen. Er dient als Grenze: Ein Live-Kurs, der mehr als 2 % vom EZB-Kurs abweicht, bleibt unberücksichtigt. Bleibt innerhalb dieser Grenze kein Live-Kurs übrig, wird der EZB-Kurs selbst verwendet. Währungen, für die die EZB keinen Kurs veröffentlicht, werden ohne diese Prüfung zusammengeführt.',
      ],
    },
    {
      heading: 'Umrechnung zwischen zwei beliebigen Währungen',
      paragraphs: [
        'Jeder Preis wird in US-Dollar geführt. Der Kurs zwischen zwei Währungen ist das Verhältnis ihrer beiden Dollarpreise: Ein Bitcoin in Euro ist der Dollarpreis von Bitcoin geteilt durch den Dollarpreis des Euro.',
        'Da beide Richtungen dieselben zwei Preise verwenden, stimmen BTC in EUR und EUR in BTC stets exakt überein; der eine Kurs ist der Kehrwert des anderen. Dasselbe gilt für jedes Paar von Coins.',
      ],
    },
    {
      heading: 'Wenn eine Quelle ausfällt',
      paragraphs: [
        'Eine Quelle, die einen Fehler zurückgibt, nicht rechtzeitig antwortet oder unsere Anfragen begrenzt, wird für diese Minute übersprungen und erscheint in der Liste der Quellen mit dem Grund, etwa „Anfragelimit in dieser Minute erreicht“ oder „nicht rechtzeitig geantwortet“. Die übrigen Quellen arbeiten ohne sie weiter.',
        'Antwortet überhaupt keine Quelle, zeigt die Website weiterhin die letzten vorliegenden Preise an und kennzeichnet sie mit ihrem Alter als nicht live. Liegen auch keine früheren Preise vor, zeigt sie eine mitgelieferte Momentaufnahme der Preise von einem bekannten Datum, gekennzeichnet als Näherungswerte und mit Datum versehen. Die Website zeigt niemals eine erfundene Zahl an.',
      ],
    },
    {
      heading: 'Wo Sie die Herleitung sehen',
      paragraphs: [
        'Unter jedem Umrechnungsergebnis steht eine kurze Zeile wie „Median aus 6 Quellen · Spread 0,04 % · vor 12 s“. Das angegebene Alter ist das des ältesten verwendeten Preises. Wenn Sie die Zeile öffnen, sehen Sie den Preis jeder Quelle in US-Dollar und sein Alter, welche Quellen verwendet und welche ausgeschlossen wurden, jeweils mit Begründung.',
        'Die öffentliche API liefert dieselben Informationen. Eine Anfrage an GET /api/convert liefert den Kurs sowie sources (jede für eine der beiden Währungen abgefragte Quelle mit ihrem Preis, ihrem Zeitpunkt und der Angabe, ob sie verwendet wurde und falls nicht, warum), sourcesUsed und sourcesAsked (wie viele der abgefragten Quellen verwendet wurden; bei einem Paar aus zwei Coins die Werte des Coins mit weniger Quellen) und spread.',
      ],
    },
    {
      heading: 'Was diese Methode nicht leistet',
      list: [
        'Sie gewichtet Quellen nicht nach Handelsvolumen. Bei fünf oder sechs Quellen ist ein einfacher Median bereits robust gegenüber einem einzelnen falschen Preis, und jeder kann ihn leicht von Hand nachrechnen.',
        'Die Preise der Börsen sind ihre letzten Abschlüsse, nicht der Geld- oder Briefkurs, den Sie bei einer Order erhalten würden, und sie enthalten keine Handelsgebühren, Spreads oder Netzwerkgebühren.',
        'Die neben einem Preis angezeigte 24-Stunden-Veränderung stammt von CoinGecko.',
        'Historische Kurse im Gewinnrechner und im Was-wäre-wenn-Rechner sind tägliche Referenzkurse von CoinGecko und aus öffentlichen Börsendaten, nicht das Ergebnis dieser Regel.',
        'Die Zahlen dienen ausschließlich der Information. Sie sind weder ein Angebot zum Kauf oder Verkauf noch eine Finanzberatung.',
      ],
      links: [
        { text: 'Über uns', href: '/about' },
        { text: 'Haftungsausschluss', href: '/disclaimer' },
        { text: 'Krypto-Umrechner', href: '/' },
      ],
    },
  ],
} satisfies ArticleInput;
