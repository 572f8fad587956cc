// SPEC §8's texts of the contact request, quoted exactly.
export const kontaktTexte = {
  fehler: 'Es ist ein unbekannter Fehler aufgetreten.',
  betreffFehlt: 'Vor dem Senden muss ein Betreff gewählt werden.',
  textZuKurz: 'Die Nachricht muss mindestens 20 Zeichen lang sein.',
  // Ours.
  mailBetreff: 'Ihre Kontaktanfrage',
  ticketText: (nummer: string) => `Ihre Ticketnummer: ${nummer}. Bitte geben Sie sie bei Rückfragen an.`,
} as const;
