// Re-authentication for sensitive changes and the "not you?" link. SPEC has none of them.
export const kontoTexte = {
  aktuellesPasswort: 'Aktuelles Passwort',
  passwortHinweis: 'Zu Ihrer Sicherheit bestätigen Sie diese Änderung bitte mit Ihrem aktuellen Passwort.',
  passwortFehlt: 'Bitte bestätigen Sie die Änderung mit Ihrem aktuellen Passwort.',
  passwortFalsch: 'Das Passwort ist nicht korrekt.',
  // The notice to the old address.
  mailBetreffEmail: (anzeigename: string) => `${anzeigename}: Ihre E-Mail-Adresse wurde geändert`,
  mailBetreffPasswort: (anzeigename: string) => `${anzeigename}: Ihr Passwort wurde geändert`,
  mailEmailGeaendert: 'die E-Mail-Adresse Ihres Zugangs zum Kundenportal wurde soeben geändert.',
  mailPasswortGeaendert: 'das Passwort Ihres Zugangs zum Kundenportal wurde soeben geändert.',
  mailNichtSie:
    'Waren Sie das nicht? Dann sperren Sie Ihren Zugang über den folgenden Link sofort. Alle Anmeldungen werden beendet; zum Entsperren wenden Sie sich bitte an unseren Kundenservice.',
  mailWarenSie: 'Wenn Sie die Änderung selbst vorgenommen haben, müssen Sie nichts tun.',
  // The page the link opens.
  sperrenTitel: 'Zugang sperren',
  sperrenText: 'Wenn Sie die Änderung an Ihrem Zugang nicht selbst vorgenommen haben, sperren Sie ihn hier. Alle Anmeldungen werden sofort beendet.',
  sperrenKnopf: 'Zugang jetzt sperren',
  gesperrt: 'Ihr Zugang ist gesperrt und alle Anmeldungen sind beendet. Bitte wenden Sie sich an unseren Kundenservice.',
  linkUngueltig: 'Der Link ist ungültig oder abgelaufen.',
} as const;
