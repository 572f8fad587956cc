import { kuendigungLinkText } from './link.ts';

// Texts of the public termination. SPEC has none of them.
export const kuendigungOeffentlichTexte = {
  linkText: kuendigungLinkText,
  titel: 'Verträge hier kündigen',
  einleitung:
    'Hier können Sie Ihren Vertrag ohne Anmeldung kündigen. Nach dem Absenden erhalten Sie sofort eine Eingangsbestätigung auf dieser Seite, als PDF und per E-Mail.',
  pruefenTitel: 'Bitte prüfen Sie Ihre Angaben',
  knopfWeiter: 'Weiter zur Bestätigung',
  knopfKuendigen: 'jetzt kündigen',
  knopfAendern: 'Angaben ändern',
  eingangTitel: 'Ihre Kündigung ist bei uns eingegangen',
  pdfLink: 'Eingangsbestätigung als PDF speichern',
  mehrereVertraegeHinweis:
    'Mit der Kundennummer kündigen Sie alle Verträge an dieser Lieferadresse. Möchten Sie nur einen Vertrag kündigen, geben Sie bitte die Vertragsnummer an.',
  artFehlt: 'Bitte wählen Sie die Art der Kündigung.',
  grundFehlt: 'Bitte geben Sie den Grund für die außerordentliche Kündigung an.',
  nameFehlt: 'Bitte geben Sie Vor- und Nachnamen oder eine Firma an.',
  nummerFehlt: 'Bitte geben Sie Ihre Kundennummer oder Ihre Vertragsnummer an.',
  plzUngueltig: 'Die Postleitzahl muss aus 4 oder 5 Ziffern bestehen.',
  zeitpunktFehlt: 'Bitte wählen Sie, zu wann Sie kündigen möchten.',
  datumFehlt: 'Bitte geben Sie das gewünschte Datum an.',
  datumNichtInZukunft: 'Das gewünschte Datum muss in der Zukunft liegen.',
  emailFehlt: 'Bitte geben Sie eine E-Mail-Adresse für die Bestätigung an.',
  emailUngueltig: 'Die angegebene Email ist ungültig.',
  zuLang: (max: number) => `Die Eingabe darf höchstens ${max} Zeichen lang sein.`,
  zuVieleAnfragen: 'Zu viele Kündigungen von diesem Anschluss. Bitte versuchen Sie es in einer Stunde erneut.',
  keineMailMehrHeute:
    'An diese E-Mail-Adresse haben wir heute bereits drei Eingangsbestätigungen gesendet. Ihre Kündigung ist trotzdem eingegangen; bitte speichern Sie die Eingangsbestätigung als PDF.',
  kundenhinweisBetreff: (eingangsnummer: string) => `Bei uns ist eine Kündigung zu Ihrem Vertrag eingegangen – ${eingangsnummer}`,
  kundenhinweis:
    'bei uns ist über das Kundenportal eine Kündigung eingegangen, die zu Ihrem Vertrag passt. Die Eingangsbestätigung ging an eine andere E-Mail-Adresse als die, die wir von Ihnen kennen.',
  kundenhinweisNichtSie: 'Haben Sie diese Kündigung nicht selbst erklärt? Dann wenden Sie sich bitte umgehend an unseren Kundenservice und nennen Sie die Eingangsnummer.',
  mailBetreff: (eingangsnummer: string) => `Eingangsbestätigung Ihrer Kündigung – ${eingangsnummer}`,
  bestaetigungHinweis:
    'Wir prüfen Ihre Kündigung und ordnen sie Ihrem Vertrag zu. Sie erhalten anschließend eine Kündigungsbestätigung mit dem Datum, zu dem Ihr Vertrag endet.',
} as const;
