import { sql } from 'kysely';
import type { Kanal as ZaehlerKanal } from '../../db/tabellen.ts';
import type { Db } from '../../db/verbinden.ts';
import type { Lokation } from './modell.ts';

// Which contract a location of an MSCONS message means (docs/marktdaten.md, Matching).

export interface Kandidat {
  nr: number;
  id: string;
  malo_id: string | null;
  melo_id: string | null;
  storniert: boolean;
  lieferbeginn: string | null;
  lieferende: string | null;
  zaehlernummer: string | null;
  kanaele: ZaehlerKanal[] | null;
}

/**
 * Every contract of the tenant a location of the file could mean, in one query. Each key is looked up in its own
 * index (MaLo-ID, MeLo-ID, meter number) and the contracts found are joined once: one condition ORed across the
 * contract and its meter could use no index and joined every contract of the tenant with its meter for each part.
 */
export async function kandidatenLaden(db: Db, mandant: string, lokationen: Lokation[]): Promise<Kandidat[]> {
  const ids = [...new Set(lokationen.map((l) => l.id))];
  const nummern = [...new Set(lokationen.flatMap((l) => (l.zaehlernummer ? [l.zaehlernummer] : [])))];
  if (ids.length === 0) return [];
  const r = await sql<Kandidat>`
    with treffer as (
      select id from vertrag where mandant = ${mandant} and malo_id = any(${ids}::text[])
      union select id from vertrag where mandant = ${mandant} and melo_id = any(${ids}::text[])
      union select vertrag_id from zaehler where mandant = ${mandant} and nummer = any(${nummern}::text[])
    )
    select v.nr, v.id, v.malo_id, v.melo_id, v.storniert, v.lieferbeginn::text as lieferbeginn, v.lieferende::text as lieferende,
      z.nummer as zaehlernummer, z.kanaele
    from treffer t join vertrag v on v.mandant = ${mandant} and v.id = t.id
    left join zaehler z on z.mandant = v.mandant and z.vertrag_id = v.id`.execute(db);
  return r.rows;
}

/** The candidates by MaLo-ID, MeLo-ID and meter number: a file of 1,000 locations looks each up, not through all. */
export interface Kandidatenindex {
  malo: Map<string, Kandidat[]>;
  melo: Map<string, Kandidat[]>;
  zaehler: Map<string, Kandidat[]>;
}

export function indizieren(kandidaten: Kandidat[]): Kandidatenindex {
  const index: Kandidatenindex = { malo: new Map(), melo: new Map(), zaehler: new Map() };
  const eintragen = (m: Map<string, Kandidat[]>, k: string | null, v: Kandidat) => {
    if (k === null) return;
    const liste = m.get(k);
    if (liste) liste.push(v);
    else m.set(k, [v]);
  };
  for (const k of kandidaten) {
    eintragen(index.malo, k.malo_id, k);
    eintragen(index.melo, k.melo_id, k);
    eintragen(index.zaehler, k.zaehlernummer, k);
  }
  return index;
}

/** Whether the contract supplies on the (Berlin) day `tag`, both ends included. */
export function liefert(k: Kandidat, tag: string): boolean {
  return (k.lieferbeginn === null || k.lieferbeginn <= tag) && (k.lieferende === null || k.lieferende >= tag);
}

/** MaLo-ID, then MeLo-ID, then meter number; among several contracts the one not cancelled that supplies at `tag`, else the latest start. */
export function vertragWaehlen(index: Kandidatenindex, l: Lokation, tag: string): Kandidat | undefined {
  const stufen: Array<Kandidat[] | undefined> = [
    /^\d{11}$/.test(l.id) ? index.malo.get(l.id) : undefined,
    l.id.length === 33 ? index.melo.get(l.id) : undefined,
    l.zaehlernummer !== null ? index.zaehler.get(l.zaehlernummer) : undefined,
  ];
  for (const treffer of stufen) {
    if (!treffer || treffer.length === 0) continue;
    return [...treffer].sort(
      (a, b) =>
        Number(a.storniert) - Number(b.storniert) ||
        Number(liefert(b, tag)) - Number(liefert(a, tag)) ||
        (b.lieferbeginn ?? '').localeCompare(a.lieferbeginn ?? '') ||
        a.nr - b.nr,
    )[0];
  }
  return undefined;
}

