import type { Abrechnungsinformation, AbrechnungsinformationEintrag } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import type { Inhalt } from './inhalt.ts';

const alsInfo = (z: { daten: unknown; erstellt: Date | string }): Abrechnungsinformation => ({ ...(z.daten as Inhalt), erstellt: new Date(z.erstellt).toISOString() });

/** A contract's informations, newest period first. */
export async function listeLesen(db: Db, mandant: string, vertragId: string): Promise<AbrechnungsinformationEintrag[]> {
  const zeilen = await db.selectFrom('abrechnungsinformation').select(['daten', 'erstellt']).where('mandant', '=', mandant).where('vertrag_id', '=', vertragId).orderBy('bis', 'desc').orderBy('von', 'desc').execute();
  return zeilen.map(alsInfo).map((i) => ({ id: i.id, von: i.von, bis: i.bis, vorlaeufig: i.vorlaeufig, verbrauchKwh: i.verbrauchKwh, saldo: i.saldo, erstellt: i.erstellt, brutto: i.kosten.brutto }));
}

export async function eineLesen(db: Db, mandant: string, vertragId: string, id: string): Promise<Abrechnungsinformation | undefined> {
  const z = await db.selectFrom('abrechnungsinformation').select(['daten', 'erstellt']).where('mandant', '=', mandant).where('vertrag_id', '=', vertragId).where('id', '=', id).executeTakeFirst();
  return z ? alsInfo(z) : undefined;
}

/** The newest requested information's creation time (the three-month spacing counts from it). */
export async function letzteAnforderung(db: Db, mandant: string, vertragId: string): Promise<Date | undefined> {
  const z = await db.selectFrom('abrechnungsinformation').select('erstellt').where('mandant', '=', mandant).where('vertrag_id', '=', vertragId).where('angefordert', '=', true).orderBy('erstellt', 'desc').limit(1).executeTakeFirst();
  return z ? new Date(z.erstellt) : undefined;
}

/** The last day any information of the contract covers (the next requested period starts the day after). */
export async function letztesBis(db: Db, mandant: string, vertragId: string): Promise<string | undefined> {
  const z = await db.selectFrom('abrechnungsinformation').select('bis').where('mandant', '=', mandant).where('vertrag_id', '=', vertragId).orderBy('bis', 'desc').limit(1).executeTakeFirst();
  return z?.bis;
}

/**
 * Writes an information: a new one is inserted; an existing one is updated only when its content changed
 * (a correction arrived). Returns what happened, so the caller notifies once, on NEU. One statement each,
 * so two processes on the same month cannot both insert.
 */
export async function speichern(
  db: Db,
  z: { mandant: string; vertragId: string; kundennummer: string; angefordert: boolean; inhalt: Inhalt; jetzt: Date },
): Promise<'NEU' | 'GEAENDERT' | 'GLEICH'> {
  const daten = JSON.stringify(z.inhalt);
  const neu = await db
    .insertInto('abrechnungsinformation')
    .values({ mandant: z.mandant, vertrag_id: z.vertragId, id: z.inhalt.id, kundennummer: z.kundennummer, angefordert: z.angefordert, von: z.inhalt.von, bis: z.inhalt.bis, vorlaeufig: z.inhalt.vorlaeufig, daten, erstellt: z.jetzt, aktualisiert: z.jetzt })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (neu) return 'NEU';
  const geaendert = await db
    .updateTable('abrechnungsinformation')
    .set({ daten, vorlaeufig: z.inhalt.vorlaeufig, aktualisiert: z.jetzt })
    .where('mandant', '=', z.mandant)
    .where('vertrag_id', '=', z.vertragId)
    .where('id', '=', z.inhalt.id)
    .where(sql<boolean>`daten <> ${daten}::jsonb`)
    .executeTakeFirst();
  return Number(geaendert.numUpdatedRows) > 0 ? 'GEAENDERT' : 'GLEICH';
}

export type Art = 'NEU' | 'GEAENDERT' | 'GLEICH';

/**
 * `speichern` for many monthly informations at once (the monthly run's batch): one INSERT … ON CONFLICT DO
 * NOTHING for all, one UPDATE for those already there whose content changed. Returns each contract's art.
 */
export async function mehrereSpeichern(db: Db, mandant: string, eintraege: ReadonlyArray<{ vertragId: string; kundennummer: string; inhalt: Inhalt }>, jetzt: Date): Promise<Map<string, Art>> {
  const arten = new Map<string, Art>(eintraege.map((e) => [e.vertragId, 'GLEICH']));
  if (eintraege.length === 0) return arten;
  const spalte = (f: (e: (typeof eintraege)[number]) => string) => sql`${eintraege.map(f)}::text[]`;
  const liste = sql`unnest(${spalte((e) => e.vertragId)}, ${spalte((e) => e.inhalt.id)}, ${spalte((e) => e.kundennummer)}, ${spalte((e) => e.inhalt.von)}, ${spalte((e) => e.inhalt.bis)},
    ${sql`${eintraege.map((e) => e.inhalt.vorlaeufig)}::boolean[]`}, ${spalte((e) => JSON.stringify(e.inhalt))}) as e(vertrag_id, id, kundennummer, von, bis, vorlaeufig, daten)`;
  const neu = await sql<{ vertrag_id: string }>`
    insert into abrechnungsinformation (mandant, vertrag_id, id, kundennummer, angefordert, von, bis, vorlaeufig, daten, erstellt, aktualisiert)
    select ${mandant}, e.vertrag_id, e.id, e.kundennummer, false, e.von::date, e.bis::date, e.vorlaeufig, e.daten::jsonb, ${jetzt}, ${jetzt} from ${liste}
    on conflict do nothing returning vertrag_id`.execute(db);
  for (const z of neu.rows) arten.set(z.vertrag_id, 'NEU');
  if (neu.rows.length === eintraege.length) return arten;
  const geaendert = await sql<{ vertrag_id: string }>`
    update abrechnungsinformation a set daten = e.daten::jsonb, vorlaeufig = e.vorlaeufig, aktualisiert = ${jetzt} from ${liste}
    where a.mandant = ${mandant} and a.vertrag_id = e.vertrag_id and a.id = e.id and a.daten <> e.daten::jsonb
      and not (e.vertrag_id = any(${sql`${neu.rows.map((z) => z.vertrag_id)}::text[]`}))
    returning a.vertrag_id`.execute(db);
  for (const z of geaendert.rows) arten.set(z.vertrag_id, 'GEAENDERT');
  return arten;
}
