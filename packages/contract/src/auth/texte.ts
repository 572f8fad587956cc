// Texts of login and password: SPEC §8's own, quoted exactly, and our own (throttling with its wait, password policy).
export const authTexte = {
  anmeldung: {
    fehlgeschlagen: 'Die Anmeldung ist fehlgeschlagen.',
    // Not in SPEC: the wrong-credentials and throttling answers of our server.
    falscheZugangsdaten: 'Kundennummer oder Passwort sind falsch.',
    kennwortAendernErforderlich: 'Bitte ändern Sie Ihr Passwort, bevor Sie fortfahren.',
    // Not in SPEC: why the forced change is asked for, so it does not read like an error.
    kennwortAendernGrund:
      'Ihr bisheriges Passwort haben wir vergeben, zum Beispiel mit dem Brief zu Ihren Zugangsdaten. Damit nur Sie Ihr Passwort kennen, wählen Sie bitte jetzt ein eigenes. Danach geht es direkt weiter zum Kundenportal.',
    portalGesperrt: 'Zu dieser Kundennummer existiert kein Zugang zum Kundenportal.',
  },
  passwortVergessen: {
    unbekannt:
      'Entweder ist zu dieser Kundennummer keine E-Mail-Adresse hinterlegt oder die Kundennummer ist uns unbekannt.',
    keinZugang: 'Zu dieser Kundennummer existiert kein Zugang zum Kundenportal.',
    unbekannterFehler: 'Es ist ein unbekannter Fehler aufgetreten.',
    erfolg:
      'Wir haben eine E-Mail mit einem Link, mit dem Sie Ihr Passwort zurücksetzen können, an die bei uns hinterlegte Adresse verschickt.',
    // The mail server failed; nothing names the recipient.
    mailFehler: 'Die E-Mail konnte gerade nicht versendet werden. Bitte versuchen Sie es in einigen Minuten erneut.',
    // Not in SPEC: a basisUrl that is not the tenant's renewal URL.
    basisUrlUngueltig: 'Die angegebene Adresse für die Passworterneuerung ist nicht zulässig.',
  },
  passwortErneuern: {
    fehler:
      'Bei der Änderung des Passworts ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    erfolg: 'Das Passwort wurde erfolgreich geändert.',
  },
  passwortAendern: {
    altesFalsch: 'Das alte Passwort ist nicht korrekt.',
  },
  portalGesperrt: {
    text: 'Zu dieser Kundennummer existiert kein Zugang zum Kundenportal.',
  },
  // Not in SPEC: the throttling answers, each with its wait.
  zuVieleVersuche: (minuten: number) =>
    `Zu viele fehlgeschlagene Versuche. Bitte warten Sie ${minuten === 1 ? 'eine Minute' : `${minuten} Minuten`} und versuchen Sie es dann erneut.`,
  zuVieleAnfragen: (minuten: number) =>
    `Zu viele Anfragen. Bitte warten Sie ${minuten === 1 ? 'eine Minute' : `${minuten} Minuten`} und versuchen Sie es dann erneut.`,
  passwort: {
    // SPEC §8
    zuKurz: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    ungleich: 'Die neuen Passwörter stimmen nicht überein.',
    hinweisStark:
      'Ein starkes Passwort hat mindestens 10 Zeichen und enthält eine Ziffer, einen Kleinbuchstaben, einen Großbuchstaben und ein Sonderzeichen.',
    // Not in SPEC
    zuLang: 'Das Passwort darf höchstens 256 Zeichen lang sein.',
    haeufig: 'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
    // Zxcvbn's estimate below the minimum.
    zuSchwach: 'Dieses Passwort ist zu leicht zu erraten. Nehmen Sie ein längeres, etwa mehrere Wörter, die nicht zusammengehören.',
    kundennummer: 'Das Passwort darf Ihre Kundennummer nicht enthalten.',
    persoenlich: 'Das Passwort darf weder Ihren Namen noch Ihre E-Mail-Adresse noch den Namen Ihres Versorgers enthalten.',
    wieBisher: 'Das neue Passwort muss sich vom bisherigen unterscheiden.',
  },
};

/** Minutes named in a 429 answer for a Retry-After in seconds, rounded up. */
export const warteMinuten = (sekunden: number) => Math.max(1, Math.ceil(sekunden / 60));
