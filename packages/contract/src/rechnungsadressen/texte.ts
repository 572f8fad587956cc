// Field messages of the address form (SPEC §5 names the rules, not the words; these are ours); `liste` quotes SPEC §8.
export const rechnungsadressenTexte = {
  anrede: 'Bitte wählen Sie eine Anrede.',
  firma: 'Bitte geben Sie den Firmennamen an (mindestens 2 Zeichen).',
  vorname: 'Bitte geben Sie den Vornamen an (mindestens 2 Zeichen).',
  nachname: 'Bitte geben Sie den Nachnamen an (mindestens 2 Zeichen).',
  strasse: 'Bitte geben Sie die Straße an (mindestens 3 Zeichen).',
  hausnummer: 'Bitte geben Sie die Hausnummer an.',
  hausnummerFormat: 'Die Hausnummer ist ungültig (z. B. 12, 12a, 12-14 oder 12/1).',
  postfach: 'Bitte geben Sie das Postfach an (mindestens 3 Zeichen).',
  postleitzahl: 'Die Postleitzahl muss aus 4 oder 5 Ziffern bestehen.',
  ort: 'Bitte geben Sie den Ort an (mindestens 3 Zeichen).',
  land: 'Bitte wählen Sie ein Land.',
  gueltigVon: 'Bitte geben Sie an, ab wann die Angabe gilt.',
  gespeichert: 'Die Rechnungsadresse wurde gespeichert.',
  geloescht: 'Die Rechnungsadresse wurde gelöscht.',
  beendet: 'Die Rechnungsadresse wurde beendet.',
  /** Subject of the confirmation mail. */
  mailBetreff: 'Ihre Rechnungsadresse wurde geändert',
  /** SPEC §8: the lists and their delete/end answers; the same keys as the other kind of dated entry. */
  liste: {
    speicherFehler: 'Beim Speichern ist ein Fehler aufgetreten.',
    nichtGeloescht: 'Die Rechnungsadresse konnte nicht gelöscht werden.',
    nichtBeendet: 'Die Rechnungsadresse konnte nicht beendet werden.',
    keine: 'Es wurden keine Rechnungsadressen gefunden.',
    keineAktuelle: 'Es wurde keine aktuelle Rechnungsadresse bei uns im System gefunden.',
    keineVertrags: 'Es wurden keine vertragsspezifischen Rechnungsadressen gefunden.',
  },
} as const;
