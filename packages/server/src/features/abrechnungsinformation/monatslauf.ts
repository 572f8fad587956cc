import { heuteIn, monatsgrenzen, tagDanach, type Mandant } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { datenBisLesen } from '../../domain/intervall/daten-bis.ts';
import type { VertragZeile } from '../../domain/vertrag-zugriff.ts';
import { dokumenteSchreiben, melden } from './dokument.ts';
import { inhaltAus, type Inhalt } from './inhalt.ts';
import { mehrereSpeichern, type Art } from './repository.ts';
import { vorratLesen } from './vorrat.ts';

/** Days after the month's end from which the information is made even with gaps (then vorlaeufig). */
export const WARTETAGE = 5;

export interface Monatsergebnis {
  neu: number;
  geaendert: number;
  gleich: number;
  /** Contracts whose data is not complete yet, before the fifth day. */
  wartend: number;
}

/** Contracts per batch: computed, then stored in one transaction. */
export const STAPEL = 500;

interface Berechnet {
  v: VertragZeile;
  inhalt: Inhalt;
}

/**
 * Stores a batch's informations, documents (their PDF is rendered on the first ask) and the notifications of
 * the new ones in ONE transaction with a few set-based statements: a process killed in between leaves
 * nothing of the batch, and the next run (the part's next claimer) makes all three.
 */
async function stapelSpeichern(db: Db, mandant: Mandant, monat: string, stapel: Berechnet[], jetzt: Date): Promise<Map<string, Art>> {
  return db.transaction().execute(async (trx) => {
    const arten = await mehrereSpeichern(trx, mandant.key, stapel.map((b) => ({ vertragId: b.v.id, kundennummer: b.v.kundennummer, inhalt: b.inhalt })), jetzt);
    const geschrieben = stapel.filter((b) => arten.get(b.v.id) !== 'GLEICH');
    const dokumente = await dokumenteSchreiben(trx, mandant, geschrieben.map((b) => ({ v: b.v, info: b.inhalt })), jetzt);
    const neu = geschrieben.flatMap((b, i) => (arten.get(b.v.id) === 'NEU' ? [{ kundennummer: b.v.kundennummer, vertragId: b.v.id, dokument: dokumente[i]!, monat }] : []));
    await melden(trx, mandant.key, neu, jetzt);
    return arten;
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
  // One batch: its contracts, which of them are complete, and their rows (a few statements for all).
  const lesen = async (ab: number) => {
    const vertraege = (await vertraegeMitIntervalldaten(db, mandant.key, von, bis, ab, STAPEL, anteil)).filter((v) => v.nr <= bisNr);
    if (vertraege.length === 0) return null;
    const datenBis = await datenBisLesen(db, mandant.key, vertraege.map((v) => v.nr));
    const fertig = vertraege.filter((v) => fristAbgelaufen || (datenBis.get(v.nr) ?? '').slice(0, 10) >= monatsende);
    const vorrat = fertig.length > 0 ? await vorratLesen(db, mandant, fertig, von, bis, jetzt) : undefined;
    return { wartend: vertraege.length - fertig.length, fertig, vorrat, letzte: vertraege.at(-1)!.nr };
  };
  // The next batch is read while this one is computed and stored, so a process alone (the other one dead)
  // keeps its core busy instead of waiting for its reads. Nothing read depends on what is stored.
  let naechster = lesen(abNr);
  for (;;) {
    const b = await naechster;
    if (!b) break;
    naechster = b.letzte >= bisNr ? Promise.resolve(null) : lesen(b.letzte);
    // Handled here when this batch fails first (its error is the one reported); awaited above otherwise.
    naechster.catch(() => {});
    ergebnis.wartend += b.wartend;
    // Each content from the batch's rows alone (no statement per contract), in nr order, so two processes on
    // overlapping contracts (the job and the CLI) lock rows in the same order.
    const stapel: Berechnet[] = b.fertig.flatMap((v) => {
      const inhalt = inhaltAus(v, { id: monat, von, bis }, jetzt, b.vorrat!(v.nr));
      return inhalt ? [{ v, inhalt }] : [];
    });
    for (const art of (await stapelSpeichern(db, mandant, monat, stapel, jetzt)).values()) {
      if (art === 'NEU') ergebnis.neu++;
      else if (art === 'GEAENDERT') ergebnis.geaendert++;
      else ergebnis.gleich++;
    }
  }
  return ergebnis;
}
