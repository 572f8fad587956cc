import type { DateiErgebnis } from './einlesen.ts';

/**
 * The report of one file as `npm run import:mscons` prints it (docs/marktdaten.md): a line per file, one per
 * message, refusals to `fehler`. Returns how many were refused (a broken interchange counts one).
 */
export function msconsBericht(pfad: string, r: DateiErgebnis, aus: (zeile: string) => void, fehler: (zeile: string) => void): number {
  if (r.fehler.length > 0) {
    fehler(`${pfad}: Datei abgelehnt, nichts wurde gespeichert:`);
    for (const f of r.fehler) fehler(`  ${f}`);
    return 1;
  }
  const zahl = (e: string) => r.nachrichten.filter((n) => n.ergebnis === e).length;
  aus(`${pfad}: ${zahl('GESPEICHERT')} Nachrichten gespeichert, ${zahl('UNVERAENDERT')} unverändert, ${zahl('ABGELEHNT')} abgelehnt.`);
  for (const n of r.nachrichten) (n.ergebnis === 'ABGELEHNT' ? fehler : aus)(`  ${n.text}`);
  return zahl('ABGELEHNT');
}
