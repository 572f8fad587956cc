// SPEC §8 (and the fixed UI texts of §1–§5), quoted exactly: the texts no single feature owns. A feature's own
// texts live in its folder as `<folder>Texte` (vertraege/texte.ts: vertraegeTexte).
export const texte = {
  allgemein: {
    technischerFehler:
      'Es ist ein unerwarteter technischer Fehler aufgetreten, bitte kontaktieren Sie den Kundenservice.',
    unbekannterFehler: 'Es ist ein unbekannter Fehler aufgetreten.',
    unbekannterFehlerOhnePunkt: 'Es ist ein unbekannter Fehler aufgetreten',
    unerwarteterFehler: 'Es ist ein unerwarteter Fehler aufgetreten',
    aktionFehlgeschlagen: 'Die Aktion konnte nicht korrekt ausgeführt werden.',
    formularLeer: 'Das Formular ist leer.',
    nichtAngegeben: 'Nicht angegeben',
    // Offline, a send button says so; nothing is queued to go later.
    ohneVerbindung: 'Keine Verbindung – bitte später senden',
    ohneVerbindungHinweis: 'Sie sind offline. Formulare können erst wieder gesendet werden, wenn die Verbindung besteht; es wird nichts zwischengespeichert.',
    fallbackTitel: 'Something went wrong!',
    notFound: 'Not Found',
    ja: 'Ja',
    nein: 'Nein',
    // Not in SPEC: answers our server gives where SPEC names no text.
    nichtGefunden: 'Der angeforderte Eintrag wurde nicht gefunden.',
    nichtAngemeldet: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    ungueltigeEingabe: 'Die Eingaben sind ungültig. Bitte prüfen Sie die markierten Felder.',
    zuGross: 'Die übertragenen Daten sind zu groß.',
    zuVieleAnfragen: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  },
  token: {
    nichtErneuert: 'Token konnte nicht erneuert werden.',
    erneuert: 'Token erfolgreich erneuert.',
  },
  email: { ungueltig: 'Die angegebene Email ist ungültig.' },
  /** Loading any list failed (dated entries, readings). */
  listen: {
    fehler: 'Es ist ein unbekannter Fehler aufgetreten.',
  },
} as const;
