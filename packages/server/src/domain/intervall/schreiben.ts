import { sql } from 'kysely';
import type { Db } from '../../db/verbinden.ts';
import { partitionenSichern } from './partitionen.ts';
import { werteSql } from './werte.ts';
import { KEIN_WERT, QUALITAET_ZEICHEN, tagesgrenzen, viertelstundenAm, ZEICHEN_QUALITAET, zeichenSpeichern, zeichenVon, type IntervallTag } from './tage.ts';

const BATCH = 2000;
const INT4 = 2 ** 31;
const SMALLINT = 32_768;

export interface Zeile {
  vertrag_nr: number;
  kanal: string;
  tag: string;
  werte: (number | null)[];
  /** null: every value measured (zeichenSpeichern). */
  qualitaet: string | null;
  quellen: readonly number[] | null;
  status: Readonly<Record<string, string>> | null;
  /** Wh of the values given; the statement sums again only where it fills gaps from the stored day. */
  summe: number;
  /** Every value fits smallint (migration 0490: `werte_kurz`); the statement checks again only where it fills gaps. */
  kurz: boolean;
}

/**
 * Stores days of quarter-hour values.
 * A day's row is written whole with its sums (Wh, and energy and cost at market price from the tenant's
 * prices), in one statement per 2,000 days; a null value keeps what the day already had, so a day can be
 * delivered in parts. Creates the month partitions it needs. Throws on a malformed day (wrong number of
 * values for the Berlin day, non-integer Wh): callers check their input first.
 */
export async function intervallTageSchreiben(db: Db, tage: readonly IntervallTag[]): Promise<void> {
  const proMandant = new Map<string, Map<string, Zeile>>();
  for (const t of tage) {
    const zeile = zeileAus(t);
    if (!zeile) continue;
    let zeilen = proMandant.get(t.mandant);
    if (!zeilen) proMandant.set(t.mandant, (zeilen = new Map()));
    const schluessel = `${zeile.vertrag_nr}|${zeile.kanal}|${zeile.tag}`;
    const frueher = zeilen.get(schluessel);
    // The same day twice in one call: the later values win where they have one (one upsert per row and statement).
    zeilen.set(schluessel, frueher ? zusammenfuehren(frueher, zeile) : zeile);
  }
  for (const [mandant, zeilen] of proMandant) {
    const alle = [...zeilen.values()].sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : a.vertrag_nr - b.vertrag_nr));
    // The first statement is built before the first await: a caller that queued a statement just before
    // (MSCONS) has it run meanwhile. The others one at a time (a year's import must not hold all at once).
    const erste = schreibSql(mandant, alle.slice(0, BATCH));
    // Both go out at once (one connection runs them in order): one round trip before the write, not two.
    await Promise.all([vertraegeSperren(db, mandant, alle), partitionenSichern(db, 'intervall_tag', mandant, alle[0]!.tag, alle[alle.length - 1]!.tag)]);
    await erste.execute(db);
    for (let i = BATCH; i < alle.length; i += BATCH) await schreibSql(mandant, alle.slice(i, i + BATCH)).execute(db);
  }
}

/**
 * What a foreign key did per row, once per call (migration 0200): every contract exists, and is locked
 * `for key share` to the commit, so a concurrent delete waits and its trigger then removes these rows too.
 */
async function vertraegeSperren(db: Db, mandant: string, zeilen: readonly Zeile[]): Promise<void> {
  const nummern = [...new Set(zeilen.map((z) => z.vertrag_nr))];
  const { rows } = await sql<{ nr: number }>`select nr from vertrag where mandant = ${mandant} and nr = any(${nummern}::int[]) for key share`.execute(db);
  if (rows.length === nummern.length) return;
  const da = new Set(rows.map((r) => r.nr));
  throw new Error(`Tageswerte für unbekannte Verträge ${nummern.filter((n) => !da.has(n)).join(', ')} des Mandanten ${mandant}`);
}

