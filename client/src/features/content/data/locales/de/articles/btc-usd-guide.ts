import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'So nutzen Sie unseren Umrechner für BTC in USD',
  intro: [
    'Der Umrechner oben zeigt, was ein Betrag in Bitcoin (BTC) in US-Dollar (USD) wert ist und wie viel Bitcoin einem Dollarbetrag entspricht. Er verwendet den Median der neuesten Preise von fünf Börsen und CoinGecko und zeigt sowohl den Wechselkurs als auch den Umkehrkurs, sodass Sie jedes Ergebnis selbst überprüfen können.',
  ],
  sections: [
    {
      heading: 'BTC in USD umrechnen',
      paragraphs: [
        'Um den Dollarwert eines Bitcoin-Betrags zu ermitteln, gehen Sie wie folgt vor. Die Seite öffnet sich bereits mit dem Paar BTC in USD, sodass Sie in der Regel nur den Betrag ändern müssen.',
      ],
      list: [
        'Vergewissern Sie sich, dass der Tab „Krypto zu Fiat“ ausgewählt ist.',
        'Tragen Sie die Anzahl der Bitcoin in das Feld „Betrag“ ein, zum Beispiel 0,01 oder 0,25.',
        'Prüfen Sie, ob unter „Von“ Bitcoin (BTC) und unter „Nach“ US-Dollar (USD) eingestellt sind.',
        'Lesen Sie im Ergebnisfeld den Dollarwert zusammen mit dem Wechselkurs von BTC in USD ab.',
        'Klicken Sie auf „Aktualisieren“, wenn Sie einen neueren Kurs wünschen; das ist alle 10 Sekunden einmal möglich.',
      ],
    },
    {
      heading: 'USD in BTC umrechnen',
      paragraphs: [
        'Um zu sehen, wie viel Bitcoin einem Dollarbetrag entspricht, kehren Sie das Währungspaar um. Die Tausch-Schaltfläche zwischen den beiden Auswahlfeldern erledigt das mit einem Klick.',
      ],
      list: [
        'Klicken Sie auf die runde Tausch-Schaltfläche zwischen „Von“ und „Nach“, sodass „Von“ auf USD und „Nach“ auf BTC steht.',
        'Geben Sie den Dollarbetrag ein, zum Beispiel 100 oder 1.000.',
        'Lesen Sie das Ergebnis in BTC ab; kleine Beträge können viele Nachkommastellen haben.',
        'Am Umkehrkurs sehen Sie den Dollarpreis eines ganzen Bitcoins.',
        'Klicken Sie erneut auf die Tausch-Schaltfläche, um zu BTC in USD zurückzukehren.',
      ],
    },
    {
      heading: 'Häufig genutzte BTC-Beträge',
      paragraphs: [
        'Die meisten Anleger halten oder versenden Bruchteile eines Bitcoins statt ganzer Coins. Diese Seiten öffnen den Umrechner mit einem gängigen, bereits eingetragenen Betrag:',
      ],
      links: [
        { text: '0,1 BTC in USD', href: '/btc-to-usd/0.1' },
        { text: '0,05 BTC in USD', href: '/btc-to-usd/0.05' },
        { text: '0,01 BTC in USD', href: '/btc-to-usd/0.01' },
        { text: '0,005 BTC in USD', href: '/btc-to-usd/0.005' },
        { text: '0,003 BTC in USD', href: '/btc-to-usd/0.003' },
        { text: '0,0025 BTC in USD', href: '/btc-to-usd/0.0025' },
        { text: '0,002 BTC in USD', href: '/btc-to-usd/0.002' },
        { text: '0,001 BTC in USD', href: '/btc-to-usd/0.001' },
        { text: '0,0005 BTC in USD', href: '/btc-to-usd/0.0005' },
        { text: '0,0002 BTC in USD', href: '/btc-to-usd/0.0002' },
        { text: '0,0001 BTC in USD', href: '/btc-to-usd/0.0001' },
        { text: '0,00001 BTC in USD', href: '/btc-to-usd/0.00001' },
      ],
    },
    {
      heading: 'So wird die Umrechnung berechnet',
      paragraphs: [
        'Die Berechnung selbst ist einfach: Der Dollarwert entspricht dem BTC-Betrag multipliziert mit dem aktuellen Kurs von BTC in USD. Ist der Kurs der Preis eines Bitcoins in Dollar, dann sind 0,01 BTC ein Hundertstel dieses Preises wert und 0,5 BTC die Hälfte.',
        'Der Umkehrkurs ist eins geteilt durch den Wechselkurs. Für BTC in USD gibt er an, wie viele Bitcoin Sie für einen Dollar erhalten, also eine sehr kleine Zahl. Wenn Sie USD in BTC umrechnen, teilt das Werkzeug den Dollarbetrag durch den Preis eines Bitcoins; das ergibt dasselbe wie die Multiplikation mit dem Umkehrkurs.',
        'Der Kurs ist ein Referenzpreis: der Median der Preise von fünf Börsen und CoinGecko, wobei Preise, die weit von den übrigen abweichen, unberücksichtigt bleiben. Er ist nicht der Preis einer einzelnen Börse; eine Börse kann daher etwas mehr oder weniger verlangen, und Gebühren sowie Spreads verändern den Betrag, den Sie bei einem Handel tatsächlich erhalten.',
        'Ist keine Quelle erreichbar, zeigt die Seite den letzten vorliegenden Kurs an und kennzeichnet ihn als nicht live. Liegt auch dieser nicht vor, weist die Seite darauf hin und verwendet stattdessen eine frühere, datierte Momentaufnahme der Kurse. Diese Werte sind als Näherungswerte gekennzeichnet: Sie zeigen ungefähr, was der Betrag am angegebenen Datum wert war, nicht, was er jetzt wert ist. Klicken Sie später auf „Aktualisieren“, um erneut einen Live-Kurs abzurufen.',
      ],
      links: [{ text: 'So berechnen wir die Kurse', href: '/methodology' }],
    },
    {
      heading: 'Häufig gestellte Fragen',
      faqs: [
        {
          question: 'Wie oft wird der Kurs von BTC in USD aktualisiert?',
          answer: [
            'Solange die Seite geöffnet ist, fragt sie jede Minute einen neuen Kurs ab; der Zeitpunkt der letzten Aktualisierung steht unter dem Ergebnis. Zusätzlich können Sie mit „Aktualisieren“ einen neueren Kurs anfordern, höchstens alle 10 Sekunden.',
          ],
        },
        {
          question: 'Warum weicht das Ergebnis vom Preis an meiner Börse ab?',
          answer: [
            'Jede Börse hat ihr eigenes Orderbuch, daher unterscheiden sich die Preise von Handelsplatz zu Handelsplatz leicht. Der Umrechner zeigt einen zusammengeführten Referenzkurs. Eine Börse erhebt außerdem Handelsgebühren und hat einen Spread zwischen Kauf- und Verkaufspreis, was den Betrag, den Sie erhalten, in der Regel schmälert.',
          ],
        },
        {
          question: 'Wie viele Satoshis hat ein Bitcoin?',
          answer: [
            'Ein Bitcoin ist in 100.000.000 Satoshis unterteilt, oft kurz Sats genannt. 0,001 BTC entsprechen also 100.000 Satoshis und 0,00001 BTC entsprechen 1.000 Satoshis. Der Umrechner arbeitet mit BTC; geben Sie Satoshi-Beträge daher als entsprechende Dezimalzahl ein.',
          ],
        },
        {
          question: 'Kann ich auf dieser Website Bitcoin kaufen oder verkaufen?',
          answer: [
            'Nein. Diese Website ist ausschließlich ein Rechner zu Informationszwecken. Sie ist keine Handelsplattform, verwahrt keine Kryptowährungen und bietet keine Konten an. Zum Kauf oder Verkauf müssten Sie nach eigener Recherche eine Börse oder einen anderen Dienst Ihrer Wahl nutzen.',
          ],
        },
      ],
    },
  ],
} satisfies ArticleInput;
