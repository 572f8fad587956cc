// Texts of the portal's shell and screens that SPEC does not word; SPEC's own texts are in texte.ts and the features' `<folder>Texte`.
export const uiTexte = {
  kontaktdatenGespeichert: 'Ihre Kontaktdaten wurden gespeichert.',
  /** The helpful sentence under an empty or error state; the next action follows it. */
  hilfe: {
    keineVerbraeuche: 'Sobald ein Zählerstand abgelesen oder geschätzt wurde, zeigen wir hier Ihren Verbrauch.',
    keineAblesungen: 'Erfassen Sie Ihren Zählerstand selbst: Das dauert nur eine Minute.',
    keineDatenZeitraum: 'Wählen Sie oben einen anderen Zeitraum.',
    keineRechnungsadressen: 'Solange keine abweichende Rechnungsadresse hinterlegt ist, schicken wir Rechnungen an Ihre Kundenanschrift.',
    keineBankverbindungen: 'Solange keine Bankverbindung hinterlegt ist, zahlen Sie per Überweisung.',
    keineVertragsEintraege: 'Für diesen Vertrag gilt, was Sie für alle Verträge hinterlegt haben.',
    ladefehler: 'Bitte versuchen Sie es gleich noch einmal.',
  },
  /** Why a button is disabled. */
  grund: {
    zaehlerWaehlen: 'Bitte wählen Sie zuerst einen Zähler.',
    ablesedatumFehlt: 'Bitte geben Sie das Ablesedatum an.',
    ablesedatumZukunft: 'Das Ablesedatum darf nicht in der Zukunft liegen.',
    zaehlerstandFehlt: 'Bitte geben Sie für jedes Zählwerk einen gültigen Zählerstand ein.',
    betreffFehlt: 'Bitte wählen Sie einen Betreff.',
    nachrichtZuKurz: 'Bitte schreiben Sie eine Nachricht mit mindestens 20 Zeichen; Leerzeichen allein zählen nicht.',
    bedingungenAkzeptieren: 'Bitte bestätigen Sie die Nutzungsbedingungen, um sich anzumelden.',
    spaeterNichtMoeglich: 'Für spätere Zeiträume liegen noch keine Daten vor.',
  },
} as const;

/** SPEC §1 describes electricity; a gas contract's consumption page speaks of gas. */
export function verbrauchBeschreibungFuer(beschreibung: string, versorgungsart: string | undefined): string {
  return versorgungsart === 'Gas' ? beschreibung.replace('Stromverbrauchs', 'Gasverbrauchs') : beschreibung;
}
