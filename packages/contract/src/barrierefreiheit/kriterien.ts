/**
 * German titles of the WCAG 2.2 A/AA success criteria that automated checks (axe-core) and our keyboard
 * tests can fail, keyed by number. The statement names an open item by its criterion, in German.
 */
export const WCAG_KRITERIEN: Record<string, string> = {
  '1.1.1': 'Nicht-Text-Inhalt',
  '1.2.2': 'Untertitel (aufgezeichnet)',
  '1.3.1': 'Info und Beziehungen',
  '1.3.4': 'Ausrichtung',
  '1.3.5': 'Bestimmung des Eingabezwecks',
  '1.4.1': 'Benutzung von Farbe',
  '1.4.2': 'Audio-Steuerelement',
  '1.4.3': 'Kontrast (Minimum)',
  '1.4.4': 'Änderung der Textgröße',
  '1.4.10': 'Umbruch (Reflow)',
  '1.4.11': 'Nicht-Text-Kontrast',
  '1.4.12': 'Textabstand',
  '2.1.1': 'Tastatur',
  '2.1.2': 'Keine Tastaturfalle',
  '2.1.4': 'Tastaturkurzbefehle',
  '2.2.1': 'Zeitbegrenzungen anpassbar',
  '2.2.2': 'Pausieren, beenden, ausblenden',
  '2.4.1': 'Blöcke umgehen',
  '2.4.2': 'Seite mit Titel',
  '2.4.3': 'Fokus-Reihenfolge',
  '2.4.4': 'Linkzweck (im Kontext)',
  '2.4.7': 'Fokus sichtbar',
  '2.4.11': 'Fokus nicht verdeckt (Minimum)',
  '2.5.3': 'Beschriftung im Namen',
  '2.5.7': 'Ziehbewegungen',
  '2.5.8': 'Zielgröße (Minimum)',
  '3.1.1': 'Sprache der Seite',
  '3.1.2': 'Sprache von Teilen',
  '3.3.2': 'Beschriftungen oder Anweisungen',
  '3.3.7': 'Redundante Eingaben',
  '3.3.8': 'Barrierefreie Authentifizierung (Minimum)',
  '4.1.2': 'Name, Rolle, Wert',
};

/** axe-core tags a criterion as `wcag` + its digits (`wcag143` → 1.4.3, `wcag2411` → 2.4.11). */
export function kriteriumAusTag(tag: string): string | undefined {
  const ziffern = /^wcag(\d)(\d)(\d{1,2})$/.exec(tag);
  if (!ziffern) return undefined;
  return `${ziffern[1]}.${ziffern[2]}.${Number(ziffern[3])}`;
}
