import type { IsoDatum } from '@ekp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { intervallTageSchreiben } from '../../domain/intervall/schreiben.ts';
import { quellenDekodieren, quellenKodieren } from '../../domain/intervall/quellen.ts';
import { KEIN_WERT, tagesgrenzen, VIERTELSTUNDE_MS, zeichenVon, type IntervallTag } from '../../domain/intervall/tage.ts';
import type { Kanal, Lastgangreihe } from './modell.ts';
import { schluessel, tageTeilen } from './tagesteile.ts';
import { werteSql } from '../../domain/intervall/werte.ts';

// THE one place where MSCONS load profiles are written. Per contract, channel
// and Berlin day one row (`intervall_tag`, which the history reads): Wh per quarter hour, a quality
// letter each, the message of each value as runs (`quellen`), STS codes sparse (`status`); what a message lost
// to another one goes to `messwert_tag_version` (kWh). A batch of days costs one read and one or two writes,
// whatever the number of values: the per-value rows of `messwert` managed 77 metering-point days per second.
//
// Who wins a quarter hour: the message created later (DTM+137); equal creation times, the later arrival. The
// loser's values are kept as a version with the time they lost (`abgeloest`).

export interface Lastgangsendung {
  mandant: string;
  vertragNr: number;
  kanal: Kanal;
  /** mscons_nachricht.nr: who sent it (NAD+MS / UNB), which document (BGM) and when it was created. */
  nachricht: number;
  /** DTM+137: a later message replaces an earlier one for the same quarter hours, whatever the arrival order. */
  erstellt: Date;
  /** On quarter-hour boundaries (einlesen.ts refuses others); a longer interval is spread evenly over its quarter hours. */
  reihe: Lastgangreihe;
}

export interface Speicherergebnis {
  /** Quarter-hour values now current. */
  aktuell: number;
  /** Earlier values these messages replaced (kept as versions). */
  ersetzt: number;
  /** Values that an already stored later message outranks (kept as versions only). */
  veraltet: number;
}

/** Days per statement: a day's file of 1,000 metering points is a handful of statements. */
const TEIL = 2000;

/** A day's state of one contract and channel: per quarter hour Wh, letter, message; STS codes by index. */
interface Tag {
  vertragNr: number;
  kanal: Kanal;
  tag: IsoDatum;
  werte: (number | null)[];
  qualitaet: string[];
  quelle: (number | null)[];
  status: Record<string, string>;
}

interface Version {
  vertragNr: number;
  kanal: Kanal;
  tag: IsoDatum;
  nachricht: number;
  /** kWh, as the version table keeps them. */
  werte: (number | null)[];
  qualitaet: string[];
  status: Record<string, string>;
}

const leererTag = (vertragNr: number, kanal: Kanal, tag: IsoDatum): Tag => {
  const { beginn, ende } = tagesgrenzen(tag);
  const n = (ende - beginn) / VIERTELSTUNDE_MS;
  return { vertragNr, kanal, tag, werte: new Array(n).fill(null), qualitaet: new Array(n).fill(KEIN_WERT), quelle: new Array(n).fill(null), status: {} };
};


/**
 * Writes the series of one or more messages (a part of a file); run it inside the caller's transaction.
 * Series are applied in the order given, so an original and its correction in one file end with the
 * correction current. Imports of one tenant are serialised by an advisory lock held to the commit: a
 * concurrent import of the same days reads what the first one wrote. `nummeriert`: a statement already sent
 * that fills in the sendungen's message numbers (`nachricht`); they are read only after it settled.
 */
