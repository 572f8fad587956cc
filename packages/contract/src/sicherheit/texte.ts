// Not in SPEC: the screen /sicherheit and the code step of the login (issue #12).
export const sicherheitTexte = {
  titel: 'Sicherheit',
  einleitung:
    'Mit der Zwei-Faktor-Anmeldung fragt das Portal nach Ihrem Passwort zusätzlich einen Code aus einer Authenticator-App ab.',
  aktiv: 'Die Zwei-Faktor-Anmeldung ist eingeschaltet.',
  inaktiv: 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet.',
  einschalten: 'Zwei-Faktor-Anmeldung einrichten',
  scannen: 'Scannen Sie den QR-Code mit Ihrer Authenticator-App oder geben Sie das Geheimnis von Hand ein.',
  geheimnis: 'Geheimnis',
  code: 'Code aus der App',
  bestaetigen: 'Einschalten',
  codesTitel: 'Ihre Wiederherstellungscodes',
  codesHinweis:
    'Bewahren Sie diese zehn Codes sicher auf. Jeder Code ersetzt einmal den Code aus der App, etwa wenn Ihr Telefon verloren ist. Sie werden nur jetzt angezeigt.',
  abschaltenTitel: 'Zwei-Faktor-Anmeldung ausschalten',
  passwort: 'Passwort',
  abschalten: 'Ausschalten',
  abgeschaltet: 'Die Zwei-Faktor-Anmeldung wurde ausgeschaltet.',
  codeFalsch: 'Der Code ist nicht korrekt.',
  passwortFalsch: 'Das Passwort ist nicht korrekt.',
  keineEinrichtung: 'Bitte richten Sie die Zwei-Faktor-Anmeldung zuerst ein.',
  bereitsAktiv: 'Die Zwei-Faktor-Anmeldung ist bereits eingeschaltet.',
  nichtAktiv: 'Die Zwei-Faktor-Anmeldung ist nicht eingeschaltet.',
  // The code step of the login.
  anmeldungTitel: 'Bestätigung mit Code',
  anmeldungHinweis: 'Geben Sie den sechsstelligen Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein.',
  anmeldungAbsenden: 'Bestätigen',
  zurueck: 'Zurück zur Anmeldung',
  challengeUngueltig: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  codeVerlangt: 'Bitte bestätigen Sie die Anmeldung zuerst mit Ihrem Code.',
};
