import type { ArticleInput } from '@shared/schemas/content';

export default {
  title: 'Krypto-Umrechner und -Rechner',
  intro: [
    'Dieser Umrechner ermittelt für jeden beliebigen Betrag einer Kryptowährung den Gegenwert in einer herkömmlichen Währung oder in einer anderen Kryptowährung, und zwar zum neuesten verfügbaren Marktkurs. Er ist kostenlos, funktioniert ohne Konto und zeigt den verwendeten Kurs an, sodass Sie genau nachvollziehen können, wie das Ergebnis zustande kam.',
  ],
  sections: [
    {
      heading: 'Funktionen',
      paragraphs: [
        'Das Werkzeug deckt rund 250 Kryptowährungen und etwa 50 Fiatwährungen ab und beruht auf vier Kernfunktionen:',
      ],
      list: [
        'Echtzeitkurse: der Median der Preise mehrerer Börsen und von CoinGecko, jede Minute neu abgefragt, mit einer Schaltfläche „Aktualisieren“ für eine Aktualisierung auf Abruf.',
        'Unterstützung vieler Währungen: Rechnen Sie zwischen Krypto und Fiat oder zwischen zwei Kryptowährungen um, mit durchsuchbaren Auswahlfeldern.',
        'Schnelle Berechnung: Ergebnis, Wechselkurs und Umkehrkurs erscheinen, sobald Sie einen Betrag eingeben oder eine Währung ändern.',
        'Historische Daten: Der Gewinnrechner ruft historische Kurse ab, damit Sie ein früheres Datum mit heute vergleichen können.',
      ],
      links: [{ text: 'So berechnen wir die Kurse', href: '/methodology' }],
    },
    {
      heading: 'So lesen Sie das Ergebnis',
      paragraphs: [
        'Das Ergebnisfeld zeigt den eingegebenen Betrag, seinen umgerechneten Wert, den Wechselkurs für eine Einheit der Ausgangswährung und den Umkehrkurs für eine Einheit der Zielwährung. Darunter steht der Zeitpunkt der letzten Aktualisierung.',
        'Sind keine Live-Daten erreichbar, weist das Ergebnisfeld darauf hin und zeigt Näherungswerte auf Basis einer früheren, datierten Momentaufnahme. Alle Zahlen dienen der Information und können leicht von dem Preis abweichen, den eine bestimmte Börse anbietet.',
      ],
      links: [{ text: 'Krypto-Gewinnrechner', href: '/crypto-profit-calculator' }],
    },
  ],
} satisfies ArticleInput;