export async function lastgangSpeichern(trx: Db, sendungen: Lastgangsendung[], jetzt: Date, nummeriert: Promise<void> = Promise.resolve()): Promise<Speicherergebnis> {
  const summe: Speicherergebnis = { aktuell: 0, ersetzt: 0, veraltet: 0 };
  const nachMandant = new Map<string, Lastgangsendung[]>();
  for (const s of sendungen) {
    const liste = nachMandant.get(s.mandant);
    if (liste) liste.push(s);
    else nachMandant.set(s.mandant, [s]);
  }
  for (const [mandant, liste] of nachMandant) {
    const sperre = sql`select pg_advisory_xact_lock(hashtext(${`ekp mscons ${mandant}`}))`.execute(trx);
    const { teile, alleTage } = tageTeilen(liste);

    // The lock goes out first and the reads after it on the same connection: one round trip for all.
    const [, , { stand, erstellt }] = await Promise.all([nummeriert, sperre, standLesen(trx, mandant, [...alleTage.values()])]);
    for (const s of liste) erstellt.set(s.nachricht, s.erstellt.getTime());
    const geaendert = new Set<string>();
    const versionen = new Map<string, Version>();
    const version = (t: Tag, nachricht: number): Version => {
      const k = `${schluessel(t.vertragNr, t.kanal, t.tag)}|${nachricht}`;
      let v = versionen.get(k);
      if (!v) {
        const leer = leererTag(t.vertragNr, t.kanal, t.tag);
        versionen.set(k, (v = { vertragNr: t.vertragNr, kanal: t.kanal, tag: t.tag, nachricht, werte: leer.werte, qualitaet: leer.qualitaet, status: {} }));
      }
      return v;
    };
    for (const { s, schluessel: sch, tag, werte, zeichen: zeichenListe, status: statusListe } of teile) {
      const neuErstellt = s.erstellt.getTime();
      let t = stand.get(sch);
      if (!t) {
        // Nothing stored and no earlier message of this call: the message's own arrays become the day (no copy).
        const quelle = werte.map((w) => (w === null ? null : s.nachricht));
        stand.set(sch, { vertragNr: s.vertragNr, kanal: s.kanal, tag, werte, qualitaet: zeichenListe, quelle, status: statusListe ? { ...statusListe } : {} });
        for (const w of werte) if (w !== null) summe.aktuell++;
        geaendert.add(sch);
        continue;
      }
      for (let i = 0; i < werte.length; i++) {
        const wert = werte[i];
        if (wert === null || wert === undefined) continue;
        const zeichen = zeichenListe[i]!;
        const status = statusListe?.[i];
        const alt = t.quelle[i];
        if (alt !== null && alt !== undefined && alt !== s.nachricht && erstellt.get(alt)! > neuErstellt) {
          // A later message is already current here: this value is kept as a version only.
          const v = version(t, s.nachricht);
          v.werte[i] = wert / 1000;
          v.qualitaet[i] = zeichen;
          if (status) v.status[i] = status;
          summe.veraltet++;
          continue;
        }
        if (alt !== null && alt !== undefined && alt !== s.nachricht) {
          const v = version(t, alt);
          v.werte[i] = t.werte[i]! / 1000;
          v.qualitaet[i] = t.qualitaet[i]!;
          const alterStatus = t.status[i];
          if (alterStatus) v.status[i] = alterStatus;
          summe.ersetzt++;
        }
        t.werte[i] = wert;
        t.qualitaet[i] = zeichen;
        t.quelle[i] = s.nachricht;
        if (status) t.status[i] = status;
        else if (t.status[i]) delete t.status[i];
        summe.aktuell++;
      }
      geaendert.add(sch);
    }

    // The statements go out one after the other on the transaction's connection (versions first: they are
    // rare and built at once); the day rows are built while PostgreSQL runs them.
    const schreiben: Promise<void>[] = [];
    const alle = [...versionen.values()];
    // The history reads provenance only for contracts marked so (migration 0210); marked once, then a look-up.
    const vertraege = [...new Set([...geaendert].map((k) => stand.get(k)!.vertragNr))];
    schreiben.push(sql`update vertrag set messwerte_gesendet = true where mandant = ${mandant} and nr = any(${vertraege}::int[]) and not messwerte_gesendet`.execute(trx).then(() => undefined));
    for (let i = 0; i < alle.length; i += TEIL) schreiben.push(versionenSchreiben(trx, mandant, alle.slice(i, i + TEIL), jetzt));
    schreiben.push(
      intervallTageSchreiben(
        trx,
        [...geaendert].map((k): IntervallTag => {
          const t = stand.get(k)!;
          return { mandant, vertragNr: t.vertragNr, kanal: t.kanal, tag: t.tag, werte: t.werte, zeichen: t.qualitaet.join(''), quellen: quellenKodieren(t.quelle, t.werte), status: t.status };
        }),
      ),
    );
    await Promise.all(schreiben);
  }
  return summe;
}

