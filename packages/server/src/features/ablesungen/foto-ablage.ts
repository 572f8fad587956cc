import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ablesungenTexte, alsBeginn, heuteIn } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { HttpFehler } from '../../kern/http-fehler.ts';

/** At most this many photos per customer and day (Europe/Berlin); one per meter is the usual case. */
export const FOTOS_PRO_TAG = 10;
/** A body this large carries a photo: the cap is checked before such a body is read. */
export const FOTO_VERMUTET_AB_BYTES = 1024 * 1024;

/** Refuses with 429 once the customer has stored FOTOS_PRO_TAG photos today. */
export async function fotoGrenzePruefen(db: Db, mandant: string, kundennummer: string, jetzt: Date): Promise<void> {
  const { rows } = await sql<{ anzahl: number }>`
    select count(*) as anzahl from ablesung a join vertrag v on v.mandant = a.mandant and v.id = a.vertrag_id
    where a.mandant = ${mandant} and v.kundennummer = ${kundennummer} and a.foto_mime is not null
      and a.erstellt >= ${alsBeginn(heuteIn(jetzt))}`.execute(db);
  if (Number(rows[0]?.anzahl ?? 0) >= FOTOS_PRO_TAG) throw new HttpFehler(429, ablesungenTexte.zuVieleFotos(FOTOS_PRO_TAG));
}

/**
 * The same check inside the transaction that stores the reading, under an advisory
 * lock per customer, so that parallel uploads cannot all pass the count before any of them is stored.
 */
export async function fotoGrenzeImVorgang(trx: Db, mandant: string, kundennummer: string, jetzt: Date): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`${mandant}|foto|${kundennummer}`}, 0))`.execute(trx);
  await fotoGrenzePruefen(trx, mandant, kundennummer, jetzt);
}

/**
 * Writes the photo as a file of its own under the photo directory (off the event loop, outside PGlite's
 * heap) and returns its path relative to that directory, which the reading's row keeps.
 */
export async function fotoAblegen(verzeichnis: string, mandant: string, foto: { daten: Buffer; mime: string }): Promise<string> {
  const datei = path.join(mandant, `${randomUUID()}.${foto.mime === 'image/png' ? 'png' : 'jpg'}`);
  await mkdir(path.join(verzeichnis, mandant), { recursive: true });
  await writeFile(path.join(verzeichnis, datei), foto.daten, { flag: 'wx' });
  return datei;
}

/** For a photo whose reading was not stored (the day was taken, or the insert failed). */
export async function fotoEntfernen(verzeichnis: string, datei: string): Promise<void> {
  await rm(path.join(verzeichnis, datei), { force: true });
}
