import type { Anschlussnutzer, Kontaktdaten } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';

export async function anschlussnutzerLesen(db: Db, mandant: string, kundennummer: string): Promise<Anschlussnutzer | undefined> {
  const kunde = await db
    .selectFrom('anschlussnutzer')
    .select(['kundennummer', 'anrede', 'titel', 'vorname', 'nachname', 'firma', 'geburtsdatum', 'email', 'festnetz', 'mobil', 'fax', 'kunden_art as kundenArt', 'zugang'])
    .where('mandant', '=', mandant)
    .where('kundennummer', '=', kundennummer)
    .executeTakeFirst();
  if (!kunde) return undefined;
  const vertraege = await db
    .selectFrom('vertrag')
    .select('id')
    .where('mandant', '=', mandant)
    .where('kundennummer', '=', kundennummer)
    .orderBy('id')
    .execute();
  return { ...kunde, vertraege: vertraege.map((v) => v.id) };
}

const leerZuNull = (wert: string | null | undefined) => (wert && wert.trim() ? wert.trim() : null);

export async function kontaktdatenSpeichern(db: Db, mandant: string, kundennummer: string, daten: Kontaktdaten): Promise<Kontaktdaten> {
  const neu = {
    email: leerZuNull(daten.email),
    mobil: leerZuNull(daten.mobil),
    festnetz: leerZuNull(daten.festnetz),
    fax: leerZuNull(daten.fax),
  };
  await db.updateTable('anschlussnutzer').set(neu).where('mandant', '=', mandant).where('kundennummer', '=', kundennummer).execute();
  return neu;
}
