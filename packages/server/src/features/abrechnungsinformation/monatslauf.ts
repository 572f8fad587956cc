import { heuteIn, monatsgrenzen, tagDanach, type Mandant } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { datenBisLesen } from '../../domain/intervall/daten-bis.ts';
import type { VertragZeile } from '../../domain/vertrag-zugriff.ts';
import { dokumentSchreiben, melden } from './dokument.ts';
import { inhaltBerechnen } from './inhalt.ts';
import { eineLesen, speichern } from './repository.ts';

/** Days after the month's end from which the information is made even with gaps (then vorlaeufig). */
export const WARTETAGE = 5;

export interface Monatsergebnis {
  neu: number;
  geaendert: number;
  gleich: number;
  /** Contracts whose data is not complete yet, before the fifth day. */
  wartend: number;
}

/** Contracts a process works on at once. */
const GLEICHZEITIG = 4;

/**
 * One contract's month: WARTEND while its data is incomplete before the fifth day; else computed and, when new
 * or changed, stored with its document (and, when new, its notification) in one transaction: a process killed
 * between them left an information without document or notification, and the rerun saw it unchanged.
 */
async function einVertrag(db: Db, mandant: Mandant, v: VertragZeile, monat: string, z: { von: string; bis: string }, jetzt: Date, faellig: boolean): Promise<'NEU' | 'GEAENDERT' | 'GLEICH' | 'WARTEND' | null> {
  if (!faellig) return 'WARTEND';
  const inhalt = await inhaltBerechnen(db, mandant, v, { id: monat, ...z }, jetzt);
  if (!inhalt) return null;
  return db.transaction().execute(async (trx) => {
    const art = await speichern(trx, { mandant: mandant.key, vertragId: v.id, kundennummer: v.kundennummer, angefordert: false, inhalt, jetzt });
    if (art === 'GLEICH') return art;
    const info = (await eineLesen(trx, mandant.key, v.id, monat))!;
    const dokument = await dokumentSchreiben(trx, mandant, v, info, jetzt);
    if (art === 'NEU') await melden(trx, mandant.key, v.kundennummer, v.id, dokument, monat, jetzt);
    return art;
  });
}

/** Which share of the contracts a run takes: those whose `nr` modulo `teile` is `teil` (the scheduler's parts). */
export interface Anteil {
  teil: number;
  teile: number;
}

/** Contracts of the tenant with drawn-energy interval data in the month, in `nr` order; `abNr` pages. */
export async function vertraegeMitIntervalldaten(db: Db, mandant: string, von: string, bis: string, abNr = 0, anzahl = 1000, anteil: Anteil = { teil: 0, teile: 1 }): Promise<VertragZeile[]> {
  const { rows } = await sql<VertragZeile>`
    select v.* from vertrag v
    where v.mandant = ${mandant} and v.nr > ${abNr} and v.nr % ${anteil.teile} = ${anteil.teil}
      and exists (select 1 from intervall_tag t where t.mandant = v.mandant and t.vertrag_nr = v.nr and t.kanal = 'BEZUG' and t.tag between ${von}::date and ${bis}::date)
    order by v.nr limit ${anzahl}`.execute(db);
  return rows;
}

/**
 * § 40b(3) EnWG: the month's information for every contract with interval data in it, once its data is
 * complete to the month's end (datenBis), or from the fifth day after the month with `vorlaeufig`; later
 * runs update it when corrections changed its content. New ones go under Dokumente and are announced once.
 * Idempotent: the primary key and the notification key make a rerun (another process, the CLI) add nothing.
 */
export async function monatErstellen(db: Db, mandant: Mandant, monat: string, jetzt: Date, abNr = 0, bisNr = Number.MAX_SAFE_INTEGER, anteil?: Anteil): Promise<Monatsergebnis> {
  const { von, bis } = monatsgrenzen(monat);
  const ergebnis: Monatsergebnis = { neu: 0, geaendert: 0, gleich: 0, wartend: 0 };
  const fristAbgelaufen = heuteIn(jetzt) >= tagDanach(bis, WARTETAGE);
  const monatsende = tagDanach(bis);
  for (let letzte = abNr; ; ) {
    const vertraege = (await vertraegeMitIntervalldaten(db, mandant.key, von, bis, letzte, 1000, anteil)).filter((v) => v.nr <= bisNr);
    if (vertraege.length === 0) break;
    letzte = vertraege.at(-1)!.nr;
    const datenBis = await datenBisLesen(db, mandant.key, vertraege.map((v) => v.nr));
    // A few contracts at once per process: most of a contract's time is waiting for its dozen statements.
    let naechster = 0;
    const arbeiter = async () => {
      while (naechster < vertraege.length) {
        const v = vertraege[naechster++]!;
        const art = await einVertrag(db, mandant, v, monat, { von, bis }, jetzt, (datenBis.get(v.nr) ?? '').slice(0, 10) >= monatsende || fristAbgelaufen);
        if (art === 'NEU') ergebnis.neu++;
        else if (art === 'GEAENDERT') ergebnis.geaendert++;
        else if (art === 'GLEICH') ergebnis.gleich++;
        else if (art === 'WARTEND') ergebnis.wartend++;
      }
    };
    await Promise.all(Array.from({ length: GLEICHZEITIG }, arbeiter));
    if (letzte >= bisNr) break;
  }
  return ergebnis;
}