function zeileAus(t: IntervallTag): Zeile | undefined {
  const anzahl = viertelstundenAm(t.tag);
  if (t.werte.length !== anzahl) throw new Error(`${t.tag}: ${t.werte.length} Werte, der Tag hat ${anzahl} Viertelstunden`);
  if (t.qualitaet && t.qualitaet.length !== anzahl) throw new Error(`${t.tag}: ${t.qualitaet.length} Qualitäten für ${anzahl} Werte`);
  if (t.zeichen !== undefined && t.zeichen.length !== anzahl) throw new Error(`${t.tag}: ${t.zeichen.length} Qualitäten für ${anzahl} Werte`);
  let leer = true;
  let summe = 0;
  let kurz = true;
  const qualitaet = t.zeichen === undefined ? new Array<string>(anzahl) : null;
  for (let i = 0; i < anzahl; i++) {
    const w = t.werte[i]!;
    if (w === null) {
      if (qualitaet) qualitaet[i] = KEIN_WERT;
      else if (t.zeichen![i] !== KEIN_WERT) throw new Error(`${t.tag}: Qualität ohne Wert an Viertelstunde ${i}`);
      continue;
    }
    if (!Number.isInteger(w) || Math.abs(w) >= INT4) throw new Error(`${t.tag}: Wert ${w} ist keine ganze Zahl Wh`);
    leer = false;
    summe += w;
    if (w >= SMALLINT || w < -SMALLINT) kurz = false;
    if (qualitaet) qualitaet[i] = QUALITAET_ZEICHEN[t.qualitaet?.[i] ?? 'GEMESSEN'];
    else if (!ZEICHEN_QUALITAET[t.zeichen![i]!]) throw new Error(`${t.tag}: unbekannte Qualität ${t.zeichen![i]}`);
  }
  if (leer) return undefined;
  const status = t.status && Object.keys(t.status).length > 0 ? t.status : null;
  return {
    vertrag_nr: t.vertragNr, kanal: t.kanal ?? 'BEZUG', tag: t.tag, werte: [...t.werte], qualitaet: zeichenSpeichern(qualitaet ? qualitaet.join('') : t.zeichen!),
    quellen: t.quellen ?? null, status, summe, kurz,
  };
}

function zusammenfuehren(alt: Zeile, neu: Zeile): Zeile {
  const werte = neu.werte.map((w, i) => w ?? alt.werte[i] ?? null);
  const altZeichen = zeichenVon(alt.werte, alt.qualitaet);
  const qualitaet = [...zeichenVon(neu.werte, neu.qualitaet)].map((q, i) => (neu.werte[i] === null ? altZeichen[i] : q)).join('');
  let summe = 0;
  let kurz = true;
  for (const w of werte) {
    if (w === null) continue;
    summe += w;
    if (w >= SMALLINT || w < -SMALLINT) kurz = false;
  }
  return { ...neu, werte, qualitaet: zeichenSpeichern(qualitaet), summe, kurz };
}

/**
 * One statement: merge with the stored day where the new one has gaps, sum the Wh, price every quarter hour
 * with the tenant's market prices (hash join on the clock hour: quarter hours never cross one, prices are at
 * most an hour long; the share f is the overlap), upsert. Same arithmetic as intervall_tag_markt (0060).
 */
