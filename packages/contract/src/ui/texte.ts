// Texts of the portal's shell and screens that SPEC does not word (issue #14); SPEC's own texts stay in texte.ts.
export const uiTexte = {
  kontaktdatenGespeichert: 'Ihre Kontaktdaten wurden gespeichert.',
  /** Why a button is disabled (issue #14: a disabled button must say why). */
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
