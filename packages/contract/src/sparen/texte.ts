// Texts of the saving tools (our own; SPEC has none for them).
export const sparenTexte = {
  keinDynamischerTarif: 'Dieser Vertrag hat keinen dynamischen Tarif, daher gibt es kein günstigstes Zeitfenster.',
  keinePreise: 'Für diesen Zeitraum sind noch keine Preise bekannt.',
  preiseReichenNicht: (stunden: string) => `Die bekannten Preise reichen nicht für ein Zeitfenster von ${stunden}. Die Preise für morgen erscheinen nach der Auktion gegen 13 Uhr.`,
  dauerUngueltig: 'Bitte geben Sie die Dauer als ISO-8601-Dauer in Viertelstunden an, zwischen PT15M und PT24H (z. B. PT2H).',
  bisUngueltig: 'Bitte geben Sie bis als Zeitpunkt mit Zeitzone an.',
  keinTarif: 'Für diesen Vertrag ist kein gültiger Tarif hinterlegt.',
  keineProdukte: 'Ihr Versorger hat noch keine Produkte zum Vergleich hinterlegt.',
  nurStrom: 'Den Tarifvergleich gibt es derzeit nur für Stromverträge.',
  vergleichZeitraumZuLang: 'Der Vergleichszeitraum darf höchstens 366 Tage umfassen.',
  vergleichAb: (datum: string) => `Ein Vergleich ist ab ${datum} möglich.`,
  keinePrognose: 'Für diesen Vertrag liegen noch keine Verbrauchsdaten für eine Prognose vor.',
  datengrundlage: {
    INTERVALLDATEN: 'Ihre Viertelstundenwerte',
    ABLESUNGEN_SLP: 'Ihre Zählerstände, verteilt nach dem BDEW-Standardlastprofil',
    ABRECHNUNG: 'Ihre abgerechneten Verbräuche, verteilt nach dem BDEW-Standardlastprofil',
    KEINE: 'keine Daten',
  },
  dynamischOhneIntervalle: 'Dynamische Tarife vergleichen wir nur mit Ihren eigenen Viertelstundenwerten. Für diesen Zeitraum liegen uns keine vor, daher fehlt dieser Tarif im Vergleich.',
} as const;
