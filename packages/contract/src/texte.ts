// SPEC §8 (and the fixed UI texts of §1–§5), quoted exactly. Keyed by meaning; server and web import them.
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
  anmeldung: {
    fehlgeschlagen: 'Die Anmeldung ist fehlgeschlagen.',
    // Not in SPEC: the wrong-credentials and throttling answers of our server.
    falscheZugangsdaten: 'Kundennummer oder Passwort sind falsch.',
    gesperrtZuVieleVersuche:
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.',
    kennwortAendernErforderlich: 'Bitte ändern Sie Ihr Passwort, bevor Sie fortfahren.',
    portalGesperrt: 'Zu dieser Kundennummer existiert kein Zugang zum Kundenportal.',
  },
  passwortVergessen: {
    unbekannt:
      'Entweder ist zu dieser Kundennummer keine E-Mail-Adresse hinterlegt oder die Kundennummer ist uns unbekannt.',
    keinZugang: 'Zu dieser Kundennummer existiert kein Zugang zum Kundenportal.',
    unbekannterFehler: 'Es ist ein unbekannter Fehler aufgetreten.',
    erfolg:
      'Wir haben eine E-Mail mit einem Link, mit dem Sie Ihr Passwort zurücksetzen können, an die bei uns hinterlegte Adresse verschickt.',
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
  passwort: {
    zuKurz: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    ungleich: 'Die neuen Passwörter stimmen nicht überein.',
    hinweisStark:
      'Ein starkes Passwort hat mindestens 10 Zeichen und enthält eine Ziffer, einen Kleinbuchstaben, einen Großbuchstaben und ein Sonderzeichen.',
  },
  token: {
    nichtErneuert: 'Token konnte nicht erneuert werden.',
    erneuert: 'Token erfolgreich erneuert.',
  },
  email: { ungueltig: 'Die angegebene Email ist ungültig.' },
  ablesung: {
    zaehlerLadefehler: 'Beim Laden des Zählers ist ein unbekannter Fehler aufgetreten.',
    keineVertraegeMitZaehler: 'Es liegen keine Verträge vor, zu denen Zähler ermittelt werden können',
    uebertragungFehler: 'Bei der übertragung der Ablesung ist ein Unbekannter Fehler aufgetreten.',
    erfolg:
      'Wir haben Ihre Ablesung erfolgreich entgegen genommen. Es kann einen Moment dauern, bis sie in der Liste erscheint.',
    keineAblesungen: 'Es wurden keine Ablesungen gefunden.',
    keineAblesungenVertrag: 'Für diesen Vertrag sind keine Ablesungen in unserem System hinterlegt.',
    dateiLesefehler: 'Beim Lesen der Datei ist ein Fehler aufgetreten.',
  },
  kontaktdaten: {
    speicherFehler: 'Beim Speichern der Kontaktdaten ist ein Fehler aufgetreten.',
    ladeFehler: 'Beim Laden der Kontaktdaten ist ein Fehler aufgetreten.',
  },
  kontaktanfrage: {
    fehler: 'Es ist ein unbekannter Fehler aufgetreten.',
    betreffFehlt: 'Vor dem Senden muss ein Betreff gewählt werden.',
    textZuKurz: 'Die Nachricht muss mindestens 20 Zeichen lang sein.',
  },
  listen: {
    fehler: 'Es ist ein unbekannter Fehler aufgetreten.',
    bankverbindungNichtGeloescht: 'Die Bankverbindung konnte nicht gelöscht werden.',
    bankverbindungNichtBeendet: 'Die Bankverbindung konnte nicht beendet werden.',
    rechnungsadresseNichtGeloescht: 'Die Rechnungsadresse konnte nicht gelöscht werden.',
    rechnungsadresseNichtBeendet: 'Die Rechnungsadresse konnte nicht beendet werden.',
    dokumenteLadefehler: 'Die Dokumente konnten aus unbekannten Gründen nicht geladen werden.',
    keineAktuelleRechnungsadresse: 'Es wurde keine aktuelle Rechnungsadresse bei uns im System gefunden.',
    keineAktuelleBankverbindung: 'Es wurde keine aktuelle Bankverbindung bei uns im System gefunden.',
    keineBankverbindungen: 'Es wurden keine Bankverbindungen gefunden.',
    keineRechnungsadressen: 'Es wurden keine Rechnungsadressen gefunden.',
    keineVertragsBankverbindungen: 'Es wurden keine vertragsspezifischen Bankverbindungen gefunden.',
    keineVertragsRechnungsadressen: 'Es wurden keine vertragsspezifischen Rechnungsadressen gefunden.',
    bankSpeicherFehler: 'Beim Speichern ist ein Fehler aufgetreten.',
  },
  vertrag: {
    detailLadefehler: 'Beim Laden des Vertrags ist ein Fehler aufgetreten.',
    stammdatenLadefehler: 'Stammdaten zum Vertrag konnten nicht geladen werden.',
    stammdatenFallback: 'Beim Laden der Vertragsstammdaten ist ein unbekannter Fehler aufgetreten.',
    tarifhistorieLadefehler: 'Es ist ein Fehler bei Laden der Tarifhistorie aufgetreten.',
    tarifhistorieVertragLadefehler: 'Es ist ein Fehler bei Laden des Vertrags aufgetreten.',
    preiszeitreiheFehler: 'Es ist ein unbekannter Fehler aufgetreten',
    verbrauchLadefehler: 'Beim Laden der Verbräuche ist ein unbekannter Fehler aufgetreten.',
    historieFehler: 'Es ist ein unerwarteter Fehler aufgetreten',
    csvFehler: 'Der CSV-Download ist fehlgeschlagen. Bitte zu einem späteren Zeitpunkt erneut versuchen.',
    kuendigungErfolg: (nummer: string) =>
      `Die Kündigung Ihres Vertrages ${nummer} wurde veranlasst. Sobald die Kündigung abgewickelt wurde erhalten Sie auch die Kündigungsbestätigung.`,
    kuendigungFehler: (nummer: string) =>
      `Bei der Einreichung der Kündigung Ihres Vertrages ${nummer} ist etwas schief gelaufen. Bitte versuchen Sie es später erneut.`,
    keineVertraege: 'Es wurden keine Verträge im System gefunden.',
    keineVerbraeuche: 'Für diesen Vertrag sind keine Verbräuche in unserem System hinterlegt.',
    keinTarif: 'Es ist kein Tarif für diesen Vertrag in unserem System hinterlegt',
    keineDatenZeitraum: 'Für den gewählten Zeitraum liegen keine Daten vor.',
    versorgungsartUnbekannt: 'Versorgungsart nicht gefunden',
    verbrauchBeschreibung:
      'Die Grafik zeigt die Entwicklung Ihres Stromverbrauchs seit Vertragsbeginn. Die roten Balken stellen den Verbrauch zwischen zwei Ablesungen bzw. Schätzungen dar. Die grünen Balken rechnen diesen Verbrauch auf 365 Tage hoch, damit die Werte vergleichbar sind.',
    historieHinweis:
      'Die angezeigten Werte können sich noch ändern, da geschätzte Werte durch tatsächliche Werte ersetzt werden.',
  },
  portalGesperrt: {
    text: 'Zu dieser Kundennummer existiert kein Zugang zum Kundenportal.',
  },
} as const;
