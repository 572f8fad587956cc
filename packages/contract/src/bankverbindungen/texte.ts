// Messages of the bank form and the IBAN check (SPEC §5 names the rules, not the words; these are ours); `liste` quotes SPEC §8.
export const bankverbindungenTexte = {
  kontoinhaber: 'Bitte geben Sie den Kontoinhaber an (mindestens 3 Zeichen).',
  ibanFormat: 'Bitte geben Sie eine vollständige IBAN an, zum Beispiel DE89 3704 0044 0532 0130 00.',
  ibanKeinSepa: 'Diese IBAN gehört zu keinem Land des SEPA-Zahlungsraums. Bitte geben Sie ein Konto im SEPA-Raum an.',
  lastschriftEntscheidung: 'Bitte geben Sie an, ob Sie uns ein SEPA-Lastschriftmandat erteilen.',
  mailBetreff: 'Ihre Bankverbindung wurde geändert',
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

/**
 * The SEPA core direct debit mandate as the form shows it beside its (unticked) box: the creditor,
 * its identifier, the mandate reference (given on saving) and the eight-week refund right.
 */
export function sepaMandatText(glaeubiger: string, glaeubigerId: string | undefined): string[] {
  return [
    `Ich ermächtige ${glaeubiger}, Zahlungen von meinem Konto mittels Lastschrift einzuziehen. Zugleich weise ich mein Kreditinstitut an, die von ${glaeubiger} auf mein Konto gezogenen Lastschriften einzulösen.`,
    'Hinweis: Ich kann innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit meinem Kreditinstitut vereinbarten Bedingungen.',
    `${glaeubigerId ? `Gläubiger-Identifikationsnummer: ${glaeubigerId}. ` : ''}Die Mandatsreferenz vergeben wir beim Speichern; Sie finden sie danach bei Ihrer Bankverbindung und in unserer Bestätigung per E-Mail.`,
  ];
}
