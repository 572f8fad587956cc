// Texts of the verbrauch feature: ours first, then SPEC §8's.
export const verbrauchTexte = {
  /** The quality of values from the metering operator (history table and CSV). */
  qualitaet: { GEMESSEN: 'gemessen', ERSATZWERT: 'Ersatzwert', VORLAEUFIG: 'vorläufig' },
  /** How far the interval data goes; later values may still be provisional (the MSCONS sender replaces them). */
  datenVorhandenBis: 'Daten vorhanden bis',
  vorlaeufigHinweis: 'vorläufige Werte können sich noch ändern',
  /** Feed-in beside consumption (charts, table, totals) and the marks of values not measured. */
  einspeisung: 'Einspeisung',
  eingespeist: 'eingespeist',
  legendeSchraffiert: 'Verbrauch mit Ersatz- oder vorläufigen Werten (schraffiert)',
  legendeRing: 'Stunde mit Ersatz- oder vorläufigen Werten (Ring)',
  /**
   * An imported period with prognose: true is the supplier's or grid operator's estimate, never the portal's
   * forecast ("Prognose" and "voraussichtlich" name only that one): labelled so wherever it is shown.
   */
  zeitraumArt: { SCHAETZUNG: 'Schätzung des Lieferanten/Netzbetreibers', ABRECHNUNG: 'Abrechnung' },
  zeitraumArtSpalte: 'Grundlage',
  enthaelt: { ERSATZWERT: 'enthält Ersatzwerte', VORLAEUFIG: 'enthält vorläufige Werte' },
  /** Attribution under the price chart, per source of the prices shown (Energy-Charts: CC BY 4.0). */
  preisQuelle: {
    'energy-charts': 'Börsenstrompreise: Energy-Charts (Fraunhofer ISE), Daten der Bundesnetzagentur | SMARD.de, Lizenz CC BY 4.0',
    entsoe: 'Börsenstrompreise: ENTSO-E Transparency Platform',
  } as Record<string, string>,
  modi: { hourly: 'Tagesverlauf', daily: 'Monatsübersicht', monthly: 'Jahresübersicht' },
  zeitraumUnvollstaendig: 'Bitte geben Sie von und bis gemeinsam an.',
  zeitraumVerkehrt: 'Das Ende des Zeitraums muss nach seinem Beginn liegen.',
  zeitraumZuLang: (tage: number) => `Der Zeitraum darf höchstens ${tage} Tage umfassen.`,
  intervallUngueltig: 'Bitte wählen Sie als Intervall hourly, daily oder monthly.',
  // SPEC §8, quoted exactly.
  preiszeitreiheFehler: 'Es ist ein unbekannter Fehler aufgetreten',
  verbrauchLadefehler: 'Beim Laden der Verbräuche ist ein unbekannter Fehler aufgetreten.',
  historieFehler: 'Es ist ein unerwarteter Fehler aufgetreten',
  csvFehler: 'Der CSV-Download ist fehlgeschlagen. Bitte zu einem späteren Zeitpunkt erneut versuchen.',
  keineVerbraeuche: 'Für diesen Vertrag sind keine Verbräuche in unserem System hinterlegt.',
  keineDatenZeitraum: 'Für den gewählten Zeitraum liegen keine Daten vor.',
  verbrauchBeschreibung:
    'Die Grafik zeigt die Entwicklung Ihres Stromverbrauchs seit Vertragsbeginn. Die roten Balken stellen den Verbrauch zwischen zwei Ablesungen bzw. Schätzungen dar. Die grünen Balken rechnen diesen Verbrauch auf 365 Tage hoch, damit die Werte vergleichbar sind.',
  historieHinweis:
    'Die angezeigten Werte können sich noch ändern, da geschätzte Werte durch tatsächliche Werte ersetzt werden.',
} as const;
