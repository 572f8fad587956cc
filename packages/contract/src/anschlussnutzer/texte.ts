// SPEC §8's texts of the contact data screen, quoted exactly.
export const anschlussnutzerTexte = {
  kontaktdatenLadeFehler: 'Beim Laden der Kontaktdaten ist ein Fehler aufgetreten.',
  kontaktdatenSpeicherFehler: 'Beim Speichern der Kontaktdaten ist ein Fehler aufgetreten.',
  /** Subject of the confirmation mail. */
  mailBetreff: 'Ihre Kontaktdaten wurden geändert',
} as const;
