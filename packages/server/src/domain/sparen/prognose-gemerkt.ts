import { heuteIn, type Prognose } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { roh, vorbereitet } from '../../db/vorlage.ts';
import type { VertragZeile } from '../vertrag-zugriff.ts';
import { prognoseBerechnen } from './prognose.ts';

/**
 * The forecast as every screen reads it: prognoseBerechnen's figure, kept per process and contract until one of
 * its inputs changes. No write path invalidates anything (none can forget to): each read first takes a
 * fingerprint of every row the forecast reads, in one statement, and recomputes when it differs from the kept
 * one. The fingerprint is read before the computation, so a write in between makes the next read recompute,
 * never keeps a stale figure. Other processes (workers, imports, CLIs) need no signal: their writes change the
 * rows. Design and its limits: docs/entscheidungen/0240.
 */

/** Contracts kept per database handle and process; the oldest read is dropped first (~1 KB each). */
export const PROGNOSEN_JE_PROZESS = 20_000;

interface Gemerkt {
  fingerabdruck: string;
  prognose: Prognose | null;
}

const VIERTELSTUNDE = 900_000;
// Only for bench:prognose's "before" figure: EKP_PROGNOSE_MERKEN=0 computes on every read as before.
const MERKEN = process.env.EKP_PROGNOSE_MERKEN !== '0';
// Per database handle: two databases (tests, a restored copy) may hold the same ids with different rows.
const speicher = new WeakMap<Db, Map<string, Gemerkt>>();

/**
 * Everything prognoseBerechnen reads, in one statement: the rows of consumption periods, readings, tariffs,
 * Abschlag and its changes as text, and for the interval data the contract's counter that the table raises on
 * every insert, update and delete (migration 0500; a gap filled with 0 leaves the day's sum as it was, not the
 * counter). One key lookup instead of a visit to every day row of the last year.
 */
// A named statement: PostgreSQL planned the unnamed text over the interval table's month partitions on every
// call, which took twice as long as running it (EXPLAIN: 1.2 ms planning, 0.5 ms execution).
const fingerabdruckAbfrage = vorbereitet('prognose_fingerabdruck', 4, (mandant: string, id: string, nr: number, heute: string) =>
  roh(sql<{ f: string | null; heute_daten: boolean | null }>`
    select md5(concat_ws('#',
      (select string_agg(t::text, ';' order by t::text) from verbrauch t where mandant = ${mandant} and vertrag_id = ${id} and prognose = false),
      (select string_agg(t::text, ';' order by t::text) from ablesung t where mandant = ${mandant} and vertrag_id = ${id}),
      (select string_agg(t::text, ';' order by t::text) from tarif t where mandant = ${mandant} and vertrag_id = ${id}),
      (select string_agg(t::text, ';' order by t::text) from abschlag t where mandant = ${mandant} and vertrag_id = ${id}),
      (select string_agg(t::text, ';' order by t::text) from abschlag_aenderung t where mandant = ${mandant} and vertrag_id = ${id}),
      (select stand::text from intervall_stand where mandant = ${mandant} and vertrag_nr = ${nr})
    )) as f,
    exists (select 1 from intervall_tag where mandant = ${mandant} and vertrag_nr = ${nr} and kanal = 'BEZUG' and tag = ${heute}::date) as heute_daten`),
);

async function fingerabdruckLesen(db: Db, vertrag: VertragZeile, heute: string): Promise<{ zeilen: string; heuteDaten: boolean }> {
  const [zeile] = await fingerabdruckAbfrage(db, vertrag.mandant, vertrag.id, vertrag.nr, heute);
  return { zeilen: zeile?.f ?? '', heuteDaten: zeile?.heute_daten === true };
}

/**
 * The forecast of a contract (prognoseBerechnen's), computed once per set of inputs. Besides the rows it
 * depends on the contract's own fields the caller passes, and on the time: the Berlin day, and while today's
 * interval row exists the quarter hour (values up to now count). Inside a transaction it is computed afresh
 * (the transaction may have written inputs it has not committed).
 */
export async function prognoseLesen(db: Db, vertrag: VertragZeile, jetzt: Date): Promise<Prognose | null> {
  if (db.isTransaction || !MERKEN) return prognoseBerechnen(db, vertrag, jetzt);
  const heute = heuteIn(jetzt);
  const { zeilen, heuteDaten } = await fingerabdruckLesen(db, vertrag, heute);
  const zeit = heuteDaten ? `${heute}@${Math.ceil(jetzt.getTime() / VIERTELSTUNDE)}` : heute;
  const fingerabdruck = [zeilen, zeit, vertrag.nr, vertrag.lieferbeginn, vertrag.kunden_art, vertrag.versorgungsart].join('|');
  let jeVertrag = speicher.get(db);
  if (!jeVertrag) speicher.set(db, (jeVertrag = new Map()));
  const schluessel = `${vertrag.mandant}\u0000${vertrag.id}`;
  const gemerkt = jeVertrag.get(schluessel);
  if (gemerkt?.fingerabdruck === fingerabdruck) {
    // Map order is insertion order: moved to the end, it is the last one dropped.
    jeVertrag.delete(schluessel);
    jeVertrag.set(schluessel, gemerkt);
    return gemerkt.prognose;
  }
  const prognose = await prognoseBerechnen(db, vertrag, jetzt);
  jeVertrag.delete(schluessel);
  jeVertrag.set(schluessel, { fingerabdruck, prognose });
  if (jeVertrag.size > PROGNOSEN_JE_PROZESS) jeVertrag.delete(jeVertrag.keys().next().value!);
  return prognose;
}