export function schreibSql(mandant: string, zeilen: Zeile[]) {
  const von = new Date(tagesgrenzen(zeilen[0]!.tag).beginn - 3_600_000);
  const bis = new Date(tagesgrenzen(zeilen[zeilen.length - 1]!.tag).ende);
  // Rows are numbered (nr) so the per-value sums group on one integer; every per-value time is computed once
  // (materialized), as the time-zone conversion of the day start dominated the statement otherwise.
  const json = JSON.stringify(zeilen.map((z, nr) => ({ nr, ...z })));
  return sql`
    with ein as (
      select * from json_to_recordset(${json}::json) as e(nr int, vertrag_nr int, kanal text, tag date, werte int[], qualitaet text, quellen int[], status jsonb, summe bigint, kurz boolean)
    ),
    neu as materialized (
      select e.nr, e.vertrag_nr, e.kanal, e.tag, e.quellen, e.status, date_part('epoch', e.tag::timestamp at time zone 'Europe/Berlin') as t0,
        -- The sum summed by the caller, unless the stored day fills gaps (summing 96 values per row took a fifth of the statement).
        case when a.werte is null or array_position(e.werte, null) is null then e.summe end as summe,
        case when a.werte is null or array_position(e.werte, null) is null then e.kurz end as kurz,
        case when a.werte is null or array_position(e.werte, null) is null then e.werte
          else array(select coalesce(n, o) from unnest(e.werte, a.werte) with ordinality u(n, o, i) order by i) end as werte,
        case when a.werte is null or array_position(e.werte, null) is null then e.qualitaet
          else (select case when z ~ '[^G-]' then z end from (select string_agg(case when n is null then oq else nq end, '' order by i) as z
                from unnest(e.werte, string_to_array(qualitaet_zeichen(e.werte, e.qualitaet), null), string_to_array(qualitaet_zeichen(a.werte, a.qualitaet), null))
                  with ordinality u(n, nq, oq, i)) g) end as qualitaet
      from ein e
      -- One index probe per day (lateral, limit 1): a join would let the planner hash the tenant's whole month.
      left join lateral (select ${werteSql('a')} as werte, a.qualitaet from intervall_tag a
        where a.mandant = ${mandant} and a.vertrag_nr = e.vertrag_nr and a.kanal = e.kanal and a.tag = e.tag limit 1) a on true
    ),
    p as materialized (
      select floor(date_part('epoch', von) / 3600) as h, date_part('epoch', von) as s, date_part('epoch', bis) as e, preis from marktpreis
      where mandant = ${mandant} and von >= ${von} and von < ${bis}
    ),
    q as materialized (
      select n.nr, q.w / 1000.0::float8 as kwh, n.t0 + (q.i - 1) * 900 as s, floor((n.t0 + (q.i - 1) * 900) / 3600) as h
      from neu n cross join lateral unnest(n.werte) with ordinality q(w, i)
      where q.w is not null
    ),
    summen as (
      select q.nr, sum(q.kwh * a.f) as e, sum(q.kwh * a.f * p.preis) as k
      from q join p on p.h = q.h and p.s < q.s + 900 and p.e > q.s
      cross join lateral (select (least(p.e, q.s + 900) - greatest(p.s, q.s)) / 900 as f) a
      group by q.nr
    )
    insert into intervall_tag (vertrag_nr, tag, summe, markt_energie, markt_kosten, mandant, kanal, werte, werte_kurz, qualitaet, quellen, status)
    select n.vertrag_nr, n.tag, coalesce(n.summe, (select sum(w) from unnest(n.werte) w)), coalesce(s.e, 0), coalesce(s.k, 0), ${mandant}, n.kanal,
      case when not g.kurz then n.werte end, case when g.kurz then n.werte::smallint[] end, n.qualitaet, n.quellen, n.status
    from neu n left join summen s on s.nr = n.nr
    -- Migration 0490: smallint[] (2 bytes a value) when every value fits, int[] otherwise; werte.ts reads either. The
    -- caller's check stands unless the stored day filled gaps (coalesce evaluates its second argument only then).
    cross join lateral (select coalesce(n.kurz, (select coalesce(min(w) >= -32768 and max(w) <= 32767, true) from unnest(n.werte) w)) as kurz) g
    on conflict (mandant, vertrag_nr, kanal, tag) do update set
      summe = excluded.summe, markt_energie = excluded.markt_energie, markt_kosten = excluded.markt_kosten,
      werte = excluded.werte, werte_kurz = excluded.werte_kurz, qualitaet = excluded.qualitaet, quellen = excluded.quellen, status = excluded.status`;
}
