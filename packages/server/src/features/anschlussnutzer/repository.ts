import type { Anschlussnutzer, Kontaktdaten } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { bauer, lesen, vorlage } from '../../db/vorlage.ts';

/** The customer with their contract ids in one indexed read, compiled once: every page asks for it. */
const kundeLesen = vorlage(2, (mandant: string, kundennummer: string) =>
  bauer
    .selectFrom('anschlussnutzer as a')
    .select(['kundennummer', 'anrede', 'titel', 'vorname', 'nachname', 'firma', 'geburtsdatum', 'email', 'festnetz', 'mobil', 'fax', 'kunden_art as kundenArt', 'zugang'])
    .select(sql<string[]>`array(select v.id from vertrag v where v.mandant = a.mandant and v.kundennummer = a.kundennummer order by v.id)`.as('vertraege'))
    .where('a.mandant', '=', mandant)
    .where('a.kundennummer', '=', kundennummer),
);

export async function anschlussnutzerLesen(db: Db, mandant: string, kundennummer: string): Promise<Anschlussnutzer | undefined> {
  return (await lesen(db, kundeLesen(mandant, kundennummer)))[0];
}

const leerZuNull = (wert: string | null | undefined) => (wert && wert.trim() ? wert.trim() : null);

export async function kontaktdatenSpeichern(db: Db, mandant: string, kundennummer: string, daten: Kontaktdaten): Promise<Omit<Kontaktdaten, 'passwort'>> {
  const neu = {
    email: leerZuNull(daten.email),
    mobil: leerZuNull(daten.mobil),
    festnetz: leerZuNull(daten.festnetz),
    fax: leerZuNull(daten.fax),
  };
  await db.updateTable('anschlussnutzer').set(neu).where('mandant', '=', mandant).where('kundennummer', '=', kundennummer).execute();
  return neu;
}
