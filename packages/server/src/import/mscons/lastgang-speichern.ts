import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import type { Intervallwert, Kanal } from './modell.ts';

// THE one place where MSCONS load profiles are written (issue 28). Today: current values with their
// provenance in `messwert`, replaced ones in `messwert_version`, consumption mirrored into `lastgang` (which
// the history reads). Issue 27's day-array storage re-points this function; its callers stay as they are.

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
  /** Earlier values this message replaced (kept as versions). */
  ersetzt: number;
  /** Values of this message that an already stored later message outranks (kept as versions only). */
  veraltet: number;
}

const TEIL = 20_000;

function statusText(w: Intervallwert): string | null {
  return w.status.length === 0 ? null : w.status.map((s) => `${s.art}:${s.code}`).join(' ');
}

/** Writes one series of one message; run it inside the message's transaction. */
export async function lastgangSpeichern(trx: Db, s: Lastgangsendung, jetzt: Date): Promise<Speicherergebnis> {
  const ergebnis: Speicherergebnis = { aktuell: 0, ersetzt: 0, veraltet: 0 };
  for (let i = 0; i < s.werte.length; i += TEIL) {
    const teil = s.werte.slice(i, i + TEIL);
    const vons = teil.map((w) => w.von);
    const schluessel = sql`m.mandant = ${s.mandant} and m.vertrag_nr = ${s.vertragNr} and m.kanal = ${s.kanal}`;
    const fremd = sql`not (m.absender = ${s.absender} and m.dokumentnummer = ${s.dokumentnummer})`;
    // 1. Current values of earlier (or equally old) other messages become versions.
    const ersetzt = await sql`
      insert into messwert_version (mandant, vertrag_nr, kanal, von, bis, wert, qualitaet, status, absender, dokumentnummer, erstellt, abgeloest)
      select m.mandant, m.vertrag_nr, m.kanal, m.von, m.bis, m.wert, m.qualitaet, m.status, m.absender, m.dokumentnummer, m.erstellt, ${jetzt}
      from unnest(${vons}::timestamptz[]) as n(von) join messwert m on ${schluessel} and m.von = n.von
      where m.erstellt <= ${s.erstellt} and ${fremd}
      on conflict do nothing`.execute(trx);
    ergebnis.ersetzt += Number(ersetzt.numAffectedRows ?? 0);
    // 2. This message's values become current where nothing later is stored.
    const geschrieben = await sql`
      insert into messwert (mandant, vertrag_nr, kanal, von, bis, wert, qualitaet, status, absender, dokumentnummer, erstellt)
      select ${s.mandant}, ${s.vertragNr}, ${s.kanal}, von, bis, wert, qualitaet, status, ${s.absender}, ${s.dokumentnummer}, ${s.erstellt}
      from unnest(${vons}::timestamptz[], ${teil.map((w) => w.bis)}::timestamptz[], ${teil.map((w) => w.wert)}::float8[],
        ${teil.map((w) => w.qualitaet)}::text[], ${teil.map(statusText)}::text[]) as t(von, bis, wert, qualitaet, status)
      on conflict (mandant, vertrag_nr, kanal, von) do update set bis = excluded.bis, wert = excluded.wert, qualitaet = excluded.qualitaet,
        status = excluded.status, absender = excluded.absender, dokumentnummer = excluded.dokumentnummer, erstellt = excluded.erstellt
      where messwert.erstellt <= excluded.erstellt`.execute(trx);
    ergebnis.aktuell += Number(geschrieben.numAffectedRows ?? 0);
    // 3. Values a later stored message outranks are kept as versions, so nothing sent is lost.
    const veraltet = await sql`
      insert into messwert_version (mandant, vertrag_nr, kanal, von, bis, wert, qualitaet, status, absender, dokumentnummer, erstellt, abgeloest)
      select ${s.mandant}, ${s.vertragNr}, ${s.kanal}, t.von, t.bis, t.wert, t.qualitaet, t.status, ${s.absender}, ${s.dokumentnummer}, ${s.erstellt}, ${jetzt}
      from unnest(${vons}::timestamptz[], ${teil.map((w) => w.bis)}::timestamptz[], ${teil.map((w) => w.wert)}::float8[],
        ${teil.map((w) => w.qualitaet)}::text[], ${teil.map(statusText)}::text[]) as t(von, bis, wert, qualitaet, status)
      join messwert m on ${schluessel} and m.von = t.von
      where ${fremd}
      on conflict do nothing`.execute(trx);
    ergebnis.veraltet += Number(veraltet.numAffectedRows ?? 0);
    // 4. Consumption is what the history reads today (lastgang, whose triggers keep the daily sums).
    if (s.kanal === 'BEZUG') {
      await sql`
        insert into lastgang (vertrag_nr, von, bis, verbrauch)
        select m.vertrag_nr, m.von, m.bis, m.wert
        from unnest(${vons}::timestamptz[]) as n(von) join messwert m on ${schluessel} and m.von = n.von
        where m.absender = ${s.absender} and m.dokumentnummer = ${s.dokumentnummer}
        on conflict (vertrag_nr, von) do update set bis = excluded.bis, verbrauch = excluded.verbrauch`.execute(trx);
    }
  }
  return ergebnis;
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
