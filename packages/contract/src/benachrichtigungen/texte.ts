// Texts of the notifications. Ours, not SPEC §8's.
export const benachrichtigungenTexte = {
  titel: 'Benachrichtigungen',
  fensterUngueltig: 'Bitte wählen Sie eine Dauer von 1 bis 6 Stunden.',
  aboUngueltig: 'Die Push-Anmeldung dieses Geräts ist ungültig.',
  pushAus: 'Push-Benachrichtigungen sind für dieses Portal nicht eingerichtet.',
  leer: 'Sie haben noch keine Benachrichtigungen.',
  gespeichert: 'Ihre Einstellungen wurden gespeichert.',
  nachts: 'Auch nachts (22 bis 7 Uhr) benachrichtigen',
  nachtsHinweis: 'Sonst kommen Push und E-Mail, die nachts anfallen, am nächsten Morgen um 7 Uhr.',
  fenster: 'Dauer des günstigsten Zeitfensters (z. B. für Waschmaschine oder Auto)',
} as const;
