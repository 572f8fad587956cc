// In the console: the metering operator's quarter-hour values of one day
// with every earlier version, for the clerk on the phone ("why did my value for 29 March change?").
export const messwerteTexte = {
  titel: 'Messwerte und Korrekturen',
  hinweis: 'Die Viertelstundenwerte des Messstellenbetreibers (MSCONS) eines Tages: je Viertelstunde der aktuelle Wert und jede frühere, durch eine Korrektur abgelöste Fassung.',
  vertrag: 'Vertrag',
  tag: 'Tag',
  kanal: 'Richtung',
  kanaele: { BEZUG: 'Bezug', EINSPEISUNG: 'Einspeisung' },
  anzeigen: 'Anzeigen',
  keinVertrag: 'Dieser Kunde hat keinen Vertrag.',
  keine: 'Für diesen Tag liegen keine Messwerte des Messstellenbetreibers vor.',
  tabelle: (vertrag: string, tag: string, kanal: string) => `Messwerte ${kanal} von Vertrag ${vertrag} am ${tag}`,
  spalten: {
    viertelstunde: 'Viertelstunde',
    wert: 'Wert (kWh)',
    qualitaet: 'Qualität',
    status: 'STS',
    absender: 'Absender',
    dokument: 'Dokument',
    erstellt: 'Erstellt',
    abgeloest: 'Abgelöst',
  },
  /** The repeated hour of the day clocks go back, told apart by its zone. */
  zone: { '+02:00': 'MESZ', '+01:00': 'MEZ' } as Record<string, string>,
  laden: 'Wird geladen …',
  wischen: 'Weitere Spalten: Tabelle seitlich wischen.',
  aktuell: 'aktuell',
  abgeloestAm: (zeitpunkt: string) => `abgelöst am ${zeitpunkt}`,
  anzahl: (werte: number, fruehere: number) => `${werte} ${werte === 1 ? 'Wert' : 'Werte'}, davon ${fruehere} ${fruehere === 1 ? 'frühere Fassung' : 'frühere Fassungen'}`,
  vertragNichtGefunden: 'Diesen Vertrag gibt es bei diesem Kunden nicht.',
  kanalUngueltig: 'Bitte als Richtung BEZUG oder EINSPEISUNG angeben.',
};