/** The stored days among `tage` and the creation time of every message they name. */
async function standLesen(trx: Db, mandant: string, tage: Array<{ vertragNr: number; kanal: Kanal; tag: IsoDatum }>) {
  const stand = new Map<string, Tag>();
  const erstellt = new Map<number, number>();
  for (let i = 0; i < tage.length; i += TEIL) {
    const teil = tage.slice(i, i + TEIL);
    const r = await sql<{ vertrag_nr: number; kanal: Kanal; tag: string; werte: (number | null)[]; qualitaet: string | null; quellen: number[] | null; status: Record<string, string> | null }>`
      select m.vertrag_nr, m.kanal, m.tag::text as tag, ${werteSql('m')} as werte, m.qualitaet, m.quellen, m.status
      from unnest(${teil.map((t) => t.vertragNr)}::int[], ${teil.map((t) => t.kanal)}::text[], ${teil.map((t) => t.tag)}::date[]) as k(vertrag_nr, kanal, tag)
      -- One index probe per day (lateral, limit 1): a join would let the planner hash the tenant's whole month.
      cross join lateral (select * from intervall_tag m
        where m.mandant = ${mandant} and m.vertrag_nr = k.vertrag_nr and m.kanal = k.kanal and m.tag = k.tag limit 1) m`.execute(trx);
    for (const z of r.rows) {
      stand.set(schluessel(z.vertrag_nr, z.kanal, z.tag), {
        vertragNr: z.vertrag_nr, kanal: z.kanal, tag: z.tag, werte: z.werte, qualitaet: [...zeichenVon(z.werte, z.qualitaet)],
        quelle: quellenDekodieren(z.quellen, z.werte), status: { ...z.status },
      });
    }
  }
  const nachrichten = [...new Set([...stand.values()].flatMap((t) => t.quelle.filter((q): q is number => q !== null)))];
  if (nachrichten.length > 0) {
    const r = await sql<{ nr: number; erstellt: Date }>`select nr, erstellt from mscons_nachricht where mandant = ${mandant} and nr = any(${nachrichten}::int[])`.execute(trx);
    for (const z of r.rows) erstellt.set(z.nr, new Date(z.erstellt).getTime());
  }
  return { stand, erstellt };
}

const statusJson = (s: Record<string, string>) => (Object.keys(s).length === 0 ? null : s);

/** A message that loses quarter hours of the same day twice at the same time: the rows merge, value by value. */
async function versionenSchreiben(trx: Db, mandant: string, versionen: Version[], jetzt: Date): Promise<void> {
  const json = JSON.stringify(
    versionen.map((v) => ({ vertrag_nr: v.vertragNr, kanal: v.kanal, tag: v.tag, nachricht: v.nachricht, werte: v.werte, qualitaet: v.qualitaet.join(''), status: statusJson(v.status) })),
  );
  await sql`
    insert into messwert_tag_version as v (mandant, vertrag_nr, kanal, tag, nachricht, abgeloest, werte, qualitaet, status)
    select ${mandant}, vertrag_nr, kanal, tag, nachricht, ${jetzt}, werte, qualitaet, status
    from json_to_recordset(${json}::json) as e(vertrag_nr int, kanal text, tag date, nachricht int, werte float8[], qualitaet text, status jsonb)
    on conflict (mandant, vertrag_nr, kanal, tag, nachricht, abgeloest) do update set
      werte = array(select coalesce(n, o) from unnest(excluded.werte, v.werte) with ordinality u(n, o, i) order by i),
      qualitaet = (select string_agg(case when n = '${sql.raw(KEIN_WERT)}' then o else n end, '' order by i)
        from unnest(string_to_array(excluded.qualitaet, null), string_to_array(v.qualitaet, null)) with ordinality u(n, o, i)),
      status = case when v.status is null and excluded.status is null then null else coalesce(v.status, '{}') || coalesce(excluded.status, '{}') end`.execute(trx);
}
