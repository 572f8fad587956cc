import type { Anschlussnutzer } from './schemas.ts';

/** SPEC §3 display name: for Firma the company name; otherwise title, first and last name joined. */
export function anzeigename(p: Pick<Anschlussnutzer, 'anrede' | 'firma' | 'titel' | 'vorname' | 'nachname'>): string {
  if (p.anrede === 'Firma') return p.firma ?? '';
  return [p.titel, p.vorname, p.nachname].filter((t) => t && t.trim()).join(' ');
}
