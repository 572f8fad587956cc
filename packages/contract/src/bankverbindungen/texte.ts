// Messages of the bank form and the IBAN check (SPEC §5 names the rules, not the words; these are ours); `liste` quotes SPEC §8.
export const bankverbindungenTexte = {
  kontoinhaber: 'Bitte geben Sie den Kontoinhaber an (mindestens 3 Zeichen).',
  ibanFormat: 'Die IBAN muss aus DE und 20 Ziffern bestehen.',
  ibanPruefziffer: 'Die Prüfziffer der IBAN stimmt nicht. Bitte prüfen Sie Ihre Eingabe.',
  ibanBankUnbekannt: 'Zu dieser IBAN ist uns keine Bank bekannt. Bitte prüfen Sie die Bankleitzahl.',
  ibanGueltig: 'Die IBAN ist gültig.',
  ibanNichtGeprueft: 'Die IBAN muss erfolgreich geprüft sein, bevor Sie speichern.',
  bic: 'Die BIC ist ungültig.',
  gueltigVon: 'Bitte geben Sie an, ab wann die Angabe gilt.',
  zuVielePruefungen: 'Zu viele IBAN-Prüfungen in kurzer Zeit. Bitte versuchen Sie es in einigen Minuten erneut.',
  gespeichert: 'Die Bankverbindung wurde gespeichert.',
  geloescht: 'Die Bankverbindung wurde gelöscht.',
  beendet: 'Die Bankverbindung wurde beendet.',
  /** SPEC §8: the lists and their delete/end answers; the same keys as the other kind of dated entry. */
  liste: {
    speicherFehler: 'Beim Speichern ist ein Fehler aufgetreten.',
    nichtGeloescht: 'Die Bankverbindung konnte nicht gelöscht werden.',
    nichtBeendet: 'Die Bankverbindung konnte nicht beendet werden.',
    keine: 'Es wurden keine Bankverbindungen gefunden.',
    keineAktuelle: 'Es wurde keine aktuelle Bankverbindung bei uns im System gefunden.',
    keineVertrags: 'Es wurden keine vertragsspezifischen Bankverbindungen gefunden.',
  },
} as const;
