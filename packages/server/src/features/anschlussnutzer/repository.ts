import type { Anschlussnutzer, Kontaktdaten } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';

export async function anschlussnutzerLesen(db: Db, mandant: string, kundennummer: string): Promise<Anschlussnutzer | undefined> {
  const kunde = await db
    .selectFrom('anschlussnutzer')
    .selectAll()
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
  return {
    kundennummer: kunde.kundennummer,
    anrede: kunde.anrede as Anschlussnutzer['anrede'],
    titel: kunde.titel,
    vorname: kunde.vorname,
    nachname: kunde.nachname,
    firma: kunde.firma,
    geburtsdatum: kunde.geburtsdatum,
    email: kunde.email,
    festnetz: kunde.festnetz,
    mobil: kunde.mobil,
    fax: kunde.fax,
    kundenArt: kunde.kunden_art as Anschlussnutzer['kundenArt'],
    zugang: kunde.zugang as Anschlussnutzer['zugang'],
    vertraege: vertraege.map((v) => v.id),
  };
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
