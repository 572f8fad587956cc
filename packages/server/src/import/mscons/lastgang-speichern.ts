import { sql } from 'kysely';
import { heuteIn } from '@ekp/contract';
import type { Db } from '../../db/verbinden.ts';
import { intervallTageSchreiben } from '../../shared/intervall/schreiben.ts';
import { tagesgrenzen, viertelstundenAm, VIERTELSTUNDE_MS, type IntervallTag } from '../../shared/intervall/tage.ts';
import type { Intervallwert, Kanal } from './modell.ts';

// THE one place where MSCONS load profiles are written (issue 28): current values with their provenance in
// `messwert`, replaced ones in `messwert_version`, and what is current written into issue 27's day rows
// (`intervall_tag`: integer Wh and a quality letter per quarter hour, both channels), which the history reads.

export interface Lastgangsendung {
  mandant: string;
  vertragNr: number;
  kanal: Kanal;
  /** Who sent it (NAD+MS / UNB) and which message (BGM document number): the version's identity. */
  absender: string;
  dokumentnummer: string;
  /** DTM+137: a later message replaces an earlier one for the same intervals, whatever the arrival order. */
  erstellt: Date;
  werte: Intervallwert[];
}

export interface Speicherergebnis {
  /** Values now current. */
  aktuell: number;
  /** Earlier values these messages replaced (kept as versions). */
  ersetzt: number;
  /** Values that an already stored later message outranks (kept as versions only). */
  veraltet: number;
}

/** Values per statement: a day of 1,000 metering points is 96,000. */
const TEIL = 100_000;

function statusText(w: Intervallwert): string | null {
  return w.status.length === 0 ? null : w.status.map((s) => `${s.art}:${s.code}`).join(' ');
}

interface Spalten {
  nr: number[];
  kanal: string[];
  von: Date[];
  bis: Date[];
  wert: number[];
  qualitaet: string[];
  status: (string | null)[];
  absender: string[];
  dokument: string[];
  erstellt: Date[];
}

const leer = (): Spalten => ({ nr: [], kanal: [], von: [], bis: [], wert: [], qualitaet: [], status: [], absender: [], dokument: [], erstellt: [] });

/**
 * One statement for a batch whose (contract, channel, start) keys are unique: what it replaces and what
 * outranks it are read from the same snapshot, so the three writes need no order among themselves.
 */
async function schreiben(trx: Db, mandant: string, s: Spalten, jetzt: Date): Promise<Speicherergebnis> {
  const r = await sql<{ aktuell: number; ersetzt: number; veraltet: number; werte: Array<[number, string, string, number, string]> }>`
    with neu as (
      select * from unnest(${s.nr}::int[], ${s.kanal}::text[], ${s.von}::timestamptz[], ${s.bis}::timestamptz[], ${s.wert}::float8[],
        ${s.qualitaet}::text[], ${s.status}::text[], ${s.absender}::text[], ${s.dokument}::text[], ${s.erstellt}::timestamptz[])
        as t(vertrag_nr, kanal, von, bis, wert, qualitaet, status, absender, dokumentnummer, erstellt)
    ),
    alt as (
      select m.*, n.erstellt as neu_erstellt
      from neu n join messwert m on m.mandant = ${mandant} and m.vertrag_nr = n.vertrag_nr and m.kanal = n.kanal and m.von = n.von
      where not (m.absender = n.absender and m.dokumentnummer = n.dokumentnummer)
    ),
    ersetzt as (
      -- current values of earlier (or equally old) other messages become versions
      insert into messwert_version (mandant, vertrag_nr, kanal, von, bis, wert, qualitaet, status, absender, dokumentnummer, erstellt, abgeloest)
      select mandant, vertrag_nr, kanal, von, bis, wert, qualitaet, status, absender, dokumentnummer, erstellt, ${jetzt}
      from alt where erstellt <= neu_erstellt
      on conflict do nothing returning 1
    ),
    veraltet as (
      -- values a later stored message outranks are kept as versions, so nothing sent is lost
      insert into messwert_version (mandant, vertrag_nr, kanal, von, bis, wert, qualitaet, status, absender, dokumentnummer, erstellt, abgeloest)
      select ${mandant}, n.vertrag_nr, n.kanal, n.von, n.bis, n.wert, n.qualitaet, n.status, n.absender, n.dokumentnummer, n.erstellt, ${jetzt}
      from neu n join alt a on a.vertrag_nr = n.vertrag_nr and a.kanal = n.kanal and a.von = n.von
      where a.erstellt > n.erstellt
      on conflict do nothing returning 1
    ),
    geschrieben as (
      insert into messwert (mandant, vertrag_nr, kanal, von, bis, wert, qualitaet, status, absender, dokumentnummer, erstellt)
      select ${mandant}, vertrag_nr, kanal, von, bis, wert, qualitaet, status, absender, dokumentnummer, erstellt from neu
      on conflict (mandant, vertrag_nr, kanal, von) do update set bis = excluded.bis, wert = excluded.wert, qualitaet = excluded.qualitaet,
        status = excluded.status, absender = excluded.absender, dokumentnummer = excluded.dokumentnummer, erstellt = excluded.erstellt
      where messwert.erstellt <= excluded.erstellt
      returning vertrag_nr, kanal, von, wert, qualitaet
    )
    select (select count(*) from geschrieben)::int as aktuell, (select count(*) from ersetzt)::int as ersetzt,
      (select count(*) from veraltet)::int as veraltet,
      coalesce((select json_agg(json_build_array(vertrag_nr, kanal, von, wert, qualitaet)) from geschrieben), '[]') as werte`.execute(trx);
  const { werte, ...zahlen } = r.rows[0]!;
  await intervallTageSchreiben(trx, alsTage(mandant, werte));
  return zahlen;
}

