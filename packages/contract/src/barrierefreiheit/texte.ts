// Texts of the accessibility statement (BFSG §14 with Anlage 3). Ours, not SPEC §8's.
export const barrierefreiheitTexte = {
  titel: 'Erklärung zur Barrierefreiheit',
  linkText: 'Barrierefreiheit',
  standard: 'EN 301 549 V3.2.1, die die Web Content Accessibility Guidelines (WCAG) 2.1 Stufe AA umsetzt',
  ziel: 'WCAG 2.2 Stufe AA',
  konformitaet: {
    vollstaendig: 'Dieses Kundenportal ist mit den Anforderungen vollständig vereinbar.',
    teilweise: 'Dieses Kundenportal ist mit den Anforderungen teilweise vereinbar. Die unten genannten Punkte sind noch offen.',
  },
  /** A build that carries no test results (none ran, none was kept): it claims nothing it cannot show. */
  ungeprueft: 'Für diesen Stand des Portals ist nicht belegt, wie weit er die Anforderungen erfüllt: Mit ihm wurde keine automatische Prüfung ausgeführt.',
  keinePruefung: 'Letzte Prüfung: keine.',
  keineOffenenPunkte: 'Die letzte Prüfung hat keine offenen Punkte gefunden.',
  pruefverfahren:
    'Geprüft wird bei jedem Stand des Portals automatisch: jede Seite im Browser mit axe-core gegen WCAG 2.0, 2.1 und 2.2 (Stufen A und AA) und die wichtigsten Abläufe (Anmeldung, Zählerstand erfassen, Kündigung ohne Anmeldung, Abschlag ändern) allein mit der Tastatur. Die offenen Punkte unten stammen aus dieser Prüfung.',
  quelleAxe: 'Automatische Prüfung',
  quelleTastatur: 'Bedienung nur mit der Tastatur',
  rueckmeldungTitel: 'Feedback und Kontakt',
  rueckmeldungEinleitung:
    'Sind Ihnen Mängel beim barrierefreien Zugang aufgefallen, oder brauchen Sie Informationen in einer anderen Form? Schreiben Sie uns – auch ohne Anmeldung.',
  rueckmeldungGesendet: 'Vielen Dank. Ihre Rückmeldung ist bei uns eingegangen.',
  textZuKurz: 'Bitte beschreiben Sie das Problem in mindestens 10 Zeichen.',
  textZuLang: 'Die Nachricht darf höchstens 5000 Zeichen lang sein.',
  emailUngueltig: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  nameZuLang: 'Der Name darf höchstens 100 Zeichen lang sein.',
  durchsetzungTitel: 'Schlichtung und Durchsetzung',
  durchsetzung:
    'Wenn Sie meinen, dass dieses Angebot die Anforderungen an die Barrierefreiheit nicht erfüllt, können Sie sich an die zuständige Marktüberwachungsbehörde wenden:',
} as const;

/** BFSG: the joint authority of the German Länder, seated in Magdeburg. The operator may override it per tenant. */
export const MARKTUEBERWACHUNG = {
  name: 'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)',
  anschrift: ['c/o Ministerium für Arbeit, Soziales, Gesundheit und Gleichstellung Sachsen-Anhalt', 'Postfach 39 11 55', '39135 Magdeburg'],
  email: 'MLBF@ms.sachsen-anhalt.de',
} as const;