/**
 * The values now current as day rows: each quarter hour at its place from local midnight; the day's other
 * places stay null, which keeps what is stored there (a day may arrive in parts). kWh become integer Wh.
 */
function alsTage(mandant: string, werte: Array<[number, string, string, number, string]>): IntervallTag[] {
  const tage = new Map<string, IntervallTag & { werte: (number | null)[]; qualitaet: (IntervallTag['qualitaet'] & unknown[]) }>();
  for (const [nr, kanal, von, wert, qualitaet] of werte) {
    const zeit = new Date(von);
    const tag = heuteIn(zeit);
    const schluessel = `${nr}|${kanal}|${tag}`;
    let t = tage.get(schluessel);
    if (!t) {
      const n = viertelstundenAm(tag);
      t = { mandant, vertragNr: nr, kanal: kanal as Kanal, tag, werte: new Array<number | null>(n).fill(null), qualitaet: new Array(n).fill(null) };
      tage.set(schluessel, t);
    }
    const i = Math.round((zeit.getTime() - tagesgrenzen(tag).beginn) / VIERTELSTUNDE_MS);
    t.werte[i] = Math.round(wert * 1000);
    (t.qualitaet as unknown[])[i] = qualitaet;
  }
  return [...tage.values()];
}

/**
 * Writes the series of one or more messages (a whole file at once: one statement per 100,000 values instead
 * of several per message); run it inside the caller's transaction. Series repeating an interval of an earlier
 * one in the same call (an original and its correction in one file) go into a later statement, in order.
 */
export async function lastgangSpeichern(trx: Db, sendungen: Lastgangsendung[], jetzt: Date): Promise<Speicherergebnis> {
  const summe: Speicherergebnis = { aktuell: 0, ersetzt: 0, veraltet: 0 };
  const nachMandant = new Map<string, Lastgangsendung[]>();
  for (const s of sendungen) {
    const liste = nachMandant.get(s.mandant);
    if (liste) liste.push(s);
    else nachMandant.set(s.mandant, [s]);
  }
  for (const [mandant, liste] of nachMandant) {
    let spalten = leer();
    let schluessel = new Set<string>();
    const abschicken = async () => {
      if (spalten.nr.length === 0) return;
      const r = await schreiben(trx, mandant, spalten, jetzt);
      summe.aktuell += r.aktuell;
      summe.ersetzt += r.ersetzt;
      summe.veraltet += r.veraltet;
      spalten = leer();
      schluessel = new Set();
    };
    for (const s of liste) {
      const eigene = s.werte.map((w) => `${s.vertragNr}|${s.kanal}|${w.von.getTime()}`);
      if (eigene.some((k) => schluessel.has(k)) || spalten.nr.length + s.werte.length > TEIL) await abschicken();
      for (const k of eigene) schluessel.add(k);
      for (const w of s.werte) {
        spalten.nr.push(s.vertragNr);
        spalten.kanal.push(s.kanal);
        spalten.von.push(w.von);
        spalten.bis.push(w.bis);
        spalten.wert.push(w.wert);
        spalten.qualitaet.push(w.qualitaet);
        spalten.status.push(statusText(w));
        spalten.absender.push(s.absender);
        spalten.dokument.push(s.dokumentnummer);
        spalten.erstellt.push(s.erstellt);
      }
    }
    await abschicken();
  }
  return summe;
}

export interface Messwertstand {
  von: Date;
  bis: Date;
  wert: number;
  qualitaet: string;
  status: string | null;
  absender: string;
  dokumentnummer: string;
  erstellt: Date;
  /** null for the current value. */
  abgeloest: Date | null;
}

/** Every version of a contract's values in [von, bis), the current one last per interval. */
export async function messwertVersionen(db: Db, mandant: string, vertragNr: number, kanal: Kanal, von: Date, bis: Date): Promise<Messwertstand[]> {
  const r = await sql<Messwertstand>`
    select von, bis, wert, qualitaet, status, absender, dokumentnummer, erstellt, abgeloest from (
      select von, bis, wert, qualitaet, status, absender, dokumentnummer, erstellt, abgeloest from messwert_version
      where mandant = ${mandant} and vertrag_nr = ${vertragNr} and kanal = ${kanal} and von >= ${von} and von < ${bis}
      union all
      select von, bis, wert, qualitaet, status, absender, dokumentnummer, erstellt, null from messwert
      where mandant = ${mandant} and vertrag_nr = ${vertragNr} and kanal = ${kanal} and von >= ${von} and von < ${bis}
    ) v order by von, abgeloest is null, erstellt, dokumentnummer`.execute(db);
  return r.rows;
}
